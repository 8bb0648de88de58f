/**
 * The constraint filler: depth-first over the slots, the most constrained first (fewest candidate
 * words left), candidates in a weighted random order (commoner words and, among the first few, words
 * leaving their crossings more room, more likely first), and backtracking within a node budget. After each
 * word the crossings are checked and narrowed until nothing
 * changes: a slot keeps only the words whose letter at each crossing is still possible in the
 * crossing slot (arc consistency; forward checking is its first step), and a placed answer leaves
 * every other slot's candidates. A slot left without candidates undoes the word at once. No answer
 * and no clue twice in a grid.
 */
import { shuffled } from '../toolbox/random';
import type { RandomSource } from '../toolbox/seeded-random';
import type { GridShape, Slot } from './grid';
import { popcount } from '../toolbox/combinatorics';
import { countOf, members, type Bitset, type LengthIndex, type WordIndex } from './word-index';
import type { WordEntry } from './word-list-text';

export type FillOptions = {
  /** Words tried (placements) before giving up: an unlucky pattern is dropped for a new one. */
  readonly nodeLimit: number;
  /**
   * How strongly commoner words are preferred: candidates are tried in a weighted random order, a
   * word's weight exp(commonness * score / 100). 0 draws uniformly; 20 is all but score order.
   */
  readonly commonness: number;
  /**
   * How strongly a word's room (the product of the words its crossings keep) weighs in the order of
   * the first LOOK_AHEAD candidates: their weight is exp(commonness * score / 100) * room^roomWeight. 1 draws a word in proportion to the
   * fills it leaves locally (so fills come out close to uniform); 0 ignores the room.
   */
  readonly roomWeight: number;
};

export type FillStats = { nodes: number; exhausted: boolean };

/** Where another slot crosses this one: its position in this slot and in the other. */
type Crossing = { readonly slot: number; readonly self: number; readonly at: number };

type Trail = { slot: number; domain: Bitset; count: number; masks: Int32Array }[];

/** Candidates (the best by score) ordered by the room they leave their crossings. */
const LOOK_AHEAD = 24;

/** Below this many candidates a slot's letters are read word by word, above it bitset by bitset. */
const SCAN_BY_WORD = 512;

/**
 * One word per slot (in the slots' order), or null when there is no fill (stats.exhausted: every
 * possibility was ruled out) or the node limit was reached first.
 */
export function fillGrid(
  shape: GridShape,
  slots: readonly Slot[],
  index: WordIndex,
  random: RandomSource,
  options: FillOptions,
  stats: FillStats = { nodes: 0, exhausted: false },
): WordEntry[] | null {
  const lengths = slots.map((slot) => index.get(slot.cells.length));
  if (lengths.some((l) => l === undefined)) return null;
  const lengthOf = lengths as LengthIndex[];
  const crossings = crossingsOf(shape, slots);
  const domains: Bitset[] = lengthOf.map((l) => l.all.slice());
  const counts = domains.map(countOf);
  /** Per slot and position, the letters (bit per letter) some candidate has there; -1 until needed. */
  const masks: Int32Array[] = slots.map((slot) => new Int32Array(slot.cells.length).fill(-1));
  const assigned: (WordEntry | null)[] = slots.map(() => null);
  const usedClues = new Set<string>();
  // Ties between equally constrained slots go to a random one, so one pattern fills many ways.
  const order = shuffled(
    slots.map((_, s) => s),
    random,
  );

  /** Replaces a slot's candidates, remembering the old ones; false when none are left. */
  const narrow = (slot: number, next: Bitset, count: number, trail: Trail): boolean => {
    trail.push({ slot, domain: domains[slot]!, count: counts[slot]!, masks: masks[slot]! });
    domains[slot] = next;
    counts[slot] = count;
    masks[slot] = new Int32Array(slots[slot]!.cells.length).fill(-1);
    return count > 0;
  };

  const lettersAt = (slot: number, at: number): number => {
    const cached = masks[slot]![at]!;
    if (cached !== -1) return cached;
    const { letters, codes } = lengthOf[slot]!;
    const domain = domains[slot]!;
    const length = slots[slot]!.cells.length;
    let mask = 0;
    if (counts[slot]! <= SCAN_BY_WORD) {
      for (let w = 0; w < domain.length; w++) {
        for (let v = domain[w]!; v !== 0; v &= v - 1) mask |= 1 << codes[((w << 5) + (31 - Math.clz32(v & -v))) * length + at]!;
      }
    } else {
      for (let letter = 0; letter < 26; letter++) {
        const column = letters[at * 26 + letter]!;
        for (let i = 0; i < domain.length; i++) {
          if ((domain[i]! & column[i]!) !== 0) {
            mask |= 1 << letter;
            break;
          }
        }
      }
    }
    masks[slot]![at] = mask;
    return mask;
  };

  /** Narrows the crossings of the changed slots until nothing changes; false when a slot is left empty. */
  const propagate = (changed: number[], trail: Trail): boolean => {
    const queue = [...changed];
    const queued = new Set(changed);
    while (queue.length > 0) {
      const slot = queue.pop()!;
      queued.delete(slot);
      for (const { slot: other, self, at } of crossings[slot]!) {
        if (assigned[other] !== null) continue;
        // The letters the other slot still allows at the shared cell but this one no longer does.
        const gone = lettersAt(other, at) & ~lettersAt(slot, self);
        if (gone === 0) continue;
        const next = domains[other]!.slice();
        const columns = lengthOf[other]!.letters;
        for (let letter = 0; letter < 26; letter++) {
          if ((gone & (1 << letter)) === 0) continue;
          const column = columns[at * 26 + letter]!;
          for (let i = 0; i < next.length; i++) next[i]! &= ~column[i]!;
        }
        if (!narrow(other, next, countOf(next), trail)) return false;
        if (!queued.has(other)) {
          queued.add(other);
          queue.push(other);
        }
      }
    }
    return true;
  };

  /** Puts a word in a slot and propagates; the trail undoes it. False when a slot is left empty. */
  const place = (s: number, i: number, trail: Trail): boolean => {
    const only = new Uint32Array(domains[s]!.length);
    only[i >>> 5] = 1 << (i & 31);
    narrow(s, only, 1, trail);
    const changed = [s];
    // The answer leaves every other slot of its length.
    for (let t = 0; t < slots.length; t++) {
      if (t === s || assigned[t] !== null || lengthOf[t] !== lengthOf[s] || (domains[t]![i >>> 5]! & (1 << (i & 31))) === 0) continue;
      const next = domains[t]!.slice();
      next[i >>> 5]! &= ~(1 << (i & 31));
      if (!narrow(t, next, counts[t]! - 1, trail)) return false;
      changed.push(t);
    }
    return propagate(changed, trail);
  };

  /** Sum over the open crossings of log(words left) if the word went in; -Infinity if one is left none. */
  const roomLeft = (s: number, i: number): number => {
    const { codes } = lengthOf[s]!;
    const length = slots[s]!.cells.length;
    let room = 0;
    for (const { slot, self, at } of crossings[s]!) {
      if (assigned[slot] !== null) continue;
      const column = lengthOf[slot]!.letters[at * 26 + codes[i * length + self]!]!;
      const domain = domains[slot]!;
      let left = 0;
      for (let k = 0; k < domain.length; k++) {
        const v = domain[k]! & column[k]!;
        if (v !== 0) left += popcount(v);
      }
      if (left === 0) return -Infinity;
      room += Math.log(left);
    }
    return room;
  };

  const undo = (trail: Trail) => {
    for (let k = trail.length - 1; k >= 0; k--) {
      const { slot, domain, count, masks: old } = trail[k]!;
      domains[slot] = domain;
      counts[slot] = count;
      masks[slot] = old;
    }
  };

  const search = (): boolean => {
    let s = -1;
    for (const t of order) if (assigned[t] === null && (s === -1 || counts[t]! < counts[s]!)) s = t;
    if (s === -1) return true;
    const words = lengthOf[s]!.words;
    // A weighted random order (Gumbel keys: sorting log weight + Gumbel noise draws without
    // replacement in proportion to the weights), not score plus a small lift: that tried the same
    // few words first in every grid, and the room reordering then picked the same one of them.
    const commonness = (i: number) => (options.commonness * words[i]!.score) / 100;
    const keyed = members(domains[s]!).map((i) => ({ i, key: commonness(i) + gumbel(random) }));
    const { top, rest } = splitTop(keyed, LOOK_AHEAD);
    // The first few, reordered at random weighted by commonness times the room they leave their
    // crossings: a word that leaves a crossing one option is a likely dead end, one leaving none is dropped.
    const head = top
      .map((c) => ({ i: c.i, room: roomLeft(s, c.i) }))
      .filter((c) => c.room > -Infinity)
      .map((c) => ({ i: c.i, key: commonness(c.i) + options.roomWeight * c.room + gumbel(random) }))
      .sort(byKey);
    for (const { i } of inOrder(head, rest)) {
      const word = words[i]!;
      if (usedClues.has(word.clue)) continue;
      if (stats.nodes >= options.nodeLimit) return false;
      stats.nodes++;
      const trail: Trail = [];
      if (place(s, i, trail)) {
        assigned[s] = word;
        usedClues.add(word.clue);
        if (search()) return true;
        assigned[s] = null;
        usedClues.delete(word.clue);
      }
      undo(trail);
    }
    return false;
  };

  // The pattern itself may already rule words out (a 5-letter slot crossing only 3-letter ones).
  const found =
    propagate(
      slots.map((_, s) => s),
      [],
    ) && search();
  stats.exhausted = !found && stats.nodes < options.nodeLimit;
  return found ? assigned.map((word) => word!) : null;
}

const byKey = (a: { key: number }, b: { key: number }) => b.key - a.key;

/**
 * The `k` highest keys, highest first, and the others unsorted: most nodes try only a few words, so
 * sorting every candidate (thousands in an open slot) at every node was most of a grid's time.
 */
function splitTop<T extends { key: number }>(keyed: T[], k: number): { top: T[]; rest: T[] } {
  if (keyed.length <= k) return { top: keyed.sort(byKey), rest: [] };
  const top = keyed.slice(0, k).sort(byKey);
  const rest: T[] = [];
  for (let n = k; n < keyed.length; n++) {
    const c = keyed[n]!;
    if (c.key <= top[k - 1]!.key) {
      rest.push(c);
      continue;
    }
    rest.push(top.pop()!);
    let at = k - 1;
    while (at > 0 && top[at - 1]!.key < c.key) at--;
    top.splice(at, 0, c);
  }
  return { top, rest };
}

/** The head in its order, then the rest by key, sorted only if the search gets that far. */
function* inOrder<T extends { i: number; key: number }>(head: readonly T[], rest: { i: number; key: number }[]): Generator<{ i: number }> {
  yield* head;
  yield* rest.sort(byKey);
}

/** A standard Gumbel draw: -log(-log u), u in (0, 1). */
function gumbel(random: RandomSource): number {
  return -Math.log(-Math.log(random() * (1 - 2e-12) + 1e-12));
}

/** For each slot, the slots crossing it with the positions of the shared cell in both. */
function crossingsOf(shape: GridShape, slots: readonly Slot[]): Crossing[][] {
  const at: { slot: number; at: number }[][] = Array.from({ length: shape.width * shape.height }, () => []);
  slots.forEach((slot, s) => slot.cells.forEach((cell, position) => at[cell]!.push({ slot: s, at: position })));
  return slots.map((slot, s) =>
    slot.cells.flatMap((cell, self) => at[cell]!.filter((o) => o.slot !== s).map((o) => ({ slot: o.slot, self, at: o.at }))),
  );
}
