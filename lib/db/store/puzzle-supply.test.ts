import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { WEEK_WINDOW_SECONDS } from '@/tests/support/rate-windows';
import { createStore } from './index';

const DAY = '2026-11-29';
const POOL = 12;

/**
 * The practice pick's preference for a pooled deal no key was issued (issue 41), read from the
 * `issued` flag (migration 20261129000201): which pick it makes, and that every way a play is issued
 * sets the flag.
 */
describe.each(BOTH_BACKENDS)('the pooled puzzles issued on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let store: ReturnType<typeof createStore>;
  let level: string;
  let ids: string[];
  let levels = 0;

  beforeAll(async () => {
    ({ sql, stop } = await open());
    store = createStore(sql);
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });
  // Each test its own level, with a fresh pool of POOL puzzles.
  beforeEach(async () => {
    level = `level-${++levels}`;
    ids = [];
    for (let k = 0; k < POOL; k++) {
      const added = await store.gamePlays.addToPool('solitaire', { level, puzzle: `deal ${k}`, solution: `${level}/${k}` });
      ids.push(added!.id);
    }
  });

  const issued = async () =>
    (
      await sql.query<{ id: string }>(
        'select id::text from public.game_puzzles where game_slug = $1 and level = $2 and issued order by game_puzzles.id',
        ['solitaire', level],
      )
    ).map((r) => r.id);
  const practice = (playerKey: string, preferUnplayed = true) =>
    store.gamePlays.createPracticePlay({ gameSlug: 'solitaire', playerKey, level, day: DAY, preferUnplayed });
  const pickedBy = async (playerKey: string, preferUnplayed = true) => {
    const made = await practice(playerKey, preferUnplayed);
    if (!made.allowed) throw new Error('refused');
    return made.play?.puzzle.id ?? null;
  };
  const playOf = (playerKey: string, puzzleId: string) =>
    store.gamePlays.createPlay({ gameSlug: 'solitaire', playerKey, mode: 'practice', level, day: DAY, puzzleId });

  it('a fresh pool: nothing issued, and each new play takes one nobody was given while any is left', async () => {
    expect(await issued()).toEqual([]);
    const picked: string[] = [];
    for (let n = 0; n < POOL; n++) picked.push((await pickedBy(`fresh-${n}`))!);
    expect(new Set(picked).size).toBe(POOL);
    expect(await issued()).toEqual(ids);
  });

  it('the one fresh deal left is the one given, wherever the random walk starts', async () => {
    const fresh = ids[5]!;
    for (const id of ids) if (id !== fresh) await playOf('earlier', id);
    expect(await issued()).toEqual(ids.filter((id) => id !== fresh));
    expect(await pickedBy('newcomer')).toBe(fresh);
    expect(await issued()).toEqual(ids);
  });

  it('once all are issued, a player is still given one they have not seen, and none when they saw them all', async () => {
    for (const id of ids) await playOf('earlier', id);
    const unseen = ids[7]!;
    for (const id of ids) if (id !== unseen) await playOf('regular', id);
    expect(await pickedBy('regular')).toBe(unseen);
    expect(await pickedBy('regular')).toBeNull();
    // Without the preference (a grid game) the same.
    const other = ids[2]!;
    for (const id of ids) if (id !== other) await playOf('gridder', id);
    expect(await pickedBy('gridder', false)).toBe(other);
  });

  it('every way a play is issued sets the flag: a practice pick without the preference, a play made beyond the pool, the least-recent recycle, a bulk insert', async () => {
    const picked = (await pickedBy('grid', false))!;
    expect(await issued()).toEqual([picked]);

    await playOf('beyond', ids[0]!);
    for (const id of ids.slice(1, 4)) await playOf('recycler', id);
    const recycled = await store.gamePlays.leastRecentPooled('solitaire', level, 'recycler');
    await playOf('recycler', recycled!);
    expect(await issued()).toEqual([...new Set([picked, ...ids.slice(0, 4)])].sort((a, b) => Number(a) - Number(b)));

    // A bulk insert in replica mode (scripts/bench/preload-sql.mjs runs so): the trigger still fires.
    await sql.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.query(
        `insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
         select 'solitaire', 'bulk', 'practice', $1, $2::date, id from public.game_puzzles where game_slug = 'solitaire' and level = $1`,
        [level, DAY],
      );
    });
    expect(await issued()).toEqual(ids);
  });

  it('a refused new play issues nothing', async () => {
    const full = { bucket: `plays:key:${level}`, windowSeconds: WEEK_WINDOW_SECONDS, limit: 1, message: 'slow down' };
    expect((await store.rateLimits.hit(full.bucket, full.windowSeconds, full.limit)).allowed).toBe(true);
    const made = await store.gamePlays.createPracticePlay(
      { gameSlug: 'solitaire', playerKey: 'limited', level, day: DAY, preferUnplayed: true },
      [full],
    );
    expect(made.allowed).toBe(false);
    expect(await issued()).toEqual([]);
  });

  it("a daily's play marks its own puzzle, never a pooled one", async () => {
    const daily = await store.gamePlays.createDaily('solitaire', DAY, { level, puzzle: 'daily deal', solution: `${level}/daily` });
    await store.gamePlays.createPlay({ gameSlug: 'solitaire', playerKey: 'daily', mode: 'daily', level, day: DAY, puzzleId: daily.id });
    expect(await issued()).toEqual([daily.id]);
    expect(await pickedBy('daily')).not.toBeNull();
  });
});
