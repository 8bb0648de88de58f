/**
 * The deduction-only solver: it opens only cells it has proved safe, never guesses. It proves a
 * board fair (solvable from the first click) and drives the generator, which moves mines where it
 * gets stuck. It knows no mines itself: cells are opened through a probe that answers a cell's number.
 * The rules are in deducer.ts (the global rule's search in global-rule.ts).
 */
import { neighbourTable } from './grid';
import type { BoardSize } from './levels';
import { Deducer } from './deducer';
import { ALL_RULES, type MineSet, type Probe, type Rule, type SolverRules } from './mine-sets';

export { ALL_RULES, MINE, SAFE, UNKNOWN, type Deduction, type MineSet, type Probe, type Rule, type SolverRules } from './mine-sets';

export type SolveResult = {
  /** Every cell settled: the board needs no guess from this start. */
  solved: boolean;
  /** Per cell: UNKNOWN, MINE, or the number of an opened cell. */
  known: Int8Array;
  /** The sets still unsettled when the solver stopped (empty when solved). */
  stuck: MineSet[];
  /** How many cells each rule settled (the start cell is not counted). */
  uses: Record<Rule, number>;
};

/**
 * Solves from a start cell the caller knows is safe, opening only proved-safe cells through the probe.
 * Throws if the probe's answers contradict each other (a bug, or a probe that lies).
 */
export function solve(size: BoardSize, start: number, probe: Probe, rules: SolverRules = ALL_RULES): SolveResult {
  const deducer = new Deducer(size, probe, rules);
  deducer.markSafe(start, null);
  deducer.run();
  return {
    solved: deducer.unknownCount === 0,
    known: deducer.known,
    stuck: deducer.unknownCount === 0 ? [] : deducer.liveSets(),
    uses: deducer.uses,
  };
}

/** A probe over a known board; it throws if asked about a mine (the solver would have guessed). */
export function boardProbe(size: BoardSize, mines: readonly number[]): Probe {
  const isMine = new Uint8Array(size.width * size.height);
  for (const m of mines) isMine[m] = 1;
  const table = neighbourTable(size);
  return (cell) => {
    if (isMine[cell]) throw new Error(`The solver opened a mine at ${cell}`);
    let count = 0;
    for (let i = 1; i <= table[cell * 9]!; i++) count += isMine[table[cell * 9 + i]!]!;
    return count;
  };
}

/** Whether a board is solvable by deduction alone from this start cell. */
export function solveBoard(size: BoardSize, mines: readonly number[], start: number, rules: SolverRules = ALL_RULES): SolveResult {
  return solve(size, start, boardProbe(size, mines), rules);
}
