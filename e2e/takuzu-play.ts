import { expect, type Page } from '@playwright/test';
import { bruteForceCount } from '../lib/games/takuzu/brute-force-counter';
import { parseGrid } from '../lib/games/takuzu/format';
import { minSolveSeconds, plausibleSeconds } from '../lib/games/takuzu/index';
import { solveLogically } from '../lib/games/takuzu/solver';
import { humanClockSeconds, waitForClock } from './support';

/**
 * Playing Takuzu through the page, for the browser tests (takuzu.spec.ts, results-screen.spec.ts).
 * The page never holds the solution: the helpers read the public puzzle from the board, check it has
 * one solution with the independent brute-force counter and solve it here.
 */
export const board = (page: Page) => page.getByTestId('takuzu-board');
export const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);

/** Practice at 6x6 Easy through the level picker (the daily is 8x8). */
export async function openSixBySix(page: Page) {
  await page.getByRole('button', { name: 'Practice' }).click();
  await page.getByLabel('Level', { exact: true }).selectOption('6-easy');
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, 6×6 Easy');
  await expect(board(page)).toHaveAttribute('aria-label', 'Takuzu board, 6 by 6');
}

/** The public puzzle the page shows and its one solution, as '0'/'1' per cell index. */
export async function readPuzzle(page: Page) {
  const puzzle = (await board(page).getAttribute('data-puzzle')) ?? '';
  expect(bruteForceCount(puzzle, 2)).toBe(1);
  const grid = parseGrid(puzzle);
  if (!grid) throw new Error(`not a puzzle: ${puzzle}`);
  const solved = solveLogically(grid);
  expect(solved.solved).toBe(true);
  const solution = Array.from(solved.cells, String);
  const empties = Array.from(grid.cells.keys()).filter((i) => grid.cells[i] === -1);
  return { puzzle, size: grid.size, solution, empties };
}

/**
 * The server refuses a finish faster than a human could (minSolveSeconds) and holds one faster than
 * the fastest humans (plausibleSeconds, on the leaderboard's clock from the issue) as pending: before
 * the last cell, wait until the page's own clock (the same, with no pause taken) shows both passed
 * as the test server applies them, plus a second for the clock's rounding.
 */
export async function waitForHumanTime(page: Page, puzzle: string, level = '6-easy') {
  await waitForClock(page, humanClockSeconds(minSolveSeconds(puzzle), plausibleSeconds(puzzle, level)));
}
