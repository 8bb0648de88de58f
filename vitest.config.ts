import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The suites that start production servers (each a Next.js process beside the test, on a free port
// and a database of its own; a test that stops or kills a database starts its own cluster), two
// files at a time. They mostly wait (for servers to start, for a database to stop, for a rate-limit
// window), using about a third of a core on average (measured alone: 186 s of wall time, 108 s of
// CPU). One Vitest runs every project's files from one pool and left these to the end, so `npm test`
// (scripts/test-all.sh) runs this project in a Vitest of its own beside the others.
const SERVER_SUITES = ['tests/hardening/**/*.test.ts', 'lib/payments/payment-routes.test.ts'];

// What makes a test file need a module registry of its own: it mocks or stubs modules, globals, env
// or timers, or opens a database (whose drivers and stores hold connections at module level).
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\b|process\.env\b|@\/lib\/db\b|tests\/support\/(databases|play-database|players|production-server)/;

/**
 * Tests of pure modules share one module registry per worker instead of importing every module
 * again for each file: the game engines' tests (lib/games/<id>/; a third less CPU over 109 of them,
 * 126 s against 188 s) and the other pure ones (text, view state, HTTP helpers, word-list scripts;
 * 71 files in 6-7 s of CPU against 17-18 s isolated). A file that mocks, stubs or opens a database
 * stays isolated; the rule is read from each file, so a new file is placed by what it does.
 */
const root = fileURLToPath(new URL('./', import.meta.url));
// lib/db's tests open databases through relative imports, which the pattern above cannot see.
const TEST_FOLDERS = ['app', 'components', 'lib', 'scripts', 'tests'];
const PURE_TESTS = TEST_FOLDERS.flatMap((folder) =>
  (readdirSync(`${root}${folder}`, { recursive: true }) as string[]).map((file) => `${folder}/${file.split('\\').join('/')}`),
)
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('lib/db/') && !file.startsWith('tests/hardening/'))
  .filter((file) => !NEEDS_ISOLATION.test(readFileSync(`${root}${file}`, 'utf8')))
  .sort();

const alias = {
  '@': root,
  // 'server-only' throws outside a React server build; tests run server code directly.
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
};

// One migrated PGlite dump and one PostgreSQL cluster for the whole run (tests/support/databases.ts):
// set up for the projects that use them, not for the component tests.
const globalSetup = ['tests/support/global-setup.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '.data/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['tests/support/property-runs.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'pure modules',
          globalSetup,
          include: PURE_TESTS,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit and database',
          globalSetup,
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'e2e/**', '.next/**', '.data/**', ...SERVER_SUITES, ...PURE_TESTS],
          // Vitest's default on two cores is one worker: both cores, for pure and database tests alike.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'production servers',
          globalSetup,
          include: SERVER_SUITES,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      // React components in a simulated DOM (happy-dom: lighter and faster to start than jsdom, and
      // enough for roles, focus and events), with a stubbed play API: no database, so not `extends`
      // (the databases' global setup is not needed).
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['**/*.test.tsx'],
          exclude: ['node_modules/**', 'e2e/**', '.next/**', '.data/**'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
          testTimeout: 30_000,
          // Beside the other projects, on the unit workers' count (Vitest refuses a group whose
          // projects mix worker counts it cannot share).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
