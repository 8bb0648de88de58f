/**
 * An independent proof that a board needs no guess: its own code, sharing nothing with the generator,
 * the solver or the deducer that made the board. From the mines and the first click it plays as a
 * perfect logician: after each opening, every constraint of the opened numbers plus the total mine
 * count is enumerated (frontier-enumeration.ts), every cell safe in all consistent placements is
 * opened and every cell that is a mine in all of them flagged. It never guesses: when no cell is
 * certain the board fails. Opening a mine would mean the reasoning is unsound, so that throws.
 */
import type { BoardSize } from './levels';
import { certainties, type Constraint } from './frontier-enumeration';

export type NoGuessCheck = {
  /** Every safe cell was opened without a guess. */
  readonly cleared: boolean;
  /** Safe cells opened when the checker stopped. */
  readonly opened: number;
  readonly safeCells: number;
  /** How many times the full enumeration was needed (the single-number rule did the rest). */
  readonly enumerations: number;
  readonly largestComponent: number;
};

const HIDDEN = -1;
const FLAGGED = -2;

/** The up to eight cells around a cell, by row and column (no shared neighbour table). */
function around(width: number, height: number, cell: number): number[] {
  const row = Math.floor(cell / width);
  const column = cell % width;
  const out: number[] = [];
  for (let r = Math.max(0, row - 1); r <= Math.min(height - 1, row + 1); r++) {
    for (let c = Math.max(0, column - 1); c <= Math.min(width - 1, column + 1); c++) {
      if (r !== row || c !== column) out.push(r * width + c);
    }
  }
  return out;
}

export function checkNoGuess(size: BoardSize, mines: readonly number[], firstClick: number): NoGuessCheck {
  const { width, height } = size;
  const cellCount = width * height;
  const isMine = new Uint8Array(cellCount);
  for (const m of mines) isMine[m] = 1;
  const mineCount = isMine.reduce((a, b) => a + b, 0);
  if (mineCount !== size.mines || mines.length !== size.mines) throw new Error('No-guess checker: the board does not have its mine count');
  const near = Array.from({ length: cellCount }, (_, cell) => around(width, height, cell));
  const number = near.map((cells) => cells.reduce((n, c) => n + isMine[c]!, 0));
  // What the logician knows: an opened cell's number, HIDDEN, or FLAGGED (proved a mine).
  const known = new Int8Array(cellCount).fill(HIDDEN);
  const safeCells = cellCount - mineCount;
  let opened = 0;
  let flagged = 0;
  let enumerations = 0;
  let largestComponent = 0;

  const open = (start: number) => {
    const stack = [start];
    while (stack.length > 0) {
      const cell = stack.pop()!;
      if (known[cell] !== HIDDEN) continue;
      if (isMine[cell]) throw new Error(`No-guess checker: opened a mine at ${cell}, so its reasoning is unsound`);
      known[cell] = number[cell]!;
      opened++;
      // A zero opens its neighbours, as the game does.
      if (number[cell] === 0) stack.push(...near[cell]!);
    }
  };
  const flag = (cell: number) => {
    if (known[cell] !== HIDDEN) return;
    if (!isMine[cell]) throw new Error(`No-guess checker: flagged a safe cell at ${cell}, so its reasoning is unsound`);
    known[cell] = FLAGGED;
    flagged++;
  };

  /** Each opened number still touching hidden cells: those cells hold its number less its flags. */
  const constraints = (): Constraint[] => {
    const out: Constraint[] = [];
    for (let cell = 0; cell < cellCount; cell++) {
      if (known[cell]! < 0) continue;
      const hidden = near[cell]!.filter((c) => known[c] === HIDDEN);
      if (hidden.length === 0) continue;
      const flags = near[cell]!.filter((c) => known[c] === FLAGGED).length;
      out.push({ cells: hidden, mines: known[cell]! - flags });
    }
    return out;
  };

  if (isMine[firstClick]) throw new Error('No-guess checker: the first click is a mine');
  open(firstClick);
  while (opened < safeCells) {
    const found = constraints();
    // One number alone first (a special case of the enumeration, only faster).
    let progress = false;
    for (const { cells, mines: left } of found) {
      if (left !== 0 && left !== cells.length) continue;
      progress = true;
      cells.forEach(left === 0 ? open : flag);
    }
    if (progress) continue;
    const inConstraint = new Uint8Array(cellCount);
    for (const { cells } of found) for (const c of cells) inConstraint[c] = 1;
    const unconstrained: number[] = [];
    for (let cell = 0; cell < cellCount; cell++) if (known[cell] === HIDDEN && !inConstraint[cell]) unconstrained.push(cell);
    enumerations++;
    const settled = certainties(found, unconstrained, mineCount - flagged);
    largestComponent = Math.max(largestComponent, settled.largestComponent);
    if (settled.safe.length === 0 && settled.mines.length === 0) break;
    for (const c of settled.mines) flag(c);
    for (const c of settled.safe) open(c);
  }
  return { cleared: opened === safeCells, opened, safeCells, enumerations, largestComponent };
}
