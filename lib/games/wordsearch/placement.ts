/**
 * Placing the listed words in an empty square grid: depth first, longest word first (the hardest
 * to fit), each word's possible places tried in random order. Words may cross where they share a
 * letter (crossings make a denser, nicer grid, so they are tried first half the time), but a place
 * must bring at least one cell of its own: a word laid wholly over others' letters would hide in
 * them. A node budget keeps an unlucky pick from searching long; the caller then picks again.
 */
import type { Random } from '../grid-puzzle-engine';
import type { Direction } from './levels';
import type { Occurrence } from './scanner';
import { shuffleInPlace as shuffle } from '../toolbox/random';

/** Far more than a fitting pick needs (one node per word, a few more on a crowded Easy grid). */
const NODE_BUDGET = 400;

type Place = { from: number; to: number; cells: number[]; crosses: boolean };

/** Every place the word fits in the grid as it is: in bounds, on empty cells or equal letters. */
function placesFor(word: string, size: number, directions: readonly Direction[], cells: readonly string[]): Place[] {
  const places: Place[] = [];
  const last = word.length - 1;
  for (const [dr, dc] of directions) {
    for (let r = 0; r < size; r++) {
      const rEnd = r + dr * last;
      if (rEnd < 0 || rEnd >= size) continue;
      for (let c = 0; c < size; c++) {
        const cEnd = c + dc * last;
        if (cEnd < 0 || cEnd >= size) continue;
        const line: number[] = [];
        let shared = 0;
        for (let i = 0; i <= last; i++) {
          const cell = (r + dr * i) * size + (c + dc * i);
          const there = cells[cell]!;
          if (there !== '' && there !== word[i]) break;
          if (there !== '') shared++;
          line.push(cell);
        }
        if (line.length === word.length && shared < word.length)
          places.push({ from: line[0]!, to: line[last]!, cells: line, crosses: shared > 0 });
      }
    }
  }
  return places;
}

/**
 * The grid's letters ('' for a cell no word uses) and each word's place, in the order of `words`;
 * null when the budget runs out first.
 */
export function placeWords(
  words: readonly string[],
  size: number,
  directions: readonly Direction[],
  random: Random,
): { cells: string[]; placements: Occurrence[] } | null {
  const cells: string[] = new Array<string>(size * size).fill('');
  const order = shuffle([...words.keys()], random).sort((a, b) => words[b]!.length - words[a]!.length);
  const placed: (Occurrence | undefined)[] = [];
  let budget = NODE_BUDGET;

  const place = (k: number): boolean => {
    if (k === order.length) return true;
    const index = order[k]!;
    const word = words[index]!;
    let places = shuffle(placesFor(word, size, directions, cells), random);
    if (random() < 0.5) places = [...places.filter((p) => p.crosses), ...places.filter((p) => !p.crosses)];
    for (const p of places) {
      if (budget-- <= 0) return false;
      const before = p.cells.map((cell) => cells[cell]!);
      p.cells.forEach((cell, i) => (cells[cell] = word[i]!));
      placed[index] = { word, from: p.from, to: p.to };
      if (place(k + 1)) return true;
      p.cells.forEach((cell, i) => (cells[cell] = before[i]!));
    }
    return false;
  };

  if (!place(0)) return null;
  return { cells, placements: words.map((_, i) => placed[i]!) };
}
