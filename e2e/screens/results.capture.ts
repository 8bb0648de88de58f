import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { cell as sweeperCell, openBeginner, playToTheWin } from '../minesweeper-play';
import { expectHydrated } from '../support';
import { cell as takuzuCell, openSixBySix, readPuzzle, waitForHumanTime } from '../takuzu-play';
import { playToWin } from '../wordguesser-play';

/**
 * Issue 43's results with the finished board kept (docs/screens/results/): one win each of a grid
 * game (Takuzu), a word game (Word Guesser) and Minesweeper, each shown on a 390x844 phone and a
 * 1280x800 laptop in both themes (the page follows the viewport and the scheme live). Viewport only.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens/results');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function shoot(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // The page's top: the board and as much of the results as the screen holds.
      await page.evaluate(() =>
        window.scrollTo(0, document.querySelector('[data-testid="game-area"]')!.getBoundingClientRect().top + window.scrollY - 8),
      );
      await page.screenshot({
        path: path.join(OUT, `${name}-${viewport.width}x${viewport.height}-${colorScheme}.png`),
        animations: 'disabled',
      });
    }
  }
}

test.use({ viewport: VIEWPORTS[0], reducedMotion: 'reduce' });

test('Takuzu', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/takuzu');
  await expectHydrated(page);
  await openSixBySix(page);
  const { puzzle, solution, empties } = await readPuzzle(page);
  for (const [i, target] of empties.entries()) {
    if (i === empties.length - 1) await waitForHumanTime(page, puzzle);
    for (let c = 0; c < (solution[target] === '0' ? 1 : 2); c++) await takuzuCell(page, target).click();
  }
  await expect(page.getByTestId('completion-panel')).toBeVisible();
  await shoot(page, 'takuzu');
});

test('Word Guesser', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/wordguesser');
  await expectHydrated(page);
  await expect(page.getByTestId('wordguesser-area')).toHaveAttribute('data-phase', 'playing');
  await playToWin(page, (word) => page.keyboard.type(`${word}\n`), false);
  await expect(page.getByTestId('completion-panel')).toBeVisible();
  await shoot(page, 'wordguesser');
});

test('Minesweeper', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/minesweeper');
  await expectHydrated(page);
  await openBeginner(page);
  await sweeperCell(page, 40).click();
  await playToTheWin(page, { open: (target) => target.click(), flag: (target) => target.click({ button: 'right' }) });
  await expect(page.getByTestId('completion-panel')).toBeVisible();
  await shoot(page, 'minesweeper');
});
