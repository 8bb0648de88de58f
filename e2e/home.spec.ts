import { expect, test, type Page } from '@playwright/test';
import { bruteForceSolutions } from '../lib/games/queenie/brute-force-counter';
import { minSolveSeconds, plausibleSeconds } from '../lib/games/queenie/engine';
import { CATALOGUE } from '../lib/games/catalogue';
import { expectFirstSolve, expectHydrated, humanClockSeconds, waitForClock } from './support';

const DAILY_GAMES = CATALOGUE.filter((g) => g.daily).length;
/** Today's dailies as the server lists them: one per daily game, or per daily level (Solitaire has two). */
async function dailyCount(page: Page): Promise<number> {
  const games = ((await (await page.request.get('/api/games/today')).json()) as { games: unknown[] }).games.length;
  expect(games).toBeGreaterThan(DAILY_GAMES);
  return games;
}

/**
 * The home page: the games (in catalogue order, with their badges) and "Today's puzzles", the player's
 * own day on every daily game, read from the server after the page (the same for everybody) loads.
 */

const today = (page: Page, game: string) => page.getByTestId(`today-${game}`);

test('the grid lists the games in catalogue order, with Daily and New badges', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const cards = page.getByTestId('game-grid').getByTestId('game-card');
  await expect(cards).toHaveCount(CATALOGUE.length);
  await expect(cards.getByTestId('game-name')).toHaveText(CATALOGUE.map((g) => g.name));
  const card = (name: string) => cards.filter({ has: page.getByTestId('game-name').getByText(name, { exact: true }) });
  await expect(card('Wordsearch')).toContainText('Daily');
  await expect(card('Wordsearch')).toContainText('New');
  await expect(card('Wordsearch')).toContainText('Find every hidden word in a themed letter grid.');
  await expect(card('Sudoku')).toContainText('Daily');
  await expect(card('Sudoku')).not.toContainText('New');
  await expect(card('2048')).not.toContainText('Daily');
  // Every card carries its drawn icon (no emoji font needed).
  await expect(page.getByTestId('game-grid').locator('svg[data-icon]')).toHaveCount(CATALOGUE.length);
});

test("Today's puzzles: solved with the time after the daily is won, in progress once started, not started otherwise", async ({ page }) => {
  // The day's first Queenie daily may be generated on the spot, on a shared 2-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectHydrated(page);
  const panel = page.getByTestId('todays-puzzles');
  await expect(today(page, 'queenie').getByTestId('today-status')).toHaveText('Not started');
  await expect(panel.getByTestId('todays-summary')).toContainText(`0 of ${await dailyCount(page)} solved`);

  // Solve today's Queenie through the board: the page never holds the solution, so the test finds
  // it with the engine's independent brute-force counter, and waits for a human time before the last queen.
  await page.goto('/queenie');
  const board = page.getByTestId('queenie-board');
  await expect(board).toBeVisible();
  const puzzle = (await board.getAttribute('data-puzzle')) ?? '';
  const [solution] = bruteForceSolutions(puzzle, 2);
  const size = puzzle.split('/').length;
  const queens = (solution ?? []).map((col, row) => row * size + col);
  expect(queens).toHaveLength(size);
  for (const [i, q] of queens.entries()) {
    if (i === queens.length - 1) {
      await waitForClock(page, humanClockSeconds(minSolveSeconds(puzzle), plausibleSeconds(puzzle, 'medium')));
    }
    await board.locator(`[data-cell="${q}"]`).click();
    await board.locator(`[data-cell="${q}"]`).click();
  }
  const completion = await expectFirstSolve(page);
  const time = ((await completion.getByTestId('completion-time').textContent()) ?? '').trim();
  expect(time).toMatch(/^\d+:\d{2}$/);

  // Open today's Sudoku without finishing it.
  await page.goto('/sudoku');
  await expect(page.getByTestId('sudoku-board')).toBeVisible();

  await page.goto('/');
  await expect(today(page, 'queenie')).toHaveAttribute('data-status', 'solved');
  await expect(today(page, 'queenie').getByTestId('today-status')).toHaveText(new RegExp(`^Solved\\s*${time}`));
  await expect(today(page, 'queenie').getByTestId('today-streak')).toContainText('1');
  await expect(today(page, 'sudoku').getByTestId('today-status')).toHaveText('In progress');
  await expect(today(page, 'takuzu').getByTestId('today-status')).toHaveText('Not started');
  await expect(today(page, 'takuzu').getByTestId('today-streak')).toContainText('0');
  await expect(panel.getByTestId('todays-summary')).toContainText(`1 of ${await dailyCount(page)} solved`);
  // Each entry leads to its game.
  await today(page, 'takuzu').click();
  await expect(page).toHaveURL(/\/takuzu$/);
});

test("Today's puzzles says so when it cannot load, and loads on Try again", async ({ page }) => {
  await page.route('**/api/games/today', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }),
  );
  await page.goto('/');
  const panel = page.getByTestId('todays-puzzles');
  await expect(panel).toContainText('Your progress today cannot be loaded right now.');
  await page.unroute('**/api/games/today');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(today(page, 'sudoku').getByTestId('today-status')).toHaveText(/Not started|In progress|Solved/);
  await expect(panel).not.toContainText('cannot be loaded');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("Today's puzzles comes before the grid, inside the screen, its entries thumb-sized", async ({ page }) => {
    await page.goto('/');
    const panel = page.getByTestId('todays-puzzles');
    await expect(today(page, 'wordguesser').getByTestId('today-status')).not.toBeEmpty();
    const [p, grid] = [await panel.boundingBox(), await page.getByTestId('game-grid').boundingBox()];
    expect(p && grid && p.y + p.height <= grid.y).toBe(true);
    expect(p && p.x >= 0 && p.x + p.width <= 390).toBe(true);
    for (const entry of await panel.getByRole('link').all()) {
      const box = await entry.boundingBox();
      expect(box && box.height >= 44 && box.width >= 44).toBe(true);
    }
  });

  test("Today's puzzles' names are never cut at 390 px, and the tiles stay one height", async ({ page }) => {
    await page.goto('/');
    const names = page.getByTestId('todays-puzzles').getByTestId('today-name');
    await expect(names.first()).toBeVisible();
    const sizes = await names.evaluateAll((els) =>
      els.map((el) => ({
        name: el.textContent,
        cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        tile: Math.round(el.closest('a')?.getBoundingClientRect().height ?? 0),
      })),
    );
    expect(sizes.map((s) => s.name)).toEqual(expect.arrayContaining(['Mahjong Solitaire', 'Solitaire · Draw 1']));
    expect(sizes.filter((s) => s.cut)).toEqual([]);
    expect(new Set(sizes.map((s) => s.tile)).size, JSON.stringify(sizes)).toBe(1);
  });
});
