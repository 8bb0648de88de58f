import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceFind, placeKey } from './brute-force-scanner';
import { lineCells } from './lines';
import { buildTrie, findOccurrences, proofProblems } from './scanner';
import { runs } from '@/tests/support/property-runs';

const grid = (rows: string[]) => ({ width: rows[0]!.length, height: rows.length, letters: rows.join('') });
const places = (g: ReturnType<typeof grid>, found: { word: string; from: number; to: number }[]) =>
  found.map((o) => `${o.word}@${placeKey(lineCells(g, o.from, o.to)!)}`).sort();

describe('findOccurrences', () => {
  it('reads words in all eight directions', () => {
    // C . . T   the word CAT right, down, diagonally, and TAC read the other way
    const g = grid(['CATX', 'AAXX', 'TXTX', 'XXXX']);
    const found = findOccurrences(g, buildTrie(['CAT']));
    expect(found.map((o) => [o.from, o.to]).sort()).toEqual([
      [0, 10],
      [0, 2],
      [0, 8],
    ]);
    const backwards = findOccurrences(g, buildTrie(['TAC']));
    expect(backwards.map((o) => [o.from, o.to]).sort()).toEqual([
      [10, 0],
      [2, 0],
      [8, 0],
    ]);
  });

  it('counts a palindrome once per place, though it reads from both ends', () => {
    const g = grid(['XABAX', 'XXXXX']);
    expect(findOccurrences(g, buildTrie(['ABA']))).toEqual([{ word: 'ABA', from: 1, to: 3 }]);
    // Two places: two appearances.
    expect(findOccurrences(grid(['ABABA', 'XXXXX']), buildTrie(['ABA']))).toHaveLength(2);
  });

  it('finds a word inside another and overlapping readings', () => {
    const found = findOccurrences(grid(['CATFISH', 'XXXXXXX']), buildTrie(['CAT', 'CATFISH', 'FISH', 'HSIF']));
    expect(found.map((o) => o.word).sort()).toEqual(['CAT', 'CATFISH', 'FISH', 'HSIF']);
  });

  it('leaves out words that are not plain capital letters', () => {
    expect(findOccurrences(grid(['ABCD', 'XXXX']), buildTrie(['AB-C', 'ab', 'BCD']))).toEqual([{ word: 'BCD', from: 1, to: 3 }]);
  });

  it('agrees with the brute-force referee on random grids and words', () => {
    const letter = fc.constantFrom('A', 'B', 'C');
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 2, max: 7 }),
        fc.array(letter, { minLength: 49, maxLength: 49 }),
        fc.uniqueArray(
          fc.array(letter, { minLength: 2, maxLength: 5 }).map((l) => l.join('')),
          { maxLength: 8 },
        ),
        (width, height, cells, words) => {
          const g = { width, height, letters: cells.slice(0, width * height).join('') };
          const fast = places(g, findOccurrences(g, buildTrie(words)));
          const slow = [...new Set(places(g, bruteForceFind(g.letters, width, height, words)))].sort();
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('proofProblems', () => {
  // C A T S Q    cells  0  1  2  3  4
  // O J J J J           5  6  7  8  9
  // W J J J J          10 11 12 13 14
  // J J J J J
  // J J J J J
  const rows = ['CATSQ', 'OJJJJ', 'WJJJJ', 'JJJJJ', 'JJJJJ'];
  const placements = [
    { word: 'CATS', from: 0, to: 3 },
    { word: 'COW', from: 0, to: 10 },
  ];
  const none = buildTrie([]);

  it('passes a grid where each listed word stands once and nothing offensive shows', () => {
    expect(proofProblems(grid(rows), placements, none)).toEqual([]);
  });

  it('allows an offensive word read wholly inside one placed word, either way', () => {
    expect(proofProblems(grid(rows), placements, buildTrie(['ATS', 'STA']))).toEqual([]);
  });

  it('refuses an offensive word across a placed word and the filler, or in the filler', () => {
    const across = proofProblems(grid(rows), placements, buildTrie(['TSQ']));
    expect(across).toEqual([{ reason: 'offensive', occurrence: { word: 'TSQ', from: 2, to: 4 }, cells: [2, 3, 4] }]);
    const filler = proofProblems(grid(rows), placements, buildTrie(['JJJJ']));
    expect(filler.length).toBeGreaterThan(0);
    expect(filler.every((p) => p.reason === 'offensive' && p.cells.every((c) => rows.join('')[c] === 'J'))).toBe(true);
  });

  it('refuses an offensive word across two placed words, though it holds no filler', () => {
    // CAT and TOW share their T: ATO reads across both, inside neither.
    const crossing = [
      { word: 'CAT', from: 0, to: 2 },
      { word: 'TOW', from: 2, to: 4 },
    ];
    const problems = proofProblems(grid(['CATOW', 'JJJJJ', 'JJJJJ', 'JJJJJ', 'JJJJJ']), crossing, buildTrie(['ATO', 'CATO']));
    expect(problems.map((p) => [p.reason, p.occurrence.word])).toEqual([
      ['offensive', 'CATO'],
      ['offensive', 'ATO'],
    ]);
  });

  it('refuses a listed word read a second time', () => {
    const twice = ['CATSQ', 'OJJJJ', 'WJJJJ', 'WOCJJ', 'JJJJJ'];
    expect(proofProblems(grid(twice), placements, none)).toEqual([
      { reason: 'repeated', occurrence: { word: 'COW', from: 17, to: 15 }, cells: [17, 16, 15] },
    ]);
  });

  it('refuses a listed word inside another listed word', () => {
    const inside = [
      { word: 'CATS', from: 0, to: 3 },
      { word: 'CAT', from: 0, to: 10 },
    ];
    const problems = proofProblems(grid(['CATSQ', 'AJJJJ', 'TJJJJ', 'JJJJJ', 'JJJJJ']), inside, none);
    expect(problems.map((p) => [p.reason, p.occurrence.word, p.occurrence.from, p.occurrence.to])).toEqual([['repeated', 'CAT', 0, 2]]);
  });

  it('refuses a placement the letters do not spell', () => {
    const problems = proofProblems(grid(['CATSQ', 'OJJJJ', 'XJJJJ', 'JJJJJ', 'JJJJJ']), placements, none);
    expect(problems.map((p) => p.reason)).toContain('missing');
  });
});
