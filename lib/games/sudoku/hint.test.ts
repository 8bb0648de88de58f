import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { cellName, formatGrid, parseGrid } from './grid';
import { generateSudoku } from './generator';
import { findHint } from './hint';
import { solveLogically } from './logical-solver';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

const withCell = (grid: string, cell: number, ch: string) => `${grid.slice(0, cell)}${ch}${grid.slice(cell + 1)}`;

/** The placement a hint message ends with: 'only r5c4 can hold 7' or 'r4c7 can only be 6'. */
function finalPlacement(message: string): { cell: string; digit: string } | null {
  const m = /only (r\dc\d) can hold (\d)$/.exec(message) ?? /(r\dc\d) can only be (\d)$/.exec(message);
  return m ? { cell: m[1] ?? '', digit: m[2] ?? '' } : null;
}

function solutionAt(solution: string, name: string): string {
  const cell = Array.from({ length: 81 }, (_, i) => i).find((i) => cellName(i) === name) ?? -1;
  return solution[cell] ?? '';
}

describe('hints', () => {
  it('names the easiest single on a fresh puzzle, matching the solution', () => {
    const hint = findHint(EASY_PUZZLE, EASY_PUZZLE, EASY_SOLUTION);
    expect(hint?.technique).toMatch(/single$/);
    const placed = finalPlacement(hint?.message ?? '');
    expect(placed).not.toBeNull();
    expect(solutionAt(EASY_SOLUTION, placed?.cell ?? '')).toBe(placed?.digit);
    expect(hint?.cells.map(cellName)).toContain(placed?.cell);
  });

  it('points at a wrong digit that clashes, and at the cell it clashes with', () => {
    const hint = findHint(EASY_PUZZLE, withCell(EASY_PUZZLE, 0, '3'), EASY_SOLUTION);
    expect(hint).toEqual({ technique: 'Mistake', message: 'r1c1 is not 3: row 1 already has 3 in r1c3', cells: [0, 2] });
  });

  it('blames the wrong digit, not the right one it clashes with', () => {
    const grid = withCell(withCell(EASY_PUZZLE, 0, '4'), 1, '4');
    expect(findHint(EASY_PUZZLE, grid, EASY_SOLUTION)?.message).toBe('r1c2 is not 4: row 1 already has 4 in r1c1');
  });

  it('points at a wrong digit that clashes with nothing, without giving the answer', () => {
    const hint = findHint(EASY_PUZZLE, withCell(EASY_PUZZLE, 0, '5'), EASY_SOLUTION);
    expect(hint).toEqual({ technique: 'Mistake', message: 'r1c1 is not 5: check r1c1', cells: [0] });
  });

  it("is null for a solved grid and for a grid that is not this puzzle's", () => {
    expect(findHint(EASY_PUZZLE, EASY_SOLUTION, EASY_SOLUTION)).toBeNull();
    expect(findHint(EASY_PUZZLE, withCell(EASY_PUZZLE, 2, '.'), EASY_SOLUTION)).toBeNull();
    expect(findHint(EASY_PUZZLE, 'garbage', EASY_SOLUTION)).toBeNull();
  });

  it('follows an elimination through to the placement it allows', () => {
    const { puzzle, solution } = generateSudoku('medium', createSeededRandom('hint-medium'));
    // Play every single first, so only a medium technique is left.
    const stuck = formatGrid(solveLogically(parseGrid(puzzle) ?? [], { maxLevel: 'easy' }).state.values);
    expect(stuck).not.toBe(solution);
    const hint = findHint(puzzle, stuck, solution);
    expect(['Pointing', 'Claiming', 'Naked pair', 'Hidden pair', 'Naked triple', 'Hidden triple']).toContain(hint?.technique);
    expect(hint?.message).toMatch(/cannot be \d|remove|nothing else/);
    expect(hint?.message).toContain('Then');
    const placed = finalPlacement(hint?.message ?? '');
    expect(placed).not.toBeNull();
    expect(solutionAt(solution, placed?.cell ?? '')).toBe(placed?.digit);
    expect(hint?.cells.map(cellName)).toContain(placed?.cell);
  });

  it('reasons from the placed digits: every hint on the way to the solution is right', () => {
    let grid = EASY_PUZZLE;
    for (let i = 0; i < 81 && grid !== EASY_SOLUTION; i++) {
      const placed = finalPlacement(findHint(EASY_PUZZLE, grid, EASY_SOLUTION)?.message ?? '');
      expect(placed).not.toBeNull();
      expect(solutionAt(EASY_SOLUTION, placed?.cell ?? '')).toBe(placed?.digit);
      const cell = Array.from({ length: 81 }, (_, c) => c).find((c) => cellName(c) === placed?.cell) ?? 0;
      grid = withCell(grid, cell, placed?.digit ?? '.');
    }
    expect(grid).toBe(EASY_SOLUTION);
  });
});
