import { Chess } from 'chess.js';
import { expect, test, type Page } from '@playwright/test';
import {
  adminPuzzle,
  dragMove,
  expectStartPosition,
  finalPosition,
  openDifficulty,
  sanOf,
  uciParts,
  wrongMove,
  type AdminPuzzle,
} from './chess-support';
import { setTier, signUp, signUpByApi, uniqueEmail } from './support';

// Every test has its own browser context, so its own anonymous key (the anon_key cookie: the site
// is plain http here, so not the __Host- name) and daily quota.

async function puzzle(difficulty: 'easy' | 'medium' | 'hard', idx: number): Promise<AdminPuzzle> {
  const found = await adminPuzzle(difficulty, idx);
  if (!found) throw new Error(`${difficulty} puzzle ${idx} is not in the database`);
  return found;
}

const solvedOverlay = (page: Page) => page.getByText('Puzzle Solved!', { exact: true });
const failedOverlay = (page: Page) => page.getByText('Not quite right', { exact: true });

test('the three views: difficulty cards, the medium lock, the level list with its marks', async ({ page }) => {
  await page.goto('/chess-puzzles');
  await expect(page.getByRole('heading', { level: 1, name: 'Chess Puzzles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Difficulty' })).toBeVisible();
  const easy = page.getByTestId('difficulty-easy');
  await expect(easy).toBeEnabled();
  await expect(easy).toContainText('0 / 2000');
  await expect(easy).toContainText('Checkmate in 1');
  await expect(easy.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2000');
  const medium = page.getByTestId('difficulty-medium');
  await expect(medium).toBeDisabled();
  await expect(medium).toContainText('Complete all Easy puzzles first (2000 left)');
  await expect(page.getByTestId('difficulty-hard')).toContainText('Complete all Medium puzzles first (2000 left)');

  await openDifficulty(page, 'easy');
  await expect(page.getByText('Checkmate in 1 move', { exact: true })).toBeVisible();
  await expect(page.getByTestId('quota-bar')).toContainText('1 / 1');
  await expect(page.getByRole('button', { name: 'Previous puzzle' })).toBeDisabled();

  await page.getByRole('button', { name: 'Level Selection' }).click();
  await expect(page.getByRole('button', { name: 'Level 1, current' })).toBeVisible();
  await expect(page.getByTestId('level-50')).toBeVisible();
  await expect(page.getByTestId('level-51')).toHaveCount(0);
  // Progress 0: levels 1..50 only, nothing more to show.
  await expect(page.getByRole('button', { name: 'Show More Levels' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Difficulties' }).click();
  await expect(page.getByRole('heading', { name: 'Select Difficulty' })).toBeVisible();
});

test('an anonymous visitor drags the right move and solves easy puzzle 1', async ({ page }) => {
  const p1 = await puzzle('easy', 1);
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expectStartPosition(page, p1.fen);
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-orientation', p1.fen.split(' ')[1] === 'w' ? 'white' : 'black');
  await expect(page.getByText(p1.fen.split(' ')[1] === 'w' ? 'White to move' : 'Black to move', { exact: true })).toBeVisible();

  const { from, to } = uciParts(p1.solution[0]!);
  await dragMove(page, from, to);
  await expect(solvedOverlay(page)).toBeVisible();
  await expect(page.getByTestId('puzzle-status')).toHaveText('Solved');
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-movable', 'none');
  await expect(page.getByRole('button', { name: 'Next Puzzle', exact: true })).toBeFocused();
  await expect(page.getByTestId('puzzle-announcer')).toContainText(`You played ${sanOf(p1.fen, p1.solution[0]!)}.`);

  await page.getByRole('button', { name: 'Level Selection' }).click();
  await expect(page.getByRole('button', { name: 'Level 1, completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Level 2, current' })).toBeVisible();
  // Progress 1: levels up to 51 are open; the first page shows 50, Show More reveals the 51st.
  await expect(page.getByTestId('level-51')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show More Levels' }).click();
  await expect(page.getByTestId('level-51')).toBeVisible();
  await expect(page.getByTestId('level-52')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show More Levels' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Difficulties' }).click();
  await expect(page.getByTestId('difficulty-easy')).toContainText('1 / 2000');
});

test('a wrong move fails; the solution replays; Try Again restores the start', async ({ page }) => {
  const p1 = await puzzle('easy', 1);
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expectStartPosition(page, p1.fen);
  const wrong = wrongMove(p1.fen, p1.solution[0]!);
  await dragMove(page, wrong.slice(0, 2), wrong.slice(2, 4));
  await expect(failedOverlay(page)).toBeVisible();
  await expect(page.getByTestId('puzzle-status')).toHaveText('Failed');

  await page.getByRole('button', { name: 'Show Solution' }).click();
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', finalPosition(p1.fen, p1.solution));
  await expect(page.getByTestId('puzzle-announcer')).toContainText('Solution:');

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expectStartPosition(page, p1.fen);
  await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
  await expect(failedOverlay(page)).toHaveCount(0);
  // Trying again the same day costs nothing: the anonymous quota is still 1 / 1.
  await expect(page.getByTestId('quota-bar')).toContainText('1 / 1');
});

test('an anonymous visitor gets one puzzle a day: the second is refused and the warning shows', async ({ page }) => {
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await page.getByRole('button', { name: 'Next puzzle', exact: true }).click();
  await expect(page.getByTestId('puzzle-error')).toHaveText('Daily puzzle limit reached');
  await expect(page.getByTestId('chess-board')).toHaveCount(0);
  // In place of the board: the spec's limit message, with the ways forward (a visitor may also sign up:
  // a free account's 3 a day); nothing that cannot act is enabled.
  const limit = page.getByTestId('quota-warning');
  await expect(limit.getByText("You've reached your daily limit (1/1).", { exact: true })).toBeVisible();
  await expect(limit.getByText('Come back tomorrow or upgrade to play more!', { exact: true })).toBeVisible();
  await expect(limit.getByRole('link', { name: /Go Premium/ })).toHaveAttribute('href', '/premium');
  await expect(limit.getByRole('link', { name: 'Sign up free: 3 puzzles a day' })).toHaveAttribute('href', '/signup?next=/chess-puzzles');
  await expect(page.getByTestId('puzzle-status')).toHaveText('Daily limit reached');
  await expect(page.getByText('This puzzle could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Hint' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Play move' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Type a move' })).toBeDisabled();

  await page.getByRole('button', { name: 'Level Selection' }).click();
  await page.getByRole('button', { name: 'Back to Difficulties' }).click();
  await expect(page.getByText("You've reached your daily limit (1/1).", { exact: true })).toBeVisible();
  await expect(page.getByText('Come back tomorrow or upgrade to play more!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('quota-warning').getByRole('link', { name: /Go Premium/ })).toHaveAttribute('href', '/premium');

  // Reopening today's puzzle is free.
  await openDifficulty(page, 'easy');
});

test('the anonymous key is signed by the server: a copy is the same visitor, a planted or altered one starts afresh, sign-up replaces it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expect(page.getByTestId('quota-bar')).toContainText('1 / 1');
  const cookie = (await context.cookies()).find((c) => c.name === 'anon_key');
  expect(cookie?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}\.[A-Za-z0-9_-]{43}$/);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const [key, signature] = cookie!.value.split('.') as [string, string];

  /** Another browser holding this cookie value: its quota used, and the key it ends up with. */
  async function visitorWith(value: string) {
    const other = await browser.newContext({ baseURL });
    try {
      await other.addCookies([{ name: 'anon_key', value, url: baseURL! }]);
      const state = (await (await other.request.get('/api/puzzles/state')).json()) as { quota: { used: number } };
      const held = (await other.cookies()).find((c) => c.name === 'anon_key')?.value;
      return { used: state.quota.used, key: held?.split('.')[0] };
    } finally {
      await other.close();
    }
  }
  // The signed value itself is this visitor, wherever it is sent from.
  expect(await visitorWith(cookie!.value)).toEqual({ used: 1, key });
  // The bare id (the old format), an altered signature or another id under this signature: a new visitor.
  for (const planted of [
    key,
    `${key}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    `${crypto.randomUUID()}.${signature}`,
  ]) {
    const visitor = await visitorWith(planted);
    expect(visitor.used).toBe(0);
    expect(visitor.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.key).not.toBe(key);
    expect(visitor.key).not.toBe(planted.split('.')[0]);
  }

  // Signing up merges the visitor's plays and hands the browser a new key; the old one is dead.
  await signUp(page, uniqueEmail('chesskey'));
  const renewed = (await context.cookies()).find((c) => c.name === 'anon_key');
  expect(renewed?.value.split('.')[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(renewed?.value.split('.')[0]).not.toBe(key);
  const stale = await visitorWith(cookie!.value);
  expect(stale.used).toBe(0);
  expect(stale.key).not.toBe(key);
});

test('signing in closes the open puzzle; a free user starts 3 puzzles and the 4th is refused', async ({ page }) => {
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await signUp(page, uniqueEmail('chessfree'));
  await expect(page.getByRole('heading', { name: 'Select Difficulty' })).toBeVisible();

  await openDifficulty(page, 'easy', 1);
  await expect(page.getByTestId('quota-bar')).toContainText('1 / 3');
  for (const idx of [2, 3]) {
    await page.getByRole('button', { name: 'Next puzzle', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Easy · Puzzle ${idx}` })).toBeVisible();
    await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
    await expect(page.getByTestId('quota-bar')).toContainText(`${idx} / 3`);
  }
  await page.getByRole('button', { name: 'Next puzzle', exact: true }).click();
  await expect(page.getByTestId('puzzle-error')).toHaveText('Daily puzzle limit reached');
});

test('a busy network and a server error each get a screen that says so, with Retry; Retry then opens the puzzle', async ({ page }) => {
  await page.goto('/chess-puzzles');
  await expect(page.getByTestId('difficulty-easy')).toBeEnabled();
  const refusals = [
    {
      status: 429,
      body: {
        code: 'rate_limited',
        message: 'Too many free puzzles from your network today. Create a free account or come back tomorrow.',
      },
    },
    { status: 500, body: { code: 'internal', message: 'connect ECONNREFUSED 127.0.0.1:5432' } },
  ];
  for (const [i, refusal] of refusals.entries()) {
    await page.route('**/api/puzzles/start', (route) =>
      route.fulfill({ status: refusal.status, contentType: 'application/json', body: JSON.stringify({ error: refusal.body }) }),
    );
    if (i === 0) await page.getByTestId('difficulty-easy').click();
    else await page.getByTestId('puzzle-refusal').getByRole('button', { name: 'Retry' }).click();
    const panel = page.getByTestId('puzzle-refusal');
    if (refusal.status === 429) {
      await expect(panel).toHaveAttribute('data-kind', 'busy');
      await expect(panel).toContainText('Too busy right now');
      await expect(panel).toContainText(refusal.body.message);
      await expect(page.getByTestId('puzzle-status')).toHaveText('Too busy right now');
    } else {
      await expect(panel).toHaveAttribute('data-kind', 'server');
      await expect(panel).toContainText('Server error');
      await expect(panel).toContainText('Something went wrong on our side.');
      await expect(panel).not.toContainText('ECONNREFUSED');
      await expect(page.getByTestId('puzzle-status')).toHaveText('Server error');
    }
    await expect(page.getByTestId('quota-warning')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Play move' })).toBeDisabled();
    await page.unroute('**/api/puzzles/start');
  }
  await page.getByTestId('puzzle-refusal').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
  await expect(page.getByTestId('chess-board')).toBeVisible();
  await expect(page.getByTestId('puzzle-refusal')).toHaveCount(0);
});

test('a premium user has no daily limit', async ({ page }) => {
  const email = await signUpByApi(page);
  setTier(email, 'premium');
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expect(page.getByTestId('quota-bar')).toContainText('∞');
});

test('a hint names the square; the mute toggle is remembered; typing the move solves the puzzle', async ({ page }) => {
  const p1 = await puzzle('easy', 1);
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('puzzle-announcer')).toHaveText(`Hint: move the piece on ${p1.solution[0]!.slice(0, 2)}.`);

  const mute = page.getByRole('button', { name: 'Mute sounds' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await openDifficulty(page, 'easy');
  await expect(page.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'true');

  const field = page.getByRole('textbox', { name: 'Type a move' });
  await field.fill('zz9');
  await field.press('Enter');
  await expect(page.getByTestId('puzzle-error')).toHaveText('zz9 is not a legal move here.');
  await field.fill(sanOf(p1.fen, p1.solution[0]!));
  await field.press('Enter');
  await expect(solvedOverlay(page)).toBeVisible();
});

test('a promotion asks for the piece and sends the chosen one', async ({ page }) => {
  // Prefer a puzzle whose key is a promotion; else any open puzzle where the solver can promote
  // (then the chosen piece is checked in the move the server announces, and the verdict is its own).
  type Candidate = { idx: number; puzzle: AdminPuzzle; move: string };
  let found: Candidate | null = null;
  let fallback: Candidate | null = null;
  for (let idx = 1; idx <= 50 && !found; idx++) {
    const candidate = await adminPuzzle('easy', idx);
    if (!candidate) break;
    if (candidate.solution[0]!.length === 5) found = { idx, puzzle: candidate, move: candidate.solution[0]! };
    else if (!fallback) {
      const promotion = new Chess(candidate.fen).moves({ verbose: true }).find((m) => m.promotion === 'n');
      if (promotion) fallback = { idx, puzzle: candidate, move: promotion.lan };
    }
  }
  found ??= fallback;
  expect(found, 'an open easy puzzle (1..50) where the solver can promote').not.toBeNull();
  const { idx, puzzle: promo, move } = found!;

  // A free user: choosing Easy opens puzzle 1, then the promotion puzzle from the level list (2 of 3).
  await signUpByApi(page);
  await page.goto('/chess-puzzles');
  await expect(page.getByTestId('difficulty-easy')).toBeVisible();
  await openDifficulty(page, 'easy');
  if (idx !== 1) {
    await page.getByRole('button', { name: 'Level Selection' }).click();
    await page.getByTestId(`level-${idx}`).click();
    await expect(page.getByRole('heading', { name: `Easy · Puzzle ${idx}` })).toBeVisible();
    await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
  }
  const { from, to, promotion } = uciParts(move);
  await dragMove(page, from, to);
  const dialog = page.getByRole('dialog', { name: 'Promote your pawn to' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Queen' })).toBeFocused();
  for (const name of ['Queen', 'Knight', 'Rook', 'Bishop']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  const names: Record<string, string> = { q: 'Queen', n: 'Knight', r: 'Rook', b: 'Bishop' };
  await dialog.getByRole('button', { name: names[promotion!]! }).click();
  await expect(dialog).toBeHidden();
  const san = sanOf(promo.fen, move);
  expect(san).toContain(`=${promotion!.toUpperCase()}`);
  await expect(page.getByText(`You played ${san}.`)).toBeAttached();
  if (move === promo.solution[0]) await expect(solvedOverlay(page)).toBeVisible();
  else await expect(failedOverlay(page)).toBeVisible();
});
