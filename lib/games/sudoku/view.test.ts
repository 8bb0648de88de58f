import { describe, expect, it } from 'vitest';
import { maskDigits } from './grid';
import { conflictingCells, digitsRemaining, gridCandidates } from './view';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

describe('view helpers', () => {
  it('candidates are the digits no peer holds; filled cells have none', () => {
    const candidates = gridCandidates(EASY_PUZZLE);
    // r1c1: row 1 has 3 2 6, column 1 has 9 7 8, box 1 has 3 9 1.
    expect(maskDigits(candidates[0] ?? 0)).toEqual([4, 5]);
    expect(candidates[2]).toBe(0);
    expect(gridCandidates(EASY_SOLUTION).every((m) => m === 0)).toBe(true);
    for (let cell = 0; cell < 81; cell++) {
      if (EASY_PUZZLE[cell] === '.') expect(maskDigits(candidates[cell] ?? 0)).toContain(Number(EASY_SOLUTION[cell]));
    }
  });

  it('conflicts list every cell sharing a digit within a unit', () => {
    expect(conflictingCells(EASY_PUZZLE)).toEqual([]);
    // Put 3 in r1c1: row 1 already has 3 at r1c3 (same box too).
    const grid = `3${EASY_PUZZLE.slice(1)}`;
    expect(conflictingCells(grid)).toEqual([0, 2]);
    // Put 9 in r1c1: column 1 has 9 at r2c1 (and box 1).
    expect(conflictingCells(`9${EASY_PUZZLE.slice(1)}`)).toEqual([0, 9]);
  });

  it('counts digits left to place, never below zero', () => {
    expect(digitsRemaining(EASY_SOLUTION)).toEqual(Array(9).fill(0));
    expect(digitsRemaining('.'.repeat(81))).toEqual(Array(9).fill(9));
    const counts = digitsRemaining(EASY_PUZZLE);
    const givens = EASY_PUZZLE.replace(/\./g, '');
    expect(counts.reduce((a, b) => a + b, 0)).toBe(81 - givens.length);
    expect(counts[2]).toBe(9 - Array.from(givens).filter((d) => d === '3').length);
    expect(digitsRemaining('1'.repeat(81))[0]).toBe(0);
  });
});
