// The browser tests' server settings, shared by playwright.config.ts and scripts/e2e.mjs: SITE_URL and
// CONTACT_EMAIL are baked into the prerendered pages, so the build must be made with the same values.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_BUILD_ENV = { SITE_URL: E2E_BASE_URL, CONTACT_EMAIL: 'privacy@puzzle-games.test' };
