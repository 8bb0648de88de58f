import { expect, test, type Page } from '@playwright/test';
import { expectFitsViewport as expectBoxesFit } from './fits-viewport';
import { expectFirstSolve, signUpByApi } from './support';
import { board, cell, openSixBySix, readPuzzle, waitForHumanTime } from './takuzu-play';

/**
 * Takuzu in the browser: a 6x6 practice puzzle won by the keyboard (laptop, signed in) and by taps
 * (phone). The page never holds the solution: the test reads the public puzzle from the board,
 * checks it has one solution with the independent brute-force counter and solves it here.
 */

/**
 * The whole board with its counts, the main controls (the shell's) and the error-marking setting are on
 * screen below the header, unscrolled.
 */
async function expectFitsViewport(page: Page) {
  const buttons = ['Pause', 'Undo', 'Redo', 'Hint'].map((name) => page.getByRole('button', { name, exact: true }));
  await expectBoxesFit(page, page.getByTestId('takuzu-area'), [...buttons, page.getByLabel('Show mistakes')]);
}

async function expectSolved(page: Page) {
  const panel = await expectFirstSolve(page);
  await expect(panel).toContainText('Practice puzzle, 6×6 Easy');
  return panel;
}

test('a signed-in player solves a 6x6 puzzle by keyboard on a laptop and enters the leaderboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/takuzu');
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  // The daily (8x8) fits too, before switching to practice.
  await expect(board(page)).toHaveAttribute('aria-label', 'Takuzu board, 8 by 8');
  await expectFitsViewport(page);
  await openSixBySix(page);
  const { puzzle, size, solution, empties } = await readPuzzle(page);
  await expectFitsViewport(page);
  await expect(board(page)).toHaveCSS('touch-action', 'none');

  // The mouse: a right-click cycles back (empty -> 1 -> 0), a click forward (0 -> 1); no context menu.
  const first = cell(page, empties[0]!);
  await first.click({ button: 'right' });
  await expect(first).toHaveAttribute('data-value', '1');
  await first.click({ button: 'right' });
  await expect(first).toHaveAttribute('data-value', '0');
  await first.click();
  await expect(first).toHaveAttribute('data-value', '1');
  await first.click();
  await expect(first).toHaveAttribute('data-value', '.');

  // Into the board with Tab: focus lands on the selected cell (the hint button comes just before).
  const focused = () => board(page).locator('[data-cell]:focus');
  await page.getByRole('button', { name: 'Hint' }).focus();
  await page.keyboard.press('Tab');
  let at = empties[0]!;
  await expect(focused()).toHaveAttribute('data-cell', String(at));
  const goTo = async (target: number) => {
    const rows = Math.floor(target / size) - Math.floor(at / size);
    const cols = (target % size) - (at % size);
    for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(cols); i++) await page.keyboard.press(cols > 0 ? 'ArrowRight' : 'ArrowLeft');
    at = target;
    await expect(focused()).toHaveAttribute('data-cell', String(target));
  };

  // Space cycles, Backspace clears, Ctrl+Z and Ctrl+Y undo and redo; the counts follow.
  const row = Math.floor(at / size);
  const rowCount = page.getByTestId('row-counts').locator('li').nth(row);
  const zerosBefore = Number(await rowCount.getAttribute('data-zeros'));
  await page.keyboard.press('Space');
  await expect(focused()).toHaveAttribute('data-value', '0');
  await expect(rowCount).toHaveAttribute('data-zeros', String(zerosBefore + 1));
  await page.keyboard.press('Space');
  await expect(focused()).toHaveAttribute('aria-label', new RegExp(`^row ${row + 1}, column ${(at % size) + 1}, 1`));
  await page.keyboard.press('Backspace');
  await expect(focused()).toHaveAttribute('data-value', '.');
  await page.keyboard.press('Control+z');
  await expect(focused()).toHaveAttribute('data-value', '1');
  await page.keyboard.press('Control+y');
  await expect(focused()).toHaveAttribute('data-value', '.');

  // A given cannot change; its label says so.
  const given = Array.from({ length: size * size }, (_, i) => i).find((i) => !empties.includes(i))!;
  await expect(cell(page, given)).toHaveAttribute('aria-label', new RegExp(`, ${solution[given]}, given$`));

  // The whole solve by keys 0 and 1; the last cell waits for a human time.
  for (const [i, target] of empties.entries()) {
    await goTo(target);
    if (i === empties.length - 1) await waitForHumanTime(page, puzzle);
    await page.keyboard.press(solution[target]!);
  }
  const panel = await expectSolved(page);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time 6×6 Easy board/);
  await expect(page.getByTestId('best-6-easy')).not.toContainText('none yet');
  const card = page.getByTestId('leaderboard-card');
  await card.getByLabel('Board', { exact: true }).selectOption('all:6-easy');
  await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('taps solve a 6x6 puzzle; board, counts and controls fit the screen', async ({ page }) => {
    await page.goto('/takuzu');
    await expect(board(page)).toBeVisible();
    await openSixBySix(page);
    const { puzzle, solution, empties } = await readPuzzle(page);
    await expectFitsViewport(page);
    for (const [i, target] of empties.entries()) {
      const want = solution[target]!;
      if (i === empties.length - 1) await waitForHumanTime(page, puzzle);
      // A tap cycles empty -> 0 -> 1.
      await cell(page, target).tap();
      if (want === '1') {
        await expect(cell(page, target)).toHaveAttribute('data-value', '0');
        await cell(page, target).tap();
      }
      await expect(cell(page, target)).toHaveAttribute('data-value', want);
    }
    const panel = await expectSolved(page);
    // Anonymous: the result counts in the statistics, not on the leaderboards.
    await expect(panel).toContainText("Signed-in players' clean times enter the leaderboards.");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
