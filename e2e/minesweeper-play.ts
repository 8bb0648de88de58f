import { expect, type Locator, type Page } from '@playwright/test';
import type { BoardView, CellView } from '../lib/games/minesweeper/format';
import { canChord, viewStatus } from '../lib/games/minesweeper/view';
import { neighbours } from '../lib/games/minesweeper/grid';
import { findHint } from '../lib/games/minesweeper/hint';
import { MAX_CLICKS_PER_SECOND, PLAUSIBLE_BOARD_VALUE_PER_SECOND } from '../lib/games/minesweeper/board-value';
import { humanClockSeconds, waitForClock } from './support';

/**
 * Playing Minesweeper through the page, for the browser tests (minesweeper.spec.ts, results-screen.spec.ts).
 * The page never holds a mine before the end: the helpers read only the numbers the board shows and
 * deduce with the engine's own public-board reasoning (the hint module).
 */
export const board = (page: Page) => page.getByTestId('minesweeper-board');
export const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);
export const BEGINNER = { width: 9, height: 9, mines: 10 };
/**
 * 71 safe cells: a Beginner board's 3BV is at most 71, so the server's floors (refused below 3BV at
 * 20 a second, held as pending below 3BV at the fastest humans' pace, both on the leaderboard's clock
 * from the first click) are at most (71 - 1) / that pace, as the test server applies them, plus a
 * second for the clock's rounding.
 */
export const SAFE_SECONDS = humanClockSeconds(
  (BEGINNER.width * BEGINNER.height - BEGINNER.mines - 1) / Math.min(MAX_CLICKS_PER_SECOND, PLAUSIBLE_BOARD_VALUE_PER_SECOND),
);

export async function openBeginner(page: Page) {
  await page.getByRole('button', { name: 'Practice' }).click();
  await page.getByLabel('Level', { exact: true }).selectOption('beginner');
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, Beginner');
  await expect(board(page)).toHaveAttribute('aria-label', 'Minesweeper board, 9 columns by 9 rows, 10 mines');
  await expect(page.getByTestId('mine-counter')).toHaveAttribute('data-value', '10');
  await expect(page.getByTestId('game-timer')).toHaveAttribute('data-seconds', '0');
}

/** What the page shows: each cell's public value and the flags. */
export async function readBoard(page: Page): Promise<{ view: BoardView; flags: Set<number> }> {
  const cells = await board(page)
    .locator('[data-cell]')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({
        cell: Number(b.getAttribute('data-cell')),
        value: b.getAttribute('data-value') ?? '',
        flag: b.hasAttribute('data-flag'),
      })),
    );
  const values: CellView[] = new Array<CellView>(BEGINNER.width * BEGINNER.height).fill('hidden');
  const flags = new Set<number>();
  for (const c of cells) {
    values[c.cell] = /^[0-8]$/.test(c.value) ? Number(c.value) : (c.value as CellView);
    if (c.flag) flags.add(c.cell);
  }
  return { view: { ...BEGINNER, cells: values }, flags };
}

export type Input = {
  open(target: Locator): Promise<void>;
  flag(target: Locator): Promise<void>;
};

/**
 * Plays the board to the win: the next deduction from the shown numbers; its mines are flagged, its
 * safe cells opened, by chording a number whose flags are complete where one borders the cell.
 * First waits for the page's clock to pass any Beginner board's human floor (any opening may be the
 * last, as an area can open the rest), so the server takes the win as a human's.
 */
export async function playToTheWin(page: Page, input: Input): Promise<{ chords: number }> {
  await waitForClock(page, SAFE_SECONDS);
  let chords = 0;
  for (let step = 0; step < 200; step++) {
    const { view, flags } = await readBoard(page);
    if (viewStatus(view) === 'won') return { chords };
    const hint = findHint(view, flags);
    if (!hint) throw new Error(`no deduction on the board shown: ${JSON.stringify(view.cells)}`);
    const newMine = hint.mines.find((m) => !flags.has(m));
    if (newMine !== undefined) {
      await input.flag(cell(page, newMine));
      await expect(cell(page, newMine)).toHaveAttribute('data-flag', 'true');
      continue;
    }
    const target = hint.safe[0]!;
    const chord = neighbours(view, target).find((n) => canChord(view, n, flags));
    if (chord !== undefined) {
      chords++;
      await input.open(cell(page, chord));
    } else await input.open(cell(page, target));
    await expect(cell(page, target)).not.toHaveAttribute('data-value', 'hidden');
  }
  throw new Error('the game did not end');
}
