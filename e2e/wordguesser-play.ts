import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { hardModeViolation } from '../lib/games/wordguesser/hard-mode';
import { scoreGuess } from '../lib/games/wordguesser/score-guess';
import type { LetterScore, ScoredGuess } from '../lib/games/wordguesser/types';
import { humanClockSeconds, waitForClock } from './support';

/**
 * Playing Word Guesser through the page, for the browser tests (wordguesser.spec.ts, results-screen.spec.ts).
 * The test never learns the answer from the server: it reads the colours the page shows and keeps the
 * words of the public answer list that would have coloured every guess the same way, like a player would.
 */
export const wordList = (file: string) =>
  readFileSync(path.resolve('lib/games/wordguesser', file), 'utf8')
    .split('\n')
    .filter((line) => /^[a-z]{5}$/.test(line));
export const ANSWERS = wordList('answer-list.ts');
export const GUESSES = wordList('guess-list.ts');
/**
 * The engine's floors (lib/games/wordguesser/engine.ts, server-only, so copied here): a win under
 * MIN_SOLVE_SECONDS or SECONDS_PER_TURN a turn after the first guess, on the leaderboard's clock from
 * the first guess, or with guesses closer together than MIN_MOVE_SECONDS (a person reading the colours
 * and typing), is held as pending. The server's clocks start at the first guess.
 */
export const MIN_SOLVE_SECONDS = 3;
export const SECONDS_PER_TURN = 2;
export const MIN_MOVE_SECONDS = 1;
/**
 * What the test leaves on the page's clock between one guess's answer (which sets the page's clock to
 * the server's) and the next guess: a turn's floors as the test server applies them, plus a second for
 * the clock's rounding. Every gap is then longer than the move floor and every turn than its share of
 * the win's floors (MIN_SOLVE_SECONDS counts from the first guess, over at least one turn once won in two).
 */
export const SECONDS_BETWEEN_GUESSES = humanClockSeconds(MIN_MOVE_SECONDS, SECONDS_PER_TURN, MIN_SOLVE_SECONDS);

export const board = (page: Page) => page.getByTestId('wordguesser-board');
export const keyboard = (page: Page) => page.getByTestId('wordguesser-keyboard');
export const judgedRows = (page: Page) => board(page).locator('[data-state="judged"]');

/** The guesses and colours the page shows, read from the tiles (letters and data-score). */
export async function shownGuesses(page: Page): Promise<ScoredGuess[]> {
  const rows = await judgedRows(page).all();
  const guesses: ScoredGuess[] = [];
  for (const row of rows) {
    const tiles = await row.getByRole('img').all();
    const letters = await Promise.all(tiles.map(async (t) => ((await t.textContent()) ?? '').toLowerCase()));
    const score = await Promise.all(tiles.map(async (t) => (await t.getAttribute('data-score')) as LetterScore));
    guesses.push({ guess: letters.join(''), score });
  }
  return guesses;
}

/**
 * The next guess: the candidate itself when one or two are left, else the word (allowed in hard
 * mode if on) that splits the candidates into the most colour patterns, candidates first on a tie.
 */
export function nextGuess(shown: readonly ScoredGuess[], hardMode: boolean): { guess: string; candidates: string[] } {
  const candidates = ANSWERS.filter((answer) => shown.every(({ guess, score }) => scoreGuess(guess, answer).join() === score.join()));
  expect(candidates.length, 'the shown colours fit some answer').toBeGreaterThan(0);
  if (shown.length === 0) return { guess: 'trace', candidates };
  if (candidates.length <= 2) return { guess: candidates[0]!, candidates };
  let best = candidates[0]!;
  let bestGroups = 0;
  for (const word of [...candidates, ...GUESSES]) {
    if (hardMode && hardModeViolation(shown, word) !== null) continue;
    const groups = new Set(candidates.map((answer) => scoreGuess(word, answer).join())).size;
    if (groups > bestGroups) [best, bestGroups] = [word, groups];
  }
  return { guess: best, candidates };
}

export const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

export async function openPractice(page: Page) {
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await page.getByRole('button', { name: 'Practice' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, Five letters');
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await expect(judgedRows(page)).toHaveCount(0);
}

/** Plays on (from the guesses already shown) until won; `enter` types one word on the page. Returns the number of guesses. */
export async function playToWin(page: Page, enter: (word: string) => Promise<void>, hardMode: boolean): Promise<number> {
  // The page's clock as the last guess's answer set it (none yet: no wait before the first guess).
  let answeredAt: number | null = (await judgedRows(page).count()) > 0 ? await clockSeconds(page) : null;
  for (let turn = await judgedRows(page).count(); turn < 6; turn++) {
    const shown = await shownGuesses(page);
    const { guess } = nextGuess(shown, hardMode);
    // The page's clock leaves out pauses, so real time between guesses is at least what it shows.
    if (answeredAt !== null) await waitForClock(page, answeredAt + SECONDS_BETWEEN_GUESSES, 15_000);
    await enter(guess);
    await expect(judgedRows(page)).toHaveCount(turn + 1);
    answeredAt = await clockSeconds(page);
    const row = judgedRows(page).nth(turn);
    await expect(row).toHaveAttribute('aria-label', `Guess ${turn + 1}: ${guess.toUpperCase()}`);
    const last = (await shownGuesses(page))[turn]!;
    // Every tile says its colour in words too; each key shows the best colour found for its letter.
    for (const [i, letter] of [...guess].entries()) {
      const words = { correct: 'in the right place', present: 'in the word elsewhere', absent: 'not in the word' }[last.score[i]!];
      await expect(row.getByRole('img').nth(i)).toHaveAttribute('aria-label', `letter ${i + 1}, ${letter.toUpperCase()}, ${words}`);
    }
    if (last.score.every((s) => s === 'correct')) return turn + 1;
    if (turn === 0) {
      const key = keyboard(page).locator(`[data-key="${guess[0]}"]`);
      const best = (await shownGuesses(page))
        .flatMap((g) => [...g.guess].map((l, i) => (l === guess[0] ? g.score[i]! : null)))
        .filter(Boolean);
      const rank = (s: string) => ['absent', 'present', 'correct'].indexOf(s);
      await expect(key).toHaveAttribute('data-score', best.sort((a, b) => rank(b!) - rank(a!))[0]!);
    }
    await expect(page.getByTestId('game-announcer')).toContainText(`Guess ${turn + 1}: ${guess.toUpperCase()}:`);
  }
  throw new Error('six guesses were not enough');
}
