#!/usr/bin/env node
// `npm start`: serves the production build on PORT (default 3000), building first when there is no
// build, the sources are newer than it, or a variable the build bakes in has changed. Embedded mode
// needs no configuration at all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = ['app', 'components', 'lib', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// Prerendered pages (the home page, the placeholders, the legal pages) are rendered once, at build
// time, with these variables: their canonical URLs and contact address must follow a change.
const BUILD_TIME_VARIABLES = ['SITE_URL', 'CONTACT_EMAIL'];
const buildEnvFile = path.join(root, '.next', 'build-env.json');
const buildEnv = JSON.stringify(
  Object.fromEntries(
    Object.keys(process.env)
      .filter((name) => BUILD_TIME_VARIABLES.includes(name) || name.startsWith('NEXT_PUBLIC_'))
      .sort()
      .map((name) => [name, process.env[name]]),
  ),
);
const builtEnv = existsSync(buildEnvFile) ? readFileSync(buildEnvFile, 'utf8') : null;

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
const reason =
  builtAt === 0
    ? 'no production build yet: building…'
    : changedAt > builtAt
      ? 'sources changed since the last build: rebuilding…'
      : builtEnv !== buildEnv
        ? `the build-time variables (${BUILD_TIME_VARIABLES.join(', ')}, NEXT_PUBLIC_*) changed: rebuilding…`
        : process.env.FORCE_BUILD === '1'
          ? 'FORCE_BUILD=1: rebuilding…'
          : null;
if (reason) {
  console.log(`[start] ${reason}`);
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(buildEnvFile, buildEnv);
}

if (process.argv.includes('--build-only')) process.exit(0);

const port = process.env.PORT ?? '3000';
// Next's own entry point run by this node (not through npx), so a signal forwarded here reaches the server.
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : [])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
