import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FIT_VIEWPORTS } from '../fits-viewport';
import { GAME_PAGES, openGamePage } from '../game-pages';
import { expectHydrated } from '../support';

/**
 * Issue 43's pages without a placeholder (docs/screens/house-ads/): the ad slots' house content, the
 * side column and /premium, viewport only. SHOT_STATE=before names the shots of the build before the change.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens/house-ads');
const STATE = process.env.SHOT_STATE === 'before' ? 'before' : 'after';
const PATHS = ['/', '/sudoku', '/premium', '/signup'];
const nameOf = (pagePath: string) => (pagePath === '/' ? 'home' : pagePath.slice(1));

for (const viewport of FIT_VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name}, ${colorScheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme, reducedMotion: 'reduce' });
      for (const pagePath of PATHS) {
        test(pagePath, async ({ page }) => {
          const entry = GAME_PAGES.find((p) => p.path === pagePath);
          if (entry) await openGamePage(page, entry);
          else {
            await page.goto(pagePath);
            await expectHydrated(page);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          }
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: path.join(OUT, `${nameOf(pagePath)}-${viewport.width}x${viewport.height}-${colorScheme}-${STATE}.png`),
            animations: 'disabled',
          });
        });
      }
    });
  }
}
