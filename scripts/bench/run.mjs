#!/usr/bin/env node
// `npm run bench`: the performance benchmark (not part of CI). Prints one table and writes it to
// docs/bench/latest.md (raw numbers in docs/bench/latest.json). See docs/PERFORMANCE.md.
//
//   npm run bench                      everything: mate search, Lighthouse, load on embedded and PostgreSQL
//   npm run bench -- --smoke           2 s cells, 1 s warm-up, one Lighthouse run per page (tooling check)
//   BENCH_ONLY=load,mate npm run bench  a subset of: lighthouse, load, mate, generation
//
// Environment: BENCH_SECONDS (10) per load cell, BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (1,10,50),
// BENCH_BACKENDS (embedded,postgres), BENCH_USERS (50 premium callers), BENCH_PLAY_USERS (200, for the new-puzzle rows),
// LH_RUNS (3, median reported),
// BENCH_GENERATION_COUNT (30 puzzles per game and level), BENCH_OUT (docs/bench/latest.md), BENCH_GZIP (1: requests accept gzip),
// MATE_ALL (1: also every deviation of every hard puzzle), BENCH_MAX_MOVES (50000 per move cell),
// BENCH_MAX_PREPARED_MOVES (2000 per hidden-state move cell), BENCH_PLAY_GAMES (every platform game, load.mjs PLAY_GAMES), BENCH_GUESS (1),
// BENCH_MAX_GUESSES (6000), BENCH_FLOOR_SECONDS (half a cell: the floor cells before and after each game row),
// CHROMIUM_PATH, BENCH_SERVER_LOG (a file for the server's output),
// BENCH_NODE_ARGS (comma-separated flags for the servers' node, e.g. --cpu-prof; read the profiles with cpu-profile-summary.mjs),
// BENCH_LH_PAGES (only these Lighthouse pages, e.g. /,/solitaire), BENCH_LH_FORMS (mobile,desktop),
// BENCH_LH_REPORTS (a folder for the whole reports),
// BENCH_PRELOAD (1: the rows again after filling the database to a year's size; BENCH_PRELOAD_PLAYS for a smaller fill).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPremium, settleCookies, signUpUsers, unlockPremium } from './accounts.mjs';
import { lighthouseBenchmark, CHROMIUM } from './lighthouse.mjs';
import { loadBenchmark } from './load.mjs';
import { preloadDatabase, preloadSize } from './preload.mjs';
import { pickDeviation, readSeed, root } from './puzzles.mjs';
import { ensureBuild, freePort, http, snapshotBuild, startServer } from './server.mjs';
import { renderReport } from './report.mjs';

const smoke = process.argv.includes('--smoke');
const num = (name, fallback) => (process.env[name] !== undefined && process.env[name] !== '' ? Number(process.env[name]) : fallback);
const list = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const settings = {
  smoke,
  seconds: num('BENCH_SECONDS', smoke ? 2 : 10),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', smoke ? 1 : 2),
  // The floor cells measured right beside each game row (before and after it): its ratio's own floor.
  floorSeconds: num('BENCH_FLOOR_SECONDS', Math.max(1, num('BENCH_SECONDS', smoke ? 2 : 10) / 2)),
  connectionCounts: list('BENCH_CONNECTIONS', '1,10,50').map(Number),
  backends: list('BENCH_BACKENDS', 'embedded,postgres'),
  users: num('BENCH_USERS', 50),
  // The new-puzzle rows measure a pool serving its players, so each caller plays a small part of a
  // level's pool (about 40 of its 100 at 600 requests/s): a player who has played it all waits for the
  // generator instead, which the generation figures report.
  playUsers: num('BENCH_PLAY_USERS', 200),
  lighthouseRuns: num('LH_RUNS', smoke ? 1 : 3),
  only: list('BENCH_ONLY', 'mate,generation,lighthouse,load'),
  generationCount: num('BENCH_GENERATION_COUNT', smoke ? 3 : 30),
  gzip: process.env.BENCH_GZIP !== '0',
  out: path.resolve(root, process.env.BENCH_OUT ?? 'docs/bench/latest.md'),
  // The load rows on the empty database, then again on the same database filled to a year's size.
  preload:
    process.env.BENCH_PRELOAD !== undefined && process.env.BENCH_PRELOAD !== '' && process.env.BENCH_PRELOAD !== '0' ? preloadSize() : null,
};
/**
 * The pages Lighthouse measures: `/` and every page the sitemap lists as a game (the catalogue's
 * games), read from the running server so a new game is measured without a change here.
 */
async function lighthousePages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  // Games are the entries at priority 0.9 (lib/seo/site-pages.ts).
  const games = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:(?!<\/url>)[\s\S])*<priority>0\.9<\/priority>/g)].map(
    (m) => new URL(m[1]).pathname,
  );
  if (games.length === 0) throw new Error(`no playable game in ${base}/sitemap.xml`);
  return ['/', ...games];
}

/** BENCH_LH_PAGES (comma-separated paths) keeps those pages only; a path the sitemap lacks is an error. */
function pickPages(pages) {
  const wanted = list('BENCH_LH_PAGES', '');
  if (wanted.length === 0) return pages;
  const unknown = wanted.filter((page) => !pages.includes(page));
  if (unknown.length > 0) throw new Error(`BENCH_LH_PAGES: not a measured page: ${unknown.join(', ')} (pages: ${pages.join(', ')})`);
  return wanted;
}

const log = (line) => console.error(line);
const cleanups = [];
let lastServer = null;
/** Runs the cleanups registered since the list held `keep` entries, newest first. */
async function cleanup(keep = 0) {
  while (cleanups.length > keep) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: stopping servers…`);
    cleanup().finally(() => process.exit(130));
  });
}

function quiet(cmd, args) {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  const osRelease = quiet('bash', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"']);
  const dirty = quiet('git', ['-C', root, 'status', '--porcelain']);
  return {
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${osRelease ?? os.type()} (${os.release()}, ${os.arch()})`,
    node: process.version,
    chromium: quiet(CHROMIUM, ['--version']),
    postgres: quiet('bash', [
      '-c',
      'initdb --version 2>/dev/null || $(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)/initdb --version',
    ]),
    commit: `${quiet('git', ['-C', root, 'rev-parse', '--short', 'HEAD']) ?? 'unknown'}${dirty ? ' (with uncommitted changes)' : ''}`,
    loadBefore: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

/** Every platform game's generator, per level (react-server: the registry is server-only). */
function generationBench() {
  log(`== puzzle generation (${settings.generationCount} per game and level, CPU time)`);
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'bench', 'generation-bench.ts');
  const out = execFileSync(tsx, ['--conditions=react-server', script, String(settings.generationCount), '--json'], {
    cwd: root,
    env: process.env,
    maxBuffer: 1 << 24,
  }).toString();
  const rows = JSON.parse(out.trim().split('\n').at(-1));
  for (const r of rows) log(`  ${r.game}/${r.level}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
  return rows;
}

async function mateBench() {
  log('== exact mate search (hard puzzles, one deviation each)');
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const out = execFileSync(tsx, [path.join(root, 'scripts', 'bench', 'mate-search-bench.ts'), '--json'], {
    cwd: root,
    env: process.env,
    maxBuffer: 1 << 24,
  }).toString();
  const result = JSON.parse(out.trim().split('\n').at(-1));
  log(`  ${result.timed} positions: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, max ${result.max.toFixed(2)} ms`);
  return result;
}

/** Signs up premium callers with every difficulty open. Embedded: the server is restarted around the SQL. */
async function prepareCallers(server, target, restart) {
  const t0 = Date.now();
  const users = await signUpUsers(server.base, Math.max(settings.users, settings.playUsers));
  if (target.backend === 'embedded') await server.stop();
  await unlockPremium(
    target,
    users.map((u) => u.email),
  );
  const ready = target.backend === 'embedded' ? await restart() : server;
  await assertPremium(ready.base, users[0]);
  const settled = await settleCookies(ready.base, users);
  log(`  ${users.length} premium callers ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { server: ready, users: settled.slice(0, settings.users), playUsers: settled.slice(0, settings.playUsers) };
}

async function startCluster() {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(root, 'scripts', 'bench', 'pg-cluster.ts')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.on('exit', (code) => reject(new Error(`the PostgreSQL cluster helper exited (${code}) before it was ready`)));
  });
  return {
    url,
    async stop() {
      child.stdin.end(); // the helper stops and removes the cluster when its stdin closes
      await exited;
    },
  };
}

async function main() {
  ensureBuild();
  const started = new Date();
  let appDir = root;
  if (process.env.BENCH_SNAPSHOT !== '0') {
    const snapshot = snapshotBuild();
    cleanups.unshift(async () => snapshot.remove()); // removed last, after every server has stopped
    appDir = snapshot.dir;
  }
  const info = machine();
  const seed = readSeed();
  const counts = { easy: 0, medium: 0, hard: 0 };
  for (const p of seed) counts[p.difficulty]++;
  // The deviations the move rows play, worked out once before any server runs (chess.js, a few seconds).
  if (settings.only.includes('load')) for (const p of seed) if (p.difficulty === 'hard') pickDeviation(p);
  log(
    `bench: ${settings.smoke ? 'SMOKE run, ' : ''}${settings.seconds} s per load cell, connections ${settings.connectionCounts.join('/')}, seed ${counts.easy}/${counts.medium}/${counts.hard} puzzles`,
  );
  const results = {
    settings,
    machine: info,
    startedAt: started.toISOString(),
    seedCounts: counts,
    mate: null,
    generation: null,
    lighthouse: null,
    load: {},
    preload: {},
  };

  if (settings.only.includes('mate')) results.mate = await mateBench();
  if (settings.only.includes('generation')) results.generation = generationBench();

  const keep = cleanups.length;
  for (const backend of settings.backends) {
    const wantsLighthouse = backend === 'embedded' && settings.only.includes('lighthouse');
    if (!wantsLighthouse && !settings.only.includes('load')) continue;
    let target;
    if (backend === 'embedded') {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      target = { backend, dataDir };
    } else if (backend === 'postgres') {
      log('== starting a throwaway PostgreSQL cluster');
      const cluster = await startCluster();
      cleanups.push(() => cluster.stop());
      target = { backend, databaseUrl: cluster.url };
    } else {
      throw new Error(`unknown backend ${backend} (embedded or postgres)`);
    }
    // A new port for each start: keep-alive sockets to a stopped server must not be reused.
    const launch = async () => {
      const s = await startServer({ ...target, appDir, port: await freePort(), nodeArgs: list('BENCH_NODE_ARGS', '') });
      lastServer = s;
      cleanups.push(() => s.stop());
      return s;
    };
    log(`== ${backend}: production server`);
    let server = await launch();

    if (wantsLighthouse) {
      const PAGES = pickPages(await lighthousePages(server.base));
      log(`== Lighthouse on ${PAGES.join(', ')} (${settings.lighthouseRuns} run(s) each, median)`);
      for (const page of PAGES) await (await http(server.base + page)).text(); // first renders warm the server
      results.lighthouse = await lighthouseBenchmark({ base: server.base, pages: PAGES, runs: settings.lighthouseRuns, log });
    }
    if (settings.only.includes('load')) {
      log(`== HTTP load, ${backend}`);
      const prepared = await prepareCallers(server, target, launch);
      server = prepared.server;
      const load = () =>
        loadBenchmark({
          base: server.base,
          waitIdle: () => server.waitIdle(),
          serverCpu: () => server.cpu(),
          users: prepared.users,
          playUsers: prepared.playUsers,
          seed,
          seconds: settings.seconds,
          warmupSeconds: settings.warmupSeconds,
          floorSeconds: settings.floorSeconds,
          connectionCounts: settings.connectionCounts,
          log,
        });
      results.load[backend] = await load();
      if (settings.preload) {
        // The same database, its pools filled by the rows above, now with a year of history.
        log(`== ${backend}: preloading ${settings.preload.plays} plays of ${settings.preload.players} players`);
        if (target.backend === 'embedded') await server.stop();
        results.preload[backend] = await preloadDatabase(target, settings.preload);
        if (target.backend === 'embedded') server = await launch();
        log(`  preloaded in ${results.preload[backend].seconds.toFixed(0)} s: ${JSON.stringify(results.preload[backend].counts)}`);
        results.load[`${backend} preloaded`] = await load();
      }
    }
    await cleanup(keep);
  }

  results.machine.loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  results.finishedAt = new Date().toISOString();
  await cleanup();
  const report = renderReport(results);
  mkdirSync(path.dirname(settings.out), { recursive: true });
  writeFileSync(settings.out, report);
  writeFileSync(settings.out.replace(/\.md$/, '') + '.json', JSON.stringify(results, null, 2) + '\n');
  console.log(report);
  log(`written: ${path.relative(root, settings.out)} and ${path.relative(root, settings.out.replace(/\.md$/, '') + '.json')}`);
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error instanceof Error ? error.stack : error);
    if (error instanceof Error && error.cause) console.error('cause:', error.cause);
    if (lastServer) console.error(`server log (tail):\n${lastServer.log().slice(-4000)}`);
    await cleanup();
    process.exit(1);
  },
);
