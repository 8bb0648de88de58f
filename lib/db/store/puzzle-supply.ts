import type { SqlExecutor } from '../sql-executor';
import { PLAY_COLUMNS, PLAY_FIELDS, toPlay, type PlayRow, type StoredGamePuzzle, type StoredPlay } from './play-rows';
import { hitParams, hitRateLimitCtes, type RateBucket } from './rate-limits';
import { rateLimitRefused, ruleOfBucket } from '@/lib/observability/events';

/**
 * The first pooled puzzle of the level ($1, $3) the player ($2) has not played, walking the pool in
 * id order from the random `start` up (`>=`) or below it (`<`): with the wrap-around a random unseen
 * puzzle in a few index probes, never one the player has played while an unseen one remains.
 */
const UNSEEN_POOLED = (from: '>=' | '<') => `(
  select gp.id, gp.puzzle, gp.solution from public.game_puzzles gp
  where (select allowed from hit) and gp.game_slug = $1 and gp.level = $3 and gp.pooled and gp.id ${from} (select id from start)
    and not exists (select 1 from public.game_plays p where p.puzzle_id = gp.id and p.player_key = $2)
  order by gp.id limit 1)`;

/**
 * From the same random place, a pooled puzzle no key has been issued ($5 true: a hidden-state game
 * whose deal is the puzzle; a deal another key played stays off the all-time board, so an honest
 * player is given a fresh one while any is left). False: no row, and the walk above picks. `issued`
 * is set by a trigger on every play's insert (migration 20261129000201) and its partial index holds
 * only the fresh ones: one index probe, however many of the pool were issued.
 */
const UNPLAYED_POOLED = (from: '>=' | '<') => `(
  select gp.id, gp.puzzle, gp.solution from public.game_puzzles gp
  where $5::boolean and (select allowed from hit) and gp.game_slug = $1 and gp.level = $3 and gp.pooled and not gp.issued
    and gp.id ${from} (select id from start)
  order by gp.id limit 1)`;

/** The stored daily of a game ($1), day ($2) and level ($3), with its puzzle. */
const DAILY_OF = `select gp.id::text, gp.level, gp.puzzle, gp.solution from public.daily_puzzles d
  join public.game_puzzles gp on gp.id = d.puzzle_id where d.game_slug = $1 and d.day = $2::date and d.level = $3`;

/** A daily of the game ($1) and level ($2) whose solution is the given parameter. */
const dailyWithSolution = (solution: string) => `select 1 from public.daily_puzzles d join public.game_puzzles o on o.id = d.puzzle_id
  where d.game_slug = $1 and d.level = $2 and o.solution = ${solution}`;

/** Where puzzles come from: the practice pools shared by all players, and one stored daily per game, day and daily level. */
export function puzzleSupplyStore(sql: SqlExecutor) {
  return {
    /**
     * A puzzle added to its level's shared practice pool; null (nothing added) when the pool already
     * holds its solution (unique per game and level: migration 20261129000101) or a daily of the level
     * had it, so no two pooled puzzles are the same to a player and a daily's player is not given it again.
     */
    async addToPool(gameSlug: string, generated: { level: string; puzzle: string; solution: string }): Promise<StoredGamePuzzle | null> {
      const [row] = await sql.query<{ id: string }>(
        `insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled)
         select $1, $2, $3, $4, true where not exists (${dailyWithSolution('$4')})
         on conflict (game_slug, level, md5(solution)) where pooled do nothing
         returning id::text`,
        [gameSlug, generated.level, generated.puzzle, generated.solution],
      );
      return row ? { id: row.id, ...generated } : null;
    },

    /**
     * A practice play of a random pooled puzzle of the level this player has never played (null when
     * they played them all; with `preferUnplayed`, one no key was issued while any is left), picked and
     * inserted in one statement, which also counts a hit of each rate limit given (the player's new
     * plays, the address's starts) and inserts nothing when one refuses: a new play is the busiest
     * write, and each statement saved shows in its throughput.
     */
    async createPracticePlay(
      play: { gameSlug: string; playerKey: string; level: string; day: string; preferUnplayed?: boolean },
      limits: readonly RateBucket[] = [],
    ): Promise<{ allowed: false; retryAfterSeconds: number; refusedBy: RateBucket | null } | { allowed: true; play: StoredPlay | null }> {
      if (new Set(limits.map((l) => hitParams(l)[0])).size !== limits.length)
        throw new Error('createPracticePlay: each rate limit of a play its own bucket');
      const hits = limits.map((_, i) => hitRateLimitCtes(`h${i}`, 6 + 3 * i));
      const allowed = limits.length === 0 ? 'true' : limits.map((_, i) => `(select allowed from h${i})`).join(' and ');
      const refusedAt = limits.map((_, i) => `when not (select allowed from h${i}) then ${i}`).join(' ');
      const retry = limits.length === 0 ? '0' : `greatest(${limits.map((_, i) => `(select retry_after from h${i})`).join(', ')})`;
      const [row] = await sql.query<PlayRow & { allowed: boolean; retry_after: number; refused_at: number | null }>(
        `with ${hits.map((h) => `${h}, `).join('')}hit as (
           select ${allowed} as allowed, ${retry} as retry_after, ${limits.length === 0 ? 'null::int' : `case ${refusedAt} end`} as refused_at
         ), start as (
           select lo + floor(random() * (hi - lo + 1))::bigint as id from (select
             (select id from public.game_puzzles where game_slug = $1 and level = $3 and pooled order by id limit 1) as lo,
             (select id from public.game_puzzles where game_slug = $1 and level = $3 and pooled order by id desc limit 1) as hi) b
         ), gp as (
           ${UNPLAYED_POOLED('>=')}
           union all
           ${UNPLAYED_POOLED('<')}
           union all
           ${UNSEEN_POOLED('>=')}
           union all
           ${UNSEEN_POOLED('<')}
           limit 1
         ), pl as (
           insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
           select $1, $2, 'practice', $3, $4::date, gp.id from gp
           returning ${PLAY_FIELDS}
         )
         select hit.allowed, hit.retry_after, hit.refused_at, ${PLAY_COLUMNS} from hit left join (pl join gp on gp.id = pl.puzzle_id) on true`,
        [play.gameSlug, play.playerKey, play.level, play.day, play.preferUnplayed === true, ...limits.flatMap(hitParams)],
      );
      if (!row?.allowed) {
        const refusedBy = limits[Number(row?.refused_at ?? 0)] ?? null;
        rateLimitRefused(refusedBy ? ruleOfBucket(refusedBy.bucket) : 'other');
        return { allowed: false, retryAfterSeconds: Number(row?.retry_after || refusedBy?.windowSeconds || 60), refusedBy };
      }
      return { allowed: true, play: row.id === null ? null : toPlay(row) };
    },

    /**
     * For a player who has played a whole pool at its ceiling: the pooled puzzle of the level they
     * played longest ago (pools recycle rather than grow without end).
     */
    async leastRecentPooled(gameSlug: string, level: string, playerKey: string): Promise<string | null> {
      const [row] = await sql.query<{ id: string }>(
        `select gp.id::text from public.game_puzzles gp
         join public.game_plays p on p.puzzle_id = gp.id and p.player_key = $3
         where gp.game_slug = $1 and gp.level = $2 and gp.pooled
         group by gp.id order by max(p.started_at), gp.id limit 1`,
        [gameSlug, level, playerKey],
      );
      return row?.id ?? null;
    },

    /**
     * Whether a new daily of the level would repeat a fill: its solution is pooled at the level, or was
     * a daily of the level on or after `since` (a day).
     */
    async dailyFillTaken(gameSlug: string, level: string, solution: string, since: string): Promise<boolean> {
      const [row] = await sql.query<{ taken: boolean }>(
        `select exists (select 1 from public.game_puzzles
             where game_slug = $1 and level = $2 and pooled and md5(solution) = md5($3))
           or exists (${dailyWithSolution('$3')} and d.day >= $4::date) as taken`,
        [gameSlug, level, solution, since],
      );
      return row?.taken === true;
    },

    /** The secrets (starting states) of a game's stored dailies of a level, newest first: a new daily avoids repeating them. */
    async pastDailySecrets(gameSlug: string, limit: number, level?: string): Promise<string[]> {
      const rows = await sql.query<{ solution: string }>(
        `select gp.solution from public.daily_puzzles d join public.game_puzzles gp on gp.id = d.puzzle_id
         where d.game_slug = $1 and ($3::text is null or d.level = $3) order by d.day desc limit $2`,
        [gameSlug, limit, level ?? null],
      );
      return rows.map((r) => r.solution);
    },

    async poolSize(gameSlug: string, level: string): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        'select count(*)::int as n from public.game_puzzles where game_slug = $1 and level = $2 and pooled',
        [gameSlug, level],
      );
      return Number(row?.n ?? 0);
    },

    /** Every practice pool's size, per game and level (the metrics read them at each scrape: one grouped count). */
    async poolSizes(): Promise<{ game: string; level: string; size: number }[]> {
      const rows = await sql.query<{ game: string; level: string; size: number }>(
        'select game_slug as game, level, count(*)::int as size from public.game_puzzles where pooled group by game_slug, level',
      );
      return rows.map((row) => ({ game: row.game, level: row.level, size: Number(row.size) }));
    },

    /** The game's daily of a day and level (a game may have one per level: its engine's dailyLevels). */
    async findDaily(gameSlug: string, day: string, level: string): Promise<StoredGamePuzzle | null> {
      const [row] = await sql.query<StoredGamePuzzle>(DAILY_OF, [gameSlug, day, level]);
      return row ?? null;
    },

    /**
     * Stores the day's puzzle of its level unless another request (or server) stored one first;
     * either way answers the one that stands, so everybody gets the same daily.
     */
    async createDaily(
      gameSlug: string,
      day: string,
      generated: { level: string; puzzle: string; solution: string },
    ): Promise<StoredGamePuzzle> {
      return sql.transaction(async (tx) => {
        const [stored] = await tx.query<{ id: string }>(
          'insert into public.game_puzzles (game_slug, level, puzzle, solution) values ($1, $2, $3, $4) returning id::text',
          [gameSlug, generated.level, generated.puzzle, generated.solution],
        );
        const inserted = await tx.query(
          'insert into public.daily_puzzles (game_slug, day, level, puzzle_id) values ($1, $2::date, $3, $4) on conflict do nothing returning 1',
          [gameSlug, day, generated.level, stored?.id],
        );
        if (inserted.length === 0) await tx.query('delete from public.game_puzzles where id = $1', [stored?.id]);
        const [row] = await tx.query<StoredGamePuzzle>(DAILY_OF, [gameSlug, day, generated.level]);
        if (!row) throw new Error('the daily puzzle vanished');
        return row;
      });
    },
  };
}
