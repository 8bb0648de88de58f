// The benchmark's table (Markdown) and its verdict on the targets of docs/PERFORMANCE.md.

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
  'reveal minesweeper/beginner': 'Minesweeper reveal (Beginner, started board)',
  'first-click minesweeper/expert': 'Minesweeper first click (Expert: board generated)',
};

/** Each target with whether the run met it. */
export function verdicts(results) {
  const out = [];
  for (const row of results.lighthouse ?? []) {
    if (row.formFactor === 'mobile') out.push({ target: `Lighthouse performance ≥ 95 on mobile, \`${row.page}\``, value: row.performance, met: row.performance >= 95 });
    const others = [row.accessibility, row.bestPractices, row.seo];
    out.push({ target: `Lighthouse accessibility / best practices / SEO ≥ 95, \`${row.page}\` ${row.formFactor}`, value: others.join(' / '), met: others.every((n) => n >= 95) });
  }
  const embedded = results.load.embedded;
  if (embedded) {
    const limits = { 'move-main': 50, 'move-deviation': 50, guess: 50, 'reveal minesweeper/beginner': 50, 'first-click minesweeper/expert': 250 };
    for (const [name, limit] of Object.entries(limits)) {
      const row = embedded.rows.find((r) => r.name === name && r.connections === 10);
      if (row) out.push({ target: `${LABEL[name]}: p99 < ${limit} ms at 10 connections (embedded)`, value: `${ms(row.p99)} ms`, met: row.p99 < limit && !row.failed && !row.unexpected });
    }
  }
  if (embedded) {
    for (const row of embedded.rows.filter((r) => r.name.startsWith('play ') && r.connections === 10)) {
      out.push({ target: `new practice puzzle \`${row.name.slice(5)}\`: p99 < 50 ms at 10 connections (embedded)`, value: `${ms(row.p99)} ms`, met: row.p99 < 50 && !row.failed && !row.unexpected });
    }
  }
  for (const [backend, load] of Object.entries(results.load)) {
    for (const row of load.rows.filter((r) => r.name === 'home')) {
      out.push({ target: `home page ≥ 1/3 of the static file's throughput at ${row.connections} connection(s) (${backend})`, value: pct(row.ratio), met: row.ratio >= 1 / 3 });
    }
  }
  return out;
}

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
    push('| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |', '|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results.lighthouse) {
      push(`| \`${r.page}\` | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
    }
    const lost = results.lighthouse.flatMap((r) => Object.entries(r.losses).map(([c, list]) => `- \`${r.page}\` ${r.formFactor}, ${c}: ${list.slice(0, 4).join('; ')}`));
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
    const header = ['Request', 'Conns', ...backends.flatMap((b) => [`${b} req/s`, '% static', 'p50 ms', 'p99 ms'])];
    push(`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i < 1 ? '---' : '---:')).join('|')}|`);
    const playRows = [...new Set(Object.values(results.load).flatMap((l) => l.rows.map((r) => r.name).filter((n) => n.startsWith('play '))))];
    for (const name of [...Object.keys(LABEL).filter((n) => n !== 'floor-end'), ...playRows, 'floor-end']) {
      for (const c of settings.connectionCounts) {
        const cells = backends.flatMap((b) => {
          const row = results.load[b].rows.find((r) => r.name === name && r.connections === c);
          if (!row) return ['–', '–', '–', '–'];
          const flag = row.failed || row.unexpected ? ` ⚠ ${row.failed + row.unexpected} bad` : '';
          return [`${row.rps.toFixed(0)}${flag}`, name === 'static' ? '100%' : pct(row.ratio), ms(row.p50), ms(row.p99)];
        });
        push(`| ${LABEL[name] ?? `POST /api/games/${name.slice(5).split('/')[0]}/plays (${name.slice(5).split('/')[1]})`} | ${c} | ${cells.join(' | ')} |`);
      }
    }
    push('');
  }

  if (results.mate) {
    const m = results.mate;
    push('## Exact mate search (bestDefence after a deviation, hard mate-in-3 puzzles)', '');
    push('| Positions | Still mating | p50 | p99 | max | mean | slowest |', '|---:|---:|---:|---:|---:|---:|---|');
    const slow = m.slowest ? `hard #${m.slowest.idx} after ${m.slowest.uci}` : '–';
    push(`| ${m.timed} of ${m.puzzles} puzzles | ${m.stillMating} | ${ms(m.p50)} ms | ${ms(m.p99)} ms | ${ms(m.max)} ms | ${ms(m.mean)} ms | ${slow} |`);
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
    for (const r of results.generation) push(`| ${r.game} | ${r.level} | ${ms(r.p50)} ms | ${ms(r.p99)} ms | ${ms(r.max)} ms | ${ms(r.mean)} ms |`);
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
