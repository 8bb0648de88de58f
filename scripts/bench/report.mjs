// The benchmark's table (Markdown) and its verdict on the targets of docs/PERFORMANCE.md.
import { MOVE_ROWS } from './move-rows.mjs';

const ms = (n) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '–');
const pct = (n) => (Number.isFinite(n) ? `${(100 * n).toFixed(0)}%` : '–');
const LABEL = {
  static: 'static file (ceiling)',
  floor: 'API floor: POST refused (415) before any session or database work',
  'floor-end': 'API floor again, after every game row',
  home: 'home page `/`',
  state: 'GET /api/puzzles/state',
  start: 'POST /api/puzzles/start (premium)',
  'move-main': 'move: main line',
  'move-deviation': 'move: deviation → mate search',
  guess: 'Word Guesser guess (six per play, the sixth ends it)',
  ...Object.fromEntries(MOVE_ROWS.map((row) => [row.name, row.label])),
};

/** Rows held to the floor ratio (../shared/GAMES.md, Speed): a game's work beside a call that does none. */
const NOT_GAME_ROWS = new Set(['static', 'home', 'state', 'start', 'floor', 'floor-end']);
const GAME_ROW = (name) => !NOT_GAME_ROWS.has(name);
export const FLOOR_RPS_SHARE = 0.6;
export const FLOOR_P99_FACTOR = 2;

/**
 * The server's CPU time per request of a row (all its threads) over that of the floor cells measured
 * beside it (`cpu` on each, from /proc: scripts/bench/load.mjs); null for a row or run without them.
 */
export function cpuRatio(row) {
  const beside = row.floor ? [row.floor.before, row.floor.after].filter((f) => f?.cpu) : [];
  if (!row.cpu || beside.length === 0) return null;
  const floorMs = beside.reduce((sum, f) => sum + f.cpu.total, 0) / beside.length;
  return floorMs > 0 ? { factor: row.cpu.total / floorMs, ms: row.cpu.total, floorMs } : null;
}

/**
 * A row against the API floor measured right beside it (`row.floor`: a floor cell immediately before
 * the row and one immediately after; their mean cancels a steady drift of the machine's speed, which
 * moves by a third within a run). A row without its own floor (a run before they were measured) is
 * taken against the mean of the run's two floor rows at the same connection count. `floor`: the
 * floor's req/s and p99 the row was compared with.
 */
export function floorRatio(rows, row) {
  const beside = row.floor ? [row.floor.before, row.floor.after].filter((f) => f && f.rps > 0) : [];
  const floors =
    beside.length > 0
      ? beside
      : rows.filter((r) => (r.name === 'floor' || r.name === 'floor-end') && r.connections === row.connections && r.rps > 0);
  if (floors.length === 0) return null;
  const mean = (f) => floors.reduce((s, r) => s + f(r), 0) / floors.length;
  const floor = { rps: mean((r) => r.rps), p99: mean((r) => r.p99), beside: beside.length > 0 };
  const rps = row.rps / floor.rps;
  const p99 = row.p99 / floor.p99;
  return { rps, p99, floor, met: rps >= FLOOR_RPS_SHARE && p99 <= FLOOR_P99_FACTOR && !row.failed && !row.unexpected };
}

export const PRELOAD_RPS_SHARE = 0.8;
export const PRELOAD_P99_FACTOR = 1.5;
/** The suffix of a backend's rows measured again after BENCH_PRELOAD filled its database. */
export const PRELOADED = ' preloaded';

/** Each game row of a backend measured empty and preloaded: the preloaded row against the empty one. */
export function preloadRatios(results) {
  const out = [];
  for (const [backend, empty] of Object.entries(results.load)) {
    const full = results.load[backend + PRELOADED];
    if (backend.endsWith(PRELOADED) || !full) continue;
    for (const row of empty.rows.filter((r) => GAME_ROW(r.name))) {
      const after = full.rows.find((r) => r.name === row.name && r.connections === row.connections);
      if (!after || !(row.rps > 0)) continue;
      const rps = after.rps / row.rps;
      const p99 = after.p99 / row.p99;
      const clean = !row.failed && !row.unexpected && !after.failed && !after.unexpected;
      out.push({
        backend,
        row,
        after,
        rps,
        p99,
        floor: floorRatio(empty.rows, row),
        met: clean && rps >= PRELOAD_RPS_SHARE && p99 <= PRELOAD_P99_FACTOR,
      });
    }
  }
  return out;
}

/** Each target with whether the run met it. */
export function verdicts(results) {
  const out = [];
  const lighthouse = results.lighthouse ?? [];
  const home = lighthouse.find((r) => r.page === '/' && r.formFactor === 'mobile');
  for (const row of lighthouse) {
    if (row.formFactor === 'mobile' && home && row.page !== '/') {
      out.push({
        target: `Lighthouse mobile performance of \`${row.page}\` at most 5 points under \`/\` (${home.performance}) in this run`,
        value: row.performance,
        met: row.performance >= home.performance - 5,
      });
    }
    out.push({
      target: `Lighthouse accessibility ≥ 95, \`${row.page}\` ${row.formFactor}`,
      value: row.accessibility,
      met: row.accessibility >= 95,
    });
  }
  for (const [backend, load] of Object.entries(results.load)) {
    for (const row of load.rows.filter((r) => GAME_ROW(r.name) && r.connections === 10)) {
      const ratio = floorRatio(load.rows, row);
      if (!ratio) continue;
      out.push({
        target: `${labelOf(row.name)} at 10 connections (${backend}): ≥ ${100 * FLOOR_RPS_SHARE} % of the floor's req/s, p99 ≤ ${FLOOR_P99_FACTOR}x the floor's`,
        value: `${pct(ratio.rps)}, ${ratio.p99.toFixed(1)}x`,
        met: ratio.met,
      });
    }
    for (const row of backend.endsWith(PRELOADED) ? [] : load.rows.filter((r) => r.name === 'home')) {
      out.push({
        target: `home page ≥ 1/3 of the static file's throughput at ${row.connections} connection(s) (${backend})`,
        value: pct(row.ratio),
        met: row.ratio >= 1 / 3,
      });
    }
  }
  for (const r of preloadRatios(results).filter((p) => p.row.connections === 10)) {
    out.push({
      target: `${labelOf(r.row.name)} at 10 connections (${r.backend}): preloaded ≥ ${100 * PRELOAD_RPS_SHARE} % of empty req/s, p99 ≤ ${PRELOAD_P99_FACTOR}x`,
      value: `${pct(r.rps)}, ${r.p99.toFixed(2)}x`,
      met: r.met,
    });
  }
  return out;
}

const labelOf = (name) => LABEL[name] ?? `POST /api/games/${name.slice(5).split('/')[0]}/plays (${name.slice(5).split('/')[1]})`;

export function renderReport(results) {
  const { settings, machine } = results;
  const lines = [];
  const push = (...l) => lines.push(...l);
  push(`# Benchmark run ${results.startedAt}${settings.smoke ? ' — SMOKE RUN (short cells, not for comparison)' : ''}`, '');
  push(
    '| Machine | |',
    '|---|---|',
    `| CPU | ${machine.cpu} |`,
    `| Memory | ${machine.memory} |`,
    `| OS | ${machine.os} |`,
    `| Node.js | ${machine.node} |`,
    `| Chromium | ${machine.chromium ?? '–'} |`,
    `| PostgreSQL | ${machine.postgres ?? '–'} |`,
    `| Commit | ${machine.commit} |`,
    `| Load average (1/5/15 min) before / after | ${machine.loadBefore} / ${machine.loadAfter ?? '–'} |`,
    `| Seed puzzles (easy/medium/hard) | ${results.seedCounts.easy}/${results.seedCounts.medium}/${results.seedCounts.hard} |`,
    `| Settings | ${settings.seconds} s per load cell after ${settings.warmupSeconds} s warm-up; ${settings.users} premium callers (${settings.playUsers ?? settings.users} for the new-puzzle rows); Lighthouse median of ${settings.lighthouseRuns}; page and static requests ${settings.gzip ? 'accept gzip' : 'without accept-encoding'}, API requests without |`,
    '',
  );

  if (results.lighthouse) {
    push(`## Lighthouse (production build, embedded database; median of ${settings.lighthouseRuns} run(s))`, '');
    push(
      '| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Longest on the main thread |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const r of results.lighthouse) {
      push(
        `| \`${r.page}\` | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.blocker ?? '–'} |`,
      );
    }
    const lost = results.lighthouse.flatMap((r) =>
      Object.entries(r.losses).map(([c, list]) => `- \`${r.page}\` ${r.formFactor}, ${c}: ${list.slice(0, 4).join('; ')}`),
    );
    if (lost.length > 0) push('', 'Where points were lost (heaviest first):', '', ...lost);
    push('');
  }

  const backends = Object.keys(results.load);
  if (backends.length > 0) {
    const first = results.load[backends[0]];
    push(`## HTTP load (autocannon on loopback, ${settings.seconds} s per cell)`, '');
    push(
      `Ceiling: \`${first.staticFile.path}\` (${first.staticFile.bytes} bytes, picked as the home page's static file closest in size to its ${first.staticFile.htmlBytes}-byte HTML), ` +
        'served by the same server in the same run. "% static" is a row\'s requests per second over that ceiling at the same connection count. ' +
        'Move rows run a fixed number of requests (one fresh attempt each) sized to last about the cell time.',
      '',
    );
    const header = [
      'Request',
      'Conns',
      ...backends.flatMap((b) => [`${b} req/s`, '% static', 'p50 ms', 'p99 ms', '% floor', 'p99 / floor', 'CPU / floor']),
    ];
    push(`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i < 1 ? '---' : '---:')).join('|')}|`);
    const playRows = [
      ...new Set(Object.values(results.load).flatMap((l) => l.rows.map((r) => r.name).filter((n) => n.startsWith('play ')))),
    ];
    for (const name of [...Object.keys(LABEL).filter((n) => n !== 'floor-end'), ...playRows, 'floor-end']) {
      for (const c of settings.connectionCounts) {
        const cells = backends.flatMap((b) => {
          const row = results.load[b].rows.find((r) => r.name === name && r.connections === c);
          if (!row) return ['–', '–', '–', '–', '–', '–', '–'];
          const flag = row.failed || row.unexpected ? ` ⚠ ${row.failed + row.unexpected} bad` : '';
          const floor = GAME_ROW(name) ? floorRatio(results.load[b].rows, row) : null;
          const verdict = floor ? (floor.met ? ' ✓' : ' ✗') : '';
          // The floor the row was compared with, when it was measured beside it.
          const of = floor?.floor.beside ? ` (of ${floor.floor.rps.toFixed(0)})` : '';
          const p99Of = floor?.floor.beside ? ` (of ${ms(floor.floor.p99)})` : '';
          const cpu = GAME_ROW(name) ? cpuRatio(row) : null;
          return [
            `${row.rps.toFixed(0)}${flag}`,
            name === 'static' ? '100%' : pct(row.ratio),
            ms(row.p50),
            ms(row.p99),
            floor ? `${pct(floor.rps)}${verdict}${of}` : '–',
            floor ? `${floor.p99.toFixed(1)}x${p99Of}` : '–',
            cpu ? `${cpu.factor.toFixed(1)}x (${cpu.ms.toFixed(1)} of ${cpu.floorMs.toFixed(1)} ms)` : '–',
          ];
        });
        push(`| ${labelOf(name)} | ${c} | ${cells.join(' | ')} |`);
      }
    }
    push(
      '',
      `"% floor" and "p99 / floor": against the API floor measured right beside the row (a floor cell of ${settings.floorSeconds ?? '–'} s immediately before it and one immediately after, averaged; "of": that floor's req/s and p99 ms), ` +
        `or, for a row without one, the mean of the two API floor rows at the same connection count; a game row meets the target (✓) at ≥ ${100 * FLOOR_RPS_SHARE} % and ≤ ${FLOOR_P99_FACTOR}x. ` +
        '"CPU / floor": the server\'s CPU time per request (all its threads, from /proc) over that of the floor cells beside the row, with both in ms: less moved by the machine\'s other work than req/s.',
      '',
    );
  }

  if (results.mate) {
    const m = results.mate;
    push('## Exact mate search (bestDefence after a deviation, hard mate-in-3 puzzles)', '');
    push('| Positions | Still mating | p50 | p99 | max | mean | slowest |', '|---:|---:|---:|---:|---:|---:|---|');
    const slow = m.slowest ? `hard #${m.slowest.idx} after ${m.slowest.uci}` : '–';
    push(
      `| ${m.timed} of ${m.puzzles} puzzles | ${m.stillMating} | ${ms(m.p50)} ms | ${ms(m.p99)} ms | ${ms(m.max)} ms | ${ms(m.mean)} ms | ${slow} |`,
    );
    if (m.all) {
      const s = m.all.slowest ? `hard #${m.all.slowest.idx} after ${m.all.slowest.uci}` : '–';
      push(`| every deviation: ${m.all.positions} | – | ${ms(m.all.p50)} ms | ${ms(m.all.p99)} ms | ${ms(m.all.max)} ms | – | ${s} |`);
    }
    push('');
  }

  if (results.generation) {
    push(
      `## Puzzle generation (CPU time per puzzle, ${results.generation[0]?.count ?? 0} per level)`,
      '',
      'What a player waits for only when the shared pool of a level has nothing unseen left: practice puzzles are served from the pool.',
      '',
    );
    push('| Game | Level | p50 | p99 | max | mean |', '|---|---|---:|---:|---:|---:|');
    for (const r of results.generation)
      push(`| ${r.game} | ${r.level} | ${ms(r.p50)} ms | ${ms(r.p99)} ms | ${ms(r.max)} ms | ${ms(r.mean)} ms |`);
    push('');
    const graded = results.generation.filter((r) => r.needs);
    if (graded.length > 0) {
      push(
        `### What the puzzles needed (the same ${graded[0].count} per level)`,
        '',
        "The grader's solve of each puzzle: its deduction steps, and how many puzzles used each technique. " +
          'Minesweeper: the board a first click makes, cleared by the solver that proves it.',
        '',
        '| Game | Level | Steps min | median | p90 | max | Techniques used (puzzles) |',
        '|---|---|---:|---:|---:|---:|---|',
      );
      for (const r of graded) {
        const { steps, techniques, unfinished } = r.needs;
        const used = techniques.map((t) => `${t.name} ${t.puzzles}`).join(', ') + (unfinished ? `; **${unfinished} unfinished**` : '');
        push(`| ${r.game} | ${r.level} | ${steps.min} | ${steps.median} | ${steps.p90} | ${steps.max} | ${used} |`);
      }
      push('');
    }
  }

  const preloaded = preloadRatios(results);
  if (preloaded.length > 0) {
    const sizes = Object.entries(results.preload ?? {});
    push('## Preloaded against empty (BENCH_PRELOAD)', '');
    for (const [backend, p] of sizes) {
      const c = p.counts;
      push(
        `- ${backend}: ${p.size.plays.toLocaleString('en')} plays of ${p.size.players.toLocaleString('en')} players, ${p.size.days} days of dailies, ` +
          `${p.size.rateLimits.toLocaleString('en')} rate-limit windows, loaded in ${p.seconds.toFixed(0)} s; then ${c.plays.toLocaleString('en')} plays, ` +
          `${c.results.toLocaleString('en')} results, ${c.rate_limits.toLocaleString('en')} rate-limit rows, ${c.bests.toLocaleString('en')} leaderboard bests, ` +
          `${c.accounts.toLocaleString('en')} accounts; database ${(c.bytes / 2 ** 20).toFixed(0)} MiB (game_plays ${(c.plays_bytes / 2 ** 20).toFixed(0)} MiB, game_results ${(c.results_bytes / 2 ** 20).toFixed(0)} MiB with their indexes)`,
      );
    }
    push(
      '',
      `The same rows on the same database before and after the preload, in this run. Floor: ≥ ${100 * FLOOR_RPS_SHARE} % of the API floor's req/s and p99 ≤ ${FLOOR_P99_FACTOR}x (empty); ` +
        `flat: preloaded ≥ ${100 * PRELOAD_RPS_SHARE} % of empty req/s and p99 ≤ ${PRELOAD_P99_FACTOR}x empty's.`,
      '',
      '| Backend | Request | Conns | req/s empty | req/s preloaded | preloaded / empty | p99 empty | p99 preloaded | p99 ratio | % floor (empty) | p99 / floor | floor | flat |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    );
    for (const r of preloaded) {
      push(
        `| ${r.backend} | ${labelOf(r.row.name)} | ${r.row.connections} | ${r.row.rps.toFixed(0)} | ${r.after.rps.toFixed(0)} | ${pct(r.rps)} | ${ms(r.row.p99)} | ${ms(r.after.p99)} | ${r.p99.toFixed(2)}x | ` +
          `${r.floor ? pct(r.floor.rps) : '–'} | ${r.floor ? `${r.floor.p99.toFixed(1)}x` : '–'} | ${r.floor ? (r.floor.met ? '✓' : '✗') : '–'} | ${r.met ? '✓' : '✗'} |`,
      );
    }
    push('');
  }

  const v = verdicts(results);
  if (v.length > 0) {
    push('## Targets', '', '| Target | This run | |', '|---|---:|---|');
    for (const t of v) push(`| ${t.target} | ${t.value} | ${t.met ? 'met' : '**missed**'} |`);
    push('');
  }
  return lines.join('\n');
}
