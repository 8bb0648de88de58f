import { describe, expect, it } from 'vitest';
import { engine as takuzuEngine } from './index';
import { moveSchema } from './move-schema';
import { applyMove, initialGrid, isPuzzle, isSolved } from './moves';

const SOLUTION = '101010/010101/100110/011001/110100/001011';
const PUZZLE = '1...1./....../1..11./....../1...../......';

describe('moveSchema', () => {
  it('accepts a cell and 0, 1 or null', () => {
    expect(moveSchema.parse({ cell: 3, value: '1' })).toEqual({ cell: 3, value: '1' });
    expect(moveSchema.parse({ cell: 0, value: null })).toEqual({ cell: 0, value: null });
  });
  it('rejects anything else', () => {
    for (const bad of [
      { cell: -1, value: '0' },
      { cell: 1.5, value: '0' },
      { cell: 2, value: 1 },
      { cell: 2, value: '2' },
      { cell: 2 },
      { cell: 144, value: '0' },
      { cell: 2, value: '0', extra: 1 },
    ]) {
      expect(moveSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('moves', () => {
  it('start from the givens', () => {
    expect(initialGrid(PUZZLE)).toBe(PUZZLE);
    expect(isPuzzle(PUZZLE)).toBe(true);
    expect(isPuzzle('1..../.....')).toBe(false);
    expect(isPuzzle('111.../....../....../....../....../......')).toBe(false); // givens break a rule
  });

  it('set, change and clear an empty cell', () => {
    const a = applyMove(PUZZLE, PUZZLE, { cell: 1, value: '0' })!;
    expect(a).toBe('10..1./....../1..11./....../1...../......');
    const b = applyMove(PUZZLE, a, { cell: 1, value: '1' })!;
    expect(b.slice(0, 6)).toBe('11..1.');
    expect(applyMove(PUZZLE, b, { cell: 1, value: null })).toBe(PUZZLE);
  });

  it('refuse givens, cells off the board and malformed grids', () => {
    expect(applyMove(PUZZLE, PUZZLE, { cell: 0, value: '0' })).toBeNull();
    expect(applyMove(PUZZLE, PUZZLE, { cell: 36, value: '0' })).toBeNull();
    expect(applyMove(PUZZLE, PUZZLE, { cell: -1, value: '0' })).toBeNull();
    expect(applyMove(PUZZLE, '10/01', { cell: 1, value: '0' })).toBeNull();
  });

  it('isSolved: only the solution, with the givens intact', () => {
    expect(isSolved(PUZZLE, SOLUTION, SOLUTION)).toBe(true);
    expect(isSolved(PUZZLE, PUZZLE, SOLUTION)).toBe(false);
    const oneOff = '0' + SOLUTION.slice(1);
    expect(isSolved(PUZZLE, oneOff, SOLUTION)).toBe(false);
    // A "solution" that changed a given never counts, even if the grid matches it.
    expect(isSolved(PUZZLE, oneOff, oneOff)).toBe(false);
  });

  it('minSolveSeconds grows with the empty cells and is a floor, not zero', () => {
    const few = takuzuEngine.minSolveSeconds(PUZZLE);
    const many = takuzuEngine.minSolveSeconds(Array(12).fill('............').join('/'));
    expect(few).toBeGreaterThanOrEqual(5);
    expect(few).toBeLessThan(20);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeLessThanOrEqual(144 * 0.5);
  });
});

describe('the browser entry point', () => {
  it('pulls in neither the solver, the generator nor zod', async () => {
    const { readFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*from '([^']+)'/gm)) {
        if (spec!.startsWith('.')) visit(join(dirname(file), spec + '.ts'));
        else seen.add(spec!);
      }
    };
    visit(join(__dirname, 'client.ts'));
    const names = [...seen].map((f) => f.split('/').pop());
    expect(names).toContain('rules.ts');
    for (const server of ['solver.ts', 'generator.ts', 'hint.ts', 'solution-counter.ts', 'move-schema.ts', 'zod']) {
      expect(names).not.toContain(server);
    }
  });
});
