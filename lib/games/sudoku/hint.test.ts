import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { ordinal } from '../toolbox/text';
import { formatGrid, NINE_PLACES, parseGrid } from './grid';
import { generateSudoku } from './generator';
import { findHint } from './hint';
import { solveLogically } from './logical-solver';
import { EASY_PUZZLE, EASY_SOLUTION } from './test-puzzles';

const withCell = (grid: string, cell: number, ch: string) => `${grid.slice(0, cell)}${ch}${grid.slice(cell + 1)}`;

const ORDINALS = Array.from({ length: 9 }, (_, i) => ordinal(i + 1));
const NINE = NINE_PLACES;

/**
 * The cell and digit a hint message ends with, found as a player would from the words alone: 'look at
 * the top-left box: 5 fits only in its centre cell', 'look at row 3: 5 fits only in its seventh cell',
 * 'only 6 is left for the fourth cell of row 2: ...'.
 */
function finalPlacement(message: string): { cell: number; digit: string } | null {
  const only = /only (\d) is left for the (\w+) cell of row (\d)/i.exec(message);
  if (only) return { cell: (Number(only[3]) - 1) * 9 + ORDINALS.indexOf(only[2] ?? ''), digit: only[1] ?? '' };
  const m = /look at (?:row (\d)|column (\d)|the ([\w-]+) box): (\d) fits only in its ([\w-]+) cell( from the top)?$/i.exec(message);
  if (!m) return null;
  const [, row, column, box, digit = '', within = ''] = m;
  if (row) return { cell: (Number(row) - 1) * 9 + ORDINALS.indexOf(within), digit };
  if (column) return { cell: ORDINALS.indexOf(within) * 9 + Number(column) - 1, digit };
  const b = NINE.indexOf(box ?? '');
  const i = NINE.indexOf(within);
  return { cell: (Math.floor(b / 3) * 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3), digit };
}

const solutionAt = (solution: string, cell: number) => solution[cell] ?? '';

describe('hints', () => {
  it('names the easiest single on a fresh puzzle, matching the solution', () => {
    const hint = findHint(EASY_PUZZLE, EASY_PUZZLE, EASY_SOLUTION);
    expect(hint?.technique).toMatch(/single$/);
    const placed = finalPlacement(hint?.message ?? '');
    expect(placed).not.toBeNull();
    expect(solutionAt(EASY_SOLUTION, placed?.cell ?? -1)).toBe(placed?.digit);
    expect(hint?.cells).toContain(placed?.cell);
  });

  it('points at a wrong digit that clashes, and at the cell it clashes with', () => {
    const hint = findHint(EASY_PUZZLE, withCell(EASY_PUZZLE, 0, '3'), EASY_SOLUTION);
    expect(hint).toEqual({ technique: 'Mistake', message: 'Row 1 has two 3s: the one in column 1 is wrong', cells: [0, 2] });
  });

  it('blames the wrong digit, not the right one it clashes with', () => {
    const grid = withCell(withCell(EASY_PUZZLE, 0, '4'), 1, '4');
    expect(findHint(EASY_PUZZLE, grid, EASY_SOLUTION)?.message).toBe('Row 1 has two 4s: the one in column 2 is wrong');
  });

  it('points at a wrong digit that clashes with nothing, without giving the answer', () => {
    const hint = findHint(EASY_PUZZLE, withCell(EASY_PUZZLE, 0, '5'), EASY_SOLUTION);
    expect(hint).toEqual({ technique: 'Mistake', message: 'The 5 in the first cell of row 1 is wrong: clear it', cells: [0] });
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
    expect(hint?.message).toMatch(/can be \d|cannot hold|nothing else/);
    expect(hint?.message).toContain('Then');
    const placed = finalPlacement(hint?.message ?? '');
    expect(placed).not.toBeNull();
    expect(solutionAt(solution, placed?.cell ?? -1)).toBe(placed?.digit);
    expect(hint?.cells).toContain(placed?.cell);
  });

  it('reasons from the placed digits: every hint on the way to the solution is right', () => {
    let grid = EASY_PUZZLE;
    for (let i = 0; i < 81 && grid !== EASY_SOLUTION; i++) {
      const placed = finalPlacement(findHint(EASY_PUZZLE, grid, EASY_SOLUTION)?.message ?? '');
      expect(placed).not.toBeNull();
      expect(solutionAt(EASY_SOLUTION, placed?.cell ?? -1)).toBe(placed?.digit);
      grid = withCell(grid, placed?.cell ?? 0, placed?.digit ?? '.');
    }
    expect(grid).toBe(EASY_SOLUTION);
  });
});
