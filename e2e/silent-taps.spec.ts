import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from './support';

/**
 * Nothing fails silently: a tap the rules ignore says why, on screen (and to screen readers), and
 * changes nothing.
 */
const notice = (page: Page) => page.getByTestId('play-notice');

test('Sudoku: a digit typed on a given says the given cannot change', async ({ page }) => {
  await page.goto('/sudoku');
  await expectHydrated(page);
  const board = page.getByTestId('sudoku-board');
  const puzzle = (await board.getAttribute('data-puzzle')) ?? '';
  const given = [...puzzle].findIndex((c) => c !== '.');
  const digit = puzzle[given] === '9' ? '1' : '9';
  await board.locator(`[data-cell="${given}"]`).click();
  await page.keyboard.press(digit);
  await expect(notice(page)).toHaveText(/is a given: it cannot change\.$/);
  await expect(page.getByTestId('game-announcer')).toContainText('is a given: it cannot change.');
  await expect(board.locator(`[data-cell="${given}"]`)).toContainText(puzzle[given]!);
});

test('Minesweeper: the daily opened away from its ringed cell, or asked for a hint first, says where to start; Flag mode looks pressed', async ({
  page,
}) => {
  await page.goto('/minesweeper');
  await expectHydrated(page);
  const board = page.getByTestId('minesweeper-board');
  const start = Number(await board.locator('[data-start]').getAttribute('data-cell'));
  const away = start === 0 ? 1 : 0;
  await board.locator(`[data-cell="${away}"]`).click();
  await expect(notice(page)).toHaveText('The daily starts at the cell ringed in green.');
  await expect(board.locator(`[data-cell="${away}"]`)).toHaveAttribute('data-value', 'hidden');
  // Hint before the first click has nothing to deduce: it says how this play begins, the daily's way.
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('hint-message')).toContainText('Open the cell ringed in green: everybody starts there.');
  await expect(page.getByTestId('game-timer')).toHaveAttribute('data-seconds', '0');

  const flag = page.getByRole('button', { name: /^Flag/ });
  const look = () => flag.evaluate((el) => getComputedStyle(el).backgroundColor);
  const off = await look();
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  expect(await look()).not.toBe(off);
});

test('Word Guesser: hard mode after the first guess says it is chosen before it', async ({ page }) => {
  await page.goto('/wordguesser');
  await expectHydrated(page);
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await page.getByRole('button', { name: 'Practice' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle');
  const hard = page.getByRole('switch', { name: 'Hard mode' });
  await expect(hard).not.toBeChecked();
  // A word the list allows but no answer is, so that the first guess never wins (a practice word was once CRANE).
  await page.keyboard.type('tares');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wordguesser-board').locator('[data-state="judged"]')).toHaveCount(1);
  // Locked (aria-disabled, so Playwright would wait for it to be enabled; a player can still tap it): the tap says why.
  await expect(hard).toBeDisabled();
  await hard.click({ force: true });
  await expect(page.getByTestId('play-notice')).toHaveText('Hard mode is chosen before the first guess.');
  await expect(hard).not.toBeChecked();
});

test('Queenie: two queens in a row stripe the whole row', async ({ page }) => {
  await page.goto('/queenie');
  await expectHydrated(page);
  const board = page.getByTestId('queenie-board');
  await expect(board.locator('[data-cell]').first()).toBeVisible();
  const regions = ((await board.getAttribute('data-puzzle')) ?? '').replaceAll('/', '');
  const size = Math.round(Math.sqrt(regions.length));
  for (const cell of [0, 2]) {
    await board.locator(`[data-cell="${cell}"]`).click();
    await board.locator(`[data-cell="${cell}"]`).click();
    await expect(board.locator(`[data-cell="${cell}"]`)).toHaveAttribute('data-mark', 'Q');
  }
  for (let col = 0; col < size; col++) await expect(board.locator(`[data-cell="${col}"]`)).toHaveAttribute('data-broken', 'true');
  // A cell in no broken line or region stays plain.
  const plain = [...regions].findIndex((r, i) => i >= size && i % size !== 0 && i % size !== 2 && r !== regions[0] && r !== regions[2]);
  await expect(board.locator(`[data-cell="${plain}"]`)).not.toHaveAttribute('data-broken');
});
