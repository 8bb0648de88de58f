/**
 * The word list, parsed once and indexed once per minimum score. Server only (it is the answers).
 */
import 'server-only';
import { WORD_LIST } from './word-list';
import { buildWordIndex, type WordIndex } from './word-index';
import { parseWordList, type WordEntry } from './word-list-text';
import { isSkipped, writtenClues } from './written-clues';

let entries: WordEntry[] | null = null;
const indexes = new Map<number, WordIndex>();

/**
 * Every entry of the word list a grid may use, sorted by answer: not those the clue writers skipped.
 * An answer with only a written clue carries its harder one here, so the filler's rule of no clue
 * twice in a grid holds for it too (the grid shows the level's clue: generator.ts).
 */
export function crosswordWords(): readonly WordEntry[] {
  entries ??= parseWordList(WORD_LIST).flatMap((entry) => {
    if (isSkipped(entry.answer)) return [];
    if (entry.clue !== '') return [entry];
    const written = writtenClues().get(entry.answer);
    return written && !('skip' in written) ? [{ ...entry, clue: written.harder }] : [];
  });
  return entries;
}

/** The filler's index of the words scoring at least minScore. */
export function wordIndexFor(minScore: number): WordIndex {
  let index = indexes.get(minScore);
  if (!index) {
    index = buildWordIndex(crosswordWords().filter((e) => e.score >= minScore));
    indexes.set(minScore, index);
  }
  return index;
}
