/**
 * For the tests: what the generator promises of one generated grid, checked with the brute-force
 * referee and plain arithmetic only (nothing from scanner.ts, lines.ts or placement.ts). Returns
 * the broken promises, empty when the grid keeps them all.
 */
import { bruteForceFind, placeKey } from './brute-force-scanner';
import { parseWordsearch } from './format';
import type { Direction } from './levels';

export function gridFaults(puzzle: string, solution: string, directions: readonly Direction[], offensive: readonly string[]): string[] {
  const parsed = parseWordsearch(puzzle);
  if (!parsed) return ['the puzzle does not parse'];
  const { width, height, letters, words } = parsed;
  const places = solution.split(',').map((pair) => pair.split('-').map(Number));
  if (places.length !== words.length) return [`${places.length} places for ${words.length} words`];
  const faults: string[] = [];
  // Each word's cells, stepped from its first cell in its direction.
  const placed = words.map((word, i) => {
    const [from, to] = places[i]!;
    const [r0, c0, r1, c1] = [Math.floor(from! / width), from! % width, Math.floor(to! / width), to! % width];
    const [dr, dc] = [Math.sign(r1 - r0), Math.sign(c1 - c0)];
    const cells = Array.from({ length: word.length }, (_, k) => (r0 + k * dr) * width + (c0 + k * dc));
    if (cells.at(-1) !== to) faults.push(`${word}: ${from}-${to} is not ${word.length} cells in a line`);
    if (!directions.some(([r, c]) => r === dr && c === dc)) faults.push(`${word} runs in direction ${dr},${dc}`);
    if (cells.map((c) => letters[c]).join('') !== word) faults.push(`${word}: its place spells ${cells.map((c) => letters[c]).join('')}`);
    return cells;
  });
  const listed = new Map(words.map((w, i) => [w, i]));
  const seen = new Map<string, Set<string>>();
  for (const hit of bruteForceFind(letters, width, height, [...words, ...offensive])) {
    const index = listed.get(hit.word);
    if (index !== undefined) {
      const places = seen.get(hit.word) ?? new Set<string>();
      places.add(placeKey(hit.cells));
      seen.set(hit.word, places);
    } else if (!placed.some((cells) => hit.cells.every((c) => cells.includes(c)))) {
      faults.push(`offensive ${hit.word} at ${hit.from}-${hit.to}, outside the placed words`);
    }
  }
  words.forEach((word, i) => {
    const found = [...(seen.get(word) ?? [])];
    if (found.length !== 1 || found[0] !== placeKey(placed[i]!))
      faults.push(`${word} appears at ${found.length} places: ${found.join(' | ')}`);
  });
  return faults;
}
