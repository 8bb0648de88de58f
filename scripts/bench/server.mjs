// Production servers for the benchmark: `next start` on loopback over a fresh embedded database or a
// PostgreSQL URL, with rate limits scaled up (RATE_LIMIT_MULTIPLIER) so sign-ups are not throttled.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './puzzles.mjs';

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Ends a detached child's whole process group: SIGTERM, then SIGKILL if it is still there after graceMs. */
export async function stopProcessGroup(child, exited, graceMs) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The fields of a /proc stat line after the command: state(0) ppid(1) pgrp(2) ... utime(11) stime(12). */
const statFields = (path) => {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
/** The threads --cpu-prof adds (V8's profiler, busy even while the server idles): not the server's work. */
const PROFILER_THREAD = /^v8:Prof/;

/**
 * CPU seconds used so far by every live process of a process group (Linux /proc), the profiler's
 * threads left out: `main`, the group leader's main thread (the server's request thread), and
 * `total`, every thread (the embedded database's worker, the generator threads, libuv's pool, GC).
 */
function groupCpu(pgid) {
  let ticks = 0;
  let mainTicks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(`/proc/${entry}/stat`)[2]) !== pgid) continue;
      for (const task of readdirSync(`/proc/${entry}/task`)) {
        if (PROFILER_THREAD.test(readFileSync(`/proc/${entry}/task/${task}/comm`, 'utf8'))) continue;
        const fields = statFields(`/proc/${entry}/task/${task}/stat`);
        const used = Number(fields[11]) + Number(fields[12]);
        ticks += used;
        if (Number(task) === pgid) mainTicks += used;
      }
    } catch {
      /* the process (or thread) ended meanwhile */
    }
  }
  return { total: ticks / TICKS_PER_SECOND, main: mainTicks / TICKS_PER_SECOND };
}
const groupCpuSeconds = (pgid) => groupCpu(pgid).total;

/**
 * fetch, retried once when a kept-alive socket turns out to be closed by the server (its keep-alive
 * timeout can pass while this process is busy, and the request then never reached a handler).
 */
export async function http(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = error?.cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

export function ensureBuild() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `node scripts/start.mjs --build-only` first');
  }
}

/**
 * A private copy of the production build (`.next` without its cache) in a temporary app folder whose
 * other entries link back to the project: the benchmark's servers run from it, so a rebuild of
 * `.next` during a long run cannot pull files from under them. remove() deletes the folder.
 */
export function snapshotBuild() {
  const buildId = () => {
    try {
      return readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8');
    } catch {
      return null;
    }
  };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = buildId();
    if (before === null) throw new Error('no production build: run `node scripts/start.mjs --build-only` first');
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-app-'));
    try {
      for (const entry of readdirSync(root)) {
        if (entry === '.next' || entry === '.git' || entry === '.data') continue;
        symlinkSync(path.join(root, entry), path.join(dir, entry));
      }
      const cacheDir = path.join(root, '.next', 'cache');
      cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => src !== cacheDir,
      });
      if (buildId() === before && existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
        return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
      }
    } catch {
      /* the build changed while it was copied: try again */
    }
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('the production build kept changing while it was copied');
}

/**
 * Starts `next start` and resolves once GET / answers 200.
 * @param {{ backend: 'embedded'|'postgres', dataDir?: string, databaseUrl?: string, port?: number, appDir?: string,
 *   nodeArgs?: string[] }} options
 *   nodeArgs: flags for the server's node (e.g. --cpu-prof to see what a row spends its time on)
 */
export async function startServer({ backend, dataDir, databaseUrl, port, appDir = root, nodeArgs = [] }) {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), RATE_LIMIT_MULTIPLIER: '1000', SITE_URL: base };
  // Only the backend chosen here: the embedded auth over either database, nothing from the caller's shell.
  for (const name of [
    'DATABASE_URL',
    'EMBEDDED_DATA_DIR',
    'NEXT_PUBLIC_SUPABASE_URL',
    'NEXT_PUBLIC_SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    'NEXT_PUBLIC_ADSENSE_CLIENT',
  ])
    delete env[name];
  if (backend === 'embedded') env.EMBEDDED_DATA_DIR = dataDir;
  else env.DATABASE_URL = databaseUrl;

  // Its own process group, so stop() ends the server and anything it spawned, and nothing else.
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', appDir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  // BENCH_SERVER_LOG: the server's whole output appended to that file too (with BENCH_NODE_ARGS=--trace-gc, say).
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (d) => {
    log = (log + d).slice(-20_000);
    if (logFile) appendFileSync(logFile, d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  const server = {
    base,
    port,
    pid: child.pid,
    log: () => log,
    /**
     * Waits until the server is idle (under 5% of a core over half a second, at most 60 s): a load
     * run that ends by time leaves requests in flight that the server still works through.
     */
    async waitIdle() {
      if (!existsSync('/proc/self/stat')) return new Promise((r) => setTimeout(r, 2000));
      const deadline = Date.now() + 60_000;
      let before = groupCpuSeconds(child.pid);
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        const now = groupCpuSeconds(child.pid);
        if (now - before < 0.025) return;
        before = now;
      }
    },
    /** The server's CPU seconds so far (see groupCpu), or null where /proc is missing. */
    cpu() {
      return existsSync('/proc/self/stat') ? groupCpu(child.pid) : null;
    },
    async stop() {
      if (exited) return;
      await stopProcessGroup(child, exit, 10_000);
    },
  };

  for (let i = 0; i < 480; i++) {
    if (exited) throw new Error(`the server exited (${JSON.stringify(exited)}) before it was ready:\n${log}`);
    try {
      const r = await fetch(base + '/');
      if (r.ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop();
  throw new Error(`the server did not answer within 120 s:\n${log}`);
}
