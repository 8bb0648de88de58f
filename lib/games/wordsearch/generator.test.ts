/**
 * The generator's promise over 200 seeds per level, checked by the independent brute-force
 * referee (grid-check.ts): each listed word exactly once, at its place in the solution, in the
 * level's directions; no offensive word outside the placed words; the level's size and word count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { isThemeTitle, parseWordsearch } from './format';
import { gridFaults } from './grid-check';
import { engine as wordsearchEngine } from './index';
import { LEVEL_RULES, LEVELS, type WordsearchLevel } from './levels';
import { OFFENSIVE_WORDS } from './offensive-words';
import { parsePlaces } from './solution';
import { WORDSEARCH_THEMES } from './themes';
import { runs } from '@/tests/support/property-runs';

const RUNS = runs(200);
const LEVEL_IDS = LEVELS.map((l) => l.id);

describe.each(LEVEL_IDS)('%s grids', (level) => {
  it(`${RUNS} grids: every listed word once by the brute-force referee, no offensive word in the filler`, () => {
    const { size, directions, minWords, maxWords } = LEVEL_RULES[level];
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { puzzle, solution } = wordsearchEngine.generate(level, createSeededRandom(`${level}:${seed}`));
        expect(wordsearchEngine.isPuzzle(puzzle)).toBe(true);
        const parsed = parseWordsearch(puzzle)!;
        expect([parsed.width, parsed.height]).toEqual([size, size]);
        expect(parsed.words.length).toBeGreaterThanOrEqual(minWords);
        expect(parsed.words.length).toBeLessThanOrEqual(maxWords);
        const theme = WORDSEARCH_THEMES.find((t) => t.title === parsed.theme);
        expect(theme).toBeDefined();
        for (const word of parsed.words) expect(theme!.words).toContain(word);
        expect(gridFaults(puzzle, solution, directions, OFFENSIVE_WORDS)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe('generate', () => {
  it('is deterministic for a given random source', () => {
    for (const level of LEVEL_IDS) {
      const a = wordsearchEngine.generate(level, createSeededRandom('same'));
      expect(wordsearchEngine.generate(level, createSeededRandom('same'))).toEqual(a);
      expect(wordsearchEngine.generate(level, createSeededRandom('other'))).not.toEqual(a);
    }
  });

  it('refuses an unknown level', () => {
    expect(() => wordsearchEngine.generate('expert' as WordsearchLevel, createSeededRandom('x'))).toThrow(/unknown level/);
  });

  it('uses every theme: each title fits the format and has words enough for the largest count', () => {
    for (const theme of WORDSEARCH_THEMES) {
      expect(isThemeTitle(theme.title), theme.title).toBe(true);
      expect(theme.words.filter((w) => w.length <= LEVEL_RULES.easy.size).length, theme.title).toBeGreaterThanOrEqual(
        LEVEL_RULES.hard.maxWords,
      );
    }
  });

  it('plays a generated grid to the win through the engine, following the hints', () => {
    for (const level of LEVEL_IDS) {
      const { puzzle, solution } = wordsearchEngine.generate(level, createSeededRandom(`play-${level}`));
      const places = parsePlaces(solution)!;
      let found = wordsearchEngine.initialGrid(puzzle);
      const wrong = { from: places[0]!.from, to: places[0]!.from + 1 };
      expect(wordsearchEngine.applyMove(puzzle, found, wrong)).toBeNull();
      for (let step = 0; !wordsearchEngine.isSolved(puzzle, found, solution); step++) {
        expect(step).toBeLessThan(places.length);
        const hint = wordsearchEngine.hint(puzzle, found, solution)!;
        const index = places.findIndex((p, i) => p.from === hint.cells[0] && found[i] === '0');
        const place = places[index]!;
        // Drag every other word from its last letter back to its first.
        const move = step % 2 ? { from: place.to, to: place.from } : place;
        const next = wordsearchEngine.applyMove(puzzle, found, wordsearchEngine.moveSchema.parse(move));
        expect(next).not.toBeNull();
        expect(next![index]).toBe('1');
        found = next!;
        expect(wordsearchEngine.applyMove(puzzle, found, move)).toBeNull();
      }
      expect(wordsearchEngine.hint(puzzle, found, solution)).toBeNull();
      const words = places.length;
      expect(wordsearchEngine.minSolveSeconds(puzzle)).toBe(words);
      expect(wordsearchEngine.plausibleSeconds(puzzle, level)).toBe(words * { easy: 3, medium: 4, hard: 6 }[level]);
    }
  });
});
