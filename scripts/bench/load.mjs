// HTTP load with autocannon on loopback against one production server: a static file (the ceiling),
// the home page, the puzzle state call, puzzle start and a move (main line, and a deviation the server
// answers with the exact mate search), at each connection count. Latencies are taken per response
// (float ms), percentiles over the 2xx answers; anything else is counted and shown as an error.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { keyMove, deviationMove } from './puzzles.mjs';
import { MOVE_ROWS, prepareMoves } from './move-rows.mjs';
import { http } from './server.mjs';

// What a browser sends that changes the server's work: compression (page and static rows). The JSON
// API rows ask for none: autocannon hands bodies over as text, and the benchmark reads every answer
// (attempt ids, move verdicts); gzip of a sub-kilobyte JSON body is microseconds beside the handler.
const GZIP = process.env.BENCH_GZIP !== '0';
const GZIP_HEADERS = GZIP ? { 'accept-encoding': 'gzip' } : {};

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** A small seeded PRNG (mulberry32): the same puzzle choices on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One autocannon run. Either a fixed request (method, path, headers, body) or next() giving each
 * request ({ path, method, headers, body, meta }). `expect`: the status the requests should get (any
 * 2xx when not given; others count as failed); verify(status, body, meta) may reject such an answer.
 */
export async function measure({
  base,
  connections,
  seconds,
  amount,
  method = 'GET',
  path,
  headers = {},
  body,
  next,
  verify,
  compress = false,
  expect,
}) {
  const answered = (status) => (expect === undefined ? status >= 200 && status < 300 : status === expect);
  const BASE_HEADERS = compress ? GZIP_HEADERS : {};
  const latencies = [];
  const statuses = {};
  let unexpected = 0;
  let errors = 0;
  const request = { method, path, headers: { ...BASE_HEADERS, ...headers }, body };
  if (next) {
    request.setupRequest = (req, context) => {
      const r = next();
      context.meta = r.meta;
      return {
        ...req,
        method: r.method ?? method,
        path: r.path ?? path,
        headers: { ...BASE_HEADERS, ...headers, ...(r.headers ?? {}) },
        body: r.body,
      };
    };
  }
  if (verify) {
    request.onResponse = (status, responseBody, context) => {
      if (answered(status) && !verify(status, responseBody, context.meta)) unexpected++;
    };
  }
  // autocannon ends a run on its 1-second sampling tick (its `duration` is whole seconds for a
  // fixed-amount run): throughput here is the answers over the time from start to the last answer.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const instance = autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 30,
    requests: [request],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    lastAnswerAt = performance.now();
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (answered(status)) latencies.push(ms);
  });
  instance.on('reqError', () => errors++);
  const result = await instance;
  const elapsed = (lastAnswerAt - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const ok = latencies.length;
  const failed = Object.entries(statuses)
    .filter(([s]) => !answered(Number(s)))
    .reduce((n, [, c]) => n + c, 0);
  return {
    seconds: elapsed,
    requests: ok + failed,
    rps: ok / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    failed: failed + errors + result.timeouts,
    unexpected,
    statuses,
  };
}

/** The `/_next/static` file of the home page closest in size to the home page's own HTML. */
export async function pickStaticFile(base) {
  const html = await (await http(`${base}/`)).text();
  const refs = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))];
  if (refs.length === 0) throw new Error('the home page references no /_next/static file');
  let best = null;
  for (const ref of refs) {
    const bytes = (await (await http(base + ref)).arrayBuffer()).byteLength;
    const distance = Math.abs(bytes - html.length);
    if (!best || distance < best.distance) best = { path: ref, bytes, distance };
  }
  return { path: best.path, bytes: best.bytes, htmlBytes: Buffer.byteLength(html) };
}

/** Starts puzzles through the API (not timed): one attempt each, ready for one move. */
async function createAttempts(base, users, puzzles, count, random, concurrency = 8) {
  const out = [];
  let made = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (made < count) {
        made++;
        const user = users[Math.floor(random() * users.length)];
        const puzzle = puzzles[Math.floor(random() * puzzles.length)];
        const response = await http(`${base}/api/puzzles/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ difficulty: puzzle.difficulty, idx: puzzle.idx }),
        });
        const json = await response.json();
        if (response.status !== 200)
          throw new Error(`start ${puzzle.difficulty} ${puzzle.idx} answered ${response.status}: ${JSON.stringify(json)}`);
        out.push({ attemptId: json.attemptId, user, puzzle });
      }
    }),
  );
  return out;
}

/** What a move on a fresh attempt should answer. */
function moveItem(kind, attempt) {
  const { puzzle } = attempt;
  if (kind === 'deviation') return { ...attempt, move: deviationMove(puzzle), expect: 'in_progress' };
  return { ...attempt, move: keyMove(puzzle), expect: puzzle.maxUserMoves === 1 ? 'solved' : 'in_progress' };
}

function moveRequest(item) {
  return {
    method: 'POST',
    path: `/api/puzzles/attempts/${item.attemptId}/moves`,
    headers: { 'content-type': 'application/json', cookie: item.user.cookie },
    body: JSON.stringify(item.move),
    meta: item,
  };
}

function verifyMove(_status, body, item) {
  try {
    const json = JSON.parse(body);
    return json.status === item.expect && (item.expect !== 'in_progress' || json.reply !== null);
  } catch {
    return false;
  }
}

/**
 * The new-puzzle rows by default: every platform game, every level, except Dominoes' twelve match
 * settings, which all deal the same way (its row is the heaviest: three Hard opponents).
 */
export const PLAY_GAMES =
  'sudoku,takuzu,queenie,minesweeper,wordsearch,wordguesser,mahjong-solitaire,dominoes:draw-hard-3,solitaire,crosswords';

/**
 * The platform games the server plays, with their levels (`game` for all its levels, `game:level`
 * for one; a game it does not serve answers 404 and is left out).
 */
async function playTargets(base, entries) {
  const out = [];
  for (const entry of entries) {
    const [game, only] = entry.split(':');
    const response = await http(`${base}/api/games/${game}/daily`);
    if (response.status === 404) continue;
    const stats = await (await http(`${base}/api/games/${game}/stats`)).json();
    for (const level of stats.levels) if (!only || level.id === only) out.push({ game, level: level.id });
  }
  return out;
}

/**
 * Word Guesser's `guess` row: six accepted guesses that are never answers (so no play ends early),
 * the sixth ending the play as lost (the finishing transaction: result, statistics).
 */
export const GUESS_WORDS = ['adieu', 'tares', 'arose', 'lanes', 'moped', 'hymns'];

/** Starts Word Guesser practice plays through the API (not timed), by the callers in turn. */
export async function createGuessPlays(base, users, count, concurrency = 8) {
  const out = [];
  let made = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (made < count) {
        const user = users[made++ % users.length];
        const response = await http(`${base}/api/games/wordguesser/plays`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ mode: 'practice', level: 'standard' }),
        });
        const json = await response.json();
        if (response.status !== 201) throw new Error(`a Word Guesser play answered ${response.status}: ${JSON.stringify(json)}`);
        out.push({ playId: json.playId, user });
      }
    }),
  );
  return out;
}

/**
 * The guesses of `plays` in an order where no two requests in flight touch the same play: round
 * robin over the plays (each play's next guess comes a whole round later), so none is refused as a
 * race (409).
 */
export function guessItems(plays) {
  return GUESS_WORDS.flatMap((guess, k) =>
    plays.map((play) => ({ ...play, guess, expect: k === GUESS_WORDS.length - 1 ? 'lost' : 'playing' })),
  );
}

/** `amount` guesses on fresh plays (made first, not timed), at most one in flight per play. */
export async function guessRun({ base, users, connections, amount, waitIdle, beside = (timed) => timed() }) {
  // At least a few rounds' worth of plays per connection, so a round is longer than what is in flight.
  const plays = await createGuessPlays(base, users, Math.max(connections * 4, Math.ceil((amount + connections) / GUESS_WORDS.length)));
  const items = guessItems(plays);
  await waitIdle();
  let i = 0;
  const next = () => {
    const item = items[Math.min(i++, items.length - 1)];
    return {
      method: 'POST',
      path: `/api/games/wordguesser/plays/${item.playId}/moves`,
      headers: { 'content-type': 'application/json', cookie: item.user.cookie },
      body: JSON.stringify({ move: { guess: item.guess } }),
      meta: item,
    };
  };
  return beside(() =>
    measure({ base, connections, amount: Math.min(amount, items.length - connections), method: 'POST', next, verify: verifyGuess }),
  );
}

function verifyGuess(_status, body, item) {
  try {
    const json = JSON.parse(body);
    return json.status === item.expect && Array.isArray(json.reply?.guesses) && json.reply.guesses.at(-1)?.guess === item.guess;
  } catch {
    return false;
  }
}

/** The bench row of a new practice puzzle: `play <game>/<level>`. */
export const playRowName = (game, level) => `play ${game}/${level}`;

/**
 * Every row at every connection count on one running server.
 * @param {{ base: string, waitIdle: () => Promise<void>, users: {email: string, cookie: string}[],
 *   playUsers?: {email: string, cookie: string}[],
 *   seed: import('./puzzles.mjs').SeedPuzzle[], seconds: number, warmupSeconds: number, floorSeconds?: number,
 *   connectionCounts: number[], log: (line: string) => void }} options
 */
export async function loadBenchmark({
  base,
  waitIdle,
  users,
  playUsers = users,
  seed,
  seconds,
  warmupSeconds,
  floorSeconds = Math.max(1, seconds / 2),
  connectionCounts,
  log,
  serverCpu = () => null,
}) {
  const random = seeded(20261122);
  /**
   * The server's CPU time per request of one timed cell (ms; `main`: its request thread, `total`:
   * every thread), from /proc: unlike req/s, it is little moved by the machine's other work.
   */
  async function withCpu(timed) {
    const start = serverCpu();
    const result = await timed();
    const end = serverCpu();
    const per = (key) => (1000 * (end[key] - start[key])) / Math.max(1, result.requests);
    return { result, cpu: start && end ? { main: per('main'), total: per('total') } : null };
  }
  const hard = seed.filter((p) => p.difficulty === 'hard' && deviationMove(p) !== null);
  if (hard.length === 0) throw new Error('the seed has no hard puzzle with a deviation to play');
  const staticFile = await pickStaticFile(base);
  log(`static file: ${staticFile.path} (${staticFile.bytes} bytes; the home page's HTML is ${staticFile.htmlBytes} bytes)`);
  const pools = { main: [], deviation: [] };
  // A start of a puzzle the caller already has in progress reopens that attempt (same id): an attempt
  // is pooled once, or two moves would meet on it (a 409, or a 422 for a move of a moved position).
  const pooledAttempts = new Set();
  const pool = (kind, item) => {
    if (pooledAttempts.has(item.attemptId)) return;
    pooledAttempts.add(item.attemptId);
    pools[kind].push(item);
  };
  const plays = await playTargets(base, (process.env.BENCH_PLAY_GAMES ?? PLAY_GAMES).split(',').filter(Boolean));
  log(`new practice puzzles for: ${plays.map((p) => `${p.game}/${p.level}`).join(', ') || 'none'}`);
  let userTurn = 0;
  const nextUser = () => users[userTurn++ % users.length];
  let playUserTurn = 0;
  const nextPlayUser = () => playUsers[playUserTurn++ % playUsers.length];

  const fixed = {
    static: { path: staticFile.path, compress: true },
    home: { path: '/', headers: { accept: 'text/html' }, compress: true },
    state: { next: () => ({ path: '/api/puzzles/state', headers: { cookie: nextUser().cookie } }) },
    // The floor of an API call here: through Next.js and the app's error handling, refused (415) before
    // any body, session or database work. What a row costs above it is the app's own.
    floor: {
      method: 'POST',
      path: '/api/games/sudoku/plays',
      headers: { 'content-type': 'text/plain' },
      body: 'not json',
      expect: 415,
      verify: (_status, body) => body.includes('unsupported_media_type'),
    },
    start: {
      method: 'POST',
      next: () => {
        const user = nextUser();
        const puzzle = seed[Math.floor(random() * seed.length)];
        return {
          path: '/api/puzzles/start',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ difficulty: puzzle.difficulty, idx: puzzle.idx }),
          meta: { user, puzzle },
        };
      },
      // Every started attempt is kept for the move rows (hard ones alternate into the deviation pool).
      verify: (_status, body, meta) => {
        try {
          const json = JSON.parse(body);
          if (typeof json.attemptId !== 'string') return false;
          const attempt = { attemptId: json.attemptId, user: meta.user, puzzle: meta.puzzle };
          const kind = meta.puzzle.difficulty === 'hard' && deviationMove(meta.puzzle) && random() < 0.5 ? 'deviation' : 'main';
          pool(kind, moveItem(kind, attempt));
          return json.puzzle?.idx === meta.puzzle.idx;
        } catch {
          return false;
        }
      },
    },
  };

  // A new practice puzzle each request, from the level's shared pool (warmed up first, as a level's
  // first request starts filling its pool), by the play callers in turn (enough of them that none
  // plays the pool through).
  for (const { game, level } of plays) {
    fixed[playRowName(game, level)] = {
      method: 'POST',
      next: () => ({
        path: `/api/games/${game}/plays`,
        headers: { 'content-type': 'application/json', cookie: nextPlayUser().cookie },
        body: JSON.stringify({ mode: 'practice', level }),
      }),
      verify: (_status, body) => {
        try {
          const json = JSON.parse(body);
          return typeof json.playId === 'string' && json.level === level && typeof json.puzzle === 'string';
        } catch {
          return false;
        }
      },
    };
  }

  // The API floor measured right beside a game row: a short floor cell immediately before the row's
  // timed run and one immediately after, so the row is compared with the machine as it was during
  // the row (its speed moves by a third from minute to minute; a run-wide floor says little).
  const floorCell = async (connections) => {
    await waitIdle();
    const { result: r, cpu } = await withCpu(() => measure({ base, connections, seconds: floorSeconds, ...fixed.floor }));
    return { rps: r.rps, p99: r.p99, requests: r.requests, failed: r.failed + r.unexpected, cpu };
  };
  /** Runs a row's timed part between two floor cells; the row carries them as `floor` ({ before, after }). */
  async function besideFloor(connections, timed) {
    const before = await floorCell(connections);
    await waitIdle();
    const { result, cpu } = await withCpu(timed);
    const after = await floorCell(connections);
    return { ...result, cpu, floor: { before, after } };
  }

  async function topUp(kind, n) {
    const t0 = Date.now();
    let started = 0;
    for (let missing = n - pools[kind].length; missing > 0; missing = n - pools[kind].length) {
      const made = await createAttempts(base, users, kind === 'deviation' ? hard : seed, missing, random);
      const had = pools[kind].length;
      for (const attempt of made) pool(kind, moveItem(kind, attempt));
      if (pools[kind].length === had) throw new Error(`no new ${kind} attempt could be started (every start reopened one already pooled)`);
      started += pools[kind].length - had;
    }
    if (started > 0) log(`  (started ${started} attempts for ${kind} moves in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // Moves: each request consumes one fresh attempt, so the run is a fixed number of requests sized by
  // a short probe to last about `seconds` (a duration-bound run could run out of attempts).
  async function moveRow(kind, connections) {
    const run = async (amount, beside = (timed) => timed()) => {
      // autocannon builds each connection's next request as it goes: a few spare attempts, returned after.
      await topUp(kind, amount + connections);
      await waitIdle();
      const items = pools[kind].splice(0, amount + connections);
      let i = 0;
      const result = await beside(() =>
        measure({
          base,
          connections,
          amount,
          method: 'POST',
          next: () => moveRequest(items[Math.min(i++, items.length - 1)]),
          verify: verifyMove,
        }),
      );
      pools[kind].unshift(...items.slice(i));
      return result;
    };
    const probe = await run(Math.max(connections * 4, 40));
    const cap = Number(process.env.BENCH_MAX_MOVES ?? 50_000);
    return run(Math.max(connections * 10, Math.min(cap, Math.round(probe.rps * seconds))), (timed) => besideFloor(connections, timed));
  }

  // Hidden-state moves (move-rows.mjs): like the chess moves, a fixed number of requests sized by a
  // short probe, each on a play prepared for it (capped lower: each takes a request or more to prepare).
  async function preparedMoveRow(row, connections) {
    const run = async (amount, beside = (timed) => timed()) => {
      const items = await prepareMoves(base, row, nextUser, amount + connections, random);
      await waitIdle();
      let i = 0;
      return beside(() =>
        measure({
          base,
          connections,
          amount,
          method: 'POST',
          next: () => {
            const item = items[Math.min(i++, items.length - 1)];
            return {
              path: `/api/games/${row.game}/plays/${item.playId}/moves`,
              headers: { 'content-type': 'application/json', cookie: item.cookie },
              body: JSON.stringify({ move: item.move }),
            };
          },
          verify: (_status, body) => {
            try {
              return row.verify(JSON.parse(body));
            } catch {
              return false;
            }
          },
        }),
      );
    };
    const probe = await run(Math.max(connections * 4, 20));
    const cap = Number(process.env.BENCH_MAX_PREPARED_MOVES ?? 2_000);
    return run(Math.max(connections * 10, Math.min(cap, Math.round(probe.rps * seconds))), (timed) => besideFloor(connections, timed));
  }
  const servedGames = new Set(plays.map((p) => p.game));
  const moveRows = MOVE_ROWS.filter((row) => servedGames.has(row.game));

  async function fixedRow(name, connections, beside = (timed) => timed()) {
    const spec = fixed[name];
    await waitIdle();
    if (warmupSeconds > 0) await measure({ base, connections, seconds: warmupSeconds, ...spec });
    await waitIdle();
    return beside(() => measure({ base, connections, seconds, ...spec }));
  }

  // Guesses: a fixed number of requests (each play takes six), sized by a short probe like the moves.
  const guessing = process.env.BENCH_GUESS !== '0' && (await http(`${base}/api/games/wordguesser/daily`)).status === 200;
  async function guessRow(connections) {
    const run = (amount, beside) => guessRun({ base, users, connections, amount, waitIdle, beside });
    const probe = await run(Math.max(connections * 6, 60));
    const cap = Number(process.env.BENCH_MAX_GUESSES ?? 6_000);
    return run(Math.max(connections * 12, Math.min(cap, Math.round(probe.rps * seconds))), (timed) => besideFloor(connections, timed));
  }

  const rows = [];
  for (const connections of connectionCounts) {
    const ceiling = await fixedRow('static', connections);
    const add = (name, r) => {
      rows.push({ name, connections, ...r, ratio: r.rps / ceiling.rps });
      const flag = r.failed || r.unexpected ? `  (${r.failed} failed, ${r.unexpected} unexpected: ${JSON.stringify(r.statuses)})` : '';
      const cpuOf = (c) => (c ? `${c.main.toFixed(2)}/${c.total.toFixed(2)}` : '?');
      const beside = r.floor
        ? `  floor beside ${r.floor.before.rps.toFixed(0)}/${r.floor.after.rps.toFixed(0)} req/s, p99 ${r.floor.before.p99.toFixed(1)}/${r.floor.after.p99.toFixed(1)} ms;` +
          ` server CPU ms/request (main/all threads) ${cpuOf(r.cpu)}, floor beside ${cpuOf(r.floor.before.cpu)} and ${cpuOf(r.floor.after.cpu)}`
        : '';
      log(
        `  ${name.padEnd(16)} c=${String(connections).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${(100 * (r.rps / ceiling.rps)).toFixed(0)}% of static${beside}${flag}`,
      );
    };
    add('static', ceiling);
    for (const name of ['home', 'state', 'start']) add(name, await fixedRow(name, connections));
    add('move-main', await moveRow('main', connections));
    add('move-deviation', await moveRow('deviation', connections));
    // After the other API rows, so the shared request path is as warm as it is for the game rows.
    add('floor', await fixedRow('floor', connections));
    const besideIt = (timed) => besideFloor(connections, timed);
    for (const { game, level } of plays) add(playRowName(game, level), await fixedRow(playRowName(game, level), connections, besideIt));
    if (guessing) add('guess', await guessRow(connections));
    for (const row of moveRows) add(row.name, await preparedMoveRow(row, connections));
    // Again at the end: a floor that fell since tells the server's (or the machine's) state from the rows' own work.
    add('floor-end', await fixedRow('floor', connections));
  }
  return { staticFile, rows };
}
