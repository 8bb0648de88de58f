import { expect, test } from '@playwright/test';

// Temporary: screenshots for a look (not committed).
const dir = '/tmp/wt-mahjong-shots';
for (const scheme of ['light', 'dark'] as const) {
  for (const vp of [{ name: 'phone', width: 390, height: 844 }, { name: 'laptop', width: 1280, height: 800 }]) {
    test(`${scheme} ${vp.name}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto('/mahjong-solitaire');
      const board = page.getByTestId('mahjong-solitaire-board');
      await expect(board).toHaveAttribute('data-layout', 'turtle');
      await page.screenshot({ path: `${dir}/${scheme}-${vp.name}-turtle.png` });
      await page.getByRole('button', { name: 'Practice' }).click();
      await page.getByLabel('Level', { exact: true }).selectOption('quick');
      await page.getByRole('button', { name: 'New puzzle' }).click();
      await expect(board).toHaveAttribute('data-layout', 'quick');
      await page.getByRole('switch', { name: 'Show free tiles' }).check();
      await board.locator('[data-free]').first().click();
      await page.screenshot({ path: `${dir}/${scheme}-${vp.name}-quick.png` });
      await page.getByRole('switch', { name: 'Show free tiles' }).uncheck();
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect(page.getByTestId('hint-message')).toBeVisible();
      await page.screenshot({ path: `${dir}/${scheme}-${vp.name}-hint.png` });
      for (const level of ['fortress', 'pyramid']) {
        await page.getByLabel('Level', { exact: true }).selectOption(level);
        await page.getByRole('button', { name: 'New puzzle' }).click();
        await expect(board).toHaveAttribute('data-layout', level);
        await page.screenshot({ path: `${dir}/${scheme}-${vp.name}-${level}.png` });
      }
    });
  }
}
