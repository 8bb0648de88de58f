import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseCrossword, type CrosswordPuzzle } from '../lib/games/crosswords/format';
import { slotsOf, type Slot } from '../lib/games/crosswords/grid';
import { parseWordList, type WordEntry } from '../lib/games/crosswords/word-list-text';

/**
 * The crossword browser tests' side: the answers, found by the test (trusted, in Node) from the
 * server's own word list (lib/games/crosswords/word-list.ts, server only: no page ever gets it) by
 * each clue and the crossings, and the page's grid and keys.
 */

let words: Map<string, WordEntry[]> | null = null;
/** The word list's entries by clue: the generator clues every answer with its entry's clue. */
function entriesByClue(): Map<string, WordEntry[]> {
  if (words) return words;
  const source = readFileSync(path.join(process.cwd(), 'lib/games/crosswords/word-list.ts'), 'utf8');
  const start = 'WORD_LIST = `';
  const list = source.slice(source.indexOf(start) + start.length, source.lastIndexOf('`'));
  words = new Map();
  for (const entry of parseWordList(list)) words.set(entry.clue, [...(words.get(entry.clue) ?? []), entry]);
  return words;
}

export type Solved = { puzzle: CrosswordPuzzle; slots: Slot[]; letters: string[]; answers: string[]; lines: string[] };

/** The one filling of the grid whose every entry is a word-list answer to its clue (letters per cell, '#' on blocks). */
export function solve(text: string): Solved {
  const puzzle = parseCrossword(text);
  if (!puzzle) throw new Error(`not a crossword: ${text}`);
  const slots = slotsOf(puzzle);
  const candidates = slots.map((slot) => {
    const clue = puzzle.clues.find((c) => c.direction === slot.direction && c.number === slot.number)!;
    return (entriesByClue().get(clue.text) ?? []).filter((e) => e.answer.length === slot.cells.length);
  });
  const letters: string[] = puzzle.blocks.map((b) => (b ? '#' : ''));
  const chosen: WordEntry[] = [];
  const place = (s: number): boolean => {
    if (s === slots.length) return true;
    for (const entry of candidates[s]!) {
      const cells = slots[s]!.cells;
      if (!cells.every((cell, i) => letters[cell] === '' || letters[cell] === entry.answer[i])) continue;
      const before = cells.map((cell) => letters[cell]!);
      cells.forEach((cell, i) => (letters[cell] = entry.answer[i]!));
      chosen[s] = entry;
      if (place(s + 1)) return true;
      cells.forEach((cell, i) => (letters[cell] = before[i]!));
    }
    return false;
  };
  if (!place(0)) throw new Error(`the word list has no filling for ${text}`);
  return {
    puzzle,
    slots,
    letters,
    answers: chosen.map((e) => e.answer),
    // The word-list lines of the answers: no page may ever carry them.
    lines: chosen.map((e) => `${e.answer.toLowerCase()} ${e.score} ${e.clue}`),
  };
}

export const board = (page: Page) => page.getByTestId('crosswords-board');
export const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);
export const keyboard = (page: Page) => page.getByTestId('crosswords-keyboard');
export const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

/** The puzzle the page shows (public), solved by the test. */
export async function solveShown(page: Page): Promise<Solved> {
  const area = page.getByTestId('crosswords-area');
  await expect(area).toHaveAttribute('data-phase', 'playing');
  await expect(board(page)).toBeVisible();
  return solve((await area.getAttribute('data-puzzle')) ?? '');
}

/** A new practice puzzle at a level. */
export async function openPractice(page: Page, level: 'easy' | 'medium' | 'hard', press: (target: Locator) => Promise<void>) {
  await press(page.getByRole('button', { name: 'Practice' }));
  await page.getByLabel('Level', { exact: true }).selectOption(level);
  await press(page.getByRole('button', { name: 'New puzzle' }));
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle');
  await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-level', level);
  await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-phase', 'playing');
}

/**
 * The across answers in clue order, typed from 1 Across: the page moves on to the next entry with
 * an empty square at the end of each word, so every white square is filled. `key` types one letter;
 * `before` runs before the last letter (to let the page's clock pass the human floor).
 */
export async function typeAcross(page: Page, solved: Solved, key: (letter: string) => Promise<void>, before?: () => Promise<void>) {
  const across = solved.slots.filter((s) => s.direction === 'across');
  const first = across[0]!.cells[0]!;
  await expect(cell(page, first)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, first)).toHaveAttribute('aria-label', new RegExp(`^${across[0]!.number} Across, `));
  const text = across.map((s) => s.cells.map((c) => solved.letters[c]).join('')).join('');
  for (const [i, letter] of [...text].entries()) {
    if (i === text.length - 1) await before?.();
    await key(letter);
  }
}

/** Waits for the page's clock to pass the floor a human needs (the server holds faster wins off the boards). */
export async function waitForHumanPace(page: Page, solved: Solved) {
  const squares = solved.puzzle.blocks.filter((b) => !b).length;
  await expect.poll(() => clockSeconds(page), { timeout: 30_000, intervals: [200] }).toBeGreaterThanOrEqual(Math.ceil(squares * 0.4) + 2);
}
