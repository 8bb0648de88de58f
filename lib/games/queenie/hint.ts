/**
 * Hints that teach: a mistake first (a queen the solution does not have, or an x on a solution
 * cell), else the easiest deduction from the player's marks, named with its cells. The player's
 * queens count with their basic eliminations even where the player has not marked them.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { cellPlace, colOf, parsePuzzle, rowOf, type QueenieBoard } from './board';
import { CandidateGrid } from './candidates';
import { MAX_TIER, nextDeduction } from './deductions';
import { parseGrid, parseSolution, queenCells, type Mark } from './grid';
import { conflicts } from './view';

/** The technique of the last resort: a queen given away when no deduction applies (never on a served puzzle). */
export const FALLBACK_TECHNIQUE = 'Reveal';

/**
 * A hint with what it tells the player to do: the queen to place, the cells to mark x (ruled out),
 * or nothing to write for a mistake to fix.
 */
export type QueenieHintWithEffect = { readonly hint: PuzzleHint; readonly queen: number | null; readonly ruledOut: readonly number[] };

/** The next step from this grid with its effect; null when it is solved or does not belong to the puzzle. */
export function findHintWithEffect(puzzle: string, grid: string, solution: string): QueenieHintWithEffect | null {
  const board = parsePuzzle(puzzle);
  if (!board) return null;
  const marks = parseGrid(grid, board.size);
  const answer = parseSolution(solution, board.size);
  if (!marks || !answer) return null;
  const answerSet = new Set(answer);
  const queens = queenCells(marks);
  if (queens.length === answer.length && queens.every((q) => answerSet.has(q))) return null;

  const mistake = findMistake(board, marks, answerSet);
  if (mistake) return { hint: mistake, queen: null, ruledOut: [] };

  const g = new CandidateGrid(board);
  for (const q of queens) g.placeQueen(q);
  marks.forEach((m, cell) => {
    if (m === 'x') g.eliminate(cell);
  });
  const step = nextDeduction(g, MAX_TIER);
  if (step) {
    const hint = { technique: step.label, message: step.message, cells: step.place !== null ? [step.place] : step.eliminate };
    return { hint, queen: step.place, ruledOut: step.eliminate };
  }
  // Served puzzles never get here (the deductions solve them from any correct marks); just in case.
  const missing = answer.find((q) => marks[q] !== 'Q') as number;
  const hint = {
    technique: FALLBACK_TECHNIQUE,
    message: `No step we know of works here, so here is one: a queen goes in ${cellPlace(missing, board.size)}`,
    cells: [missing],
  };
  return { hint, queen: missing, ruledOut: [] };
}

/** The next step from this grid, as the player is told it; null when it is solved or does not belong to the puzzle. */
export function findHint(puzzle: string, grid: string, solution: string): PuzzleHint | null {
  return findHintWithEffect(puzzle, grid, solution)?.hint ?? null;
}

function findMistake(board: QueenieBoard, marks: readonly Mark[], answer: ReadonlySet<number>): PuzzleHint | null {
  const { size } = board;
  const clashing = new Set(conflicts(board, marks));
  const wrong = queenCells(marks).filter((q) => !answer.has(q));
  // A wrong queen that clashes with another queen is explained by the clash.
  const first = wrong.find((q) => clashing.has(q)) ?? wrong[0];
  if (first !== undefined) {
    const partner = queenCells(marks).find((q) => q !== first && clashes(board, first, q));
    const name = cellPlace(first, size);
    return {
      technique: 'Wrong queen',
      message:
        partner === undefined
          ? `The queen in ${name} is not part of the solution: remove it`
          : `The queen in ${name} ${clashReason(board, first, partner)} another queen: remove it`,
      cells: partner === undefined ? [first] : [first, partner],
    };
  }
  const crossed = [...answer].sort((a, b) => a - b).find((q) => marks[q] === 'x');
  if (crossed !== undefined) {
    return {
      technique: 'Wrong x',
      message: `The x in ${cellPlace(crossed, size)} is wrong: that cell holds a queen, so clear it`,
      cells: [crossed],
    };
  }
  return null;
}

function clashes(board: QueenieBoard, a: number, b: number): boolean {
  return clashReason(board, a, b) !== null;
}

function clashReason(board: QueenieBoard, a: number, b: number): string | null {
  const { size, regions } = board;
  const dr = Math.abs(rowOf(a, size) - rowOf(b, size));
  const dc = Math.abs(colOf(a, size) - colOf(b, size));
  if (dr === 0) return 'shares its row with';
  if (dc === 0) return 'shares its column with';
  if (regions[a] === regions[b]) return 'shares its region with';
  if (dr <= 1 && dc <= 1) return 'touches';
  return null;
}
