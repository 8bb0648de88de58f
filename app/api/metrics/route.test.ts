import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { parseEnv, type Env } from '@/lib/env';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { createGeneratorThread, type GeneratorThread } from '@/lib/games/platform/generator-thread';
import { createPlayService, type PlayCaller } from '@/lib/games/platform/play-service';
import { generateInThread, dailyInThread, applyInThread } from '@/lib/games/platform/puzzle-generation';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { metrics } from '@/lib/observability/metrics';
import { METRICS_MESSAGES } from '@/lib/requests/metrics-requests';
import { freshPglite } from '@/tests/support/databases';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { HIDDEN_WORDS, hiddenWordEngine } from '@/tests/support/hidden-word-engine';

// The route as Next.js runs it, its database and configuration stood in.
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const context = vi.hoisted(() => ({ store: undefined as unknown, env: undefined as unknown }));
vi.mock('@/lib/db/database', () => ({ getStore: async () => context.store }));
vi.mock('@/lib/env', async (original) => ({ ...(await original<typeof import('@/lib/env')>()), getEnv: () => context.env }));

const { GET } = await import('./route');

const envWith = (token: string | undefined): Env => parseEnv({ SITE_URL: 'https://games.example.test', METRICS_TOKEN: token });
const scrape = (authorization?: string) =>
  GET(new Request('http://localhost/api/metrics', { headers: authorization ? { authorization } : {} }));

/** A sample's value in the text format: the line of `name` whose labels are exactly `labels`; null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/gi)].map((m) => [m[1], m[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return null;
}

let sql: SqlExecutor;
let store: Store;

describe('GET /api/metrics', () => {
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
    context.store = store;
  });
  afterAll(async () => {
    await sql.close();
  });

  it('does not exist (404, the JSON error) while METRICS_TOKEN is unset', async () => {
    context.env = envWith(undefined);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: METRICS_MESSAGES.notConfigured } });
    }
  });

  it('refuses (401, a clear message, no series) without the token, with a wrong one or in another scheme', async () => {
    context.env = envWith(TOKEN);
    const wrong = [undefined, 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN];
    for (const authorization of wrong) {
      const response = await scrape(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'unauthorized', message: METRICS_MESSAGES.refused } });
      expect(text).not.toContain('plays_started_total');
    }
  });

  it('still answers the other series when the database does not answer for the pools', async () => {
    context.env = envWith(TOKEN);
    context.store = { gamePlays: { poolSizes: () => Promise.reject(new Error('the database is down')) } };
    try {
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE plays_started_total counter');
    } finally {
      context.store = store;
    }
  });

  describe('with the token, after games played through the play service', () => {
    let thread: GeneratorThread;
    let text: string;
    const before = { started: 0, daily: 0, won: 0, wordsWon: 0, held: 0, queries: 0 };
    const countOf = async (name: string, labels: Record<string, string>) =>
      (await metrics().registry.getSingleMetric(name)?.get())?.values.find(
        (v) => JSON.stringify(Object.entries(v.labels).sort()) === JSON.stringify(Object.entries(labels).sort()),
      )?.value ?? 0;

    beforeAll(async () => {
      context.env = envWith(TOKEN);
      const engines = { digits: digitsEngine, words: hiddenWordEngine };
      const newRandom = () => createSeededRandom('metrics');
      const here = {
        generate: generateInThread(engines, newRandom),
        generateDaily: dailyInThread(engines, newRandom),
        applyMove: applyInThread(engines),
      };
      // A thread that cannot start: the calls still go through the generator's queue, then run here.
      thread = createGeneratorThread(here, { startWorker: () => new Worker('process.exit(1)', { eval: true }) });
      const service = createPlayService(store, engines, {
        generate: thread.generate,
        generateDaily: thread.generateDaily,
        schedule: () => {},
      });

      before.started = await countOf('plays_started_total', { game: 'digits', mode: 'practice' });
      before.daily = await countOf('plays_started_total', { game: 'digits', mode: 'daily' });
      before.won = await countOf('plays_finished_total', { game: 'digits', outcome: 'won' });
      before.wordsWon = await countOf('plays_finished_total', { game: 'words', outcome: 'won' });
      before.held = await countOf('held_results_total', { game: 'words', reason: 'too-fast' });
      const histogram = (await metrics().dbQueryDuration.get()).values;
      before.queries =
        histogram.find((v) => v.metricName === 'db_query_duration_seconds_count' && v.labels.backend === 'embedded')?.value ?? 0;

      // A grid game's practice play (its puzzle made by the generator: the pool is empty), won.
      const player: PlayCaller = { key: 'metrics-player', userId: null, address: 'metrics-address' };
      const play = await service.issue(player, 'digits', { mode: 'practice', level: 'hard' });
      const [solved] = await sql.query<{ solution: string }>(
        'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
        [play.playId],
      );
      await sql.query("update public.game_plays set started_at = now() - interval '60 seconds' where id = $1", [play.playId]);
      expect((await service.finish(player, 'digits', play.playId, { moves: solvingMoves(play.puzzle, solved!.solution) })).status).toBe(
        'won',
      );
      // A daily, and the same daily asked again (resumed: not a new play).
      await service.issue(player, 'digits', { mode: 'daily' });
      await service.issue(player, 'digits', { mode: 'daily' });
      // A hidden-state game won on the first guess: faster than a person, so held for review.
      const words = await service.issue(player, 'words', { mode: 'practice', level: 'easy' });
      const [row] = await sql.query<{ state: { secret: string } }>(
        'select coalesce(p.state, gp.solution::jsonb) as state from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
        [words.playId],
      );
      expect(HIDDEN_WORDS).toContain(row!.state.secret);
      const moved = await service.move(player, 'words', words.playId, { guess: row!.state.secret });
      expect(moved.result?.held?.reason).toBe('too-fast');

      // Two practice pools of a platform game hold puzzles.
      const [first, second] = PLATFORM_ENGINES.sudoku!.levels;
      for (let i = 0; i < 3; i++) await store.gamePlays.addToPool('sudoku', { level: first!.id, puzzle: `p${i}`, solution: `s${i}` });

      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(metrics().registry.contentType);
      expect(response.headers.get('cache-control')).toBe('no-store');
      text = await response.text();
      expect(sample(text, 'puzzle_pool_size', { game: 'sudoku', level: second!.id })).toBe(0);
    });
    afterAll(async () => {
      await thread.stop();
    });

    it('counts the plays started per game and mode, and finished per outcome', async () => {
      expect(sample(text, 'plays_started_total', { game: 'digits', mode: 'practice' })).toBe(before.started + 1);
      expect(sample(text, 'plays_started_total', { game: 'digits', mode: 'daily' })).toBe(before.daily + 1);
      expect(sample(text, 'plays_finished_total', { game: 'digits', outcome: 'won' })).toBe(before.won + 1);
      expect(sample(text, 'plays_finished_total', { game: 'words', outcome: 'won' })).toBe(before.wordsWon + 1);
    });

    it('counts the held result by game and reason', () => {
      expect(sample(text, 'held_results_total', { game: 'words', reason: 'too-fast' })).toBe(before.held + 1);
    });

    it("lists the generator's queue and job times, the pools per level and the database's query times", () => {
      expect(sample(text, 'generator_queue_depth')).toBe(0);
      expect(sample(text, 'generator_job_seconds_count', { kind: 'generate', game: 'digits' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'generator_job_seconds_count', { kind: 'generate', game: 'words' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'puzzle_pool_size', { game: 'sudoku', level: PLATFORM_ENGINES.sudoku!.levels[0]!.id })).toBe(3);
      // Every level of every platform game is listed, and nothing else (the test games are not).
      const levels = Object.values(PLATFORM_ENGINES).reduce((n, engine) => n + engine.levels.length, 0);
      expect(text.split('\n').filter((line) => line.startsWith('puzzle_pool_size{'))).toHaveLength(levels);
      expect(sample(text, 'db_query_duration_seconds_count', { backend: 'embedded' })).toBeGreaterThan(before.queries + 5);
    });

    it('lists the request, rate-limit and webhook series, and the process defaults', () => {
      for (const name of ['http_requests_total', 'http_request_duration_seconds', 'rate_limit_refusals_total', 'webhook_events_total'])
        expect(text).toContain(`# TYPE ${name} `);
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      // No player's key, play id or address in any label.
      expect(text).not.toMatch(/metrics-player|metrics-address/);
    });
  });
});
