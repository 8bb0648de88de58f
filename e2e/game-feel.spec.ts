import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { GAME_PAGES, openGamePage, smallControls } from './game-pages';

/**
 * What every game page owes a player, checked on all of them: controls a thumb can hit on a phone,
 * and no contrast or naming failure (axe, WCAG 2 A and AA) in either theme.
 */
test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  for (const entry of GAME_PAGES) {
    test(`${entry.path}: every control is at least 44x44 px (keys 44 px tall)`, async ({ page }) => {
      await openGamePage(page, entry);
      expect(await smallControls(page)).toEqual([]);
    });
  }
});

/**
 * axe once per page and theme: the page is loaded once, in the light theme, and checked; then the
 * system's scheme turns dark (the page follows it live, as a visitor's would) and it is checked again.
 */
for (const entry of GAME_PAGES) {
  test(`${entry.path}: axe finds no contrast or name violation in the light theme, then in the dark one`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openGamePage(page, entry);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByTestId('theme-toggle')).toHaveAttribute(
        'aria-label',
        `Switch to ${colorScheme === 'dark' ? 'light' : 'dark'} theme`,
      );
      // Violations only: the passes and the rest are not gathered node by node (a fifth of axe's time), the rules run are the same.
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('')}`),
      }));
      expect(found, `the ${colorScheme} theme`).toEqual([]);
    }
  });
}
