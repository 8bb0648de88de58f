import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { formatGrid, parseGrid } from '@/lib/games/sudoku/grid';
import { minSolveSeconds, plausibleSeconds } from '@/lib/games/sudoku/levels';
import { solveGrid } from '@/lib/games/sudoku/solution-counter';
import { expectFitsViewport } from './fits-viewport';
import { displayName, humanClockSeconds, reloadLeavingPaused, signUpByApi, waitForClock } from './support';

/**
 * Sudoku through the real interface. The page never holds the solution: the test reads the puzzle
 * off the board and solves it with the engine's brute-force solver, here in Node. The server refuses
 * a time faster than a human's and holds one faster than the fastest humans as pending, so before
 * the last digit the test waits until the page's own clock shows both floors passed (a state it
 * sees, not a fixed wait), as the test server applies them (on its test clock: e2e/server-env.mjs).
 */

/**
 * In order, in one worker: a later test here is helped (a hint, show mistakes: both on Easy practice
 * puzzles, like the ranked win), and every test comes from the same address, so a win on a puzzle
 * another key was helped on from there within 6 h is held for review (docs/GAMES.md, Fair play). The
 * pools are small early in a run, so two tests often get the same puzzle: the signed-in win that must
 * be ranked runs first, as the file orders them.
 */
test.describe.configure({ mode: 'default' });
test.setTimeout(150_000);

function solve(puzzle: string): string {
  const values = parseGrid(puzzle);
  const solved = values && solveGrid(values);
  if (!solved) throw new Error(`no solution for ${puzzle}`);
  return formatGrid(solved);
}

/** Opens a fresh Easy practice puzzle with the keyboard and answers its text and its play's id. */
async function startEasyPractice(page: Page): Promise<{ board: Locator; puzzle: string; playId: string }> {
  const issued: Response[] = [];
  const onResponse = (r: Response) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/games/sudoku/plays') issued.push(r);
  };
  page.on('response', onResponse);
  // The page opens on a play of its own first (today's daily): the picker waits for it.
  await expect(page.getByRole('button', { name: 'Practice' })).toBeEnabled();
  await page.getByRole('button', { name: 'Practice' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Level').selectOption('easy');
  const before = await page
    .getByTestId('sudoku-board')
    .getAttribute('data-puzzle')
    .catch(() => null);
  await page.getByRole('button', { name: 'New puzzle' }).press('Enter');
  const board = page.getByTestId('sudoku-board');
  await expect(board).toHaveAttribute('data-puzzle', /^[1-9.]{81}$/);
  if (before) await expect(board).not.toHaveAttribute('data-puzzle', before);
  const puzzle = (await board.getAttribute('data-puzzle')) ?? '';
  page.off('response', onResponse);
  const views = await Promise.all(issued.map(async (r) => (await r.json()) as { playId: string; puzzle: string }));
  const playId = views.find((view) => view.puzzle === puzzle)?.playId;
  if (!playId) throw new Error('the play shown was not issued by New puzzle');
  return { board, puzzle, playId };
}

/**
 * Below minSolveSeconds a finish is refused; below plausibleSeconds (on the leaderboard's clock,
 * from the issue, pauses included) it is held as pending. The page's clock excludes pauses, so it
 * never runs ahead of the leaderboard's: waiting on it for both floors, plus a second for rounding, is safe.
 */
const humanSeconds = (puzzle: string) => humanClockSeconds(minSolveSeconds(puzzle), plausibleSeconds(puzzle, 'easy'));

const cell = (board: Locator, index: number) => board.locator(`[data-cell="${index}"]`);

/** The board, the pad and the main controls, the show-mistakes setting included, fit the screen unscrolled. */
async function expectBoardAndControlsFit(page: Page, board: Locator) {
  const controls = ['Pause', 'Undo', 'Hint', 'Erase'].map((name) => page.getByRole('button', { name, exact: true }));
  await expectFitsViewport(page, board, [
    page.getByTestId('sudoku-pad'),
    ...controls,
    page.getByRole('switch', { name: /^Show mistakes/ }),
  ]);
}

test('desktop, keyboard only: a signed-in player solves an Easy puzzle and enters the leaderboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/sudoku');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sudoku');
  const { board, puzzle } = await startEasyPractice(page);
  const solution = solve(puzzle);
  await expectBoardAndControlsFit(page, board);

  const empties = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  const first = empties[0] ?? 0;
  const last = empties.at(-1) ?? 0;
  // The selection starts on the first empty cell.
  await board.locator('[tabindex="0"]').focus();
  await expect(cell(board, first)).toBeFocused();

  // Notes: Shift+digit writes a one-off note; undo and redo take it back and forth.
  await page.keyboard.press('Shift+Digit4');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /empty, notes 4$/);
  await page.keyboard.press('Control+z');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /empty$/);
  await page.keyboard.press('Control+y');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /notes 4$/);

  // Walk the grid with the arrows from the top-left corner, typing every digit but the last.
  for (let i = 0; i < first % 9; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < Math.floor(first / 9); i++) await page.keyboard.press('ArrowUp');
  for (let index = 0; index <= last; index++) {
    if (index > 0) await page.keyboard.press(index % 9 === 0 ? 'ArrowDown' : 'ArrowRight');
    if (index > 0 && index % 9 === 0) await page.keyboard.press('Home');
    if (puzzle[index] === '.' && index !== last) await page.keyboard.press(solution[index] ?? '');
  }
  await expect(cell(board, last)).toBeFocused();
  await expect(cell(board, empties[1] ?? 0)).toHaveAttribute('aria-label', new RegExp(`, ${solution[empties[1] ?? 0]}$`));

  await waitForClock(page, humanSeconds(puzzle));
  await page.keyboard.press(solution[last] ?? '');

  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeFocused();
  const time = (await panel.getByTestId('completion-time').textContent()) ?? '';
  // The share text and the statistics use the playing time (pauses excluded).
  await expect(panel.getByTestId('share-text')).toHaveText(
    new RegExp(`^Sudoku practice, Easy, ${time}\\s+https?://[^/]+/sudoku\\?level=easy$`),
  );
  // An honest win at a human pace is ranked, not held for review.
  await expect(panel.getByTestId('completion-held')).toHaveCount(0);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time Easy board/);
  // The leaderboard's clock (pauses included) gets its own line only when it differs from the playing time.
  const playing = Number(await panel.getByTestId('completion-time').getAttribute('data-seconds'));
  const boardLine = panel.getByTestId('completion-board-time');
  let boardTime = time;
  if ((await boardLine.count()) > 0) {
    expect(Number(await boardLine.getAttribute('data-seconds'))).toBeGreaterThan(playing);
    await expect(boardLine).toHaveText(/^Leaderboard time \d+:\d\d \(pauses included\)\.$/);
    await expect(panel).toContainText('playing time (pauses excluded)');
    boardTime = /(\d+:\d\d)/.exec((await boardLine.textContent()) ?? '')?.[1] ?? '';
  } else {
    await expect(panel).not.toContainText('pauses excluded');
  }

  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  await expect(statistics.getByTestId('stat-win-')).toHaveText('100');
  await expect(statistics.getByTestId('best-easy')).toContainText(time);

  // A first leaderboard entry asks for a display name; until then the generated one is shown.
  await expect(panel.getByTestId('display-name-prompt')).toBeVisible();
  // The right column's card is this game's, and its all-time Easy board lists the player and time.
  const name = await displayName(page);
  const [minutes = '0', seconds = '0'] = boardTime.split(':');
  const card = page.getByTestId('leaderboard-card');
  await expect(card).toHaveAttribute('data-game', 'sudoku');
  await card.getByRole('combobox', { name: 'Board', exact: true }).selectOption('all:easy');
  const row = card.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${Number(minutes) * 60 + Number(seconds)} s`);
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the on-screen pad solves an Easy puzzle; statistics count it', async ({ page }) => {
    await page.goto('/sudoku');
    const { board, puzzle } = await startEasyPractice(page);
    const solution = solve(puzzle);
    const pad = page.getByTestId('sudoku-pad');
    await expectBoardAndControlsFit(page, board);

    const empties = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    const last = empties.at(-1) ?? 0;
    const digitButton = (digit: string) => pad.getByRole('button', { name: new RegExp(`^${digit}, \\d left$`) });
    for (const index of empties) {
      if (index === last) continue;
      await cell(board, index).tap();
      await digitButton(solution[index] ?? '').tap();
    }
    await expect(cell(board, empties[0] ?? 0)).toHaveAttribute('aria-label', new RegExp(`, ${solution[empties[0] ?? 0]}$`));
    // The pad counts what is left: only the last cell's digit still has one to place.
    await expect(digitButton(solution[last] ?? '')).toHaveAccessibleName(`${solution[last]}, 1 left`);

    await waitForClock(page, humanSeconds(puzzle));
    await cell(board, last).tap();
    await digitButton(solution[last] ?? '').tap();

    const panel = page.getByTestId('completion-panel');
    await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
    await expect(panel).toContainText("Signed-in players' clean times enter the leaderboards.");
    await expect(page.getByTestId('statistics-panel').getByTestId('stat-won')).toHaveText('1');
    await expect(page.getByTestId('statistics-panel').getByTestId('best-easy')).toContainText(/\d+:\d\d/);
  });
});

test('a game in progress survives a reload; pause hides the board; a hint names its cells', async ({ page }) => {
  await page.goto('/sudoku');
  const { board, puzzle, playId } = await startEasyPractice(page);
  const solution = solve(puzzle);
  const first = puzzle.indexOf('.');
  await cell(board, first).click();
  await page.keyboard.press(solution[first] ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(cell(board, first)).toHaveAttribute('aria-label', new RegExp(`, ${solution[first]}$`));

  await reloadLeavingPaused(page, 'sudoku', playId);
  await expect(board).toHaveAttribute('data-puzzle', puzzle);
  await expect(cell(board, first)).toHaveAttribute('aria-label', new RegExp(`, ${solution[first]}$`));
  // Leaving the page paused the clock: the board comes back hidden until the player resumes.
  await expect(board).toBeHidden();
  await page.getByRole('button', { name: 'Resume' }).last().click();
  await expect(board).toBeVisible();
  // The resumed history still undoes the digit typed before the reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(board, first)).toHaveAttribute('aria-label', /, empty$/);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(board).toBeHidden();
  await expect(page.getByRole('button', { name: 'Resume' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board).toBeVisible();

  await page.getByRole('button', { name: 'Hint' }).click();
  // In a player's words: a place on the board, never a cell code.
  await expect(page.getByTestId('hint-message')).toContainText(/row \d|column \d|box/);
  await expect(page.getByTestId('hint-message')).not.toContainText(/\br\dc\d\b/);
  await expect(board.locator('[aria-label$=", hint"]').first()).toBeVisible();
  await expect(page.getByTestId('game-announcer')).toContainText('Hint:');
});

test('show mistakes marks a wrong digit (and only that), and the result stays off the leaderboard', async ({ page, playwright }) => {
  await signUpByApi(page);
  await page.goto('/sudoku');
  const { board, puzzle, playId } = await startEasyPractice(page);
  const solution = solve(puzzle);
  const empties = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  const first = empties[0] ?? 0;
  const wrong = String((Number(solution[first]) % 9) + 1);
  // A cell outside the first one's row, column and box: its right digit can never clash with the wrong one.
  const unit = (i: number) => [Math.floor(i / 9), 9 + (i % 9), 18 + 3 * Math.floor(i / 27) + Math.floor((i % 9) / 3)];
  const second = empties.slice(0, -1).find((i) => unit(i).every((u, k) => u !== unit(first)[k])) ?? 0;

  // Off by default; its label says what turning it on costs.
  const toggle = page.getByRole('switch', { name: 'Show mistakes (the result counts as assisted)' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByTestId('game-announcer')).toContainText('this result counts as assisted');

  // A wrong digit is checked on the server and marked: red and struck through, read as a mistake.
  const checked = page.waitForResponse((r) => r.url().endsWith('/check') && r.request().method() === 'POST');
  await cell(board, first).click();
  await page.keyboard.press(wrong);
  const answer = await checked;
  // The answer names the wrong cell and nothing else: no digit, nothing about the empty cells.
  expect(await answer.json()).toEqual({ mistakes: [first] });
  await expect(cell(board, first)).toHaveAttribute('aria-label', /, mistake$/);
  await expect(cell(board, first)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByTestId('game-announcer')).toContainText('Mistake: r');
  // Still on for this puzzle after a reload, and the wrong digit is marked again.
  await reloadLeavingPaused(page, 'sudoku', playId);
  await page.getByRole('button', { name: 'Resume' }).last().click();
  await expect(toggle).toBeChecked();
  await expect(cell(board, first)).toHaveAttribute('aria-label', /, mistake$/);
  // A right digit elsewhere is not marked; putting the right digit in takes the mark away.
  await cell(board, second).click();
  await page.keyboard.press(solution[second] ?? '');
  await expect(cell(board, second)).toHaveAttribute('aria-label', new RegExp(`, ${solution[second]}$`));
  await cell(board, first).click();
  await page.keyboard.press(solution[first] ?? '');
  await expect(cell(board, first)).toHaveAttribute('aria-label', new RegExp(`, ${solution[first]}$`));
  await expect(board.locator('[data-mistake]')).toHaveCount(0);

  // The check API: the player's own play only, and the moves are checked like any others.
  expect(/\/plays\/([^/]+)\/check$/.exec(answer.url())?.[1]).toBe(playId);
  const checkUrl = `/api/games/sudoku/plays/${playId}/check`;
  expect(await (await page.request.post(checkUrl, { data: { moves: [] } })).json()).toEqual({ mistakes: [] });
  const given = [...puzzle].findIndex((ch) => ch !== '.');
  expect((await page.request.post(checkUrl, { data: { moves: [{ cell: given, digit: 1 }] } })).status()).toBe(422);
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await stranger.post(checkUrl, { data: { moves: [] } })).status()).toBe(404);
  await stranger.dispose();

  // Solved with show mistakes used: counted, but assisted, so not on the leaderboard.
  for (const index of empties.slice(0, -1).filter((i) => i !== first && i !== second)) {
    await cell(board, index).click();
    await page.keyboard.press(solution[index] ?? '');
  }
  const last = empties.at(-1) ?? 0;
  await waitForClock(page, humanSeconds(puzzle));
  await cell(board, last).click();
  await page.keyboard.press(solution[last] ?? '');
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expect(panel).toContainText('with show mistakes (assisted: not entered on the leaderboards)');
  await expect(panel.getByTestId('share-text')).toContainText('with show mistakes');
  await expect(panel.getByTestId('completion-ranks')).toHaveCount(0);
  await expect(page.getByTestId('statistics-panel').getByTestId('stat-won')).toHaveText('1');
  const name = await displayName(page);
  const entries = ((await (await page.request.get('/api/leaderboards/sudoku?board=all:easy')).json()) as { entries: { name: string }[] })
    .entries;
  expect(entries.map((e) => e.name)).not.toContain(name);
});
