/**
 * The referee for the tests: a deliberately plain scan, written apart from scanner.ts and sharing
 * none of its code. Every straight line of every length from every cell in each of the eight
 * directions is read and looked up in a set. Slow (thousands of strings per grid) and obviously
 * right, which is what a referee should be.
 */
export type Found = { word: string; from: number; to: number; cells: number[] };

/**
 * Every reading of a word of the set: a palindrome's one place is found twice (from each end), so
 * callers compare places by their cells, not by their readings.
 */
export function bruteForceFind(letters: string, width: number, height: number, words: Iterable<string>): Found[] {
  const wanted = new Set(words);
  const found: Found[] = [];
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      for (let dRow = -1; dRow <= 1; dRow++) {
        for (let dCol = -1; dCol <= 1; dCol++) {
          if (dRow === 0 && dCol === 0) continue;
          let text = '';
          const cells: number[] = [];
          let r = row;
          let c = col;
          while (r >= 0 && r < height && c >= 0 && c < width) {
            cells.push(r * width + c);
            text += letters.charAt(r * width + c);
            if (wanted.has(text)) found.push({ word: text, from: cells[0]!, to: cells[cells.length - 1]!, cells: [...cells] });
            r += dRow;
            c += dCol;
          }
        }
      }
    }
  }
  return found;
}

/** A place as its cells in increasing order, the same from either end. */
export const placeKey = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(' ');
