import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hardModeViolation } from '../lib/games/wordguesser/hard-mode';
import { scoreGuess } from '../lib/games/wordguesser/score-guess';
import type { LetterScore, ScoredGuess } from '../lib/games/wordguesser/types';
import { expectFitsViewport } from './fits-viewport';
import { expectHydrated, signUp, uniqueEmail } from './support';

/**
 * Word Guesser in the browser: a practice word won with the physical keyboard in hard mode (laptop,
 * signed in: leaderboard entry) and one with the on-screen keyboard (phone). The test never learns
 * the answer from the server: it reads the colours the page shows and keeps the words of the public
 * answer list that would have coloured every guess the same way, like a player would.
 */
const wordList = (file: string) =>
  readFileSync(path.resolve('lib/games/wordguesser', file), 'utf8')
    .split('\n')
    .filter((line) => /^[a-z]{5}$/.test(line));
const ANSWERS = wordList('answer-list.ts');
const GUESSES = wordList('guess-list.ts');
const MIN_SOLVE_SECONDS = 3;
/**
 * The leaderboard's clock runs from the first guess, and a win faster than the fastest humans (a
 * couple of seconds a turn), or with guesses closer together than a person types them, is held as
 * pending: the test leaves at least this many seconds on the page's clock between guesses.
 */
const SECONDS_BETWEEN_GUESSES = 3;

const board = (page: Page) => page.getByTestId('wordguesser-board');
const keyboard = (page: Page) => page.getByTestId('wordguesser-keyboard');
const judgedRows = (page: Page) => board(page).locator('[data-state="judged"]');

/** The guesses and colours the page shows, read from the tiles (letters and data-score). */
async function shownGuesses(page: Page): Promise<ScoredGuess[]> {
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
function nextGuess(shown: readonly ScoredGuess[], hardMode: boolean): { guess: string; candidates: string[] } {
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

const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

/** The server refuses nothing for speed, but a win faster than a human enters no leaderboard: wait for the page's clock. */
async function waitForHumanTime(page: Page, seconds = MIN_SOLVE_SECONDS + 1) {
  await expect.poll(async () => clockSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(seconds);
}

async function openPractice(page: Page) {
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await page.getByRole('button', { name: 'Practice' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, Five letters');
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await expect(judgedRows(page)).toHaveCount(0);
}

/** Plays on (from the guesses already shown) until won; `enter` types one word on the page. Returns the number of guesses. */
async function playToWin(page: Page, enter: (word: string) => Promise<void>, hardMode: boolean): Promise<number> {
  let sentAt = await clockSeconds(page);
  for (let turn = await judgedRows(page).count(); turn < 6; turn++) {
    const shown = await shownGuesses(page);
    const { guess } = nextGuess(shown, hardMode);
    // The page's clock leaves out pauses, so real time between guesses is at least what it shows.
    await waitForHumanTime(page, turn === 0 ? MIN_SOLVE_SECONDS + 1 : sentAt + SECONDS_BETWEEN_GUESSES);
    sentAt = await clockSeconds(page);
    await enter(guess);
    await expect(judgedRows(page)).toHaveCount(turn + 1);
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
      const best = (await shownGuesses(page)).flatMap((g) => [...g.guess].map((l, i) => (l === guess[0] ? g.score[i]! : null))).filter(Boolean);
      const rank = (s: string) => ['absent', 'present', 'correct'].indexOf(s);
      await expect(key).toHaveAttribute('data-score', best.sort((a, b) => rank(b!) - rank(a!))[0]!);
    }
    await expect(page.getByTestId('game-announcer')).toContainText(`Guess ${turn + 1}: ${guess.toUpperCase()}:`);
  }
  throw new Error('six guesses were not enough');
}

async function expectWon(page: Page, guesses: number, hardMode: boolean) {
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: guesses === 1 ? 'In one!' : `Solved in ${guesses}!` })).toBeVisible();
  const answer = (await shownGuesses(page)).at(-1)!.guess;
  await expect(panel.getByTestId('wordguesser-answer')).toHaveText(answer);
  const share = panel.getByTestId('share-text');
  await expect(share).toContainText(`Word Guesser practice ${guesses}/6${hardMode ? '*' : ''}`);
  expect(((await share.textContent()) ?? '').trim().split('\n').slice(2)).toHaveLength(guesses);
  expect((await share.textContent()) ?? '').not.toContain(answer);
  await expect(panel.getByTestId('next-daily')).toHaveText(/^\d\d:\d\d:\d\d$/);
  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  await expect(statistics.getByTestId('stat-win-')).toHaveText('100');
  await expect(statistics.getByTestId('stat-current-streak')).toHaveText('0');
  await expect(page.getByTestId(`distribution-${guesses}`)).toHaveAttribute('data-count', '1');
  for (const other of [1, 2, 3, 4, 5, 6].filter((n) => n !== guesses)) await expect(page.getByTestId(`distribution-${other}`)).toHaveAttribute('data-count', '0');
  await expect(keyboard(page)).toHaveCount(0);
  return panel;
}

test('a signed-in player wins a practice word in hard mode with the physical keyboard and enters the leaderboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await signUp(page, uniqueEmail('wordguesser'));
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  await page.goto('/wordguesser');
  await expectHydrated(page);
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Backspace' })]);

  // The page's scripts hold no word list (the answers stay on the server).
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  for (const source of sources) {
    const text = await (await page.request.get(source)).text();
    expect(['aback', 'abbey', 'abhor', 'zesty'].every((w) => text.includes(w)), source).toBe(false);
  }

  await openPractice(page);
  await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Backspace' })]);
  const hard = page.getByRole('switch', { name: 'Hard mode' });
  await hard.check();
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-hard-mode', 'true');

  // Not a word: the row shakes, the message shows, no guess is used. Backspace takes letters back.
  await page.keyboard.type('xqzvj');
  await expect(board(page).locator('[data-state="current"] [data-score="typed"]')).toHaveCount(5);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wordguesser-notice')).toHaveText('Not in the word list');
  await expect(page.getByTestId('game-announcer')).toContainText('Not in the word list');
  await expect(judgedRows(page)).toHaveCount(0);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
  await expect(board(page).locator('[data-state="current"] [data-score="typed"]')).toHaveCount(0);

  const guesses = await playToWin(
    page,
    async (word) => {
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
    },
    true,
  );
  // The row just revealed flips in where motion is welcome.
  const revealed = judgedRows(page).last().getByRole('img').first();
  expect(await revealed.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/flip/);
  await expect(hard).toBeDisabled();
  await expect(hard).toBeChecked();

  const panel = await expectWon(page, guesses, true);
  // Honest and at a human pace: ranked, not held for review.
  await expect(panel.getByTestId('completion-held')).toHaveCount(0);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time board/);
  // The boards time the word from the first guess: when that differs from the playing time, it has its own line.
  const playing = Number(await panel.getByTestId('completion-time').getAttribute('data-seconds'));
  const boardLine = panel.getByTestId('completion-board-time');
  if ((await boardLine.count()) > 0) {
    await expect(boardLine).toHaveText(/^Leaderboard time \d+:\d\d \(from your first guess, pauses included\)\.$/);
    expect(Number(await boardLine.getAttribute('data-seconds'))).not.toBe(playing);
    await expect(panel).toContainText('playing time (pauses excluded)');
  } else {
    await expect(panel).not.toContainText('pauses excluded');
  }
  await panel.getByRole('button', { name: 'Copy result' }).click();
  await expect(panel.getByText('Copied the result.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^Word Guesser practice ${guesses}/6\\*\\n\\n`));
  const card = page.getByTestId('leaderboard-card');
  await card.getByLabel('Board', { exact: true }).selectOption('all:standard');
  await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('taps win a practice word on the on-screen keyboard; the game resumes after a reload and fits the screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/wordguesser');
    await expectHydrated(page);
    await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
    await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Enter' }), page.getByRole('button', { name: 'Backspace' })]);
    await openPractice(page);
    await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Enter' }), page.getByRole('button', { name: 'Backspace' })]);

    const tapWord = async (word: string) => {
      for (const letter of word) await keyboard(page).locator(`[data-key="${letter}"]`).tap();
      await expect(board(page).locator('[data-state="current"] [data-score="typed"]')).toHaveCount(5);
      await page.getByRole('button', { name: 'Enter' }).tap();
    };
    // Too short: said, and nothing sent.
    await keyboard(page).locator('[data-key="a"]').tap();
    await page.getByRole('button', { name: 'Enter' }).tap();
    await expect(page.getByTestId('wordguesser-notice')).toHaveText('Not enough letters');
    await page.getByRole('button', { name: 'Backspace' }).tap();

    // One guess, then a reload: the play comes back as the server has it.
    await waitForHumanTime(page);
    await tapWord('trace');
    await expect(judgedRows(page)).toHaveCount(1);
    const before = await shownGuesses(page);
    // Reduced motion: no flip.
    expect(await judgedRows(page).last().getByRole('img').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // The tab goes to the background: that pauses the server's clock (the browser's own
    // visibilitychange, as a tab switch sends it); once the server has it, a reload finds it paused.
    const pausedOnServer = page.waitForResponse((response) => response.url().endsWith('/clock') && response.request().method() === 'POST' && response.ok());
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await (await pausedOnServer).json()).paused).toBe(true);
    await page.reload();
    await expectHydrated(page);
    await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, Five letters');
    // The guesses and the keyboard are hidden until the player resumes.
    await expect(page.getByTestId('paused-panel')).toBeVisible();
    await expect(keyboard(page)).toBeHidden();
    await page.getByTestId('paused-panel').getByRole('button', { name: 'Resume' }).tap();
    await expect(judgedRows(page)).toHaveCount(1);
    expect(await shownGuesses(page)).toEqual(before);
    // Pause by its button, then resume: the same play, nothing lost.
    await page.getByRole('button', { name: 'Pause' }).tap();
    await expect(page.getByTestId('paused-panel')).toBeVisible();
    await page.getByTestId('paused-panel').getByRole('button', { name: 'Resume' }).tap();
    await expect(judgedRows(page)).toHaveCount(1);

    const guesses = await playToWin(page, tapWord, false);
    const panel = await expectWon(page, guesses, false);
    // Anonymous: the win counts in the statistics, not on the leaderboards.
    await expect(panel).toContainText("Signed-in players' wins enter the leaderboards");
  });
});
