import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFitsViewport } from './fits-viewport';
import { board, cell, openBeginner, playToTheWin, readBoard } from './minesweeper-play';
import { signUpByApi } from './support';

/**
 * Minesweeper in the browser: a Beginner board won through the interface, by mouse and keyboard on
 * a laptop (signed in: the leaderboard) and by taps and long presses on a phone. The page never
 * holds a mine before the end: the test reads only the numbers the board shows and deduces with the
 * engine's own public-board reasoning (the hint module), flagging the mines it proves and opening
 * (or chording) the cells it proves safe.
 */

async function expectWon(page: Page) {
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expect(panel).toContainText('Practice puzzle, Beginner');
  // Every mine is flagged, the counter at zero.
  await expect(board(page).locator('[data-value="mine"][data-flag]')).toHaveCount(10);
  await expect(page.getByTestId('mine-counter')).toHaveAttribute('data-value', '0');
  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  await expect(page.getByTestId('best-beginner')).not.toContainText('none yet');
  return panel;
}

/**
 * Board and main controls on screen, below the header, unscrolled; no cell under `minCell` px (28:
 * a fingertip). A board too tall for the screen at that size (Expert on a phone) pans inside a box
 * that fits instead; one too wide (the 16x16 daily on a phone) shows whole, smaller, in a zoom frame.
 */
async function expectFits(page: Page, minCell = 27.5) {
  const size = await cell(page, 0).boundingBox();
  expect(Math.min(size!.width, size!.height)).toBeGreaterThanOrEqual(minCell);
  const pans = (await page.getByTestId('board-pan').getAttribute('data-pans')) === 'true';
  await expectFitsViewport(page, pans ? page.getByTestId('board-pan') : board(page), [
    page.getByTestId('mine-counter'),
    page.getByTestId('face-button'),
    page.getByTestId('game-timer'),
    page.getByRole('button', { name: 'Flag mode' }),
    page.getByRole('button', { name: 'Hint' }),
  ]);
}

test('a signed-in player clears a Beginner board by mouse and keyboard on a laptop and enters the leaderboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/minesweeper');
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  // The daily (Intermediate) fits, before switching to practice.
  await expect(board(page)).toHaveAttribute('aria-label', 'Minesweeper board, 16 columns by 16 rows, 40 mines');
  await expectFits(page);
  await openBeginner(page);
  await expectFits(page);

  // No mine is anywhere in the page before the first click; the page holds only the size.
  expect(await page.content()).not.toMatch(/data-value="(mine|hit)"/);

  // The first click opens an area: a zero; the clock starts.
  await cell(page, 40).click();
  await expect(cell(page, 40)).toHaveAttribute('data-value', '0');
  await expect(cell(page, 40)).toHaveAttribute('aria-label', 'row 5, column 5, empty');
  await expect.poll(async () => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'))).toBeGreaterThan(0);
  // Pause hides the board until Resume; the opened area is still there after. The pause lasts over a
  // second once the server has it: the playing time leaves out the whole seconds paused, the
  // leaderboard's clock keeps them, so the result shows both. The one timed wait of the browser tests,
  // kept because a pause's length is the point here and nothing on the page moves while paused (its
  // clock is stopped: that is what is tested).
  const pausedOnServer = page.waitForResponse((r) => r.url().endsWith('/clock') && r.request().method() === 'POST' && r.ok());
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(board(page)).toBeHidden();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  expect((await (await pausedOnServer).json()).paused).toBe(true);
  await expect(page.getByTestId('clock-notice')).toHaveCount(0);
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Resume' }).last().click();
  await expect(cell(page, 40)).toHaveAttribute('data-value', '0');

  // Keyboard: arrows move the focus, F flags and unflags; a flagged cell does not open on a click.
  const { view } = await readBoard(page);
  const hidden = view.cells!.findIndex((c) => c === 'hidden');
  await cell(page, hidden).focus();
  await page.keyboard.press('f');
  await expect(cell(page, hidden)).toHaveAttribute('aria-label', /, flagged$/);
  await expect(page.getByTestId('mine-counter')).toHaveAttribute('data-value', '9');
  await cell(page, hidden).click();
  await expect(cell(page, hidden)).toHaveAttribute('data-value', 'hidden');
  await page.keyboard.press('F');
  await expect(cell(page, hidden)).not.toHaveAttribute('data-flag', 'true');
  await page.keyboard.press(hidden % 9 === 8 ? 'ArrowLeft' : 'ArrowRight');
  await expect(cell(page, hidden % 9 === 8 ? hidden - 1 : hidden + 1)).toBeFocused();

  // The mouse: right click flags (no context menu), left click opens or chords.
  const { chords } = await playToTheWin(page, {
    open: (target) => target.click(),
    flag: (target) => target.click({ button: 'right' }),
  });
  expect(chords).toBeGreaterThanOrEqual(0);
  const panel = await expectWon(page);
  // Honest and at a human pace: ranked, not held for review.
  await expect(panel.getByTestId('completion-held')).toHaveCount(0);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time Beginner board/);
  // The pause: the time shown is the playing time, and the leaderboard's (longer) time has its own line.
  await expect(panel).toContainText('playing time (pauses excluded)');
  const boardLine = panel.getByTestId('completion-board-time');
  await expect(boardLine).toHaveText(/^Leaderboard time \d+:\d\d \(from your first click, pauses included\)\.$/);
  const playing = Number(await panel.getByTestId('completion-time').getAttribute('data-seconds'));
  expect(Number(await boardLine.getAttribute('data-seconds'))).toBeGreaterThan(playing);
  const card = page.getByTestId('leaderboard-card');
  await card.getByLabel('Board', { exact: true }).selectOption('all:beginner');
  await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('taps open, long presses flag, and a Beginner board is cleared; board and controls fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/minesweeper');
    await expect(board(page)).toHaveAttribute('aria-label', /^Minesweeper board, 16 columns by 16 rows/);
    // The daily is the same board for everybody: on a phone it shows whole in its zoom frame, cells
    // still readable (20 px), nothing to pan; Zoom in makes them a fingertip wide (board-fits.spec.ts).
    await expectFits(page, 19.5);
    await expect(page.getByTestId('board-pan')).not.toHaveAttribute('data-pans', 'true');
    await expect(page.getByTestId('zoom-frame')).toHaveAttribute('data-zoom', '1.00');
    await expect(cell(page, 255)).toBeInViewport();
    await openBeginner(page);
    await expectFits(page);
    const cdp = await page.context().newCDPSession(page);

    await cell(page, 40).tap();
    await expect(cell(page, 40)).toHaveAttribute('data-value', '0');

    // A press held until the flag shows, then lifted: flagged, not opened. A tap on a flag opens nothing.
    const longPress = async (target: Locator) => {
      const box = await target.boundingBox();
      if (!box) throw new Error('cell not laid out');
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await expect(target).toHaveAttribute('data-flag', 'true');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const { view } = await readBoard(page);
    const hidden = view.cells!.findIndex((c) => c === 'hidden');
    await longPress(cell(page, hidden));
    await cell(page, hidden).tap();
    await expect(cell(page, hidden)).toHaveAttribute('data-value', 'hidden');
    await expect(cell(page, hidden)).toHaveAttribute('data-flag', 'true');
    // Flag mode: a tap flags (here: takes the flag away), then back to opening.
    await page.getByRole('button', { name: 'Flag mode' }).tap();
    await cell(page, hidden).tap();
    await expect(cell(page, hidden)).not.toHaveAttribute('data-flag', 'true');
    await page.getByRole('button', { name: 'Flag mode' }).tap();
    await expect(page.getByRole('button', { name: 'Flag mode' })).toHaveAttribute('aria-pressed', 'false');

    await playToTheWin(page, { open: (target) => target.tap(), flag: longPress });
    const panel = await expectWon(page);
    // Anonymous: the result counts in the statistics, not on the leaderboards.
    await expect(panel).toContainText("Signed-in players' clean times enter the leaderboards.");
  });

  test('Expert is shown on its side, 16 wide and 30 tall, and fits the screen with its controls', async ({ page }) => {
    await page.goto('/minesweeper');
    await expect(board(page)).toHaveAttribute('aria-label', /^Minesweeper board, 16 columns by 16 rows/);
    await page.getByRole('button', { name: 'Practice' }).tap();
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Expert' });
    await page.getByRole('button', { name: 'New puzzle' }).tap();
    await expect(board(page)).toHaveAttribute('aria-label', /^Minesweeper board, 30 columns by 16 rows/);
    const box = await board(page).boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 1.5);
    await expectFits(page);
  });
});
