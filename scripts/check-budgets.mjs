#!/usr/bin/env node
// JavaScript budgets, deterministic (sizes, not timings): serves the production build on a fresh
// embedded database, and for each route sums the gzip size of every script its HTML references
// (noModule polyfills excluded, as modern browsers skip them). Fails when a budget is exceeded, when
// a page's scripts carry code that must not be there (an auth library anywhere; game code on home,
// login and other pages of no game; one game's code on another's page), or when a page loads a
// stylesheet or font from another origin (the pages use system fonts; a web font would be self-hosted
// through next/font). The games' routes come from the catalogue (lib/games/catalogue.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FLOOR_KB = 133; // an empty Next.js 16.4 page with React 19, by this same measure
const { CATALOGUE } = await tsImport('../lib/games/catalogue.ts', import.meta.url);

// Code that must stay off some pages, each known by strings that survive minification. Every marker
// is first found where that code does load (a route's scripts, or the package's own files): a marker
// that stopped matching fails the check instead of letting it pass without looking. A game's code
// (`game`, a catalogue id) may load on that game's page only.
const CODE = {
  chessJs: { name: 'chess.js', markers: ['Invalid move in PGN'], game: 'chess-puzzles', loadedOn: '/chess-puzzles' },
  engine2048: { name: 'the 2048 engine', markers: ['line overflow'], game: '2048', loadedOn: '/2048' },
  // Loaded by the chess page only once a board is shown (a lazy chunk), so found in its package.
  chessground: { name: 'chessground', markers: ['cg-container', 'cg-board'], game: 'chess-puzzles', packageDir: 'chessground/dist' },
  // The browser never loads an auth library: sign-in, sign-up, OAuth and logout go through our routes.
  supabase: { name: 'supabase-js', markers: ['GoTrueClient@'], packageDir: '@supabase/auth-js/dist/module' },
  jose: { name: 'jose', markers: ['ERR_JWS_INVALID'], packageDir: 'jose/dist/webapi' },
  // Payments run on the server only: the browser gets a Checkout URL, never the SDK (or a key).
  stripe: { name: 'the stripe SDK', markers: ['api.stripe.com'], packageDir: 'stripe/esm' },
};
const everywhere = [CODE.supabase, CODE.jose, CODE.stripe];
const gameCode = Object.values(CODE).filter((code) => code.game);
for (const code of gameCode)
  if (!CATALOGUE.some((g) => g.id === code.game))
    throw new Error(`check-budgets: ${code.name} belongs to ${code.game}, not a catalogue id`);
// Platform games: the framework floor + 36 KB, and no other game's code (+30 until issue 39's refusal
// screen; +31 until issue 44's hidden-state frame, which carries for every such page the union of
// what the six pages drew apiece, and issue 43's zoom frame took them 2.4-3.6 KB further: 165-167 KB
// against 162-164 before; +35 until issue 43's reserved message slot, results beside the board and
// grid-as-start took Crosswords to 168.1; trimming the frame's share back is open work). A game with
// a route of its own has its budget in its catalogue entry (ownRoute.budgetKb).
const PLATFORM_KB = FLOOR_KB + 36;
const budgets = [
  { route: '/', kb: 160, forbidden: gameCode },
  { route: '/login', kb: 160, forbidden: gameCode },
  { route: '/premium', kb: 160, forbidden: gameCode },
  ...CATALOGUE.map((g) => ({
    route: `/${g.id}`,
    kb: g.ownRoute?.budgetKb ?? PLATFORM_KB,
    forbidden: gameCode.filter((code) => code.game !== g.id),
  })),
];

function packageText(dir) {
  const folder = path.join(root, 'node_modules', dir);
  return readdirSync(folder, { recursive: true })
    .filter((f) => String(f).endsWith('.js'))
    .map((f) => readFileSync(path.join(folder, String(f)), 'utf8'))
    .join('\n');
}

/** Markers not found where their code loads (an empty list when every marker still works). */
async function staleMarkers() {
  const stale = [];
  for (const code of Object.values(CODE)) {
    const text = code.packageDir ? packageText(code.packageDir) : await routeScriptText(code.loadedOn);
    for (const marker of code.markers)
      if (!text.includes(marker)) stale.push(`${code.name}: "${marker}" is not in ${code.packageDir ?? `${code.loadedOn}'s scripts`}`);
  }
  return stale;
}

const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'budget-data-'));
// Next's own entry point run by this node: killing an `npx` wrapper would leave the server running.
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', EMBEDDED_DATA_DIR: dataDir, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const base = `http://127.0.0.1:${port}`;
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(base + '/');
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the production server did not start (run `node scripts/start.mjs --build-only` first)');
}

const cache = new Map();
async function script(src) {
  if (!cache.has(src)) {
    const text = await (await fetch(new URL(src, base))).text();
    cache.set(src, { gz: gzipSync(text, { level: 9 }).length, text });
  }
  return cache.get(src);
}

function scriptSources(html) {
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  const scripts = tags.filter((t) => !/\bnoModule\b|\bnomodule\b/.test(t)).map((t) => t.match(/src="([^"]+)"/)[1]);
  // A chunk split off with next/dynamic (a platform game's view) is only preloaded, yet the page runs it.
  const preloads = (html.match(/<link\b[^>]*\brel="preload"[^>]*>/g) ?? [])
    .filter((t) => /\bas="script"/.test(t))
    .map((t) => t.match(/href="([^"]+)"/)?.[1])
    .filter(Boolean);
  return [...new Set([...scripts, ...preloads].map((src) => src.replace(/&amp;/g, '&')))];
}

const sameOrigin = (url) => !/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith(base);

/** Stylesheets and fonts from another origin: a page's `<link>`s, and the `url()`s and `@import`s of its own CSS. */
async function foreignStyleAndFontProblems(html) {
  const problems = [];
  const links = (html.match(/<link\b[^>]*>/g) ?? []).filter(
    (t) => /\brel="(?:stylesheet|preload|preconnect)"/.test(t) && /\bhref="/.test(t),
  );
  const hrefs = links.map((t) => ({ tag: t, href: t.match(/href="([^"]+)"/)[1].replace(/&amp;/g, '&') }));
  for (const { tag, href } of hrefs)
    if (!sameOrigin(href)) problems.push(`another origin's ${/as="font"/.test(tag) ? 'font' : 'stylesheet or connection'}: ${href}`);
  for (const { href } of hrefs.filter((h) => /rel="stylesheet"/.test(h.tag) && sameOrigin(h.href))) {
    const css = (await script(href)).text;
    for (const [, url] of css.matchAll(/(?:url\(\s*["']?|@import\s+["'])([^"')\s]+)/g))
      if (!url.startsWith('data:') && !sameOrigin(url)) problems.push(`${url} in ${href}`);
  }
  return problems;
}

async function routeScriptText(route) {
  const html = await (await fetch(base + route)).text();
  let text = '';
  for (const src of scriptSources(html)) text += (await script(src)).text;
  return text;
}

let failed = false;
try {
  await waitForServer();
  const stale = await staleMarkers();
  for (const line of stale) console.log(`marker no longer found: ${line}`);
  if (stale.length > 0) failed = true;
  console.log('route'.padEnd(22), 'JS gzip KB'.padStart(10), 'budget'.padStart(8), 'over floor'.padStart(11));
  for (const { route, kb, forbidden } of budgets) {
    const html = await (await fetch(base + route)).text();
    const sources = scriptSources(html);
    let total = 0;
    const problems = [];
    for (const src of sources) {
      const { gz, text } = await script(src);
      total += gz;
      for (const code of [...everywhere, ...forbidden])
        for (const marker of code.markers) if (text.includes(marker)) problems.push(`${code.name} ("${marker}") in ${src}`);
    }
    const size = total / 1024;
    const over = size > kb;
    console.log(
      route.padEnd(22),
      size.toFixed(1).padStart(10),
      String(kb).padStart(8),
      `+${(size - FLOOR_KB).toFixed(1)}`.padStart(11),
      over ? '  OVER BUDGET' : '',
    );
    for (const p of problems) console.log(`  forbidden code: ${p}`);
    const foreign = await foreignStyleAndFontProblems(html);
    for (const p of foreign) console.log(`  not self-hosted: ${p}`);
    if (over || problems.length > 0 || foreign.length > 0 || sources.length === 0) failed = true;
  }
} catch (error) {
  console.error(error);
  console.error(serverLog.slice(-2000));
  failed = true;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'budgets: FAILED' : 'budgets: all routes within budget, every stylesheet and font self-hosted');
process.exit(failed ? 1 : 0);
