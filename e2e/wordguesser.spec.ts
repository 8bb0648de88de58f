import { expect, test, type Page } from '@playwright/test';
import { expectFitsViewport } from './fits-viewport';
import { expectHydrated, signUpByApi } from './support';
import { ANSWERS, board, judgedRows, keyboard, openPractice, playToWin, shownGuesses } from './wordguesser-play';

/**
 * Word Guesser in the browser: a practice word won with the physical keyboard in hard mode (laptop,
 * signed in: leaderboard entry) and one with the on-screen keyboard (phone). The test never learns
 * the answer from the server: it reads the colours the page shows and keeps the words of the public
 * answer list that would have coloured every guess the same way, like a player would
 * (wordguesser-play.ts).
 */

async function expectWon(page: Page, guesses: number, hardMode: boolean) {
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: guesses === 1 ? 'In one!' : `Solved in ${guesses}!` })).toBeVisible();
  const answer = (await shownGuesses(page)).at(-1)!.guess;
  await expect(panel.getByTestId('wordguesser-answer')).toHaveText(answer);
  const share = panel.getByTestId('share-text');
  await expect(share).toContainText(`Word Guesser practice ${guesses}/6${hardMode ? '*' : ''}`);
  // The header, a blank line, a row of tiles per guess, then the link (a practice word: the game's practice).
  const lines = ((await share.textContent()) ?? '').trim().split('\n');
  expect(lines.slice(2, -1)).toHaveLength(guesses);
  expect(lines.at(-1)).toMatch(/^https?:\/\/[^/]+\/wordguesser\?level=standard$/);
  expect((await share.textContent()) ?? '').not.toContain(answer);
  // A practice word: no countdown to the next daily.
  await expect(panel.getByTestId('next-daily')).toHaveCount(0);
  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  await expect(statistics.getByTestId('stat-win-')).toHaveText('100');
  await expect(statistics.getByTestId('stat-current-streak')).toHaveText('0');
  await expect(page.getByTestId(`distribution-${guesses}`)).toHaveAttribute('data-count', '1');
  for (const other of [1, 2, 3, 4, 5, 6].filter((n) => n !== guesses))
    await expect(page.getByTestId(`distribution-${other}`)).toHaveAttribute('data-count', '0');
  await expect(keyboard(page)).toHaveCount(0);
  return panel;
}

test('a signed-in player wins a practice word in hard mode with the physical keyboard and enters the leaderboard', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/wordguesser');
  await expectHydrated(page);
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Backspace' })]);

  // The page's scripts hold no word list (the answers stay on the server).
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  for (const source of sources) {
    const text = await (await page.request.get(source)).text();
    expect(
      ['aback', 'abbey', 'abhor', 'zesty'].every((w) => text.includes(w)),
      source,
    ).toBe(false);
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
  await expect(page.getByTestId('play-notice')).toHaveText('Not in the word list');
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
  // Ranked by guesses first, then time: the entry shows its guesses in their own column.
  await expect(card.getByText('Guesses', { exact: true })).toBeVisible();
  const entry = card.getByRole('listitem').filter({ hasText: name });
  await expect(entry).toHaveAttribute('data-score', String(guesses));
  await expect(entry.getByTestId('leaderboard-score')).toHaveText(`Guesses: ${guesses}`);
  // Its time in the site's one format (m:ss), as the results screen says it: once '78 s'.
  await expect(entry.getByTestId('leaderboard-time')).toHaveText(/^\d+:\d\d$/);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('taps win a practice word on the on-screen keyboard; the game resumes after a reload and fits the screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/wordguesser');
    await expectHydrated(page);
    await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
    await expectFitsViewport(page, board(page), [
      keyboard(page),
      page.getByRole('button', { name: 'Enter' }),
      page.getByRole('button', { name: 'Backspace' }),
    ]);
    await openPractice(page);
    await expectFitsViewport(page, board(page), [
      keyboard(page),
      page.getByRole('button', { name: 'Enter' }),
      page.getByRole('button', { name: 'Backspace' }),
    ]);

    const tapWord = async (word: string) => {
      for (const letter of word) await keyboard(page).locator(`[data-key="${letter}"]`).tap();
      await expect(board(page).locator('[data-state="current"] [data-score="typed"]')).toHaveCount(5);
      await page.getByRole('button', { name: 'Enter' }).tap();
    };
    // Too short: said, and nothing sent.
    await keyboard(page).locator('[data-key="a"]').tap();
    await page.getByRole('button', { name: 'Enter' }).tap();
    await expect(page.getByTestId('play-notice')).toHaveText('Not enough letters');
    await page.getByRole('button', { name: 'Backspace' }).tap();

    // One guess, then a reload: the play comes back as the server has it. A word no answer is, so
    // the play goes on (TRACE, an answer, once won this practice word at the first guess).
    expect(ANSWERS).not.toContain('tares');
    await tapWord('tares');
    await expect(judgedRows(page)).toHaveCount(1);
    const before = await shownGuesses(page);
    // Reduced motion: no flip.
    expect(
      await judgedRows(page)
        .last()
        .getByRole('img')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    // The tab goes to the background: that pauses the server's clock (the browser's own
    // visibilitychange, as a tab switch sends it); once the server has it, a reload finds it paused.
    const pausedOnServer = page.waitForResponse(
      (response) => response.url().endsWith('/clock') && response.request().method() === 'POST' && response.ok(),
    );
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
