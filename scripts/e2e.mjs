#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium (its headless shell) against a production build served on a fresh,
// throwaway embedded database (the data folder is removed afterwards). `--build-only` makes (when
// needed) the build the browser tests use, with their build-time variables, and stops there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_BUILD_ENV } from '../e2e/server-env.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const deps = spawnSync('bash', [path.join(root, 'scripts/ensure-system-deps.sh')], { stdio: 'inherit' });
if (deps.status !== 0) process.exit(deps.status ?? 1);

// Build first (and only when needed), so the server's start-up is not inside Playwright's timeout.
const build = spawnSync('node', [path.join(root, 'scripts/start.mjs'), '--build-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...E2E_BUILD_ENV },
});
if (build.status !== 0) process.exit(build.status ?? 1);
if (process.argv.includes('--build-only')) process.exit(0);

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const env = { ...process.env, E2E_DATA_DIR: dataDir };
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
