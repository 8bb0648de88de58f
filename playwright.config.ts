import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_BUILD_ENV, E2E_PORT, E2E_SERVER_ENV, E2E_STRIPE_ENV, E2E_STRIPE_PORT } from './e2e/server-env.mjs';
import { howToPlaySeenState } from './e2e/support';

const port = E2E_PORT;
export const baseURL = E2E_BASE_URL;
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('Run the browser tests with `npm run test:e2e` (it prepares a fresh database).');

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: howToPlaySeenState(baseURL),
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // The fake Stripe API the site is configured against (e2e/payments.spec.ts); listed first, so it is up first.
    { command: `node e2e/fake-stripe.mjs ${E2E_STRIPE_PORT}`, url: `http://127.0.0.1:${E2E_STRIPE_PORT}/__fake/health`, reuseExistingServer: false, timeout: 30_000 },
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
