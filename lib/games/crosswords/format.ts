/**
 * The public puzzle format (docs/GAMES.md; README.md here): the rows joined by `/`, `#` a block and
 * `.` a white cell, then `|` and the across clues, then `|` and the down clues, each clue its
 * direction letter and number, a space and its text, joined by `;`:
 *
 *   `#..../...../...../...../....#|A1 Clue;A5 Clue;...|D1 Clue;D2 Clue;...`
 *
 * The clues are exactly the grid's entries in standard numbering order, so a grid and its clues
 * cannot disagree. A clue's text may hold neither `;` nor `|`. The solution has the same shape with
 * the letters `A`-`Z` in the white cells. Browser-safe: no answers here.
 */
import { slotsOf, type Direction, type GridShape } from './grid';

export type Clue = { readonly direction: Direction; readonly number: number; readonly text: string };

export type CrosswordPuzzle = GridShape & {
  /** Across clues in number order, then down clues in number order: slotsOf's order. */
  readonly clues: readonly Clue[];
};

export const MIN_SIDE = 3;
export const MAX_SIDE = 15;
export const MAX_CLUE_TEXT = 120;

/** Printable, no `;` or `|`, no space at either end. */
const CLUE_TEXT = /^[^\s;|\p{C}](?:[^;|\p{C}]*[^\s;|\p{C}])?$/u;
const CLUE_ITEM = /^([AD])([1-9]\d{0,2}) (.*)$/s;
const DIRECTION_LETTER: Record<Direction, string> = { across: 'A', down: 'D' };

export const isClueText = (text: string) => text.length <= MAX_CLUE_TEXT && CLUE_TEXT.test(text);

/** The rows of a grid text ('/' between rows), each a string of `width` cells, or null if ragged or out of bounds. */
function rowsOf(grid: string, cell: RegExp): string[] | null {
  const rows = grid.split('/');
  const width = rows[0]?.length ?? 0;
  if (rows.length < MIN_SIDE || rows.length > MAX_SIDE || width < MIN_SIDE || width > MAX_SIDE) return null;
  return rows.every((row) => row.length === width && [...row].every((c) => cell.test(c))) ? rows : null;
}

export function parseShape(grid: string): GridShape | null {
  const rows = rowsOf(grid, /^[#.]$/);
  if (!rows) return null;
  const blocks = [...rows.join('')].map((c) => c === '#');
  return blocks.every(Boolean) ? null : { width: rows[0]!.length, height: rows.length, blocks };
}

export function formatShape(shape: GridShape): string {
  const rows: string[] = [];
  for (let r = 0; r < shape.height; r++) {
    rows.push(
      shape.blocks
        .slice(r * shape.width, (r + 1) * shape.width)
        .map((b) => (b ? '#' : '.'))
        .join(''),
    );
  }
  return rows.join('/');
}

export function parseCrossword(text: string): CrosswordPuzzle | null {
  if (typeof text !== 'string' || text.length > 20_000) return null;
  const [grid, across, down, ...rest] = text.split('|');
  if (grid === undefined || across === undefined || down === undefined || rest.length > 0) return null;
  const shape = parseShape(grid);
  if (!shape) return null;
  const slots = slotsOf(shape);
  const items = [...(across === '' ? [] : across.split(';')), ...(down === '' ? [] : down.split(';'))];
  if (items.length !== slots.length) return null;
  const clues: Clue[] = [];
  for (const [i, slot] of slots.entries()) {
    const match = CLUE_ITEM.exec(items[i]!);
    if (!match || match[1] !== DIRECTION_LETTER[slot.direction] || Number(match[2]) !== slot.number || !isClueText(match[3]!)) return null;
    clues.push({ direction: slot.direction, number: slot.number, text: match[3]! });
  }
  // Both sections must be exactly the across and the down clues (not only in total).
  const acrossCount = slots.filter((s) => s.direction === 'across').length;
  if ((across === '' ? 0 : across.split(';').length) !== acrossCount) return null;
  return { ...shape, clues };
}

/** The text of a puzzle; throws if the clues do not match the grid's entries or a text is not allowed. */
export function formatCrossword(puzzle: CrosswordPuzzle): string {
  const slots = slotsOf(puzzle);
  const ok =
    puzzle.clues.length === slots.length &&
    slots.every(
      (s, i) => puzzle.clues[i]!.direction === s.direction && puzzle.clues[i]!.number === s.number && isClueText(puzzle.clues[i]!.text),
    );
  if (!ok) throw new Error('crosswords: the clues do not match the grid, or a clue holds ";" or "|"');
  const section = (direction: Direction) =>
    puzzle.clues
      .filter((c) => c.direction === direction)
      .map((c) => `${DIRECTION_LETTER[direction]}${c.number} ${c.text}`)
      .join(';');
  return `${formatShape(puzzle)}|${section('across')}|${section('down')}`;
}

/** A solution text: the puzzle's rows with `A`-`Z` in every white cell. */
export function formatSolution(shape: GridShape, letters: readonly string[]): string {
  const cells = shape.blocks.map((block, i) => (block ? '#' : letters[i]!));
  if (cells.some((c, i) => !shape.blocks[i] && !/^[A-Z]$/.test(c))) throw new Error('crosswords: a white cell without a letter');
  const rows: string[] = [];
  for (let r = 0; r < shape.height; r++) rows.push(cells.slice(r * shape.width, (r + 1) * shape.width).join(''));
  return rows.join('/');
}

/** The letters of a solution (`#` for a block), row by row, or null if it does not fit the shape. */
export function parseSolution(shape: GridShape, text: string): string[] | null {
  const rows = typeof text === 'string' ? rowsOf(text, /^[#A-Z]$/) : null;
  if (!rows || rows.length !== shape.height || rows[0]!.length !== shape.width) return null;
  const cells = [...rows.join('')];
  return cells.every((c, i) => (c === '#') === shape.blocks[i]) ? cells : null;
}
