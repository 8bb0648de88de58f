// The browser tests' server settings, shared by playwright.config.ts and scripts/e2e.mjs: SITE_URL and
// CONTACT_EMAIL are baked into the prerendered pages, so the build must be made with the same values.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_BUILD_ENV = { SITE_URL: E2E_BASE_URL, CONTACT_EMAIL: 'privacy@puzzle-games.test' };

// Online payment in the browser tests: Stripe configured against the local fake (e2e/fake-stripe.mjs),
// which playwright.config.ts starts beside the site. No key here reaches the real Stripe.
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 1);
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_fake_stripe';
export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e_fake_stripe',
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
  STRIPE_PRICE_YEARLY: 'price_fake_yearly',
  STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
};

// The fair-play time floors (minSolveSeconds, plausibleSeconds, minMoveSeconds) on a test clock: the
// browser tests' server applies a twentieth of each (TEST_TIME_FLOOR_SCALE, lib/env.ts, which refuses it
// on any server that is not this harness's kind), so a whole-game win need not wait minutes for them.
// The fair-play and attack suites prove the floors at full length. The specs wait for the same scaled
// floors (humanClockSeconds in e2e/support.ts). Every browser test comes from 127.0.0.1: the rate
// limits are scaled up so that they do not collide.
export const E2E_TIME_FLOOR_SCALE = 0.05;
// LOG_LEVEL: a JSON line per request would bury the server's warnings and errors in the test output.
export const E2E_SERVER_ENV = { TEST_TIME_FLOOR_SCALE: String(E2E_TIME_FLOOR_SCALE), RATE_LIMIT_MULTIPLIER: '50', LOG_LEVEL: 'warn' };
