import { expect, test, type Locator, type Page } from '@playwright/test';
import { bruteForceSolutions } from '../lib/games/queenie/brute-force-counter';
import { minSolveSeconds, plausibleSeconds } from '../lib/games/queenie/engine';
import { expectFitsViewport as expectBoxesFit } from './fits-viewport';
import { expectFirstSolve, humanClockSeconds, signUpByApi, waitForClock } from './support';

/**
 * Queenie in the browser: whole puzzles won by mouse (desktop) and by taps (phone), and by the
 * keyboard alone. The page never holds the solution: the test reads the public puzzle from the board
 * and solves it here with the engine's independent brute-force counter.
 */

/**
 * In order, in one worker: a later test here is helped (the keyboard test's hint, on today's daily,
 * like the ranked win), and every test comes from the same address, so a win on a puzzle another key
 * was helped on from there within 6 h is held for review (docs/GAMES.md, Fair play). The pools are
 * small early in a run, so two tests often get the same puzzle: the signed-in win that must be ranked
 * runs first, as the file orders them.
 */
test.describe.configure({ mode: 'default' });

const board = (page: Page) => page.getByTestId('queenie-board');
const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);

/** The public puzzle the page shows, its size and its one solution (queen cells, row by row). */
async function readPuzzle(page: Page) {
  await expect(board(page)).toBeVisible();
  const puzzle = (await board(page).getAttribute('data-puzzle')) ?? '';
  const solutions = bruteForceSolutions(puzzle, 2);
  expect(solutions).toHaveLength(1);
  const size = puzzle.split('/').length;
  const queens = (solutions[0] ?? []).map((col, row) => row * size + col);
  return { puzzle, size, queens };
}

/**
 * The server refuses a finish faster than a human could (minSolveSeconds) and holds one faster than
 * the fastest humans (plausibleSeconds, on the leaderboard's clock from the issue) as pending: before
 * the last queen, wait until the page's own clock (the same, with no pause taken) shows both passed
 * as the test server applies them, plus a second for the clock's rounding. The daily is Medium.
 */
async function waitForHumanTime(page: Page, puzzle: string, level = 'medium') {
  await waitForClock(page, humanClockSeconds(minSolveSeconds(puzzle), plausibleSeconds(puzzle, level)));
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
}

/** The whole board is on screen below the header, without scrolling. */
async function expectBoardOnScreen(page: Page) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const header = await page.getByRole('banner').boundingBox();
  const area = await board(page).boundingBox();
  if (!header || !area) throw new Error('not laid out');
  expect(area.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(area.x).toBeGreaterThanOrEqual(0);
  expect(area.x + area.width).toBeLessThanOrEqual(viewport.width);
  // The board resizes itself when the content above it changes: its bottom settles on screen.
  await expect.poll(async () => bottomOf(board(page))).toBeLessThanOrEqual(viewport.height);
}

/** The whole board and the main controls are on screen below the header, without scrolling. */
async function expectFitsViewport(page: Page) {
  await expectBoardOnScreen(page);
  const buttons = ['Pause', 'Undo', 'Redo', 'Hint', 'Auto-X', 'Clear'].map((name) => page.getByRole('button', { name }).first());
  await expectBoxesFit(page, board(page), buttons);
}

test('a signed-in player solves the daily by mouse on a laptop, with a drag of x marks, and enters the leaderboard', async ({ page }) => {
  // Sign-up hashes a password and the day's first daily is generated on the spot: on the shared
  // 2-core machine this test has taken close to 40 s, near the default limit.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/queenie');
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  const { puzzle, size, queens } = await readPuzzle(page);
  await expectFitsViewport(page);
  await expect(board(page)).toHaveCSS('touch-action', 'none');

  // A drag along the first row marks every cell passed over with an x, as one undo step.
  const first = await cell(page, 0).boundingBox();
  const last = await cell(page, size - 1).boundingBox();
  if (!first || !last) throw new Error('cells not laid out');
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: size * 2 });
  await page.mouse.up();
  for (let col = 0; col < size; col++) await expect(cell(page, col)).toHaveAttribute('data-mark', 'x');
  await page.getByRole('button', { name: 'Undo' }).click();
  for (let col = 0; col < size; col++) await expect(cell(page, col)).toHaveAttribute('data-mark', '.');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, size - 1)).toHaveAttribute('data-mark', 'x');

  // Two touching queens are a conflict at once; taking one away ends it.
  const [q0 = 0, ...rest] = queens;
  const touching = q0 + size + (q0 % size === size - 1 ? -1 : 1);
  await cell(page, touching).click();
  await cell(page, touching).click();
  await expect(cell(page, touching)).toHaveAttribute('data-mark', 'Q');
  await cell(page, q0).click(); // row 1 holds an x from the drag: one click makes it a queen
  await expect(cell(page, q0)).toHaveAttribute('aria-label', /queen, conflict$/);
  await expect(cell(page, touching)).toHaveAttribute('aria-label', /queen, conflict$/);
  await cell(page, touching).click();
  await expect(cell(page, touching)).toHaveAttribute('data-mark', '.');
  await expect(cell(page, q0)).toHaveAttribute('aria-label', /queen$/);

  // The other queens: empty -> x -> queen, two clicks each; the last waits for a human time.
  for (const [i, q] of rest.entries()) {
    if (i === rest.length - 1) await waitForHumanTime(page, puzzle);
    await cell(page, q).click();
    await cell(page, q).click();
  }
  const panel = await expectFirstSolve(page);
  await expect(panel.getByTestId('completion-ranks')).toContainText('#1 on the daily board');
  await expect(page.getByTestId('best-medium')).not.toContainText('none yet');
  await expect(page.getByTestId('leaderboard-card').getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('taps solve a hard practice puzzle; board and controls fit the screen', async ({ page }) => {
    await page.goto('/queenie');
    await expect(board(page)).toBeVisible();
    // Practice adds the level row above the board: the tallest the shell gets, with a hint below it.
    await page.getByRole('button', { name: 'Practice' }).tap();
    await page.getByLabel('Level').selectOption('hard');
    await page.getByRole('button', { name: 'New puzzle' }).tap();
    await expect.poll(async () => ((await board(page).getAttribute('data-puzzle')) ?? '').split('/').length).toBeGreaterThanOrEqual(9);
    const { puzzle, size, queens } = await readPuzzle(page);
    await expect(board(page)).toHaveCSS('touch-action', 'none');
    // Two touching queens: the conflict shows, and board and controls still fit the screen.
    const [q0 = 0, ...rest] = queens;
    const touching = q0 + size + (q0 % size === size - 1 ? -1 : 1);
    for (const c of [touching, touching, q0, q0]) await cell(page, c).tap();
    await expect(cell(page, touching)).toHaveAttribute('aria-label', /queen, conflict$/);
    await expect(page.getByTestId('queen-count')).toContainText('Conflict');
    await expectFitsViewport(page);
    // A hint's message above the board: the board shrinks, and it and the Auto-X / Clear row stay on screen.
    await page.getByRole('button', { name: 'Hint' }).tap();
    await expect(page.getByTestId('hint-message')).toBeVisible();
    await expectFitsViewport(page);
    await cell(page, touching).tap();
    await expect(cell(page, touching)).toHaveAttribute('data-mark', '.');
    await expect(page.getByTestId('queen-count')).not.toContainText('Conflict');

    for (const [i, q] of rest.entries()) {
      if (i === rest.length - 1) await waitForHumanTime(page, puzzle, 'hard');
      await cell(page, q).tap();
      await expect(cell(page, q)).toHaveAttribute('data-mark', 'x');
      await cell(page, q).tap();
      await expect(cell(page, q)).toHaveAttribute('data-mark', 'Q');
    }
    const panel = await expectFirstSolve(page);
    // Anonymous and assisted: the result counts in the statistics, not on the leaderboards.
    await expect(panel).toContainText('with a hint (assisted: not entered on the leaderboards)');
    await expect(page.getByTestId('best-hard')).toContainText('none yet');
    // Once solved the board only shows: a tap changes nothing.
    const empty = await board(page).locator('[data-mark="."]').first().getAttribute('data-cell');
    await cell(page, Number(empty)).tap();
    await expect(cell(page, Number(empty))).toHaveAttribute('data-mark', '.');
  });
});

test('the keyboard alone plays: arrows, Q, X, Space, Backspace, undo, auto-X, and a whole solve', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/queenie');
  const { puzzle, size, queens } = await readPuzzle(page);
  const focused = () => board(page).locator('[data-cell]:focus');

  // A hint names a deduction and highlights its cells (it makes this result assisted).
  await page.getByRole('button', { name: 'Hint' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hint-message')).toBeVisible();
  await expect(board(page).locator('[aria-label$=", hint"]').first()).toBeVisible();

  // Into the board with Tab: the hint button is the last control before it.
  await page.getByRole('button', { name: 'Hint' }).focus();
  await page.keyboard.press('Tab');
  await expect(focused()).toHaveAttribute('data-cell', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(focused()).toHaveAttribute('data-cell', String(size + 1));
  await expect(focused()).toHaveAttribute('aria-label', /^row 2, column 2, region [A-J], empty(, hint)?$/);

  await page.keyboard.press('x');
  await expect(focused()).toHaveAttribute('aria-label', /marked empty(, hint)?$/);
  // The player acted: the hint's highlight goes.
  await expect(board(page).locator('[aria-label$=", hint"]')).toHaveCount(0);
  await page.keyboard.press('Space'); // x -> queen
  await expect(focused()).toHaveAttribute('aria-label', /queen$/);
  await page.keyboard.press('Space'); // queen -> empty
  await expect(focused()).toHaveAttribute('data-mark', '.');
  await page.keyboard.press('q');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('q'); // r2c3 touches r2c2
  await expect(focused()).toHaveAttribute('aria-label', /queen, conflict$/);
  await expect(page.getByTestId('queen-count')).toContainText('Conflict');
  await page.keyboard.press('Control+z');
  await expect(focused()).toHaveAttribute('data-mark', '.');
  await expect(page.getByTestId('queen-count')).not.toContainText('Conflict');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await expect(focused()).toHaveAttribute('data-mark', '.');
  await expect(page.getByTestId('queen-count')).toContainText(`Queens 0 / ${size}`);

  // Auto-X by keyboard: a queen marks its row; taking it away clears them.
  await page.getByRole('button', { name: 'Auto-X' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Auto-X' })).toHaveAttribute('aria-pressed', 'true');
  const [q0 = 0] = queens;
  await page.keyboard.press('Shift+Tab'); // back onto the board's focused cell
  await expect(focused()).toHaveAttribute('data-cell', String(size + 1));
  const goTo = async (target: number) => {
    for (let i = 0; i < size; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    for (let r = 0; r < Math.floor(target / size); r++) await page.keyboard.press('ArrowDown');
    for (let c = 0; c < target % size; c++) await page.keyboard.press('ArrowRight');
    await expect(focused()).toHaveAttribute('data-cell', String(target));
  };
  await goTo(q0);
  await page.keyboard.press('q');
  const sameRow = q0 % size === 0 ? q0 + 1 : q0 - 1;
  await expect(cell(page, sameRow)).toHaveAttribute('data-mark', 'x');
  await page.keyboard.press('q');
  await expect(cell(page, sameRow)).toHaveAttribute('data-mark', '.');

  // The whole solve by keyboard, auto-X on.
  for (const [i, q] of queens.entries()) {
    await goTo(q);
    if (i === queens.length - 1) await waitForHumanTime(page, puzzle);
    await page.keyboard.press('q');
  }
  const panel = await expectFirstSolve(page);
  const heading = panel.getByRole('heading', { name: 'Solved!' });
  await expect(heading).toBeFocused();
  // Focused for screen readers, after a key press too, yet no ring round a heading; no check left pending on screen.
  await expect(heading).toHaveCSS('outline-style', 'none');
  await expect(page.getByText('Checking your solution…')).toHaveCount(0);
  await expect(page.getByTestId('game-announcer')).not.toContainText('Checking');
  await expect(panel).toContainText('with a hint (assisted');
  // The next control reached by Tab keeps its ring.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus-visible')).toHaveCSS('outline-style', 'solid');
});
