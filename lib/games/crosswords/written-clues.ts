/**
 * The clues written by us (written-clues/*.ts) for the answers that fill most Minis, and which clue a
 * grid shows at each level. Server only: the answers are the solution.
 */
import 'server-only';
import type { CrosswordLevel } from './levels';
import { WRITTEN_CLUES_A_TO_FRE } from './written-clues/a-to-fre';
import { WRITTEN_CLUES_FRE_TO_PUL } from './written-clues/fre-to-pul';
import { WRITTEN_CLUES_LESS_COMMON_ABBEY_TO_LIMPS } from './written-clues/less-common-abbey-to-limps';
import { WRITTEN_CLUES_LESS_COMMON_LINEN_TO_ZOOS } from './written-clues/less-common-linen-to-zoos';
import { WRITTEN_CLUES_PUL_TO_Z } from './written-clues/pul-to-z';
import { STRAIGHT_CLUE_LENGTH, writtenClueMap, type WrittenClue } from './written-clues-text';

let clues: ReadonlyMap<string, WrittenClue> | null = null;

/** Every written clue by answer (upper case), SKIP lines included. */
export function writtenClues(): ReadonlyMap<string, WrittenClue> {
  clues ??= writtenClueMap([
    WRITTEN_CLUES_A_TO_FRE,
    WRITTEN_CLUES_FRE_TO_PUL,
    WRITTEN_CLUES_PUL_TO_Z,
    WRITTEN_CLUES_LESS_COMMON_ABBEY_TO_LIMPS,
    WRITTEN_CLUES_LESS_COMMON_LINEN_TO_ZOOS,
  ]);
  return clues;
}

/** Whether the writers marked the answer as one the puzzles should not use. */
export const isSkipped = (answer: string) => {
  const clue = writtenClues().get(answer);
  return clue !== undefined && 'skip' in clue;
};

/**
 * The clue a grid at this level shows for the answer: the written straight clue in the Mini (easy),
 * the written harder one in the Midi and the 9x9; the word list's rule-derived clue (`fallback`)
 * for an answer nobody wrote a clue for.
 */
export function clueAtLevel(level: CrosswordLevel, answer: string, fallback: string): string {
  const clue = writtenClues().get(answer);
  if (clue === undefined || 'skip' in clue) return fallback;
  return level === 'easy' ? clue.straight : clue.harder;
}

/**
 * The clues of a grid's answers at this level (clueAtLevel), no text twice: writers gave some
 * answers the same short clue ("Allow"), so a repeat takes the answer's other written clue (in the
 * Mini only if it is as short as a straight one), then its word-list clue (the filler keeps those distinct).
 */
export function gridClues(level: CrosswordLevel, words: readonly { answer: string; clue: string }[]): string[] {
  const used = new Set<string>();
  return words.map(({ answer, clue: fallback }) => {
    const written = writtenClues().get(answer);
    const other = written && !('skip' in written) ? (level === 'easy' ? written.harder : written.straight) : fallback;
    // The Mini's clues stay short: the harder clue only if it fits the straight one's length.
    const fits = level !== 'easy' || other.length <= STRAIGHT_CLUE_LENGTH;
    const clue = [clueAtLevel(level, answer, fallback), fits ? other : '', fallback].find((c) => c !== '' && !used.has(c)) ?? fallback;
    used.add(clue);
    return clue;
  });
}
