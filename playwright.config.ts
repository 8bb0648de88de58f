import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_BUILD_ENV, E2E_PORT, E2E_SERVER_ENV, E2E_STRIPE_ENV, E2E_STRIPE_PORT } from './e2e/server-env.mjs';
import { howToPlaySeenState } from './e2e/support';

const port = E2E_PORT;
export const baseURL = E2E_BASE_URL;
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('Run the browser tests with `npm run test:e2e` (it prepares a fresh database).');

const chromium = { ...devices['Desktop Chrome'], channel: undefined };
/**
 * The specs that take longest, in tiers, longest first (as measured with the list reporter): those
 * holding the longest tests (a whole game through the page, or every page loaded on a slowed CPU), and
 * those whose tests run in order as one job (test.describe.configure in the spec says why).
 */
const LONGEST_FIRST = [
  ['layout-stability', 'solitaire'],
  ['dominoes', 'mahjong-solitaire', 'minesweeper', 'queenie', 'results-screen', 'sudoku', 'wordsearch'],
].map((tier) => tier.map((name) => `**/${name}.spec.ts`));
/**
 * The spec that shows answers on every game's practice plays (a hint each), run after all the others:
 * help shown from an address holds another player's win of the same puzzle for review (help nearby,
 * fair play), every test comes from 127.0.0.1, and a win another spec expects on the leaderboards may
 * draw the same pooled puzzle (seen: a Takuzu 6x6 Easy win held). Alone: `--no-deps`, or every spec runs first.
 */
const HELP_GIVERS = ['**/board-stability.spec.ts'];
const FIRST = LONGEST_FIRST.map((tier, i) => ({
  name: `chromium-longest-${i + 1}`,
  testMatch: tier,
  testIgnore: LONGEST_FIRST.slice(0, i).flat(),
  use: chromium,
}));

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Every test on its own (each has its own browser context and its own players), fully parallel. Three
  // workers on two cores: a test spends much of its time waiting (on the server, on a throttled CPU in
  // layout-stability), and a third keeps both cores busy (7.7 -> 7.1 min in one trial).
  fullyParallel: true,
  workers: 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: howToPlaySeenState(baseURL),
    trace: 'off',
    launchOptions: {
      // Debian's build of Chromium's headless shell (the old headless mode, what Playwright itself runs
      // headless): the same Blink as the full browser without its UI, and half its CPU or less per test here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  // Longest first: a project's tests are queued in the order of the projects (then of the files), so
  // the longest start first and the run never ends on one worker still busy with one of them. The same
  // browser in each (a new project only restarts a worker once). The help givers wait for all of them.
  projects: [
    ...FIRST,
    { name: 'chromium', testIgnore: [...LONGEST_FIRST.flat(), ...HELP_GIVERS], use: chromium },
    { name: 'chromium-help-givers', testMatch: HELP_GIVERS, dependencies: [...FIRST.map((p) => p.name), 'chromium'], use: chromium },
  ],
  webServer: [
    // The fake Stripe API the site is configured against (e2e/payments.spec.ts); listed first, so it is up first.
    {
      command: `node e2e/fake-stripe.mjs ${E2E_STRIPE_PORT}`,
      url: `http://127.0.0.1:${E2E_STRIPE_PORT}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // The rate limits scaled up (every test comes from 127.0.0.1) and the time floors on a test clock (e2e/server-env.mjs).
      env: { PORT: String(port), EMBEDDED_DATA_DIR: dataDir, ...E2E_BUILD_ENV, ...E2E_STRIPE_ENV, ...E2E_SERVER_ENV },
    },
  ],
});
