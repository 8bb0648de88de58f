/**
 * Selections on the grid: a straight line between two cells in one of the eight directions, and
 * which listed word (if any) it spells. Browser-safe: the board previews a selection with it, the
 * server decides with it too.
 */
import type { WordsearchPuzzle } from './format';

type Size = Pick<WordsearchPuzzle, 'width' | 'height'>;

const inside = (size: Size, cell: number) => Number.isInteger(cell) && cell >= 0 && cell < size.width * size.height;

/** The cells from `from` to `to` in order, when they lie on one row, column or diagonal; else null. */
export function lineCells(size: Size, from: number, to: number): number[] | null {
  if (!inside(size, from) || !inside(size, to)) return null;
  const [r0, c0, r1, c1] = [Math.floor(from / size.width), from % size.width, Math.floor(to / size.width), to % size.width];
  const dr = r1 - r0;
  const dc = c1 - c0;
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  const [sr, sc] = [Math.sign(dr), Math.sign(dc)];
  return Array.from({ length: steps + 1 }, (_, i) => (r0 + i * sr) * size.width + (c0 + i * sc));
}

/**
 * Where a drag from `from` towards `toward` ends, snapped to the nearest of the eight directions
 * (by angle) and kept on the board: dragging a little off a diagonal still selects the diagonal.
 */
export function snapEnd(size: Size, from: number, toward: number): number {
  if (!inside(size, from) || !inside(size, toward)) return from;
  const [r0, c0] = [Math.floor(from / size.width), from % size.width];
  const dr = Math.floor(toward / size.width) - r0;
  const dc = (toward % size.width) - c0;
  if (dr === 0 && dc === 0) return from;
  const octant = Math.round(Math.atan2(dr, dc) / (Math.PI / 4));
  const angle = octant * (Math.PI / 4);
  const [sr, sc] = [Math.round(Math.sin(angle)), Math.round(Math.cos(angle))];
  let steps = Math.max(Math.abs(dr), Math.abs(dc));
  // Keep the end on the board along the snapped direction.
  while (steps > 0) {
    const [r, c] = [r0 + sr * steps, c0 + sc * steps];
    if (r >= 0 && r < size.height && c >= 0 && c < size.width) return r * size.width + c;
    steps--;
  }
  return from;
}

/** The letters a selection reads, in order from its first cell. */
export function lettersOf(puzzle: Pick<WordsearchPuzzle, 'letters'>, cells: readonly number[]): string {
  return cells.map((c) => puzzle.letters[c] ?? '').join('');
}

/**
 * The index of the listed word a selection spells, read either way (a player may drag from the last
 * letter to the first), among the words not found yet; -1 when it spells none. Each word stands in
 * the grid exactly once (the generator proves it), so a match is the word's one place.
 */
export function matchSelection(puzzle: WordsearchPuzzle, found: string, from: number, to: number): number {
  const cells = lineCells(puzzle, from, to);
  if (!cells || cells.length < 2) return -1;
  const read = lettersOf(puzzle, cells);
  const backwards = [...read].reverse().join('');
  return puzzle.words.findIndex((word, i) => found[i] === '0' && (word === read || word === backwards));
}
