/**
 * A crossword's shape: which cells are blocks, its entries ("slots") and their standard numbers.
 * Browser-safe, no imports. Cell index is `row * width + column`.
 */

export type Direction = 'across' | 'down';

export type GridShape = {
  readonly width: number;
  readonly height: number;
  /** One per cell, row by row: true for a block. */
  readonly blocks: readonly boolean[];
};

export type Slot = {
  readonly direction: Direction;
  /** The standard clue number of its first cell. */
  readonly number: number;
  /** Its cells in reading order. */
  readonly cells: readonly number[];
};

/** Shortest entry that gets a clue: a run of one white cell is not an entry. */
export const MIN_ENTRY = 2;

const isWhite = (shape: GridShape, row: number, column: number) =>
  row >= 0 && column >= 0 && row < shape.height && column < shape.width && !shape.blocks[row * shape.width + column];

/** The run of white cells starting at (row, column) in a direction, as cell indices. */
function runFrom(shape: GridShape, row: number, column: number, direction: Direction): number[] {
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  const cells: number[] = [];
  for (let r = row, c = column; isWhite(shape, r, c); r += dr, c += dc) cells.push(r * shape.width + c);
  return cells;
}

/**
 * Every entry, numbered the standard way: reading row by row, a white cell gets the next number when
 * an across entry (no white cell to its left, one to its right) or a down entry (none above, one
 * below) starts there. Across entries first, then down, each in number order.
 */
export function slotsOf(shape: GridShape): Slot[] {
  const across: Slot[] = [];
  const down: Slot[] = [];
  let number = 0;
  for (let row = 0; row < shape.height; row++) {
    for (let column = 0; column < shape.width; column++) {
      if (!isWhite(shape, row, column)) continue;
      const acrossCells = isWhite(shape, row, column - 1) ? [] : runFrom(shape, row, column, 'across');
      const downCells = isWhite(shape, row - 1, column) ? [] : runFrom(shape, row, column, 'down');
      const startsAcross = acrossCells.length >= MIN_ENTRY;
      const startsDown = downCells.length >= MIN_ENTRY;
      if (!startsAcross && !startsDown) continue;
      number++;
      if (startsAcross) across.push({ direction: 'across', number, cells: acrossCells });
      if (startsDown) down.push({ direction: 'down', number, cells: downCells });
    }
  }
  return [...across, ...down];
}

/** The shape rotated by 180 degrees has the same blocks (American style). */
export function isSymmetric(shape: GridShape): boolean {
  const last = shape.blocks.length - 1;
  return shape.blocks.every((block, i) => block === shape.blocks[last - i]);
}

/** Every run of white cells, across and down, as its length (runs of one included). */
export function runLengths(shape: GridShape): number[] {
  const lengths: number[] = [];
  for (const direction of ['across', 'down'] as const) {
    for (let row = 0; row < shape.height; row++) {
      for (let column = 0; column < shape.width; column++) {
        const before = direction === 'across' ? isWhite(shape, row, column - 1) : isWhite(shape, row - 1, column);
        if (isWhite(shape, row, column) && !before) lengths.push(runFrom(shape, row, column, direction).length);
      }
    }
  }
  return lengths;
}

/** Whether every white cell can be reached from every other through white neighbours. */
export function isConnected(shape: GridShape): boolean {
  const white = shape.blocks.flatMap((block, i) => (block ? [] : [i]));
  if (white.length === 0) return false;
  const seen = new Set([white[0]!]);
  const queue = [white[0]!];
  while (queue.length > 0) {
    const cell = queue.pop()!;
    const row = Math.floor(cell / shape.width);
    const column = cell % shape.width;
    for (const [r, c] of [
      [row - 1, column],
      [row + 1, column],
      [row, column - 1],
      [row, column + 1],
    ] as const) {
      const next = r * shape.width + c;
      if (isWhite(shape, r, c) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === white.length;
}

/**
 * American style: 180-degree symmetric, white cells connected, and every run of white cells at least
 * `minEntry` long, so every white cell is in an across and a down entry (fully checked).
 */
export function isAmericanStyle(shape: GridShape, minEntry = 3): boolean {
  return isSymmetric(shape) && isConnected(shape) && runLengths(shape).every((length) => length >= minEntry);
}
