import { describe, expect, it } from 'vitest';
import { parsePuzzle, type QueenieBoard } from '@/lib/games/queenie/board';
import { engine as queenieEngine } from '@/lib/games/queenie/engine';
import { engine as sudokuEngine } from '@/lib/games/sudoku/engine';
import { engine as takuzuEngine } from '@/lib/games/takuzu/engine';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { parseWordsearch, type WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import { engine as wordsearchEngine } from '@/lib/games/wordsearch/engine';
import { queenieReady, solvedQueenieState } from './queenie/queenie-state';
import { solvedSudokuState, sudokuReady } from './sudoku/sudoku-state';
import { solvedTakuzuState, takuzuReady } from './takuzu/takuzu-state';
import { solvedWordsearchState, wordsearchMoves, wordsearchReady } from './wordsearch/wordsearch-state';

/**
 * A won grid play reopened shows its finished board from the server's solution (play-service viewOf):
 * each grid game's view reads its own engine's solution text as a finished state, and a solution that
 * does not fit the puzzle gives no board rather than a wrong one.
 */
const seeded = (seed: string) => createSeededRandom(`solved-boards:${seed}`);

describe("a grid game's finished board from the server's solution", () => {
  it('Sudoku: every cell filled as the solution, no notes', () => {
    const { puzzle, solution } = sudokuEngine.generate('easy', seeded('sudoku'));
    const state = solvedSudokuState(puzzle, solution);
    expect(state).toEqual({ grid: solution, notes: new Array<number>(81).fill(0) });
    expect(sudokuReady(puzzle, state!)).toBe(true);
    expect(solvedSudokuState(puzzle, sudokuEngine.generate('easy', seeded('another')).solution)).toBeNull();
    expect(solvedSudokuState(puzzle, 'not a grid')).toBeNull();
  });

  it('Takuzu: the solved grid, every given in place', () => {
    const { puzzle, solution } = takuzuEngine.generate('6-easy', seeded('takuzu'));
    const state = solvedTakuzuState(puzzle, solution);
    expect(state).toEqual({ grid: solution });
    expect(takuzuReady(puzzle, state!)).toBe(true);
    expect(solvedTakuzuState(puzzle, '1/0')).toBeNull();
  });

  it('Queenie: a queen in each solution cell, nothing else marked', () => {
    const { puzzle, solution } = queenieEngine.generate('easy', seeded('queenie'));
    const board = parsePuzzle(puzzle) as QueenieBoard;
    const state = solvedQueenieState(board, solution);
    expect(state).toEqual({ grid: solution, auto: [] });
    expect(queenieReady(board, state!)).toBe(true);
    expect(solvedQueenieState(board, 'Q')).toBeNull();
  });

  it('Wordsearch: every word found along its place, which the engine takes as solved', () => {
    const { puzzle: text, solution } = wordsearchEngine.generate('easy', seeded('wordsearch'));
    const puzzle = parseWordsearch(text) as WordsearchPuzzle;
    const state = solvedWordsearchState(puzzle, solution);
    expect(state).not.toBeNull();
    expect(wordsearchReady(state!)).toBe(true);
    // The lines are the moves a finish sends: replayed by the engine, they solve the puzzle.
    const found = wordsearchMoves(state!).reduce<string | null>(
      (grid, move) => grid && wordsearchEngine.applyMove(text, grid, move),
      wordsearchEngine.initialGrid(text),
    );
    expect(found !== null && wordsearchEngine.isSolved(text, found, solution)).toBe(true);
    // Two words' places swapped: neither spells its word there, so no board.
    const [first = '', second = '', ...rest] = solution.split(',');
    expect(solvedWordsearchState(puzzle, [second, first, ...rest].join(','))).toBeNull();
    expect(solvedWordsearchState(puzzle, 'nonsense')).toBeNull();
  });
});
