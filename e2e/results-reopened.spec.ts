import { expect, test, type Page } from '@playwright/test';
import { solveGrid } from '../lib/games/sudoku/solution-counter';
import { engine as sudoku } from '../lib/games/sudoku/engine';
import { DAILY_LEVEL as TAKUZU_DAILY } from '../lib/games/takuzu/levels';
import { expectBoardKept, panel } from './results-support';
import { expectHydrated, humanClockSeconds } from './support';
import { cell as takuzuCell, readPuzzle, waitForHumanTime } from './takuzu-play';

/**
 * Today's daily of a grid game, won and then opened again (a reload, or the page on another device):
 * the finished board shows, read-only, beside the results on a laptop and under them on a phone, as
 * right after the win. The server keeps no player state of a grid game: a won play's board is its
 * solution, which the player has earned to see (each grid game's reading of it: solved-boards.test.ts).
 *
 * Only Takuzu and Sudoku are won here: every browser test comes from one address, and a daily won by
 * one key holds another key's win of it from there for review (scouted), which Queenie's and
 * Wordsearch's specs must not meet (they rank a daily win).
 */

const reopenedHeading = "You have solved today's puzzle";

test("Takuzu: today's daily won on a laptop, then the page reloaded: the solved grid stays beside the results, read-only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/takuzu');
  await expectHydrated(page);
  await expect(page.getByTestId('game-announcer')).toContainText('Daily puzzle of');
  const { puzzle, solution, empties } = await readPuzzle(page);
  for (const [i, target] of empties.entries()) {
    if (i === empties.length - 1) await waitForHumanTime(page, puzzle, TAKUZU_DAILY);
    const clicks = solution[target] === '0' ? 1 : 2;
    for (let c = 0; c < clicks; c++) await takuzuCell(page, target).click();
    await expect(takuzuCell(page, target)).toHaveAttribute('data-value', solution[target]!);
  }
  await expect(panel(page).getByRole('heading', { name: 'Solved!' })).toBeVisible();

  await page.reload();
  await expectHydrated(page);
  await expect(panel(page).getByRole('heading', { name: reopenedHeading })).toBeVisible();
  await expectBoardKept(page, 'takuzu-board', 'beside');
  const shown = await page
    .getByTestId('takuzu-board')
    .locator('[data-cell]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value')));
  expect(shown).toEqual(solution);
  // Read-only: a click on a cell the player filled changes nothing.
  const first = empties[0]!;
  await takuzuCell(page, first).click();
  await expect(takuzuCell(page, first)).toHaveAttribute('data-value', solution[first]!);
});

/** Sudoku's moves that solve a puzzle, found here (the test is trusted, the page is not). */
function sudokuSolution(puzzle: string): string {
  const solved = solveGrid([...puzzle].map((c) => (c === '.' ? 0 : Number(c))));
  if (!solved) throw new Error(`no solution: ${puzzle}`);
  return Array.from(solved).join('');
}

/** Today's Sudoku daily issued and won through the play API, as on another device: the page never saw it. */
async function winSudokuDailyElsewhere(page: Page): Promise<{ puzzle: string; solution: string }> {
  const issued = await page.request.post('/api/games/sudoku/plays', { data: { mode: 'daily' } });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { playId, puzzle } = (await issued.json()) as { playId: string; puzzle: string };
  const solution = sudokuSolution(puzzle);
  const moves = [...puzzle].flatMap((c, cell) => (c === '.' ? [{ cell, digit: Number(solution[cell]) }] : []));
  // A finish faster than a human could solve it is refused: the server's clock passes that floor first.
  const floor = humanClockSeconds(sudoku.minSolveSeconds(puzzle));
  const elapsed = async () =>
    ((await (await page.request.get(`/api/games/sudoku/plays/${playId}`)).json()) as { elapsedSeconds: number }).elapsedSeconds;
  await expect.poll(elapsed, { timeout: 30_000, message: `the play's clock reaches ${floor}s` }).toBeGreaterThanOrEqual(floor);
  const finished = await page.request.post(`/api/games/sudoku/plays/${playId}/finish`, { data: { moves } });
  expect(finished.status(), await finished.text()).toBe(200);
  return { puzzle, solution };
}

test("Sudoku: today's daily won elsewhere opens on a phone on its finished board, under the results", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The anonymous key the API issues is the page's too (one cookie jar).
  const { puzzle, solution } = await winSudokuDailyElsewhere(page);
  await page.goto('/sudoku');
  await expectHydrated(page);
  await expect(panel(page).getByRole('heading', { name: reopenedHeading })).toBeVisible();
  await expectBoardKept(page, 'sudoku-board', 'under');
  await expect(page.getByTestId('sudoku-board')).toHaveAttribute('data-puzzle', puzzle);
  const digits = await page.getByTestId('sudoku-board').locator('[data-cell]').allInnerTexts();
  expect(digits.map((d) => d.trim()).join('')).toBe(solution);
});
