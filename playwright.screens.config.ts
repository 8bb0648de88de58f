import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens`: the screenshots in docs/screens/ (every game page on a phone and a laptop, in
 * both themes), taken against the same production build and throwaway database as the browser tests.
 */
export default defineConfig({ ...base, testDir: 'e2e/screens', testMatch: '**/*.capture.ts', workers: 1, timeout: 120_000 });
