import { expect, test } from '@playwright/test';
import { adminPuzzle, dragMove, expectStartPosition, openDifficulty, uciParts } from './chess-support';
import { signUp, signUpByApi, uniqueEmail } from './support';

/** The games platform in the browser: per-game leaderboards, the account page, display names, merging. */

test('the right column shows the leaderboard of the game on the page, and follows navigation', async ({ page }) => {
  const card = page.getByTestId('leaderboard-card');
  await page.goto('/');
  await expect(card).toHaveAttribute('data-game', '2048');
  await expect(card.getByRole('heading', { name: '2048 Leaderboard' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-busy', 'false');

  // A client navigation through the All Puzzles menu switches the card without a reload.
  await page.getByRole('button', { name: /All Puzzles/ }).click();
  await page.getByRole('list', { name: 'All puzzles' }).getByRole('link', { name: 'Chess Puzzles' }).click();
  await expect(page).toHaveURL(/\/chess-puzzles$/);
  await expect(card).toHaveAttribute('data-game', 'chess-puzzles');
  await expect(card.getByRole('heading', { name: 'Chess Puzzles Leaderboard' })).toBeVisible();
  await expect(card).toContainText('not a race');
  await expect(card.getByRole('button', { name: 'Open Leaderboard' })).toHaveCount(0);

  // A platform game's page shows its own board.
  await page.goto('/solitaire');
  await expect(card).toHaveAttribute('data-game', 'solitaire');
  await expect(card.getByRole('heading', { name: 'Solitaire Leaderboard' })).toBeVisible();
});

test('/account sends a signed-out visitor to log in; a player renames themselves and the header follows', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=\/account$/);

  const email = await signUpByApi(page, uniqueEmail('account'));
  await page.goto('/');
  const badge = page.getByTestId('user-badge');
  // The header shows the generated public name, never the e-mail or its local part.
  await expect(badge).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+ \d{3}/);
  await expect(badge).not.toContainText(email.split('@')[0]!);

  await badge.getByRole('link', { name: /[A-Z][a-z]+ [A-Z][a-z]+ \d{3}/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-tier')).toHaveText('FREE');
  await expect(page.getByText('No games finished yet.')).toBeVisible();

  const form = page.getByTestId('display-name-form');
  await form.getByLabel('Display name').fill('x');
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(form.getByRole('status')).toContainText('A display name has 3 to 20 characters');

  const chosen = `Rook ${Date.now().toString(36).slice(-6)}`;
  await form.getByLabel('Display name').fill(chosen);
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(form.getByRole('status')).toHaveText(`Saved: leaderboards now show you as ${chosen}.`);
  await expect(badge).toContainText(chosen);
  await page.reload();
  await expect(page.getByTestId('display-name-form').getByLabel('Display name')).toHaveValue(chosen);
  await expect(page.getByTestId('user-badge')).toContainText(chosen);
});

test('a visitor who solves a chess puzzle anonymously and then signs up keeps the progress and the statistics', async ({ page }) => {
  const p1 = await adminPuzzle('easy', 1);
  if (!p1) throw new Error('easy puzzle 1 is not in the database');
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expectStartPosition(page, p1.fen);
  const { from, to } = uciParts(p1.solution[0]!);
  await dragMove(page, from, to);
  await expect(page.getByText('Puzzle Solved!', { exact: true })).toBeVisible();
  // The page's Statistics panel counts the solve at once.
  const panel = page.getByTestId('statistics-panel');
  await expect(panel.getByTestId('stat-played')).toHaveText('1');
  await expect(panel.getByTestId('stat-won')).toHaveText('1');

  await signUp(page, uniqueEmail('merger'));
  await expect(page.getByTestId('difficulty-easy')).toContainText('1 / 2000');

  await page.goto('/account');
  const row = page.getByTestId('account-statistics').locator('tr[data-game="chess-puzzles"]');
  await expect(row.getByRole('rowheader')).toHaveText('Chess Puzzles');
  // Played, won, win %.
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('100');
});

test('a platform game that cannot be opened says why (a busy network, a server error) with Retry, and Retry opens it', async ({ page }) => {
  const refusals = [
    { status: 429, message: 'Too many games started from your network in the last hour. Please wait a little and try again.' },
    { status: 500, message: 'relation "game_plays" does not exist' },
  ];
  for (const [i, refusal] of refusals.entries()) {
    await page.route('**/api/games/takuzu/plays', (route) =>
      route.fulfill({
        status: refusal.status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: refusal.status === 429 ? 'rate_limited' : 'internal', message: refusal.message } }),
      }),
    );
    if (i === 0) await page.goto('/takuzu');
    else await page.getByTestId('load-failed').getByRole('button', { name: 'Retry' }).click();
    const panel = page.getByTestId('load-failed');
    if (refusal.status === 429) {
      await expect(panel).toHaveAttribute('data-kind', 'busy');
      await expect(panel).toContainText('Too busy right now');
      await expect(panel).toContainText(refusal.message);
    } else {
      await expect(panel).toHaveAttribute('data-kind', 'server');
      await expect(panel).toContainText('Server error');
      await expect(panel).not.toContainText('game_plays');
    }
    await page.unroute('**/api/games/takuzu/plays');
  }
  await page.getByTestId('load-failed').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('takuzu-board')).toBeVisible();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});
