/**
 * How much clicking a board needs, for refusing impossible times and holding implausible ones
 * (server only: it reads the mines).
 * 3BV (Bechtel's Board Benchmark Value) is the least number of left clicks that clears a board: one
 * per opening (a connected area of zeros, which opens with its border in one click) plus one per
 * number that no opening reaches.
 */
import { neighbourTable } from './grid';
import type { BoardSize } from './levels';

export function boardValue(size: BoardSize, mines: readonly number[]): number {
  const cells = size.width * size.height;
  const table = neighbourTable(size);
  const isMine = new Uint8Array(cells);
  for (const m of mines) isMine[m] = 1;
  const number = new Int8Array(cells);
  for (let c = 0; c < cells; c++) {
    let count = 0;
    for (let i = 1; i <= table[c * 9]!; i++) count += isMine[table[c * 9 + i]!]!;
    number[c] = count;
  }
  const reached = new Uint8Array(cells);
  let clicks = 0;
  for (let c = 0; c < cells; c++) {
    if (isMine[c] || number[c] !== 0 || reached[c]) continue;
    clicks++;
    const stack = [c];
    reached[c] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      if (number[cell] !== 0) continue;
      for (let i = 1; i <= table[cell * 9]!; i++) {
        const n = table[cell * 9 + i]!;
        if (!reached[n]) {
          reached[n] = 1;
          stack.push(n);
        }
      }
    }
  }
  for (let c = 0; c < cells; c++) if (!isMine[c] && !reached[c]) clicks++;
  return clicks;
}

/**
 * Faster than this is not a human clearing the board: the best players sustain well under
 * 20 clicks a second over a whole board (the 3BV/s records), and the first click is free (it starts
 * the clock), so the remaining 3BV at 20 a second is the floor.
 */
export const MAX_CLICKS_PER_SECOND = 20;

export function minSolveSeconds(size: BoardSize, mines: readonly number[]): number {
  return Math.max(0, boardValue(size, mines) - 1) / MAX_CLICKS_PER_SECOND;
}

/**
 * The pace of the world's best: fast players are ranked by 3BV a second over whole boards, and six a
 * second is a pace only the very fastest reach (a good player clears two or three). A board cleared
 * faster is held as pending rather than ranked: holding is not refusing, so a floor set a little
 * high costs an honest record only a review. The clock starts with the first click, which is free.
 */
export const PLAUSIBLE_BOARD_VALUE_PER_SECOND = 6;

export function plausibleSolveSeconds(size: BoardSize, mines: readonly number[]): number {
  return Math.max(0, boardValue(size, mines) - 1) / PLAUSIBLE_BOARD_VALUE_PER_SECOND;
}
