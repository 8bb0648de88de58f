/**
 * The public puzzle format, safe for the browser: it never holds an unopened cell's content.
 *
 *   `WxH:M`          a board before play: width, height, mine count, e.g. `9x9:10`.
 *   `WxH:M:<cells>`  once play began: W*H characters in row order (index = row * width + column):
 *                      '0'-'8'  an opened cell and its number of neighbouring mines
 *                      '?'      not opened (its content stays on the server)
 *                      '*'      a mine, shown only once the game is over (lost or won)
 *                      '!'      the mine the player opened (a lost game only)
 *                    e.g. `3x3:1:0111?????` is not a real game, but shows the shape.
 * Flags are the player's own notes and are not part of it.
 */
import type { BoardSize } from './levels';

export type CellView = number | 'hidden' | 'mine' | 'hit';

export type BoardView = BoardSize & {
  /** One entry per cell in row order; null before the first click. */
  readonly cells: readonly CellView[] | null;
};

/** Generous bounds, so a shared link cannot ask for an absurd board. */
export const MAX_SIDE = 100;

const PATTERN = /^(\d{1,3})x(\d{1,3}):(\d{1,5})(?::([0-8?*!]+))?$/;

export function formatSize(size: BoardSize): string {
  return `${size.width}x${size.height}:${size.mines}`;
}

function cellChar(cell: CellView): string {
  if (cell === 'hidden') return '?';
  if (cell === 'mine') return '*';
  if (cell === 'hit') return '!';
  return String(cell);
}

export function formatView(view: BoardView): string {
  const head = formatSize(view);
  return view.cells ? `${head}:${view.cells.map(cellChar).join('')}` : head;
}

function parseCell(char: string): CellView {
  if (char === '?') return 'hidden';
  if (char === '*') return 'mine';
  if (char === '!') return 'hit';
  return Number(char);
}

/** Null for anything that is not a well-formed board in the public format. */
export function parseView(text: string): BoardView | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const mines = Number(match[3]);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  // At least one safe cell, or there is no first click.
  if (mines < 1 || mines >= width * height) return null;
  const body = match[4];
  if (body === undefined) return { width, height, mines, cells: null };
  if (body.length !== width * height) return null;
  const cells = Array.from(body, parseCell);
  const shownMines = cells.filter((c) => c === 'mine' || c === 'hit').length;
  const hits = cells.filter((c) => c === 'hit').length;
  // Mines are shown all at once when the game ends, and at most one was opened by the player.
  if (shownMines !== 0 && shownMines !== mines) return null;
  if (hits > 1) return null;
  if (cells.filter((c) => typeof c === 'number').length > width * height - mines) return null;
  return { width, height, mines, cells };
}

export function isBoardText(text: string): boolean {
  return parseView(text) !== null;
}
