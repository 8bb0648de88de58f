import { expect, test, type Page } from '@playwright/test';
import { bannerTurn } from '../components/ads/house-rotation';
import { PREMIUM_PITCH } from '../components/premium/premium-pitch';
import { CATALOGUE } from '../lib/games/catalogue';
import { contrastRatio } from '../tests/support/contrast';
import { expectHydrated, setTier, signUpByApi, uniqueEmail } from './support';
import { board, cell, mouseDrag, readGrid } from './wordsearch-play';

/** The smaller polish of issue 43, as a player meets it. */

async function followScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test('Wordsearch: the grid is dark in the dark theme, its letters and a found word legible in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/wordsearch');
  const grid = await readGrid(page);
  const place = grid.places[0]!;
  await mouseDrag(page, place.from, place.to);
  await expect(cell(page, place.from)).toHaveAttribute('data-found', '');
  for (const scheme of ['light', 'dark'] as const) {
    await followScheme(page, scheme);
    const seen = await board(page).evaluate((el) => {
      const lines = el.querySelectorAll('svg [data-band] line');
      return {
        surface: getComputedStyle(el).backgroundColor,
        letters: [...new Set([...el.querySelectorAll('[data-cell]')].map((c) => getComputedStyle(c).color))],
        edge: lines[0] ? getComputedStyle(lines[0]).stroke : '',
        fill: lines[1] ? getComputedStyle(lines[1]).stroke : '',
      };
    });
    const darkness = contrastRatio(seen.surface, 'rgb(0, 0, 0)');
    expect(darkness, `${scheme}: the board's surface ${seen.surface}`)[scheme === 'dark' ? 'toBeLessThan' : 'toBeGreaterThan'](3);
    for (const letter of seen.letters) {
      expect(contrastRatio(letter, seen.surface), `${scheme}: ${letter} on ${seen.surface}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(letter, seen.fill), `${scheme}: ${letter} on the found word's ${seen.fill}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(seen.edge, seen.surface), `${scheme}: the found word's edge ${seen.edge}`).toBeGreaterThanOrEqual(3);
  }
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Takuzu: each row and column says how many 0s and 1s are left to place, legibly, and the setting reads plainly', async ({
    page,
  }) => {
    await page.goto('/takuzu');
    const takuzu = page.getByTestId('takuzu-board');
    await expect(takuzu).toHaveAttribute('data-puzzle', /\//);
    const half = Number((await takuzu.getAttribute('aria-label'))?.match(/(\d+) by/)?.[1]) / 2;
    const rows = page.getByRole('list', { name: 'Left to place in each row' }).getByRole('listitem');
    await expect(page.getByRole('list', { name: 'Left to place in each column' }).getByRole('listitem')).toHaveCount(half * 2);
    const words = (left: number, word: string) =>
      left === 0 ? `all ${word}s placed` : `${left} ${left === 1 ? word : `${word}s`} to place`;
    const expectRow = async (row: number) => {
      const item = rows.nth(row);
      const [zeros, ones] = [Number(await item.getAttribute('data-zeros')), Number(await item.getAttribute('data-ones'))];
      await expect(item).toHaveText(new RegExp(`^Row ${row + 1}: ${words(half - zeros, 'zero')}, ${words(half - ones, 'one')}`));
      return zeros;
    };
    for (let row = 0; row < half * 2; row++) await expectRow(row);
    // Legible on a phone: the figures are at least 12 px.
    const size = await rows
      .first()
      .locator('[data-left]')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(12);

    // A 0 placed in an empty cell: its row needs one 0 fewer, and says so.
    const empty = takuzu.locator('[data-value="."]').first();
    const at = Number(await empty.getAttribute('data-cell'));
    const row = Math.floor(at / (half * 2));
    const zerosBefore = await expectRow(row);
    await empty.click();
    await expect(takuzu.locator(`[data-cell="${at}"]`)).toHaveAttribute('data-value', '0');
    await expect(rows.nth(row)).toHaveAttribute('data-zeros', String(zerosBefore + 1));
    await expectRow(row);

    const setting = page.getByLabel('Show mistakes');
    await expect(setting.locator('option')).toHaveText(['As I play', 'When a line is full']);
  });
});

test('a game of one level has no level picker, a game of several keeps it; Daily and Practice switch either way', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const single = CATALOGUE.find((g) => g.id === 'wordguesser');
  expect(single?.levels).toHaveLength(1);
  await page.goto('/wordguesser');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Practice', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'New puzzle' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Daily', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/sudoku');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Level' })).toBeVisible();
});

test.describe('the house banner with online payment configured (the fake Stripe)', () => {
  const ids = CATALOGUE.map((g) => g.id);

  test('offers Premium in its words on its turn, another game on the others, at the ad size', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const premiumPath = '/';
    const gamePath = `/${ids.find((id) => bannerTurn(ids, `/${id}`, true) === 'game')}`;
    expect(bannerTurn(ids, premiumPath, true)).toBe('premium');
    await page.goto(premiumPath);
    const banner = page.getByTestId('ad-banner');
    await expect(banner).toHaveAttribute('data-turn', 'premium');
    await expect(banner).toContainText(PREMIUM_PITCH);
    await expect(banner.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    expect((await banner.boundingBox())?.height).toBe(90);
    await banner.getByRole('link', { name: 'See Premium' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('main')).toContainText(PREMIUM_PITCH);
    // On /premium itself, and on a game's page whose turn it is not, another game.
    await expect(page.getByTestId('ad-banner')).toHaveAttribute('data-turn', 'game');
    await page.goto(gamePath);
    await expect(page.getByTestId('ad-banner')).toHaveAttribute('data-turn', 'game');
    await expect(page.getByTestId('ad-banner').getByRole('link', { name: /^Play / })).toBeVisible();
  });

  test('a premium player sees no banner and no Premium offer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await signUpByApi(page, uniqueEmail('house-premium'));
    setTier(email, 'premium');
    // Reading the caller rewrites the viewer hint with the new tier.
    expect((await page.request.get('/api/premium/status')).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByTestId('user-badge')).toContainText('PREMIUM');
    await expect(page.getByTestId('ad-banner')).toHaveCount(0);
    await expect(page.getByTestId('house-premium')).toHaveCount(0);
  });
});
