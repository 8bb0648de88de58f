/**
 * The state the server keeps for a crossword play, and its strict validation (a stored state is
 * checked before the engine trusts it). Server only in spirit: it holds the answer.
 *
 *   solution  the answer grid (format.ts's solution text: rows joined by `/`, `#` and `A`-`Z`)
 *   puzzle    the full public text, grid and clues (format.ts): the player gets it with the start
 *   started   whether the player has pressed Start (the first move; the clues are shown from then)
 *   letters   the player's grid, one character per cell row by row: `#`, `.` or `A`-`Z`
 *   marks     one character per cell: `#` block, `.` nothing, `R` revealed, `C` checked right,
 *             `a`-`z` checked wrong (the letter found wrong, so the mark lasts only while it is there)
 *   outcome   'playing', 'solved' (won) or 'revealed' (the whole puzzle shown: lost)
 *   wrongSubmits  full grids submitted wrong so far; absent before the first (and in states stored
 *             before it was kept). Past the free ones each counts as a check.
 * Before the start nothing is filled or marked.
 */
import { formatShape, parseCrossword, parseShape, parseSolution } from './format';
import { slotsOf, type GridShape } from './grid';

export type CrosswordOutcome = 'playing' | 'solved' | 'revealed';

export type CrosswordState = {
  readonly solution: string;
  readonly puzzle: string;
  readonly started: boolean;
  readonly letters: string;
  readonly marks: string;
  readonly outcome: CrosswordOutcome;
  readonly wrongSubmits?: number;
};

/** The state's shape and answer letters (one per cell, `#` for a block). */
export type SolvedGrid = { readonly shape: GridShape; readonly answer: readonly string[] };

const KEYS = ['letters', 'marks', 'outcome', 'puzzle', 'solution', 'started'];
// The same with the count of wrong submits (sorted as Object.keys(...).sort() gives them).
const KEYS_COUNTED = [...KEYS, 'wrongSubmits'].sort();
const OUTCOMES: readonly string[] = ['playing', 'solved', 'revealed'];

/** The shape and letters of a solution text, or null. */
export function solvedGridOf(solution: string): SolvedGrid | null {
  if (typeof solution !== 'string' || !/^[#A-Z/]+$/.test(solution)) return null;
  const shape = parseShape(solution.replace(/[A-Z]/g, '.'));
  const answer = shape && parseSolution(shape, solution);
  return shape && answer && slotsOf(shape).length > 0 ? { shape, answer } : null;
}

/** The empty grid of a shape: `#` on blocks, `.` elsewhere. */
export const emptyCells = (shape: GridShape) => shape.blocks.map((block) => (block ? '#' : '.')).join('');

/** Whether a full public text (grid and clues) is the puzzle of a solution's grid. */
const cluesFit = (grid: SolvedGrid, puzzle: string) => {
  const parsed = parseCrossword(puzzle);
  return parsed !== null && formatShape(parsed) === formatShape(grid.shape);
};

/** A new play's state, not started: `puzzle` is the full public text (grid and clues). */
export function newCrosswordState(solution: string, puzzle: string): CrosswordState {
  const grid = solvedGridOf(solution);
  if (!grid || !cluesFit(grid, puzzle)) throw new Error('crosswords: not a solution and its puzzle');
  const empty = emptyCells(grid.shape);
  return { solution, puzzle, started: false, letters: empty, marks: empty, outcome: 'playing' };
}

/** Whether a grid of letters fits the shape: as many cells, `#` exactly on the blocks. */
export function fitsShape(shape: GridShape, letters: string): boolean {
  return letters.length === shape.blocks.length && [...letters].every((c, i) => (c === '#') === shape.blocks[i]);
}

/** A stored state, checked through: null when anything in it does not hold together. */
export function parseCrosswordState(value: unknown): CrosswordState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join();
  if (keys !== KEYS.join() && keys !== KEYS_COUNTED.join()) return null;
  const { solution, puzzle, started, letters, marks, outcome, wrongSubmits } = record;
  if (wrongSubmits !== undefined && !(Number.isSafeInteger(wrongSubmits) && (wrongSubmits as number) >= 1)) return null;
  if (typeof solution !== 'string' || typeof puzzle !== 'string' || typeof started !== 'boolean') return null;
  if (typeof letters !== 'string' || typeof marks !== 'string' || typeof outcome !== 'string') return null;
  if (!OUTCOMES.includes(outcome)) return null;
  const grid = solvedGridOf(solution);
  if (!grid || !cluesFit(grid, puzzle) || !fitsShape(grid.shape, letters) || !/^[#.A-Z]+$/.test(letters)) return null;
  if (!fitsShape(grid.shape, marks) || !/^[#.RCa-z]+$/.test(marks)) return null;
  // A revealed square holds its answer; a won grid is the answer.
  if ([...marks].some((m, i) => m === 'R' && letters[i] !== grid.answer[i])) return null;
  if (outcome === 'solved' && letters !== grid.answer.join('')) return null;
  if (outcome === 'revealed' && [...marks].some((m) => m !== '#' && m !== 'R')) return null;
  // Nothing happens before the start.
  const empty = emptyCells(grid.shape);
  if (!started && (letters !== empty || marks !== empty || outcome !== 'playing' || wrongSubmits !== undefined)) return null;
  const state = { solution, puzzle, started, letters, marks, outcome: outcome as CrosswordOutcome };
  return wrongSubmits === undefined ? state : { ...state, wrongSubmits: wrongSubmits as number };
}
