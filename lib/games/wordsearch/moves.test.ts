import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSchema } from './move-schema';
import { applyMove, initialGrid, isPuzzle, isSolved } from './moves';
import { minSolveSeconds, plausibleSeconds } from './timing';

// C A T S      cells  0  1  2  3
// O X O Q             4  5  6  7
// W N G D             8  9 10 11
// K Y E V            12 13 14 15
const PUZZLE = 'CATS/OXOQ/WNGD/KYEV:CAT,COW,GOT,SON:Animals';
const SOLUTION = '0-2,0-8,10-2,3-9';

describe('applyMove', () => {
  it('marks the word a selection spells as found, dragged from either end', () => {
    expect(initialGrid(PUZZLE)).toBe('0000');
    expect(applyMove(PUZZLE, '0000', { from: 0, to: 2 })).toBe('1000');
    expect(applyMove(PUZZLE, '1000', { from: 2, to: 10 })).toBe('1010');
    expect(applyMove(PUZZLE, '1010', { from: 9, to: 3 })).toBe('1011');
    expect(applyMove(PUZZLE, '1011', { from: 8, to: 0 })).toBe('1111');
  });

  it('changes nothing for a wrong selection, a found word, an off-board cell or a bad state', () => {
    expect(applyMove(PUZZLE, '0000', { from: 0, to: 3 })).toBeNull(); // CATS
    expect(applyMove(PUZZLE, '0000', { from: 1, to: 13 })).toBeNull(); // AXNY
    expect(applyMove(PUZZLE, '0000', { from: 0, to: 6 })).toBeNull(); // no line
    expect(applyMove(PUZZLE, '1000', { from: 0, to: 2 })).toBeNull();
    expect(applyMove(PUZZLE, '0000', { from: 0, to: 16 })).toBeNull();
    expect(applyMove(PUZZLE, '000', { from: 0, to: 2 })).toBeNull();
    expect(applyMove(PUZZLE, '00x0', { from: 0, to: 2 })).toBeNull();
    expect(applyMove('not a puzzle', '0000', { from: 0, to: 2 })).toBeNull();
  });
});

describe('isSolved', () => {
  it('only when every word is found', () => {
    expect(isSolved(PUZZLE, '1111', SOLUTION)).toBe(true);
    expect(isSolved(PUZZLE, '1110', SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, '0000', SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, '11111', SOLUTION)).toBe(false);
    expect(isSolved(PUZZLE, '1111', '0-2,0-8')).toBe(false);
    expect(isSolved(PUZZLE, '1111', 'nonsense')).toBe(false);
  });
});

describe('isPuzzle', () => {
  it('takes a well-formed square puzzle of a served size only', () => {
    const row = 'ABCDEFGHIJ';
    expect(isPuzzle(`${Array(10).fill(row).join('/')}:ABC,HIJ:Letters`)).toBe(true);
    expect(isPuzzle(`${Array(12).fill('ABCDEFGHIJKL').join('/')}:ABC`)).toBe(true);
    expect(isPuzzle(PUZZLE)).toBe(false); // 4x4 is no level's size
    expect(isPuzzle(`${Array(9).fill(row).join('/')}:ABC`)).toBe(false); // not square
    expect(isPuzzle(`${Array(10).fill(row).join('/')}`)).toBe(false);
    expect(initialGrid('nonsense')).toBe('');
  });
});

describe('moveSchema', () => {
  it('accepts two whole cells and nothing else', () => {
    expect(moveSchema.parse({ from: 0, to: 224 })).toEqual({ from: 0, to: 224 });
    for (const bad of [
      { from: 0 },
      { from: 0, to: 1.5 },
      { from: -1, to: 2 },
      { from: '0', to: 2 },
      { from: 0, to: 2, word: 'CAT' },
      { from: 0, to: 400 },
      null,
    ]) {
      expect(moveSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('time floors', () => {
  it('refuse under a second a word, and hold under the fastest human pace per level', () => {
    expect(minSolveSeconds(PUZZLE)).toBe(4);
    expect(plausibleSeconds(PUZZLE, 'easy')).toBe(12);
    expect(plausibleSeconds(PUZZLE, 'medium')).toBe(16);
    expect(plausibleSeconds(PUZZLE, 'hard')).toBe(24);
    expect(plausibleSeconds(PUZZLE, 'expert')).toBe(0);
    expect(minSolveSeconds('nonsense')).toBe(0);
  });
});

describe('the browser entry point', () => {
  it('pulls in neither the generator, the scanner, the word lists, the solution nor zod', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*from '([^']+)'/gm)) {
        if (spec!.startsWith('.')) visit(join(dirname(file), spec + '.ts'));
        else seen.add(spec!);
      }
      for (const [, spec] of source.matchAll(/^import '([^']+)'/gm)) seen.add(spec!);
    };
    visit(join(__dirname, 'client.ts'));
    const names = [...seen].map((f) => f.split('/').pop());
    expect(names).toEqual(expect.arrayContaining(['lines.ts', 'format.ts', 'levels.ts', 'moves.ts']));
    for (const server of [
      'generator.ts',
      'scanner.ts',
      'themes.ts',
      'offensive-words.ts',
      'hint.ts',
      'move-schema.ts',
      'zod',
      'server-only',
    ]) {
      expect(names).not.toContain(server);
    }
  });
});
