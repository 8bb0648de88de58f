import { expect, type Locator, type Page } from '@playwright/test';

/** Wordsearch in the browser: the board, its cells, the public puzzle read off it, and a mouse drag. */

export const board = (page: Page) => page.getByTestId('wordsearch-board');
export const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);

export type Place = { word: string; from: number; to: number };
export type Grid = { text: string; width: number; height: number; letters: string; words: string[]; places: Place[] };

const DIRECTIONS = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
] as const;

/** Every place a word is spelled, first letter to last, in any of the eight directions. */
export function placesOf(rows: readonly string[], word: string): Place[] {
  const found: Place[] = [];
  const width = rows[0]?.length ?? 0;
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < width; c++) {
      for (const [dr, dc] of DIRECTIONS) {
        const [er, ec] = [r + dr * (word.length - 1), c + dc * (word.length - 1)];
        if (er < 0 || er >= rows.length || ec < 0 || ec >= width) continue;
        if ([...word].every((ch, i) => rows[r + dr * i]?.[c + dc * i] === ch))
          found.push({ word, from: r * width + c, to: er * width + ec });
      }
    }
  }
  // A palindrome reads the same from both ends: one place, found twice.
  return found.filter((p, i) => !found.slice(0, i).some((q) => q.from === p.to && q.to === p.from));
}

/** The public puzzle the page shows and where each listed word stands (each exactly once). */
export async function readGrid(page: Page): Promise<Grid> {
  await expect(board(page)).toBeVisible();
  const text = (await board(page).getAttribute('data-puzzle')) ?? '';
  const [grid = '', list = ''] = text.split(':');
  const rows = grid.split('/');
  const words = list.split(',');
  const places = words.map((word) => {
    const at = placesOf(rows, word);
    expect(at, `${word} stands in the grid exactly once`).toHaveLength(1);
    return at[0]!;
  });
  return { text, width: rows[0]?.length ?? 0, height: rows.length, letters: rows.join(''), words, places };
}

export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('cell not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function mouseDrag(page: Page, from: number, to: number) {
  const [a, b] = [await centre(cell(page, from)), await centre(cell(page, to))];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}
