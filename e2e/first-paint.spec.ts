import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE } from '../lib/games/catalogue';

/**
 * What a game page paints before any of its scripts has run. A first visit's how-to card is the
 * largest thing on a phone's first paint (Lighthouse's LCP element on every game page): drawn by the
 * stylesheet until the script makes it the modal dialog, it must already have the dialog's size and
 * place, or its lines rewrap then and the largest paint moves to after the scripts.
 */
test.use({ storageState: { cookies: [], origins: [] } });

type Box = { what: string; x: number; y: number; width: number; height: number };

/** The card and each of its text blocks, in CSS pixels, once the fonts are in. */
async function cardBoxes(page: Page): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() =>
    [...document.querySelectorAll('dialog[data-how-to-game], dialog[data-how-to-game] :is(h2, li, p, figcaption)')].map((element) => {
      const r = element.getBoundingClientRect();
      const what = `${element.tagName.toLowerCase()} ${(element.textContent ?? '').slice(0, 30)}`;
      return { what, x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
}

for (const viewport of [
  { name: 'phone (Lighthouse mobile)', width: 412, height: 823 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`a first visit's card paints where and as large as the dialog it becomes (${viewport.name})`, async ({ browser }) => {
    test.setTimeout(30_000 + CATALOGUE.length * 10_000);
    for (const game of CATALOGUE) {
      const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      // First the server's HTML, the stylesheet and the pre-paint script alone (no bundle arrives).
      await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
      await page.goto(`/${game.id}`);
      const card = page.locator('dialog[data-how-to-game]');
      await expect(card, game.id).toBeVisible();
      await expect(card).not.toHaveAttribute('open');
      const painted = await cardBoxes(page);
      // Then with the scripts: the same card, now the modal dialog.
      await page.unroute('**/_next/static/chunks/**/*.js');
      await page.reload();
      await expect(card, game.id).toHaveAttribute('open', '');
      expect(await cardBoxes(page), game.id).toEqual(painted);
      await context.close();
    }
  });
}

test("Solitaire's status line is in the server's HTML, before any script has run", async ({ page }) => {
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto('/solitaire');
  await expect(page.getByTestId('solitaire-status')).toHaveText('Score – · Moves –');
  await expect(page.getByTestId('solitaire-status')).toHaveAttribute('aria-busy', 'true');
});
