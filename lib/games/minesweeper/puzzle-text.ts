/**
 * The puzzle text a play is issued with (browser-safe, no secret): the board's size and mine count,
 * `WxH:M` (e.g. `9x9:10`), and for the daily, which everybody plays on the same board, its fixed
 * start cell: `WxH:M@S` with S the cell index (row * width + column), e.g. `16x16:40@119`.
 * What play has opened since is the public view (`format.ts`), not part of this text.
 */
import { MAX_SIDE, formatSize } from './format';
import { isCell } from './grid';
import type { BoardSize } from './levels';

export type PuzzleText = { readonly size: BoardSize; readonly start: number | null };

const PATTERN = /^(\d{1,3})x(\d{1,3}):(\d{1,5})(?:@(\d{1,5}))?$/;

export function formatPuzzle(size: BoardSize, start: number | null = null): string {
  return start === null ? formatSize(size) : `${formatSize(size)}@${start}`;
}

/** Null for anything that is not a well-formed puzzle text. */
export function parsePuzzle(text: string): PuzzleText | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const size = { width: Number(match[1]), height: Number(match[2]), mines: Number(match[3]) };
  if (size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE) return null;
  if (size.mines < 1 || size.mines >= size.width * size.height) return null;
  const start = match[4] === undefined ? null : Number(match[4]);
  if (start !== null && !isCell(size, start)) return null;
  return { size, start };
}
