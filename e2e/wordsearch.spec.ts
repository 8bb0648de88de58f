import { expect, test, type Page } from '@playwright/test';
import { minSolveSeconds, plausibleSeconds } from '../lib/games/wordsearch/timing';
import { expectFitsViewport } from './fits-viewport';
import { displayName, expectFirstSolve, humanClockSeconds, signUpByApi, waitForClock } from './support';
import { board, centre, cell, mouseDrag, readGrid, type Grid } from './wordsearch-play';

/**
 * Wordsearch in the browser: whole grids won by mouse drags (laptop), by touch drags (phone) and by
 * the keyboard alone. The page never holds the answers' places: the test reads the public puzzle off
 * the board and finds each word with its own scan of the letters, here.
 */

/**
 * In order, in one worker: a later test here is helped (the keyboard test's hint, on today's daily,
 * like the ranked win), and every test comes from the same address, so a win on a puzzle another key
 * was helped on from there within 6 h is held for review (docs/GAMES.md, Fair play). The pools are
 * small early in a run, so two tests often get the same puzzle: the signed-in win that must be ranked
 * runs first, as the file orders them.
 */
test.describe.configure({ mode: 'default' });

const listed = (page: Page, word: string) => page.getByTestId('word-list').locator(`[data-word="${word}"]`);

/**
 * The server refuses a finish faster than a human could (minSolveSeconds) and holds one faster than
 * the fastest humans (plausibleSeconds, on the leaderboard's clock from the issue) as pending: before
 * the last word, wait until the page's own clock (the same, with no pause taken) shows both passed
 * as the test server applies them, plus a second for the clock's rounding. The daily is Medium.
 */
async function waitForHumanTime(page: Page, puzzle: string, level: string) {
  await waitForClock(page, humanClockSeconds(minSolveSeconds(puzzle), plausibleSeconds(puzzle, level)));
}

/** A finger dragged across the screen: real touch input (Chromium turns it into touch pointer events). */
async function touchDrag(page: Page, from: number, to: number) {
  const [a, b] = [await centre(cell(page, from)), await centre(cell(page, to))];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y, id: 1 }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const point = { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps, id: 1 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two cells next to each other whose letters spell no listed word either way. */
function wrongPair(grid: Grid): [number, number] {
  for (let from = 0; from < grid.letters.length - 1; from++) {
    if ((from + 1) % grid.width === 0) continue;
    const pair = `${grid.letters[from]}${grid.letters[from + 1]}`;
    if (!grid.words.includes(pair) && !grid.words.includes([...pair].reverse().join(''))) return [from, from + 1];
  }
  throw new Error('no wrong pair');
}

async function expectBoardAndControlsFit(page: Page) {
  const controls = ['Pause', 'Undo', 'Redo', 'Hint'].map((name) => page.getByRole('button', { name, exact: true }));
  await expectFitsViewport(page, board(page), [...controls, page.getByTestId('word-list')]);
}

test('a signed-in player finds every word of the daily by mouse drags on a laptop and enters the leaderboard', async ({ page }) => {
  // Sign-up hashes a password, the day's first daily is generated on the spot, and the last word
  // waits for a human time (4 s a word on Medium, on the test server's clock).
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/wordsearch');
  const grid = await readGrid(page);
  expect(grid.width).toBe(12);
  await expectBoardAndControlsFit(page);
  await expect(board(page)).toHaveCSS('touch-action', 'none');
  // The list sits beside the grid on a laptop, under the theme's title.
  const [boardBox, listBox] = [await board(page).boundingBox(), await page.getByTestId('word-list').boundingBox()];
  expect(listBox!.x).toBeGreaterThanOrEqual(boardBox!.x + boardBox!.width);
  const theme = grid.text.split(':')[2];
  if (theme) await expect(page.getByTestId('word-list').getByRole('heading')).toHaveText(theme);

  // A selection that spells no listed word flashes, is said, and changes nothing.
  const [a, b] = wrongPair(grid);
  await mouseDrag(page, a, b);
  await expect(page.getByTestId('game-announcer')).toContainText('No listed word there');
  await expect(page.getByTestId('word-list').locator('[data-found]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  const [first, ...rest] = grid.places;
  // A word dragged from its last letter to its first counts too; undo and redo take it back and forth.
  await mouseDrag(page, first!.to, first!.from);
  await expect(listed(page, first!.word)).toHaveAttribute('data-found', '');
  await expect(listed(page, first!.word)).toContainText(`${first!.word}, found`);
  await expect(cell(page, first!.from)).toHaveAttribute('aria-label', new RegExp(`found in ${first!.word}`));
  await expect(page.getByTestId('game-announcer')).toContainText(`Found ${first!.word}. 1 of ${grid.words.length} words found.`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(listed(page, first!.word)).not.toHaveAttribute('data-found');
  await expect(cell(page, first!.from)).not.toHaveAttribute('aria-label', /found in/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(listed(page, first!.word)).toHaveAttribute('data-found', '');
  // The same word again: already found, nothing changes.
  await mouseDrag(page, first!.from, first!.to);
  await expect(page.getByTestId('game-announcer')).toContainText(`${first!.word} is already found.`);

  for (const [i, place] of rest.entries()) {
    if (i === rest.length - 1) await waitForHumanTime(page, grid.text, 'medium');
    await mouseDrag(page, place.from, place.to);
    if (i < rest.length - 1) await expect(listed(page, place.word)).toHaveAttribute('data-found', '');
  }
  const panel = await expectFirstSolve(page);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the daily board/);
  await expect(page.getByTestId('best-medium')).not.toContainText('none yet');
  const name = await displayName(page);
  const card = page.getByTestId('leaderboard-card');
  await expect(card).toHaveAttribute('data-game', 'wordsearch');
  await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
});

test.describe('on a 390x844 phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('touch drags find every word of a Hard 15x15 grid; it fits the screen and the page never scrolls', async ({ page }) => {
    test.setTimeout(180_000);
    // Signed in through the API; the page shares its cookies.
    await signUpByApi(page);
    await page.goto('/wordsearch');
    await expect(board(page)).toBeVisible();
    await page.getByRole('button', { name: 'Practice' }).tap();
    await page.getByLabel('Level').selectOption('hard');
    await page.getByRole('button', { name: 'New puzzle' }).tap();
    await expect.poll(async () => ((await board(page).getAttribute('data-puzzle')) ?? '').split('/').length).toBe(15);
    const grid = await readGrid(page);
    await expect(board(page)).toHaveCSS('touch-action', 'none');
    await expectBoardAndControlsFit(page);
    // The list sits under the grid, and a 15x15 grid keeps cells a finger can hit.
    const [boardBox, listBox, cellBox] = [
      await board(page).boundingBox(),
      await page.getByTestId('word-list').boundingBox(),
      await cell(page, 0).boundingBox(),
    ];
    expect(listBox!.y).toBeGreaterThanOrEqual(boardBox!.y + boardBox!.height);
    expect(cellBox!.width).toBeGreaterThanOrEqual(23.5);

    // A tap on a word's first letter and one on its last select it too.
    const [first, ...rest] = grid.places;
    await cell(page, first!.from).tap();
    await expect(cell(page, first!.from)).toHaveAttribute('aria-label', /selected start/);
    await cell(page, first!.to).tap();
    await expect(listed(page, first!.word)).toHaveAttribute('data-found', '');

    for (const [i, place] of rest.entries()) {
      if (i === rest.length - 1) await waitForHumanTime(page, grid.text, 'hard');
      // Every other word from its last letter back to its first.
      await (i % 2 === 0 ? touchDrag(page, place.from, place.to) : touchDrag(page, place.to, place.from));
      if (i < rest.length - 1) await expect(listed(page, place.word)).toHaveAttribute('data-found', '');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    const panel = await expectFirstSolve(page);
    await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time Hard board/);
    await expect(page.getByTestId('best-hard')).not.toContainText('none yet');
    const name = await displayName(page);
    const card = page.getByTestId('leaderboard-card');
    await expect(card).toHaveAttribute('data-game', 'wordsearch');
    await card.getByRole('combobox', { name: 'Board', exact: true }).selectOption('all:hard');
    await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
  });
});

test('the keyboard alone plays: a hint rings a first letter, arrows move, Space and Enter mark the ends, and a whole grid is found', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/wordsearch');
  const grid = await readGrid(page);
  const focused = () => board(page).locator('[data-cell]:focus');
  let at = 0;
  const goTo = async (target: number) => {
    const [dr, dc] = [Math.floor(target / grid.width) - Math.floor(at / grid.width), (target % grid.width) - (at % grid.width)];
    for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
    at = target;
    await expect(focused()).toHaveAttribute('data-cell', String(target));
  };

  // The hint rings the first letter of a word not found yet (and makes the result assisted).
  await page.getByRole('button', { name: 'Hint' }).focus();
  await page.keyboard.press('Enter');
  const message = page.getByTestId('hint-message');
  await expect(message).toContainText(/[A-Z]+ starts at the circled [A-Z] on the grid\./);
  await expect(message).not.toContainText(/row \d+, column \d+/);
  // The letter is marked on the grid (a ring, and said to a screen reader), and it is the letter named.
  const hinted = board(page).locator('[data-hint]');
  await expect(hinted).toHaveCount(1);
  await expect(hinted).toBeVisible();
  expect(await hinted.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  const letter = /circled ([A-Z])/.exec((await message.textContent()) ?? '')?.[1];
  await expect(hinted).toHaveAttribute('aria-label', new RegExp(`letter ${letter}, .*hint: a word starts here$`));
  // A palindrome (DAD) starts at either end: the word reads the same from both.
  const starts = grid.places.flatMap((p) =>
    p.word === [...p.word].reverse().join('') ? [String(p.from), String(p.to)] : [String(p.from)],
  );
  expect(starts).toContain(await hinted.getAttribute('data-cell'));

  // Into the board with Tab: the hint button is the last control before it.
  await page.keyboard.press('Tab');
  await expect(focused()).toHaveAttribute('data-cell', '0');
  await expect(focused()).toHaveAttribute('aria-label', new RegExp(`^row 1, column 1, letter ${grid.letters[0]}`));

  // A wrong selection: said, nothing found.
  const [a, b] = wrongPair(grid);
  await goTo(a);
  await page.keyboard.press('Space');
  await expect(focused()).toHaveAttribute('aria-label', /selected start/);
  await goTo(b);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('game-announcer')).toContainText('No listed word there');
  await expect(page.getByTestId('word-list').locator('[data-found]')).toHaveCount(0);
  // Escape drops a marked start.
  await page.keyboard.press('Space');
  await expect(focused()).toHaveAttribute('aria-label', /selected start/);
  await page.keyboard.press('Escape');
  await expect(board(page).locator('[data-start]')).toHaveCount(0);

  for (const [i, place] of grid.places.entries()) {
    await goTo(place.from);
    await page.keyboard.press('Space');
    await goTo(place.to);
    if (i === grid.places.length - 1) await waitForHumanTime(page, grid.text, 'medium');
    await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Enter');
    if (i < grid.places.length - 1) {
      await expect(listed(page, place.word)).toHaveAttribute('data-found', '');
      await expect(page.getByTestId('game-announcer')).toContainText(`Found ${place.word}.`);
    }
    // The player acted: the hint's ring goes.
    if (i === 0) await expect(hinted).toHaveCount(0);
  }
  const panel = await expectFirstSolve(page);
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeFocused();
  await expect(panel).toContainText('with a hint (assisted');
});
