import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseCrossword, type CrosswordPuzzle } from '../lib/games/crosswords/format';
import { slotsOf, type Slot } from '../lib/games/crosswords/grid';
import { MIN_SECONDS_PER_SQUARE, PLAUSIBLE_SECONDS_PER_SQUARE } from '../lib/games/crosswords/pace';
import { askForPractice, humanClockSeconds, waitForClock } from './support';

/**
 * The crossword browser tests' side: the answers, read by the test (trusted, in Node) from the play's
 * secret state through the operator endpoint (local admin token and the player's cookies: no page
 * can call it), and the page's grid and keys.
 */

export type Solved = { puzzle: CrosswordPuzzle; slots: Slot[]; letters: string[]; answers: string[] };

/** The local admin token, from the test server's data folder (scripts/e2e.mjs). */
function adminToken(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `node scripts/e2e.mjs`.');
  return (JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as { token: string }).token;
}

/** A play's answers and clues, from its stored state (the page's own cookies say whose play it is). */
export async function solvePlay(page: Page, playId: string): Promise<Solved> {
  const response = await page.request.get(`/api/admin/play?game=crosswords&playId=${encodeURIComponent(playId)}`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { state } = (await response.json()) as { state: { solution: string; puzzle: string } };
  const puzzle = parseCrossword(state.puzzle);
  if (!puzzle) throw new Error(`not a crossword: ${state.puzzle}`);
  const slots = slotsOf(puzzle);
  const letters = [...state.solution.replaceAll('/', '')];
  return { puzzle, slots, letters, answers: slots.map((slot) => slot.cells.map((c) => letters[c]).join('')) };
}

export const board = (page: Page) => page.getByTestId('crosswords-board');
export const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);
export const keyboard = (page: Page) => page.getByTestId('crosswords-keyboard');
export const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

/**
 * The play the page shows, covered: no clue on the page and the clock at 0 until the start; Start in
 * the clue bar's place, and the grid is a start too: `press` gets the square the cursor is on (1 Across),
 * and its tap or click (or a key) starts the play. The start's reply brings the clues, and the test
 * reads the answers (solvePlay). The game area's text before the start is checked for every clue.
 */
export async function startShown(page: Page, press: (target: Locator) => Promise<void>): Promise<Solved> {
  const area = page.getByTestId('crosswords-area');
  await expect(area).toHaveAttribute('data-phase', 'playing');
  await expect(board(page)).toBeVisible();
  await expect(page.getByTestId('crosswords-cover')).toBeVisible();
  await expect(page.getByTestId('clue-bar').getByRole('button', { name: 'Start' })).toBeEnabled();
  const square = board(page).locator('[aria-selected="true"]');
  await expect(square).toBeEnabled();
  await expect(page.getByTestId('current-clue')).toBeHidden();
  await expect(page.getByTestId('clue-lists')).toBeHidden();
  await expect(page.getByTestId('game-timer')).toHaveAttribute('data-seconds', '0');
  // The page's own labels (Start, Check, Pause...) are buttons; a clue may be one of those words (a
  // daily had the clue "Start"), so the check reads the text outside buttons, where a clue would show.
  const covered = await area.evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const button of copy.querySelectorAll('button')) button.remove();
    return copy.textContent ?? '';
  });
  expect(covered, 'the text outside buttons before the start').toContain('Shows the clues, starts the clock.');
  const reply = page.waitForResponse(
    (r) => /\/moves$/.test(new URL(r.url()).pathname) && r.request().postData()?.includes('"start"') === true,
  );
  await press(square);
  const answer = await reply;
  const playId = /\/plays\/([^/]+)\/moves$/.exec(new URL(answer.url()).pathname)![1]!;
  const solved = await solvePlay(page, playId);
  const text = await answer.text();
  await expect(page.getByTestId('crosswords-cover')).toHaveCount(0);
  await expect(page.getByTestId('clue-lists')).toBeVisible();
  for (const { text: clue } of solved.puzzle.clues) {
    expect(covered.includes(clue), `the covered page shows ${clue}`).toBe(false);
    expect(text.includes(JSON.stringify(clue).slice(1, -1)), `the start's reply lacks ${clue}`).toBe(true);
  }
  await expect(page.getByTestId('clue-lists')).toContainText(solved.puzzle.clues[0]!.text);
  return solved;
}

/** A new practice puzzle at a level. */
export async function openPractice(page: Page, level: 'easy' | 'medium' | 'hard', press: (target: Locator) => Promise<void>) {
  await askForPractice(page, level, press);
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

/** Waits for the page's clock to pass the floors a human needs, as the test server applies them (it holds faster wins off the boards). */
export async function waitForHumanPace(page: Page, solved: Solved) {
  const squares = solved.puzzle.blocks.filter((b) => !b).length;
  await waitForClock(page, humanClockSeconds(squares * MIN_SECONDS_PER_SQUARE, squares * PLAUSIBLE_SECONDS_PER_SQUARE));
}
