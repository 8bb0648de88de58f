#!/usr/bin/env node
// Where a thread's time went, from a V8 .cpuprofile (a bench run with BENCH_NODE_ARGS=--cpu-prof,--cpu-prof-dir=DIR
// writes one per server thread when the server stops). See docs/PERFORMANCE.md.
//
//   node scripts/bench/cpu-profile-summary.mjs FILE              busy % per second of the profile (find a load cell)
//   node scripts/bench/cpu-profile-summary.mjs FILE FROM TO      that window (seconds): time by package, by function,
//                                                                and the app's own bundled code (inclusive)
// PROFILE_APP_DIR=DIR: read the build's source maps from DIR/.next when the served snapshot is gone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-summary.mjs FILE [FROM TO]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

const shortUrl = (url) => url.replace(/.*node_modules\//, '').replace(/.*\.next\/server\//, '.next/server/');
const isIdle = (n) => n.callFrame.functionName === '(idle)';

/** Each sample with its time (µs) and the second of the profile it falls in. */
function* samples() {
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    yield { node: nodes.get(profile.samples[i]), dt, second: Math.floor(t / 1e6) };
  }
}

if (fromArg === undefined) {
  const total = new Map();
  const busy = new Map();
  for (const { node, dt, second } of samples()) {
    total.set(second, (total.get(second) ?? 0) + dt);
    if (!isIdle(node)) busy.set(second, (busy.get(second) ?? 0) + dt);
  }
  console.log([...total].map(([s, t]) => `${s}:${Math.round((100 * (busy.get(s) ?? 0)) / t)}`).join(' '));
  process.exit(0);
}

const from = Number(fromArg);
const to = Number(toArg ?? Infinity);
const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
/** A source map's segments per generated line: [column, source index], in column order. */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
          const digit = VLQ[segment[i]];
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return [column, source];
      });
  });
}
const maps = new Map();
/** The original source of a frame in a bundled chunk (from the chunk's .map), else null. */
function originalSource({ url, lineNumber, columnNumber }) {
  if (!url.includes('.next/server/')) return null;
  if (!maps.has(url)) {
    // The bench serves a snapshot of .next it removes after the run: PROFILE_APP_DIR names a folder
    // holding the same build (the clone it was made from) to read the maps from instead.
    const served = `${url.replace(/^file:\/\//, '')}.map`;
    const file =
      existsSync(served) || !process.env.PROFILE_APP_DIR
        ? served
        : path.join(process.env.PROFILE_APP_DIR, '.next/server', served.slice(served.indexOf('.next/server/') + '.next/server/'.length));
    const map = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    // Turbopack writes index maps (sections), each with its own offset.
    const sections = map?.sections ?? (map ? [{ offset: { line: 0, column: 0 }, map }] : []);
    maps.set(
      url,
      sections.map((s) => ({
        line: s.offset.line,
        column: s.offset.column,
        sources: s.map.sources,
        lines: decodeMappings(s.map.mappings),
      })),
    );
  }
  const section = maps.get(url).findLast((s) => s.line < lineNumber || (s.line === lineNumber && s.column <= columnNumber));
  if (!section) return null;
  const line = section.lines[lineNumber - section.line] ?? [];
  const column = lineNumber === section.line ? columnNumber - section.column : columnNumber;
  const segment = line.findLast(([c]) => c <= column);
  return segment ? section.sources[segment[1]] : null;
}
/** The app's own code: a bundled frame whose original source is outside node_modules. */
const ownSource = (callFrame) => {
  const source = originalSource(callFrame);
  return source && !source.includes('node_modules') && !source.startsWith('[')
    ? decodeURIComponent(source.replace(/^(\.\.\/)+/, ''))
    : null;
};

/** ownSource per profile node, looked up once: every sample walks its whole stack. */
const ownSources = new Map();
const ownSourceOf = (id) => {
  if (!ownSources.has(id)) ownSources.set(id, ownSource(nodes.get(id).callFrame));
  return ownSources.get(id);
};

let total = 0;
const byPackage = new Map();
const byFunction = new Map();
const ownInclusive = new Map();
let ownAny = 0;
let ownSelf = 0;
for (const { node, dt, second } of samples()) {
  if (second < from || second >= to) continue;
  total += dt;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg =
    shortUrl(url)
      .split('/')
      .slice(0, url.includes('node_modules/@') ? 2 : 1)
      .join('/') || functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
  const fn = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parent.get(id)) {
    const source = ownSourceOf(id);
    if (source) seen.add(source);
  }
  for (const source of seen) ownInclusive.set(source, (ownInclusive.get(source) ?? 0) + dt);
  if (seen.size > 0) ownAny += dt;
  if (ownSourceOf(node.id)) ownSelf += dt;
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `${pct(t)}  ${k}`)
    .join('\n');
console.log(`${(total / 1e6).toFixed(1)} s of samples in ${from}-${to} s of ${path.basename(file)}\n`);
console.log(`by package (self time):\n${top(byPackage, 20)}\n`);
console.log(`by function (self time):\n${top(byFunction, 30)}\n`);
console.log(
  `the app's own code (by the chunks' source maps): self ${pct(ownSelf).trim()}; with what it calls, each sample once:\n${pct(ownAny)}  any of it\n${top(ownInclusive, 15)}`,
);
