/**
 * A new crossword at a level: a random American-style pattern (patterns.ts), skipped if its
 * estimated number of fills is too low (fillability.ts), filled by the filler (filler.ts) from the
 * word list; a pattern the filler cannot fill within its node budget is replaced by a new one.
 * Server only: the solution comes with it.
 */
import 'server-only';
import type { GeneratedPuzzle, Random } from '../grid-puzzle-engine';
import { fillGrid, type FillStats } from './filler';
import { keepsPattern, logExpectedFills } from './fillability';
import { formatCrossword, formatSolution } from './format';
import { slotsOf, type GridShape } from './grid';
import { LEVEL_RULES, type CrosswordLevel } from './levels';
import { randomPattern } from './patterns';
import type { WordIndex } from './word-index';
import { wordIndexFor } from './words';
import { gridClues } from './written-clues';

/** Patterns filled before giving up (far above what any level needs: see generation-bench.ts). */
export const MAX_FILLS = 100;
/** Patterns drawn before giving up, counting those skipped as too hard to fill. */
export const MAX_DRAWS = 5000;

export type GenerationStats = {
  /** Patterns drawn, and those of them the filler was run on. */
  draws: number;
  fills: number;
  /** Placements over all the fills. */
  nodes: number;
};

export type GeneratedCrossword = GeneratedPuzzle & { stats: GenerationStats };

export function generate(level: CrosswordLevel, random: Random): GeneratedPuzzle {
  const { puzzle, solution } = generateWithStats(level, random);
  return { puzzle, solution };
}

export function generateWithStats(
  level: CrosswordLevel,
  random: Random,
  index: WordIndex = wordIndexFor(LEVEL_RULES[level].minScore),
): GeneratedCrossword {
  const rule = LEVEL_RULES[level];
  const stats: GenerationStats = { draws: 0, fills: 0, nodes: 0 };
  while (stats.fills < MAX_FILLS && stats.draws < MAX_DRAWS) {
    stats.draws++;
    const shape = randomPattern(rule, random);
    const slots = slotsOf(shape);
    if (!keepsPattern(logExpectedFills(slots, index), rule, random)) continue;
    stats.fills++;
    const fill: FillStats = { nodes: 0, exhausted: false };
    const words = fillGrid(shape, slots, index, random, rule, fill);
    stats.nodes += fill.nodes;
    if (words) return { ...texts(level, shape, slots, words), stats };
  }
  throw new Error(`crosswords: no ${level} grid filled (${stats.fills} patterns filled, ${stats.draws} drawn)`);
}

/** The grid's texts; each slot's clue is the level's written one, else the word list's (written-clues.ts, gridClues). */
function texts(
  level: CrosswordLevel,
  shape: GridShape,
  slots: ReturnType<typeof slotsOf>,
  words: readonly { answer: string; clue: string }[],
) {
  const letters: string[] = shape.blocks.map(() => '');
  slots.forEach((slot, s) => slot.cells.forEach((cell, at) => (letters[cell] = words[s]!.answer[at]!)));
  const shown = gridClues(level, words);
  const clues = slots.map((slot, s) => ({ direction: slot.direction, number: slot.number, text: shown[s]! }));
  return { puzzle: formatCrossword({ ...shape, clues }), solution: formatSolution(shape, letters) };
}
