import { z } from 'zod';
import type { GridPuzzleEngine } from '@/lib/games/grid-puzzle-engine';

/**
 * A tiny grid game for testing the platform without a real game: a row of the digits 1-9 in some
 * order with a few blanks; the solution is the full row. Unique by construction.
 */
type Level = 'easy' | 'hard';
type Move = { cell: number; digit: number | null };

export const digitsEngine: GridPuzzleEngine<Level, Move> = {
  levels: [
    { id: 'easy', label: 'Easy' },
    { id: 'hard', label: 'Hard' },
  ],
  dailyLevel: 'easy',
  generate(level, random) {
    const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    for (let i = digits.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [digits[i], digits[j]] = [digits[j]!, digits[i]!];
    }
    const blanks = level === 'easy' ? 2 : 5;
    const puzzle = digits.map((d, i) => (i < blanks ? '.' : d)).join('');
    return { puzzle, solution: digits.join('') };
  },
  isPuzzle: (text) => /^[1-9.]{9}$/.test(text),
  moveSchema: z.object({ cell: z.number().int().min(0).max(8), digit: z.number().int().min(1).max(9).nullable() }).strict(),
  initialGrid: (puzzle) => puzzle,
  applyMove(puzzle, grid, move) {
    if (puzzle[move.cell] !== '.') return null;
    return grid.slice(0, move.cell) + (move.digit === null ? '.' : String(move.digit)) + grid.slice(move.cell + 1);
  },
  isSolved: (_puzzle, grid, solution) => grid === solution,
  hint(_puzzle, grid, solution) {
    const cell = [...grid].findIndex((c, i) => c !== solution[i]);
    if (cell < 0) return null;
    return { technique: 'Missing digit', message: `Cell ${cell + 1} holds ${solution[cell]}`, cells: [cell] };
  },
  mistakes: (puzzle, grid, solution) => [...grid].flatMap((c, i) => (puzzle[i] === '.' && c !== '.' && c !== solution[i] ? [i] : [])),
  minSolveSeconds: () => 5,
  // Held as pending when solved faster: 5 s per blank (easy 10 s, hard 25 s).
  plausibleSeconds: (puzzle) => 5 * [...puzzle].filter((c) => c === '.').length,
};

/** The moves that solve a puzzle of this engine. */
export const solvingMoves = (puzzle: string, solution: string) =>
  [...puzzle].flatMap((c, i) => (c === '.' ? [{ cell: i, digit: Number(solution[i]) }] : []));
