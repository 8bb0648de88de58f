#!/usr/bin/env node
// `npm run test:e2e`: Playwright in Debian's Chromium against a production build served on a fresh,
// throwaway embedded database (the data folder is removed afterwards).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const deps = spawnSync('bash', [path.join(root, 'scripts/ensure-system-deps.sh')], { stdio: 'inherit' });
if (deps.status !== 0) process.exit(deps.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const env = { ...process.env, E2E_DATA_DIR: dataDir };
// Build first (and only when needed), so the server's start-up is not inside Playwright's timeout.
const build = spawnSync('node', [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
