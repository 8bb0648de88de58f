import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Board } from '@/lib/games/2048';
import { CATALOGUE } from '../lib/games/catalogue';
import { howToPlaySeenKey } from '../lib/browser-keys';
import { E2E_TIME_FLOOR_SCALE } from './server-env.mjs';

let counter = 0;
/** A unique address per test run, so tests never collide on the shared fresh database. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export const PASSWORD = 'puzzle pass 42';

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('user-badge')).toBeVisible();
}

/**
 * A new signed-in player, signed up through the API (the sign-in spec signs up through the dialog):
 * the page's context keeps the session cookies, so the next page it loads is signed in. Answers the address.
 */
export async function signUpByApi(page: Page, email = uniqueEmail('player'), password = PASSWORD): Promise<string> {
  // Its socket is not kept for a later call: one the server closes while idle fails the call that reuses it (ECONNRESET).
  const response = await page.request.post('/api/auth/signup', { data: { email, password }, headers: { connection: 'close' } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The signed-in player's public display name (what the header and the leaderboards show). */
export async function displayName(page: Page): Promise<string> {
  // Asked by the page itself, as the site's own scripts ask: Playwright's request context reused a
  // keep-alive socket the server had just closed (ECONNRESET, one fresh-clone run); the browser retries that.
  return page.evaluate(async () => ((await (await fetch('/api/account/display-name')).json()) as { name: string }).name);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** The operator's tier command, against the running test server's database. */
export function setTier(email: string, tier: 'free' | 'premium' | 'admin') {
  execFileSync('npm', ['run', '--silent', 'set-tier', '--', email, tier], {
    env: { ...process.env, EMBEDDED_DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

/**
 * The page's scripts have run: the theme toggle, in the header of every page, names the theme it
 * would switch to only once React has hydrated it (before that it says "Toggle theme").
 */
export async function expectHydrated(page: Page) {
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', /^Switch to (light|dark) theme$/);
}

/** Asks a platform game's page for a new practice puzzle of `level`: Practice, the level, New puzzle (by click, or `press`). */
export async function askForPractice(page: Page, level: string, press: (target: Locator) => Promise<void> = (target) => target.click()) {
  await press(page.getByRole('button', { name: 'Practice' }));
  await page.getByLabel('Level', { exact: true }).selectOption(level);
  await press(page.getByRole('button', { name: 'New puzzle' }));
}

/** Clicking the theme toggle switches to the other theme, and its label then offers the first one back. */
export async function expectThemeToggleWorks(page: Page) {
  const toggle = page.getByTestId('theme-toggle');
  await expectHydrated(page);
  const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-label', `Switch to ${dark ? 'dark' : 'light'} theme`);
}

/** The 2048 board as the page shows it (each tile's row, column and value). */
export async function readBoard(page: Page): Promise<Board> {
  return page.getByTestId('tile').evaluateAll((tiles) => {
    const board = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    for (const tile of tiles) {
      const row = board[Number(tile.getAttribute('data-row'))];
      if (row) row[Number(tile.getAttribute('data-col'))] = Number(tile.getAttribute('data-value'));
    }
    return board;
  });
}

/**
 * The page-clock reading (whole seconds) by which the test server takes a win as a human's: the
 * largest of the engine's floors given, as that server applies them (scaled by E2E_TIME_FLOOR_SCALE,
 * e2e/server-env.mjs), plus a second for the clock's rounding. The page's clock leaves out pauses and
 * starts no earlier than the server's, so it never runs ahead of the clocks the floors are judged on.
 */
export function humanClockSeconds(...floors: number[]): number {
  return Math.ceil(Math.max(0, ...floors) * E2E_TIME_FLOOR_SCALE) + 1;
}

/**
 * Reloads a page whose platform play is running. Leaving the page pauses the play's clock (a keepalive
 * call as the page unloads), and that call may reach the server after the reloaded page has asked for
 * the play (seen with the tests fully parallel): once the server has the play paused, a second load
 * finds it paused every time.
 */
export async function reloadLeavingPaused(page: Page, game: string, playId: string) {
  await page.reload();
  // Asked by the page, like displayName.
  const paused = () =>
    page.evaluate(async (path) => ((await (await fetch(path)).json()) as { paused: boolean }).paused, `/api/games/${game}/plays/${playId}`);
  await expect.poll(paused, { message: 'the server has the play paused' }).toBe(true);
  await page.reload();
}

/** Waits until the page's own clock shows at least `seconds` (a state the page shows, not a sleep). */
export async function waitForClock(page: Page, seconds: number, timeout = 30_000) {
  await expect
    .poll(async () => Number(await page.getByTestId('game-timer').getAttribute('data-seconds')), {
      timeout,
      intervals: [100],
      message: `the clock reaches ${seconds}s`,
    })
    .toBeGreaterThanOrEqual(seconds);
}

/**
 * A grid game's first win as the page shows it: the completion panel (its heading), no refused
 * finish, and the statistics counting one game played and won. Answers the panel.
 */
export async function expectFirstSolve(page: Page) {
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expect(page.getByTestId('finish-refused')).toHaveCount(0);
  // The share text carries the site's link to the same game.
  const game = new URL(page.url()).pathname.split('/')[1] ?? '';
  await expect(panel.getByTestId('share-text')).toContainText(new RegExp(`https?://[^\\s/]+/${game}(\\?\\S*)?(\\s|$)`));
  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  return panel;
}

/**
 * A browser that has already seen every game's first-visit "How to play" card: the config's default
 * storage state, so the card never covers what a test does. e2e/how-to-play.spec.ts starts empty.
 */
export function howToPlaySeenState(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: CATALOGUE.map((g) => ({ name: howToPlaySeenKey(g.id), value: '1' })) }] };
}
