/**
 * Following the hints solves every served puzzle: from the givens alone, ask for a hint, write exactly
 * the digit it leads to, and repeat. Each hint must be a named deduction, never the "Reveal" fallback
 * that gives a digit away, and the chain must end at the solution. Generated puzzles of every level
 * (fewer of the slow-to-generate ones), through the engine as the platform calls it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { engine as sudokuEngine } from './engine';
import { FALLBACK_TECHNIQUE, findHintWithEffect } from './hint';
import { SUDOKU_LEVEL_IDS, type SudokuLevel } from './levels';
import type { SudokuDigit } from './moves';

const PUZZLES_PER_LEVEL: Record<SudokuLevel, number> = { easy: 30, medium: 20, hard: 15, expert: 20 };

describe.each(SUDOKU_LEVEL_IDS)('the %s hint chain', (level) => {
  const runs = PUZZLES_PER_LEVEL[level];

  it(`solves ${runs} generated ${level} puzzles from the givens, never falling back to a reveal`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { puzzle, solution } = sudokuEngine.generate(level, createSeededRandom(`hint chain ${level} ${seed}`));
        let grid = sudokuEngine.initialGrid(puzzle);
        const empty = [...grid].filter((c) => c === '.').length;
        for (let written = 0; written < empty; written++) {
          const found = findHintWithEffect(puzzle, grid, solution);
          expect(found?.hint.technique).not.toBe(FALLBACK_TECHNIQUE);
          expect(found?.hint.technique).not.toBe('Mistake');
          const placement = found?.placement;
          if (!placement) throw new Error(`The ${found?.hint.technique} hint names no digit to write: ${found?.hint.message}`);
          expect(found.hint.cells).toContain(placement.cell);
          grid = sudokuEngine.applyMove(puzzle, grid, { cell: placement.cell, digit: placement.digit as SudokuDigit })!;
        }
        expect(sudokuEngine.isSolved(puzzle, grid, solution)).toBe(true);
        expect(sudokuEngine.hint(puzzle, grid, solution)).toBeNull();
      }),
      { numRuns: runs },
    );
  }, 120_000);
});
