/**
 * The word list, parsed once and indexed once per minimum score. Server only (it is the answers).
 */
import 'server-only';
import { WORD_LIST } from './word-list';
import { buildWordIndex, type WordIndex } from './word-index';
import { parseWordList, type WordEntry } from './word-list-text';

let entries: WordEntry[] | null = null;
const indexes = new Map<number, WordIndex>();

/** Every entry of the word list, sorted by answer. */
export function crosswordWords(): readonly WordEntry[] {
  entries ??= parseWordList(WORD_LIST);
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
