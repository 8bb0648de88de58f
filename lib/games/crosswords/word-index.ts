/**
 * The filler's dictionary: the words of each length, most common first, with one bitset per
 * (position, letter) saying which words have that letter there. A slot's candidates are a bitset
 * too, narrowed by AND-ing the bitsets of the letters its crossings put in it.
 */
import type { WordEntry } from './word-list-text';
import { popcount } from '../toolbox/combinatorics';

export type Bitset = Uint32Array;

export type LengthIndex = {
  /** The words of this length, highest score first (ties alphabetical). */
  readonly words: readonly WordEntry[];
  /** Bitset of every word of this length. */
  readonly all: Bitset;
  /** `letters[position * 26 + letter]`: the words with that letter (0 = A) at that position. */
  readonly letters: readonly Bitset[];
  /** `codes[word * length + position]`: the letter (0 = A) of each word at each position. */
  readonly codes: Uint8Array;
};

export type WordIndex = ReadonlyMap<number, LengthIndex>;

export function buildWordIndex(entries: readonly WordEntry[]): WordIndex {
  const byLength = new Map<number, WordEntry[]>();
  for (const entry of entries) {
    const list = byLength.get(entry.answer.length);
    if (list) list.push(entry);
    else byLength.set(entry.answer.length, [entry]);
  }
  const index = new Map<number, LengthIndex>();
  for (const [length, list] of byLength) {
    const words = [...list].sort((a, b) => b.score - a.score || (a.answer < b.answer ? -1 : 1));
    const size = Math.ceil(words.length / 32);
    const all = new Uint32Array(size);
    const letters = Array.from({ length: length * 26 }, () => new Uint32Array(size));
    const codes = new Uint8Array(words.length * length);
    words.forEach((word, i) => {
      all[i >>> 5]! |= 1 << (i & 31);
      for (let p = 0; p < length; p++) {
        codes[i * length + p] = word.answer.charCodeAt(p) - 65;
        letters[p * 26 + codes[i * length + p]!]![i >>> 5]! |= 1 << (i & 31);
      }
    });
    index.set(length, { words, all, letters, codes });
  }
  return index;
}

/**
 * The number of words in a bitset. Bit-parallel (SWAR) rather than the toolbox's popcount, which
 * takes one step per set bit: a slot's first bitsets are nearly full, and this runs at every node.
 */
export function countOf(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) count += popcount(bits[i]!);
  return count;
}

/** The indices of the set bits, ascending (so the most common words first). */
export function members(bits: Bitset): number[] {
  const found: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    for (let v = bits[i]!; v !== 0; v &= v - 1) found.push((i << 5) + (31 - Math.clz32(v & -v)));
  }
  return found;
}
