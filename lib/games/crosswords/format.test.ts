import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import {
  formatCrossword,
  formatShape,
  formatSolution,
  isClueText,
  parseCrossword,
  parseShape,
  parseSolution,
  type CrosswordPuzzle,
} from './format';
import { slotsOf } from './grid';
import { randomPattern } from './patterns';
import { runs } from '@/tests/support/property-runs';

const MINI = '#...#/...../...../...../#...#';
const miniText =
  `${MINI}|A1 Came together;A4 Committee having supervisory powers;A6 Strong emotion;A7 Pass along;A8 Up to the present time` +
  '|D1 Most common medium of exchange;D2 Birds of prey;D3 Interact in a certain way;D4 Room or establishment;D5 Free from moisture';

/** A puzzle on a shape with the given clue texts, numbered by slotsOf. */
function puzzleOn(grid: string, texts: (i: number) => string): CrosswordPuzzle {
  const shape = parseShape(grid)!;
  return { ...shape, clues: slotsOf(shape).map((s, i) => ({ direction: s.direction, number: s.number, text: texts(i) })) };
}

describe('parseCrossword', () => {
  it('reads the grid and the clues in number order', () => {
    const puzzle = parseCrossword(miniText)!;
    expect(puzzle.width).toBe(5);
    expect(puzzle.blocks.filter(Boolean)).toHaveLength(4);
    expect(puzzle.clues.map((c) => `${c.direction[0]}${c.number}`)).toEqual(['a1', 'a4', 'a6', 'a7', 'a8', 'd1', 'd2', 'd3', 'd4', 'd5']);
    expect(puzzle.clues[1]!.text).toBe('Committee having supervisory powers');
  });

  it('refuses clues that do not match the grid', () => {
    const swapped = miniText.replace('A4 Committee', 'A5 Committee');
    const missing = miniText.replace(';A8 Up to the present time', '');
    const wrongSection = miniText.replace(';A8 Up to the present time|D1', '|A8 Up to the present time;D1');
    const letter = miniText.replace('D1 Most', 'A1 Most');
    for (const text of [swapped, missing, wrongSection, letter]) expect(parseCrossword(text)).toBeNull();
  });

  it('refuses malformed grids and texts', () => {
    const bad = [
      '',
      MINI,
      `${MINI}|A1 x`,
      `${miniText}|extra`,
      miniText.replace('#...#/', '#..#/'), // ragged
      miniText.replace('#...#/', '#..x#/'), // a letter in the grid
      miniText.replace('A1 Came together', 'A1 '), // empty text
      miniText.replace('A1 Came together', 'A1  Came'), // leading space
      miniText.replace('A1 Came together', 'A1 Came\ttogether'), // control character
      `###/###/###||`, // no white cell
    ];
    for (const text of bad) expect(parseCrossword(text)).toBeNull();
  });

  it('round-trips what formatCrossword writes (random patterns and clue texts)', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).filter(isClueText);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(5, 7, 9),
        fc.array(text, { minLength: 40, maxLength: 40 }),
        (seed, size, texts) => {
          const shape = randomPattern({ size, minBlocks: 2, maxBlocks: size * 2 }, createSeededRandom(`format ${seed}`));
          const puzzle = puzzleOn(formatShape(shape), (i) => texts[i % texts.length]!);
          const written = formatCrossword(puzzle);
          expect(parseCrossword(written)).toEqual(puzzle);
          expect(formatCrossword(parseCrossword(written)!)).toBe(written);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('formatCrossword refuses a clue holding a separator or clues that do not match', () => {
    expect(() => formatCrossword(puzzleOn(MINI, (i) => (i === 3 ? 'one; two' : 'clue')))).toThrow();
    expect(() => formatCrossword(puzzleOn(MINI, (i) => (i === 3 ? 'a | b' : 'clue')))).toThrow();
    const puzzle = puzzleOn(MINI, () => 'clue');
    expect(() => formatCrossword({ ...puzzle, clues: puzzle.clues.slice(1) })).toThrow();
  });
});

describe('solution text', () => {
  const shape = parseShape(MINI)!;

  it('has the grid shape with a letter in every white cell, and reads back', () => {
    const letters = [...'#MET#BOARDANGERRELAY#YET#'];
    const text = formatSolution(shape, letters);
    expect(text).toBe('#MET#/BOARD/ANGER/RELAY/#YET#');
    expect(parseSolution(shape, text)).toEqual(letters);
  });

  it('does not fit another shape, a missing letter or lower case', () => {
    expect(parseSolution(shape, 'MMET#/BOARD/ANGER/RELAY/#YET#')).toBeNull();
    expect(parseSolution(shape, '#met#/BOARD/ANGER/RELAY/#YET#')).toBeNull();
    expect(parseSolution(shape, '#MET#/BOARD/ANGER/RELAY')).toBeNull();
    expect(() => formatSolution(shape, [...'#ME.#BOARDANGERRELAY#YET#'])).toThrow();
  });
});
