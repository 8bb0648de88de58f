import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { FIT_VIEWPORTS } from '../fits-viewport';
import { GAME_PAGES, openGamePage } from '../game-pages';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens');
const nameOf = (pagePath: string) => (pagePath === '/' ? 'home' : pagePath.slice(1));

for (const viewport of FIT_VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name}, ${colorScheme}`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme,
        hasTouch: viewport.name === 'phone',
        reducedMotion: 'reduce',
      });
      for (const entry of GAME_PAGES) {
        test(entry.path, async ({ page }) => {
          await openGamePage(page, entry);
          // Pictures fetched after the page (Mahjong's tile sprite) are in the shot.
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: path.join(OUT, `${nameOf(entry.path)}-${viewport.name}-${colorScheme}.png`),
            animations: 'disabled',
          });
        });
      }
    });
  }
}
