/**
 * What a technique finds: cells it fixes, with what caused it, so the solver can apply it and the
 * hint can explain it. Server-side (the solver, grader and hints).
 */
import { LEVEL_TECHNIQUES } from './level-techniques';
import { DIFFICULTIES, type TakuzuDifficulty } from './levels';

export type TechniqueId = 'pair' | 'gap' | 'complete-line' | 'one-left' | 'line-comparison' | 'look-ahead';

/**
 * The grading: a puzzle's difficulty is the hardest level of technique its solution needs when the
 * easiest applicable technique is always used first (see solver.ts). Each technique's level is the
 * one whose list names it (level-techniques.ts).
 */
export const TECHNIQUE_LEVEL = Object.fromEntries(
  DIFFICULTIES.flatMap((level) => LEVEL_TECHNIQUES[level].techniques.map((id) => [id, level])),
) as Record<TechniqueId, TakuzuDifficulty>;

export const TECHNIQUE_NAME: Record<TechniqueId, string> = {
  pair: 'Pair',
  gap: 'Gap',
  'complete-line': 'Complete line',
  'one-left': 'One left',
  'line-comparison': 'Line comparison',
  'look-ahead': 'Look-ahead',
};

export type Assignment = { cell: number; value: 0 | 1 };

export type Deduction = {
  technique: TechniqueId;
  /** The line it works in: rows 0..size-1, then columns size..2*size-1. */
  line: number;
  /** Cells it fixes (all empty before). */
  set: Assignment[];
  /**
   * Cells that justify it: the pair, the two ends of the gap, the line's filled cells holding the
   * counted symbol, the region the last symbol must fall in, the completed line compared with.
   */
  because: number[];
  /** pair / gap: the symbol of the cause cells; complete-line / one-left: the symbol counted. */
  symbol?: 0 | 1;
  /** line-comparison: the completed line this one would duplicate. */
  other?: number;
  /** look-ahead: how many arrangements of the line's empty cells keep the rules. */
  ways?: number;
};

/** A technique scans the whole grid and appends every deduction it finds. */
export type Technique = (cells: Int8Array, size: number, out: Deduction[]) => void;
