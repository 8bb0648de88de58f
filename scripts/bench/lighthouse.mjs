// Lighthouse (the npm package) driving Debian's Chromium against a running production server: each
// page in the mobile (default) and desktop configurations, `runs` times, reporting the median run
// (Lighthouse's own computeMedianRun: the run closest to the median FCP and TTI).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { stopProcessGroup } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags the issue names, plus what DevTools-protocol control needs (a port, a throwaway profile).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** BENCH_LH_FORMS: mobile, desktop or both (the default). */
const FORM_FACTORS = (process.env.BENCH_LH_FORMS || 'mobile,desktop').split(',').map((f) => f.trim());
for (const form of FORM_FACTORS)
  if (form !== 'mobile' && form !== 'desktop') throw new Error(`BENCH_LH_FORMS: ${form} is not mobile or desktop`);

async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  child.stderr.resume();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    port,
    async close() {
      await stopProcessGroup(child, exited, 5000);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits that cost points in a category (weight > 0, score < 1), worst first: what to fix. */
function losses(lhr, id) {
  const category = lhr.categories[id];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.weight * (1 - b.audit.score) - a.weight * (1 - a.audit.score))
    .map(({ id: auditId, audit }) => {
      const first = audit.details?.items?.[0];
      const where = first?.sourceLocation?.url ?? first?.source?.url ?? first?.url;
      const example = first && [first.description, where, first.node?.snippet].filter(Boolean).join(' ');
      const value = audit.displayValue ?? `score ${audit.score}`;
      return `${auditId} (${value})${example ? `: ${String(example).replace(/\s+/g, ' ').slice(0, 160)}` : ''}`;
    });
}

/** What kept the main thread busy longest: the top script of bootup-time (its execution, ms). */
function topBlocker(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  const top = items.filter((i) => typeof i.scripting === 'number').sort((a, b) => b.scripting - a.scripting)[0];
  if (!top) return '–';
  const name = String(top.url ?? '').replace(/^https?:\/\/[^/]+/, '') || String(top.url);
  return `${name.length > 60 ? `…${name.slice(-59)}` : name} (${Math.round(top.scripting)} ms scripting, ${Math.round(top.total)} ms total)`;
}

function medianRun(runs) {
  try {
    return computeMedianRun(runs);
  } catch {
    const sorted = runs.slice().sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    return sorted[Math.floor(sorted.length / 2)];
  }
}

/** BENCH_LH_REPORTS=DIR keeps each run's whole Lighthouse report (long tasks, main-thread breakdown, trace-derived audits). */
function saveReport(lhr, page, formFactor, run) {
  const dir = process.env.BENCH_LH_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '-')}-${formFactor}-${run + 1}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

/**
 * @param {{ base: string, pages: string[], runs: number, log: (line: string) => void }} options
 * @returns rows of { page, formFactor, performance, accessibility, bestPractices, seo, lcp, tbt, cls, losses }
 */
/**
 * What each run clears first: Lighthouse's own list plus cookies and local storage, so every run is a
 * first visit (the how-to card, a new play): with its default, one profile for every page made run 1
 * a first visit and runs 2 and 3 return visits (a remembered card, a paused play), and the median was
 * mostly a return visit's.
 */
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage', 'indexeddb'];

export async function lighthouseBenchmark({ base, pages, runs, log }) {
  const rows = [];
  const chromium = await launchChromium();
  try {
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const lhrs = [];
        for (let i = 0; i < runs; i++) {
          // A trace that fails to record (NO_NAVSTART and the like, more frequent on a loaded machine)
          // is retried, as Lighthouse itself advises; a page that keeps failing stops the benchmark.
          for (let attempt = 1; ; attempt++) {
            const result = await lighthouse(
              base + page,
              { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, clearStorageTypes: CLEAR_STORAGE },
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            const problem = !result?.lhr ? 'no result' : result.lhr.runtimeError?.message;
            if (!problem) {
              lhrs.push(result.lhr);
              saveReport(result.lhr, page, formFactor, i);
              break;
            }
            if (attempt >= 3) throw new Error(`Lighthouse failed on ${page} (${formFactor}) ${attempt} times: ${problem}`);
            log(`  (${page} ${formFactor}: ${problem}; retrying)`);
          }
        }
        const lhr = medianRun(lhrs);
        const row = {
          page,
          formFactor,
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
          lcp: numeric(lhr, 'largest-contentful-paint'),
          tbt: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          fcp: numeric(lhr, 'first-contentful-paint'),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          blocker: topBlocker(lhr),
          losses: Object.fromEntries(CATEGORIES.map((c) => [c, losses(lhr, c)]).filter(([c]) => score(lhr, c) < 100)),
        };
        rows.push(row);
        log(
          `  ${page.padEnd(15)} ${formFactor.padEnd(7)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
            `  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}` +
            (runs > 1 ? `  (median of ${runs}; perf ${lhrs.map((l) => score(l, 'performance')).join('/')})` : ''),
        );
      }
    }
  } finally {
    await chromium.close();
  }
  return rows;
}
