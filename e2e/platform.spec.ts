import { expect, test } from '@playwright/test';
import { expectHydrated } from './support';
import { CATALOGUE } from '../lib/games/catalogue';
import { dailyLimit } from '@/lib/games/chess/puzzle-rules';

// The spec's routes: every game's (and /mahjong, its alias), then the other pages.
const routes = [
  '/',
  ...CATALOGUE.map((g) => `/${g.id}`),
  '/mahjong',
  '/signup',
  '/login',
  '/premium',
  '/privacy',
  '/terms',
  '/contact',
  '/delete-account',
  '/data-deletion',
  '/facebook-data-deletion-status',
];

const games = CATALOGUE.map((g) => g.name);

test('every route of the spec answers 200 inside the shared layout', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect({ route, status: response.status() }).toEqual({ route, status: 200 });
    const html = await response.text();
    expect(html).toContain('All Puzzles');
    // A game's page and home have the leaderboard card (its entries load in the browser); the others have none.
    const game = route === '/' || CATALOGUE.some((g) => route === `/${g.id}` || (route === '/mahjong' && g.id === 'mahjong-solitaire'));
    expect({ route, card: html.includes('data-testid="leaderboard-card"') }).toEqual({ route, card: game });
  }
});

test('/mahjong redirects permanently (308) to the canonical /mahjong-solitaire', async ({ request }) => {
  const response = await request.get('/mahjong', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/mahjong-solitaire');
  const page = await (await request.get('/mahjong-solitaire')).text();
  expect(page).toMatch(/<h1[^>]*>Mahjong Solitaire<\/h1>/);
});

test('the home HTML already holds every game name, description and link (server-rendered)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const [id, description] of [
    ['queenie', 'help the Queens avoid each other'],
    ['mahjong-solitaire', 'tile matching puzzle'],
    ['2048', 'combine tiles with the same number to reach 2048'],
  ] as const) {
    expect(html).toContain(`href="/${id}"`);
    expect(html).toContain(description);
  }
  for (const name of games) expect(html).toContain(name);
});

test('an unknown path gets a 404 page inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-puzzle');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Puzzles' })).toBeVisible();
});

test('the All Puzzles dropdown lists the 12 games, works by keyboard and navigates', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  const button = page.getByRole('button', { name: 'All Puzzles' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: 'All puzzles' });
  await expect(menu.getByRole('link')).toHaveText(games.map((name) => new RegExp(`${name}$`)));
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Chess Puzzles' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(menu).toBeHidden();
  await button.click();
  await menu.getByRole('link', { name: 'Minesweeper' }).click();
  await expect(page).toHaveURL(/\/minesweeper$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minesweeper');
});

test('the theme toggle switches theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectHydrated(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectHydrated(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to dark theme');
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('anonymous visitors see both ads; the left column only at 768 px and wider', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.getByTestId('ad-sidebar')).toBeHidden();
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
});

test('the leaderboard modal opens, says when it is empty, and closes', async ({ page }) => {
  // An empty board whatever other tests wrote to the shared database: the answer is the test's own.
  await page.route('**/api/leaderboards/**', (route) =>
    route.fulfill({
      json: {
        game: '2048',
        title: '2048 Leaderboard',
        board: 'all:standard',
        boards: [{ id: 'all:standard', label: 'All-time' }],
        entries: [],
      },
    }),
  );
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Open Leaderboard' }).click();
  const dialog = page.getByRole('dialog', { name: '2048 Leaderboard' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('leaderboard-scroll')).toHaveCSS('height', '240px');
  await expect(dialog).toContainText('No times yet');
  await dialog.getByRole('button', { name: 'Close leaderboard' }).click();
  await expect(dialog).toBeHidden();
});

test('footer carries About, Privacy, Terms, Contact, donate and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'About' })).toBeVisible();
  for (const name of ['Privacy', 'Terms', 'Contact', 'Donate']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Puzzle Games`);
  await page.goto('/delete-account');
  await expect(page.getByTestId('contact-email')).toHaveText('privacy@puzzle-games.test');
});

test('/premium shows the daily chess limits the server enforces (from its rules module, not a copy)', async ({ page }) => {
  await page.goto('/premium');
  const table = page.getByRole('table', { name: 'What each tier includes' });
  const limit = (tier: 'anonymous' | 'free' | 'premium') => String(dailyLimit(tier) ?? 'Unlimited');
  for (const [row, tier] of [
    ['Anonymous (no account)', 'anonymous'],
    ['Free account', 'free'],
    ['Premium', 'premium'],
  ] as const) {
    await expect(table.getByRole('row', { name: row }).getByRole('cell').last()).toHaveText(limit(tier));
  }
});
