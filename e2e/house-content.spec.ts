import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE, DAILY_GAMES } from '../lib/games/catalogue';
import { E2E_BUILD_ENV, E2E_PORT } from './server-env.mjs';
import { expectHydrated, signUpByApi } from './support';

/**
 * Nothing that looks unfinished (issue 43): with no ad network configured the ad slots hold the
 * site's own content at the ad's size, the right column's leaderboard only where it belongs, and
 * /premium reads as a finished page with or without online payment.
 */

const dailyNames = DAILY_GAMES.map((g) => g.name);

async function anonymousDesktop(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await expectHydrated(page);
}

test('an anonymous desktop page shows the site’s own content in both ad slots, at the ad sizes, with links that work', async ({ page }) => {
  await anonymousDesktop(page, '/sudoku');
  const sidebar = page.getByTestId('ad-sidebar');
  const banner = page.getByTestId('ad-banner');
  await expect(sidebar).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByText(/advertisement/i)).toHaveCount(0);
  // The spec's fixed sizes: the layout never shifts whatever fills them.
  expect(await sidebar.boundingBox()).toMatchObject({ width: 160, height: 600 });
  expect((await banner.boundingBox())?.height).toBe(90);

  // The left column: every daily game of the catalogue, each to its page.
  const links = sidebar.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(dailyNames);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(href);
    expect({ href, status: response.status() }).toEqual({ href, status: 200 });
  }

  // The banner: another game than the page's own, and its link opens it.
  const play = banner.getByRole('link', { name: /^Play / });
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const game = CATALOGUE.find((g) => g.name === name);
  expect(game, `"${name}" is a game of the catalogue`).toBeDefined();
  expect(game?.id).not.toBe('sudoku');
  await expect(banner).toContainText(game?.tagline ?? '');
  await play.click();
  await expect(page).toHaveURL(new RegExp(`/${game?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // A daily's link in the left column opens that game's page.
  await page.getByTestId('ad-sidebar').getByRole('link', { name: dailyNames[0] }).click();
  await expect(page).toHaveURL(new RegExp(`/${DAILY_GAMES[0]?.id}$`));
});

test('the Go Premium button is in the header; the 2048 card is on /2048 and home, not on /signup, /premium or /account', async ({
  page,
}) => {
  await anonymousDesktop(page, '/2048');
  await expect(page.getByRole('banner').getByRole('link', { name: /Go Premium/ })).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('leaderboard-card')).toHaveAttribute('data-game', '2048');
  await page.goto('/');
  await expect(page.getByTestId('leaderboard-card')).toBeVisible();
  for (const url of ['/signup', '/premium', '/privacy']) {
    await page.goto(url);
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    await expect(page.getByTestId('leaderboard-card'), url).toHaveCount(0);
  }
  await signUpByApi(page);
  await page.goto('/account');
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('leaderboard-card')).toHaveCount(0);
});

/** Words meant for whoever runs the site, never for a player. */
const OPERATOR_WORDING = /not configured|environment variable|STRIPE_|set-tier/i;

/** /premium as a player reads it: the tiers, what Premium gives, and a way to get it. */
async function expectFinishedPremiumPage(page: Page) {
  const table = page.getByRole('table', { name: 'What each tier includes' });
  await expect(table.getByRole('rowheader')).toHaveText(['Anonymous (no account)', 'Free account', 'Premium']);
  await expect(page.getByRole('main')).toContainText('Premium removes the ads and the daily limit on chess puzzles.');
  await expect(page.getByRole('main')).not.toContainText(OPERATOR_WORDING);
}

test('/premium with online payment configured offers the plans, with no setup wording', async ({ page }) => {
  await anonymousDesktop(page, '/premium');
  await expectFinishedPremiumPage(page);
  await expect(page.getByRole('link', { name: 'create a free account' })).toHaveAttribute('href', '/signup?next=/premium');
});

test.describe('without online payment', () => {
  // A second server of the same build without the STRIPE_* variables, on its own fresh database.
  const port = E2E_PORT + 7;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-nopay-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...E2E_BUILD_ENV,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      EMBEDDED_DATA_DIR: dataDir,
    };
    for (const name of Object.keys(env)) if (name.startsWith('STRIPE_')) delete env[name];
    const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');
    server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { env, stdio: 'ignore' });
    await expect
      .poll(
        () =>
          fetch(`${origin}/robots.txt`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 170_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('/premium shows the tiers and how to reach the site’s owner, and no operator wording', async ({ page }) => {
    await anonymousDesktop(page, `${origin}/premium`);
    await expectFinishedPremiumPage(page);
    const byEmail = page.getByTestId('premium-by-email');
    await expect(byEmail).toContainText('To get Premium, write to');
    await expect(byEmail.getByRole('link', { name: E2E_BUILD_ENV.CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${E2E_BUILD_ENV.CONTACT_EMAIL}`,
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup?next=/premium');
    // The header's button stays, leading here.
    await expect(page.getByRole('banner').getByRole('link', { name: /Go Premium/ })).toHaveAttribute('href', '/premium');
  });
});
