/**
 * The logical solver's state (placed digits plus a candidate mask per empty cell) and the deduction a
 * technique finds: a placement or a set of eliminations, with the cells of its pattern and a sentence
 * a player can follow.
 */
import { ALL_DIGITS, CELL_COUNT, PEERS, bit } from './grid';

export type SolverState = {
  /** 0 for empty. */
  values: Uint8Array;
  /** Candidates of each empty cell (bit d - 1 for digit d); 0 for a filled cell. */
  cands: Uint16Array;
};

export type CellDigit = { cell: number; digit: number };

export type Deduction = {
  technique: string;
  placement: CellDigit | null;
  eliminations: CellDigit[];
  /** The cells that make the pattern (for highlighting), not counting those eliminated from. */
  cells: number[];
  message: string;
};

/** Candidates are what the placed digits leave; nothing is assumed about the solution. */
export function createState(values: ArrayLike<number>): SolverState {
  const state: SolverState = { values: new Uint8Array(CELL_COUNT), cands: new Uint16Array(CELL_COUNT) };
  state.cands.fill(ALL_DIGITS);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const v = values[cell] ?? 0;
    if (v) place(state, cell, v);
  }
  return state;
}

export function cloneState(state: SolverState): SolverState {
  return { values: state.values.slice(), cands: state.cands.slice() };
}

export function place(state: SolverState, cell: number, digit: number): void {
  state.values[cell] = digit;
  state.cands[cell] = 0;
  const mask = ~bit(digit);
  for (const peer of PEERS[cell] ?? []) state.cands[peer] = (state.cands[peer] ?? 0) & mask;
}

export function applyDeduction(state: SolverState, step: Deduction): void {
  for (const { cell, digit } of step.eliminations) state.cands[cell] = (state.cands[cell] ?? 0) & ~bit(digit);
  if (step.placement) place(state, step.placement.cell, step.placement.digit);
}

export function isComplete(state: SolverState): boolean {
  return state.values.every((v) => v !== 0);
}

/** An empty cell with no candidate left: the position has no solution. */
export function isBroken(state: SolverState): boolean {
  for (let cell = 0; cell < CELL_COUNT; cell++) if (!state.values[cell] && !state.cands[cell]) return true;
  return false;
}

/** Cells of a unit (or any list) that still have this digit as a candidate. */
export function cellsWith(state: SolverState, cells: readonly number[], digit: number): number[] {
  const b = bit(digit);
  return cells.filter((cell) => ((state.cands[cell] ?? 0) & b) !== 0);
}

/** Eliminations of a digit from the given cells where it is still a candidate. */
export function eliminationsOf(state: SolverState, cells: readonly number[], digit: number): CellDigit[] {
  return cellsWith(state, cells, digit).map((cell) => ({ cell, digit }));
}
