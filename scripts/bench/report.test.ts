import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench, without types
import { cpuRatio, floorRatio, preloadRatios, renderReport, verdicts } from './report.mjs';

type Row = { name: string; connections: number; rps: number; p99: number; failed?: number; unexpected?: number };
const floors: Row[] = [
  { name: 'floor', connections: 10, rps: 500, p99: 20 },
  { name: 'floor-end', connections: 10, rps: 400, p99: 30 },
];

/** A run on the embedded database with these load rows (the floors first), as run.mjs writes it. */
const embeddedRun = (rows: unknown[]) => ({
  settings: { seconds: 5, warmupSeconds: 1, floorSeconds: 2.5, users: 50, lighthouseRuns: 1, gzip: true, connectionCounts: [10] },
  machine: {},
  seedCounts: { easy: 0, medium: 0, hard: 0 },
  lighthouse: null,
  load: { embedded: { staticFile: { path: '/s.css', bytes: 1, htmlBytes: 1 }, rows: [...floors, ...rows] } },
});

describe('the bench against the API floor', () => {
  it('takes a row over the floor measured right beside it (the mean of the cells before and after), not the run-wide floors', () => {
    const row = {
      name: 'play sudoku/easy',
      connections: 10,
      rps: 180,
      p99: 90,
      failed: 0,
      unexpected: 0,
      floor: { before: { rps: 250, p99: 40 }, after: { rps: 350, p99: 50 } },
    };
    // Against the run's floors (mean 450 req/s, p99 25 ms) this row would be 40 % and 3.6x.
    expect(floorRatio(floors, row)).toEqual({ rps: 0.6, p99: 2, met: true, floor: { rps: 300, p99: 45, beside: true } });
    expect(floorRatio(floors, { ...row, rps: 170 }).met).toBe(false);
    expect(floorRatio(floors, { ...row, p99: 91 }).met).toBe(false);
  });

  it('takes a row without a floor beside it (an older run) over the mean of the floors at the same connection count', () => {
    const row = { name: 'play sudoku/easy', connections: 10, rps: 270, p99: 50, failed: 0, unexpected: 0 };
    expect(floorRatio(floors, row)).toEqual({ rps: 0.6, p99: 2, met: true, floor: { rps: 450, p99: 25, beside: false } });
  });

  it('misses below 60 % of the requests, above twice the p99, or with failed requests', () => {
    const base = { name: 'play sudoku/easy', connections: 10, failed: 0, unexpected: 0 };
    expect(floorRatio(floors, { ...base, rps: 260, p99: 20 }).met).toBe(false);
    expect(floorRatio(floors, { ...base, rps: 400, p99: 51 }).met).toBe(false);
    expect(floorRatio(floors, { ...base, rps: 400, p99: 20, failed: 1 }).met).toBe(false);
    expect(floorRatio([], { ...base, rps: 400, p99: 20 })).toBeNull();
  });

  it('gives every game row and every Lighthouse page a verdict', () => {
    const lighthouse = (page: string, performance: number, accessibility: number) => ({
      page,
      formFactor: 'mobile',
      performance,
      accessibility,
      bestPractices: 100,
      seo: 100,
    });
    const results = {
      lighthouse: [lighthouse('/', 90, 100), lighthouse('/sudoku', 85, 95), lighthouse('/takuzu', 84, 94)],
      load: {
        embedded: {
          rows: [
            ...floors,
            { name: 'play takuzu/easy', connections: 10, rps: 200, p99: 40, failed: 0, unexpected: 0 },
            { name: 'home', connections: 10, rps: 100, ratio: 0.5 },
          ],
        },
      },
    };
    const byTarget = Object.fromEntries(verdicts(results).map((v: { target: string; met: boolean }) => [v.target, v.met]));
    expect(byTarget['Lighthouse mobile performance of `/sudoku` at most 5 points under `/` (90) in this run']).toBe(true);
    expect(byTarget['Lighthouse mobile performance of `/takuzu` at most 5 points under `/` (90) in this run']).toBe(false);
    expect(byTarget['Lighthouse accessibility ≥ 95, `/takuzu` mobile']).toBe(false);
    const takuzu = Object.entries(byTarget).find(([t]) => t.startsWith('POST /api/games/takuzu/plays (easy) at 10 connections'));
    expect(takuzu?.[1]).toBe(false);
  });

  it('holds the hidden-state move rows to the floor too, under their labels, and not the page rows', () => {
    const rows = [
      ...floors,
      { name: 'shuffle mahjong-solitaire/turtle', connections: 10, rps: 300, p99: 30, failed: 0, unexpected: 0 },
      { name: 'home', connections: 10, rps: 100, ratio: 0.5 },
    ];
    const targets = verdicts({ lighthouse: null, load: { embedded: { rows } } }).map((v: { target: string; met: boolean }) => v);
    const shuffle = targets.find((v: { target: string }) => v.target.startsWith('Mahjong shuffle (Turtle'));
    expect(shuffle?.met).toBe(true);
    expect(targets.some((v: { target: string }) => v.target.includes('floor') && v.target.startsWith('home page'))).toBe(false);
  });

  it('holds each game row preloaded to 80 % of its empty req/s and 1.5x its p99, and prints both', () => {
    const row = (rps: number, p99: number, name = 'play sudoku/easy') => ({ name, connections: 10, rps, p99, failed: 0, unexpected: 0 });
    const results = {
      settings: { seconds: 5, warmupSeconds: 1, users: 50, lighthouseRuns: 1, gzip: true, connectionCounts: [10] },
      machine: {},
      seedCounts: { easy: 0, medium: 0, hard: 0 },
      lighthouse: null,
      load: {
        postgres: {
          staticFile: { path: '/s.css', bytes: 1, htmlBytes: 1 },
          rows: [...floors, row(400, 20), row(400, 20, 'play takuzu/easy')],
        },
        'postgres preloaded': { rows: [...floors, row(320, 30), row(310, 20, 'play takuzu/easy')] },
      },
      preload: {},
    };
    const ratios = preloadRatios(results);
    expect(ratios.map((r: { row: { name: string }; rps: number; met: boolean }) => [r.row.name, r.rps, r.met])).toEqual([
      ['play sudoku/easy', 0.8, true],
      ['play takuzu/easy', 0.775, false],
    ]);
    const byTarget = verdicts(results).filter((v: { target: string }) => v.target.includes('preloaded ≥'));
    expect(byTarget.map((v: { met: boolean }) => v.met)).toEqual([true, false]);
    expect(renderReport(results)).toContain('| postgres | POST /api/games/takuzu/plays (easy) | 10 | 400 | 310 | 78% |');
  });

  it("prints a row's server CPU per request over the floor cells' beside it, and '–' for a row without", () => {
    const row = (name: string, cpu: { main: number; total: number } | undefined) => ({
      name,
      connections: 10,
      rps: 150,
      p50: 50,
      p99: 120,
      ratio: 1,
      failed: 0,
      unexpected: 0,
      cpu,
      floor: {
        before: { rps: 280, p99: 50, cpu: cpu && { main: 2, total: 3 } },
        after: { rps: 320, p99: 70, cpu: cpu && { main: 2, total: 5 } },
      },
    });
    expect(cpuRatio(row('play sudoku/easy', { main: 4, total: 8 }))).toEqual({ factor: 2, ms: 8, floorMs: 4 });
    expect(cpuRatio(row('play sudoku/easy', undefined))).toBeNull();
    const report = renderReport(embeddedRun([row('play sudoku/easy', { main: 4, total: 8 }), row('play takuzu/easy', undefined)]));
    expect(report).toContain('| 2.0x (of 60.0) | 2.0x (8.0 of 4.0 ms) |');
    expect(report).toMatch(/takuzu\/plays \(easy\) \| 10 \| .* \| 2\.0x \(of 60\.0\) \| – \|/);
  });

  it("prints a row's ratio with the floor it was measured beside, and its verdict line", () => {
    const row = {
      name: 'play solitaire/draw-1',
      connections: 10,
      rps: 150,
      p50: 50,
      p99: 120,
      ratio: 1,
      failed: 0,
      unexpected: 0,
      floor: { before: { rps: 280, p99: 50 }, after: { rps: 320, p99: 70 } },
    };
    const report = renderReport(embeddedRun([row]));
    expect(report).toContain(
      '| POST /api/games/solitaire/plays (draw-1) | 10 | 150 | 100% | 50.0 | 120 | 50% ✗ (of 300) | 2.0x (of 60.0) |',
    );
    expect(report).toContain(
      "| POST /api/games/solitaire/plays (draw-1) at 10 connections (embedded): ≥ 60 % of the floor's req/s, p99 ≤ 2x the floor's | 50%, 2.0x | **missed** |",
    );
  });
});
