/**
 * The generator's proof: every word of a set read in a straight line anywhere in the grid, in all
 * eight directions, whatever directions the level places words in (a player may read any line).
 * A trie walk from every cell in every direction stops at the first letter no word continues with,
 * so a whole 15x15 grid against hundreds of words costs a few thousand steps.
 */
import type { WordsearchPuzzle } from './format';
import { ALL_DIRECTIONS } from './levels';
import { lineCells } from './lines';

export type Grid = Pick<WordsearchPuzzle, 'width' | 'height' | 'letters'>;

/** A word read in a straight line from cell `from` (its first letter) to cell `to` (its last). */
export type Occurrence = { readonly word: string; readonly from: number; readonly to: number };

export type WordTrie = {
  /** 26 child slots per node, node 0 the root; 0 means no child (no edge leads back to the root). */
  readonly children: Int32Array;
  /** The word ending at each node, if any. */
  readonly ends: readonly (string | undefined)[];
};

const A = 'A'.charCodeAt(0);
const LETTERS = /^[A-Z]+$/;

/** Words other than A-Z letters can never be read in a grid of letters, so they are left out. */
export function buildTrie(words: Iterable<string>): WordTrie {
  const children: number[] = new Array<number>(26).fill(0);
  const ends: (string | undefined)[] = [undefined];
  for (const word of words) {
    if (!LETTERS.test(word)) continue;
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const slot = node * 26 + word.charCodeAt(i) - A;
      if (children[slot] === 0) {
        children[slot] = ends.length;
        ends.push(undefined);
        for (let k = 0; k < 26; k++) children.push(0);
      }
      node = children[slot]!;
    }
    ends[node] = word;
  }
  return { children: Int32Array.from(children), ends };
}

const isPalindrome = (word: string) => [...word].reverse().join('') === word;

/**
 * Every occurrence of the trie's words, each place once: a palindrome reads the same from both
 * ends of one place, which is one appearance, so only its reading from the lower cell is kept.
 */
export function findOccurrences(grid: Grid, trie: WordTrie): Occurrence[] {
  const { width, height, letters } = grid;
  const found: Occurrence[] = [];
  for (let start = 0; start < width * height; start++) {
    const r0 = Math.floor(start / width);
    const c0 = start % width;
    for (const [dr, dc] of ALL_DIRECTIONS) {
      let node = 0;
      for (let r = r0, c = c0; r >= 0 && r < height && c >= 0 && c < width; r += dr, c += dc) {
        const cell = r * width + c;
        const letter = letters.charCodeAt(cell) - A;
        if (!(letter >= 0 && letter < 26)) break;
        node = trie.children[node * 26 + letter]!;
        if (node === 0) break;
        const word = trie.ends[node];
        if (word !== undefined && !(cell < start && isPalindrome(word))) found.push({ word, from: start, to: cell });
      }
    }
  }
  return found;
}

export type Problem = {
  readonly reason: 'missing' | 'repeated' | 'offensive';
  readonly occurrence: Occurrence;
  readonly cells: readonly number[];
};

const samePlace = (a: Occurrence, b: Occurrence) => (a.from === b.from && a.to === b.to) || (a.from === b.to && a.to === b.from);

/**
 * What stops a grid from being served, empty when it is fair: a listed word not at its placement
 * (`missing`), a listed word read anywhere but its one placement, e.g. in the filler, across two
 * placed words or inside another listed word (`repeated`), and an offensive word read anywhere
 * except wholly inside one placed word (`offensive`): the listed words were reviewed, the filler
 * and the seams between words were not.
 */
export function proofProblems(grid: Grid, placements: readonly Occurrence[], offensive: WordTrie): Problem[] {
  const problems: Problem[] = [];
  const cellsOf = (o: Occurrence) => lineCells(grid, o.from, o.to) ?? [];
  const placedCells = placements.map((p) => new Set(cellsOf(p)));
  for (const placement of placements) {
    const cells = cellsOf(placement);
    if (cells.map((c) => grid.letters[c]).join('') !== placement.word) problems.push({ reason: 'missing', occurrence: placement, cells });
  }
  const own = new Map(placements.map((p) => [p.word, p]));
  for (const occurrence of findOccurrences(grid, buildTrie(own.keys()))) {
    if (!samePlace(occurrence, own.get(occurrence.word)!)) problems.push({ reason: 'repeated', occurrence, cells: cellsOf(occurrence) });
  }
  for (const occurrence of findOccurrences(grid, offensive)) {
    const cells = cellsOf(occurrence);
    if (!placedCells.some((placed) => cells.every((c) => placed.has(c)))) problems.push({ reason: 'offensive', occurrence, cells });
  }
  return problems;
}
