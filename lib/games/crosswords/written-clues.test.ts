import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { clueFault } from './clue-check';
import { parseCrossword, parseSolution } from './format';
import { generate } from './generator';
import { slotsOf } from './grid';
import { CROSSWORD_LEVELS } from './levels';
import { clueAtLevel, gridClues, writtenClues } from './written-clues';
import { HARDER_CLUE_LENGTH, parseWrittenClues, STRAIGHT_CLUE_LENGTH, writtenClueMap } from './written-clues-text';
import { crosswordWords } from './words';
import { seedsFor } from '@/tests/support/property-runs';

const written = writtenClues();

describe('the written-clue text', () => {
  it('parses answers with a straight and a harder clue, and skipped answers', () => {
    expect(parseWrittenClues('\ncat|Pet that purrs|Lion, for one\n\nnth|SKIP|SKIP\n')).toEqual([
      { answer: 'CAT', straight: 'Pet that purrs', harder: 'Lion, for one' },
      { answer: 'NTH', skip: true },
    ]);
  });

  it('refuses a malformed line, half a skip and an answer written twice', () => {
    expect(() => parseWrittenClues('cat|Pet that purrs')).toThrow(/malformed/);
    expect(() => parseWrittenClues('Cat|Pet|Lion')).toThrow(/malformed/);
    expect(() => parseWrittenClues('cat|SKIP|Lion')).toThrow(/skips one clue only/);
    expect(() => writtenClueMap(['cat|Pet|Lion', 'cat|Feline|Tom'])).toThrow(/two written clues/);
  });
});

describe('the written clues', () => {
  it('hold a few thousand answers', () => {
    expect(written.size).toBeGreaterThan(2000);
  });

  it('each passes the give-away, grammar and length checks (straight for the Mini, harder for the Midi and 9x9)', () => {
    const faults: string[] = [];
    for (const clue of written.values()) {
      if ('skip' in clue) continue;
      const straight = clueFault(clue.answer, clue.straight, STRAIGHT_CLUE_LENGTH);
      const harder = clueFault(clue.answer, clue.harder, HARDER_CLUE_LENGTH);
      if (straight) faults.push(`${clue.answer}: "${clue.straight}" ${straight}`);
      if (harder) faults.push(`${clue.answer}: "${clue.harder}" ${harder}`);
    }
    expect(faults).toEqual([]);
  });

  it('keep skipped answers out of the grids', () => {
    const skipped = [...written.values()].filter((c) => 'skip' in c).map((c) => c.answer);
    const used = new Set(crosswordWords().map((e) => e.answer));
    expect(skipped.filter((a) => used.has(a))).toEqual([]);
  });
});

/** The grid's answers with their slots, from a generated puzzle. */
function answersOf(puzzle: string, solution: string) {
  const shape = parseCrossword(puzzle)!;
  const letters = parseSolution(shape, solution)!;
  return slotsOf(shape).map((slot, s) => ({ slot, answer: slot.cells.map((c) => letters[c]).join(''), clue: shape.clues[s]!.text }));
}

describe('generated grids', () => {
  // 300 Minis at a seed offset the run rotates (printed at the start; FC_SEED repeats it).
  const MINI_SEEDS = seedsFor(300, 300);

  it(`${MINI_SEEDS.length} Minis: written clues cover at least 90 % of the white squares across and down`, () => {
    const covered = { across: 0, down: 0 };
    let squares = 0;
    for (const i of MINI_SEEDS) {
      const { puzzle, solution } = generate('easy', createSeededRandom(`written clues ${i}`));
      const entries = answersOf(puzzle, solution);
      squares += parseCrossword(puzzle)!.blocks.filter((b) => !b).length;
      for (const { slot, answer } of entries) {
        const clue = written.get(answer);
        if (clue && !('skip' in clue)) covered[slot.direction] += slot.cells.length;
      }
    }
    expect(covered.across / squares).toBeGreaterThanOrEqual(0.9);
    expect(covered.down / squares).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it.each(CROSSWORD_LEVELS.map((l) => l.id))(
    "%s: each answer shows the level's written clue (Mini: straight, at most 40 characters; else harder), or the word list's; no clue twice",
    (level) => {
      const fallback = new Map(crosswordWords().map((e) => [e.answer, e.clue]));
      let writtenSlots = 0;
      let levelClues = 0;
      for (const i of seedsFor(50, 10)) {
        const { puzzle, solution } = generate(level, createSeededRandom(`clue style ${level} ${i}`));
        const entries = answersOf(puzzle, solution);
        expect(new Set(entries.map((e) => e.clue)).size, puzzle).toBe(entries.length);
        for (const { answer, clue } of entries) {
          const mine = written.get(answer);
          if (!mine || 'skip' in mine) {
            expect(clue).toBe(fallback.get(answer));
            continue;
          }
          writtenSlots++;
          if (clue === clueAtLevel(level, answer, fallback.get(answer)!)) levelClues++;
          // A repeated text gives way to the answer's other clue: never a longer one in the Mini.
          expect([mine.straight, mine.harder, fallback.get(answer)]).toContain(clue);
          if (level === 'easy' && clue !== fallback.get(answer)) expect(clue.length).toBeLessThanOrEqual(STRAIGHT_CLUE_LENGTH);
        }
      }
      expect(levelClues / writtenSlots).toBeGreaterThan(0.97);
    },
    60_000,
  );

  it('a clue two answers share is shown once: the second answer takes another of its clues', () => {
    const clues = [...written.values()].filter((c) => !('skip' in c)) as { answer: string; straight: string; harder: string }[];
    const first = clues.find((c) => clues.some((d) => d !== c && d.straight === c.straight))!;
    const second = clues.find((d) => d !== first && d.straight === first.straight)!;
    const shown = gridClues('easy', [
      { answer: first.answer, clue: 'First list clue' },
      { answer: second.answer, clue: 'Second list clue' },
    ]);
    expect(shown[0]).toBe(first.straight);
    expect(shown[1]).toBe(second.harder.length <= STRAIGHT_CLUE_LENGTH ? second.harder : 'Second list clue');
  });
});
