import { expect, test, type Page } from '@playwright/test';
import { cell as sweeperCell, openBeginner, playToTheWin } from './minesweeper-play';
import { animationsIn, expectBoardKept, panel } from './results-support';
import { expectHydrated } from './support';
import { cell as takuzuCell, openSixBySix, readPuzzle, waitForHumanTime } from './takuzu-play';
import { judgedRows, playToWin } from './wordguesser-play';

/**
 * Every platform game ends on one results screen (components/games/shell/completion-panel.tsx):
 * after a win in a grid game (Takuzu), Word Guesser (its daily) and Minesweeper, it shows the time,
 * the level, the hints, the statistics with the streak and a share text holding the link; Share
 * opens the system's share sheet where the browser has one (stubbed here: Chromium on Linux has
 * none), else Copy puts the text on the clipboard.
 */

type Shared = { title?: string; text?: string; url?: string };
declare global {
  interface Window {
    __shared?: Shared[];
  }
}

/** A browser with a share sheet: navigator.share records what it was given. */
async function withShareSheet(page: Page) {
  await page.addInitScript(() => {
    window.__shared = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: Shared) => void window.__shared!.push(data) });
  });
}

/** A browser without one (whatever this Chromium has). */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
}

/** The facts every result shows, and the share text's link; answers the link. */
async function expectResults(
  page: Page,
  expected: { heading: string; what: string; level: string; hints: string | null; played: string; streak: string | null; link: RegExp },
) {
  const results = panel(page);
  await expect(results.getByRole('heading', { name: expected.heading })).toBeFocused();
  await expect(results.getByTestId('results-what')).toHaveText(expected.what);
  await expect(results.getByTestId('completion-time')).toHaveText(/^\d+:\d\d$/);
  await expect(results.getByTestId('results-level')).toHaveText(expected.level);
  if (expected.hints === null) await expect(results.getByTestId('results-hints')).toHaveCount(0);
  else await expect(results.getByTestId('results-hints')).toHaveText(expected.hints);
  await expect(results.getByTestId('results-played')).toHaveText(expected.played);
  await expect(results.getByTestId('results-win-percent')).toHaveText('100');
  if (expected.streak === null) await expect(results.getByTestId('results-streak')).toHaveCount(0);
  else await expect(results.getByTestId('results-streak')).toHaveText(expected.streak);
  const lines = ((await results.getByTestId('share-text').textContent()) ?? '').trim().split('\n');
  const link = lines.at(-1) ?? '';
  expect(link).toMatch(expected.link);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  return { link, summary: lines.slice(0, -1).join('\n') };
}

/** The toolbar's clock stops on the final time the results show (it once fell back to 0:00 on a grid game's solve). */
async function expectClockStoppedAt(page: Page, time: string) {
  await expect(page.getByTestId('game-timer')).toHaveText(time);
}

test('a grid game (Takuzu) ends on the results screen; Share hands the text and the link to the share sheet, and the link opens the game', async ({
  page,
}) => {
  await withShareSheet(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/takuzu');
  await expectHydrated(page);
  await openSixBySix(page);
  const { puzzle, solution, empties } = await readPuzzle(page);
  // A click cycles a cell empty -> 0 -> 1; the last cell waits for a human time.
  for (const [i, target] of empties.entries()) {
    if (i === empties.length - 1) await waitForHumanTime(page, puzzle);
    const clicks = solution[target] === '0' ? 1 : 2;
    for (let c = 0; c < clicks; c++) await takuzuCell(page, target).click();
    await expect(takuzuCell(page, target)).toHaveAttribute('data-value', solution[target]!);
  }
  const { link, summary } = await expectResults(page, {
    heading: 'Solved!',
    what: 'Practice puzzle, 6×6 Easy',
    level: '6×6 Easy',
    hints: 'None',
    played: '1',
    streak: '0',
    link: /\/takuzu\?level=6-easy$/,
  });
  const time = (await panel(page).getByTestId('completion-time').textContent()) ?? '';
  expect(summary).toBe(`Takuzu practice, 6×6 Easy, ${time}`);
  // The last cell waited for the clock to pass the human floors: the time is not 0:00, nor is the clock.
  expect(time).not.toBe('0:00');
  await expectClockStoppedAt(page, time);
  // A practice puzzle: no countdown to the next daily. The win's mark is animated (motion allowed).
  await expect(panel(page).getByTestId('next-daily')).toHaveCount(0);
  await expect(panel(page).getByTestId('result-mark').locator('svg')).not.toHaveCSS('animation-name', 'none');
  // The solved grid stays beside the results, and its cells wave once: a short flourish, transforms only.
  await expectBoardKept(page, 'takuzu-board', 'beside');
  const flourish = await animationsIn(page, 'takuzu-board');
  expect(flourish.length).toBeGreaterThan(0);
  for (const a of flourish) {
    expect(a.name).toBe('flourish-wave');
    expect(a.end).toBeLessThanOrEqual(1500);
  }

  await panel(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(panel(page).getByTestId('share-status')).toHaveText('Shared.');
  expect(await page.evaluate(() => window.__shared)).toEqual([{ title: 'Takuzu', text: summary, url: link }]);

  // The link opens the game's practice at the same level; a daily's link opens the daily.
  await page.goto('/takuzu?daily=2026-01-01');
  await expect(page.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-announcer')).toContainText('Daily puzzle of');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.goto(link);
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, 6×6 Easy');
  await expect(page.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-pressed', 'true');
});

test("Word Guesser's daily ends on the results screen: its emoji grid and the daily's link, the distribution, the streak and the countdown; Copy without a share sheet, no animation under reduced motion", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await withoutShareSheet(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wordguesser');
  await expectHydrated(page);
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await expect(page.getByTestId('game-announcer')).toContainText('Daily puzzle of');
  const day = /Daily puzzle of (\d{4}-\d\d-\d\d)/.exec((await page.getByTestId('game-announcer').textContent()) ?? '')![1]!;
  await expect(judgedRows(page)).toHaveCount(0);
  const guesses = await playToWin(page, (word) => page.keyboard.type(`${word}\n`), false);

  const { link, summary } = await expectResults(page, {
    heading: guesses === 1 ? 'In one!' : `Solved in ${guesses}!`,
    what: `Daily puzzle of ${day}, Five letters`,
    level: 'Five letters',
    hints: null,
    played: '1',
    streak: '1',
    link: new RegExp(`/wordguesser\\?daily=${day}$`),
  });
  expect(summary.split('\n')[0]).toBe(`Word Guesser ${day} ${guesses}/6`);
  expect(summary.split('\n').slice(2)).toHaveLength(guesses);
  await expect(panel(page).getByTestId(`distribution-${guesses}`)).toHaveAttribute('data-latest', 'true');
  await expect(panel(page).getByTestId(`distribution-${guesses}`)).toHaveAttribute('data-count', '1');
  await expect(panel(page).getByTestId('next-daily')).toHaveText(/^\d\d:\d\d:\d\d$/);
  // Reduced motion: the mark stands still and nothing bursts.
  await expect(panel(page).getByTestId('result-mark').locator('svg')).toHaveCSS('animation-name', 'none');
  await expect(panel(page).getByTestId('result-burst')).toBeHidden();
  // The guesses stay on the phone's screen above the results; no flourish runs under reduced motion.
  await expectBoardKept(page, 'wordguesser-board', 'under');
  expect(await animationsIn(page, 'wordguesser-board')).toEqual([]);
  expect(await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName ?? 'script'))).toEqual([]);

  await expect(panel(page).getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const copy = panel(page).getByRole('button', { name: 'Copy result' });
  const box = await copy.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await copy.click();
  await expect(panel(page).getByTestId('share-status')).toHaveText('Copied the result.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${summary}\n${link}`);

  // Reopened later, the daily shows the same result: its time frozen at the finish, the same status.
  const time = (await panel(page).getByTestId('completion-time').textContent()) ?? '';
  const status = await panel(page).getByTestId('completion-status').textContent();
  await page.reload();
  await expectHydrated(page);
  await expect(panel(page).getByTestId('completion-time')).toHaveText(time);
  // ... and its own guesses, the board as it was at the win (the answer it found, nothing more).
  await expectBoardKept(page, 'wordguesser-board', 'under');
  await expect(judgedRows(page)).toHaveCount(guesses);
  await expect(panel(page).getByTestId('completion-status')).toHaveText(status ?? '');
  await expect(panel(page).getByTestId('share-text')).toContainText(summary.split('\n')[0]!);
});

test('Minesweeper ends on the results screen on a phone, and Share uses the share sheet', async ({ page }) => {
  test.setTimeout(90_000);
  await withShareSheet(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/minesweeper');
  await expectHydrated(page);
  await openBeginner(page);
  await sweeperCell(page, 40).click();
  await playToTheWin(page, { open: (target) => target.click(), flag: (target) => target.click({ button: 'right' }) });
  const { link, summary } = await expectResults(page, {
    heading: 'Solved!',
    what: 'Practice puzzle, Beginner',
    level: 'Beginner',
    hints: 'None',
    played: '1',
    streak: '0',
    link: /\/minesweeper\?level=beginner$/,
  });
  expect(summary).toMatch(/^Minesweeper practice, Beginner, \d+:\d\d$/);
  await expectClockStoppedAt(page, (await panel(page).getByTestId('completion-time').textContent()) ?? '');
  await panel(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(panel(page).getByTestId('share-status')).toHaveText('Shared.');
  expect(await page.evaluate(() => window.__shared)).toEqual([{ title: 'Minesweeper', text: summary, url: link }]);
});
