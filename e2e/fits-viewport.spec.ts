import { expect, test } from '@playwright/test';
import { openDifficulty } from './chess-support';
import { expectFitsViewport, FIT_VIEWPORTS } from './fits-viewport';
import { expectHydrated } from './support';

/** Each playable game, on a phone and a laptop: the whole board and its main controls without scrolling. */
for (const viewport of FIT_VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the site header is one compact row; on a phone its secondary items are in a menu', async ({ page }) => {
      await page.goto('/');
      await expectHydrated(page);
      const header = await page.locator('body > header').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(viewport.name === 'phone' ? 64 : 72);
      const login = page.getByRole('button', { name: 'Login' });
      if (viewport.name === 'phone') {
        await expect(login).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(login).toBeVisible();
        await expect(page.getByRole('link', { name: /Go Premium/ })).toBeVisible();
        await login.click();
        await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
        await expect(login).toBeVisible();
      }
    });

    test('2048: the board and New Game', async ({ page }) => {
      await page.goto('/2048');
      await expect(page.getByTestId('tile')).toHaveCount(2);
      await expectFitsViewport(page, page.getByTestId('board-2048'), [
        page.getByRole('button', { name: 'New Game' }),
        page.getByTestId('score-value'),
      ]);
    });

    test('chess puzzles: the board, Hint, Reset, the puzzle arrows and the move field', async ({ page }) => {
      await page.goto('/chess-puzzles');
      await openDifficulty(page, 'easy');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsViewport(page, page.getByTestId('chess-board'), [
        page.getByRole('button', { name: 'Hint' }),
        page.getByRole('button', { name: 'Reset' }),
        page.getByRole('button', { name: 'Previous puzzle' }),
        page.getByRole('button', { name: 'Next puzzle', exact: true }),
        page.getByRole('textbox', { name: 'Type a move' }),
      ]);
    });
  });
}
