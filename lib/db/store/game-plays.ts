import type { SqlExecutor } from '../sql-executor';
import { enterLeaderboards } from './game-results';
import { hitParams, hitRateLimitSql, type RateBucket } from './rate-limits';

/** A puzzle as the server keeps it: the public part and the secret solution. */
export type StoredGamePuzzle = { id: string; level: string; puzzle: string; solution: string };
export type PlayMode = 'daily' | 'practice';
export type PlayStatus = 'playing' | 'won' | 'lost';

/** A play as the referee needs it. */
export type StoredPlay = {
  id: string;
  gameSlug: string;
  playerKey: string;
  mode: PlayMode;
  level: string;
  day: string;
  status: PlayStatus;
  hints: number;
  /** How many times "show mistakes" checked the grid against the solution. */
  checks: number;
  state: unknown;
  paused: boolean;
  /** Seconds on the play's clock now (server time since the start, pauses excluded). */
  elapsedSeconds: number;
  puzzle: StoredGamePuzzle;
};

export type NewPlay = { gameSlug: string; playerKey: string; mode: PlayMode; level: string; day: string; puzzleId: string; state?: unknown };

export type FinishedPlay = { timeSeconds: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PlayRow = {
  id: string;
  game_slug: string;
  player_key: string;
  mode: PlayMode;
  level: string;
  day: string | Date;
  status: PlayStatus;
  hints: number;
  checks: number;
  state: unknown;
  paused: boolean;
  elapsed: number | string;
  puzzle_id: string;
  puzzle: string;
  solution: string;
};

const dayText = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));

// A state goes in as JSON text cast to jsonb ($n::text::jsonb): a parameter typed jsonb makes
// postgres.js encode the text once more, as a JSON string, which PGlite does not.

/** The play clock in SQL: time since the start minus the pauses, the current pause included. */
const ELAPSED = `greatest(0, extract(epoch from (coalesce(pl.paused_at, now()) - pl.started_at)) - pl.paused_seconds)`;

const PLAY_COLUMNS = `pl.id::text, pl.game_slug, pl.player_key, pl.mode, pl.level, pl.day::text as day, pl.status, pl.hints, pl.checks, pl.state,
  pl.paused_at is not null as paused, ${ELAPSED} as elapsed, gp.id::text as puzzle_id, gp.puzzle, gp.solution`;

/** The game_plays columns PLAY_COLUMNS reads, for a statement that reads a play it has just written. */
const PLAY_FIELDS = 'id, game_slug, player_key, mode, level, day, status, hints, checks, state, paused_at, started_at, paused_seconds, puzzle_id';

const toPlay = (r: PlayRow): StoredPlay => ({
  id: r.id,
  gameSlug: r.game_slug,
  playerKey: r.player_key,
  mode: r.mode,
  level: r.level,
  day: dayText(r.day),
  status: r.status,
  hints: Number(r.hints),
  checks: Number(r.checks),
  state: r.state ?? null,
  paused: Boolean(r.paused),
  elapsedSeconds: Number(r.elapsed),
  puzzle: { id: r.puzzle_id, level: r.level, puzzle: r.puzzle, solution: r.solution },
});

/**
 * The play (id $a, player $b) is still being played, and its stored state is the one it was read
 * with ($d) when the caller names one ($c). FINISH_PLAY tests it before its update and again in the
 * update (rechecked under the row lock), and notFinished with the same parameters.
 */
const PLAYING_AS_READ = (a: number, b: number, c: number, d: number) =>
  `pl.id = $${a} and pl.player_key = $${b} and pl.status = 'playing' and (not $${c}::boolean or pl.state is not distinct from $${d}::text::jsonb)`;

/**
 * Ends a play ($1 of player $2) as $3 with the final state $4, if it is still playing, its stored
 * state is $6 (when $5) and its clock has reached $7 seconds; records its result ($8 assisted, $9
 * score, $10 source) in the same statement. One row (the game and the time) when it finished.
 * Concurrent finishes: the update rechecks the status under the row lock, so one of them wins.
 */
const FINISH_PLAY = `
  with cur as (
    select pl.id, ${ELAPSED} as elapsed from public.game_plays pl
    where ${PLAYING_AS_READ(1, 2, 5, 6)}
  ), done as (
    update public.game_plays pl set status = $3, finished_at = now(), state = coalesce($4::text::jsonb, pl.state),
      paused_seconds = pl.paused_seconds + coalesce(greatest(0, ceil(extract(epoch from (now() - pl.paused_at))))::int, 0), paused_at = null
    from cur
    where pl.id = cur.id and ${PLAYING_AS_READ(1, 2, 5, 6)} and cur.elapsed >= $7
    returning pl.game_slug, pl.mode, pl.level, pl.day, greatest(1, ceil(cur.elapsed))::int as time_seconds
  ), result as (
    insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, assisted, score)
    select game_slug, $2::text, $10::text, mode, level, day, $3 = 'won', case when $3 = 'won' then time_seconds end, $8::boolean, case when $3 = 'won' then $9::int end
    from done on conflict do nothing
  )
  select game_slug, time_seconds from done`;

/** Why FINISH_PLAY (same parameters) finished nothing: too early on the clock, or null (over, raced, not found). */
async function notFinished(sql: SqlExecutor, params: unknown[]): Promise<{ tooFast: number } | null> {
  const [row] = await sql.query<{ elapsed: number | string }>(
    `select ${ELAPSED} as elapsed from public.game_plays pl where ${PLAYING_AS_READ(1, 2, 3, 4)}`,
    [params[0], params[1], params[4], params[5]],
  );
  return row ? { tooFast: Number(row.elapsed) } : null;
}

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

export function gamePlaysStore(sql: SqlExecutor) {
  async function findPlay(id: string, playerKey: string, gameSlug: string): Promise<StoredPlay | null> {
    if (!UUID.test(id)) return null;
    const [row] = await sql.query<PlayRow>(
      `select ${PLAY_COLUMNS} from public.game_plays pl join public.game_puzzles gp on gp.id = pl.puzzle_id
       where pl.id = $1 and pl.player_key = $2 and pl.game_slug = $3`,
      [id, playerKey, gameSlug],
    );
    return row ? toPlay(row) : null;
  }

  return {
    findPlay,

    /** A puzzle added to its level's shared practice pool. */
    async addToPool(gameSlug: string, generated: { level: string; puzzle: string; solution: string }): Promise<StoredGamePuzzle> {
      const [row] = await sql.query<{ id: string }>(
        'insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled) values ($1, $2, $3, $4, true) returning id::text',
        [gameSlug, generated.level, generated.puzzle, generated.solution],
      );
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, ...generated };
    },

    /**
     * A practice play of a random pooled puzzle of the level this player has never played (null when
     * they played them all), picked and inserted in one statement, which also counts the hit of the
     * rate limit on new plays (when given) and inserts nothing when it is refused: a new play is the
     * busiest write.
     */
    async createPracticePlay(
      play: { gameSlug: string; playerKey: string; level: string; day: string },
      limit?: RateBucket,
    ): Promise<{ allowed: false; retryAfterSeconds: number } | { allowed: true; play: StoredPlay | null }> {
      const [row] = await sql.query<PlayRow & { allowed: boolean; retry_after: number }>(
        `with hit as (${limit ? hitRateLimitSql(5) : 'select true as allowed, 0 as retry_after'}),
         start as (
           select lo + floor(random() * (hi - lo + 1))::bigint as id from (select
             (select id from public.game_puzzles where game_slug = $1 and level = $3 and pooled order by id limit 1) as lo,
             (select id from public.game_puzzles where game_slug = $1 and level = $3 and pooled order by id desc limit 1) as hi) b
         ), gp as (
           ${UNSEEN_POOLED('>=')}
           union all
           ${UNSEEN_POOLED('<')}
           limit 1
         ), pl as (
           insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id)
           select $1, $2, 'practice', $3, $4::date, gp.id from gp
           returning ${PLAY_FIELDS}
         )
         select hit.allowed, hit.retry_after, ${PLAY_COLUMNS} from hit left join (pl join gp on gp.id = pl.puzzle_id) on true`,
        [play.gameSlug, play.playerKey, play.level, play.day, ...(limit ? hitParams(limit) : [])],
      );
      if (!row?.allowed) return { allowed: false, retryAfterSeconds: Number(row?.retry_after ?? limit?.windowSeconds ?? 60) };
      return { allowed: true, play: row.id === null ? null : toPlay(row) };
    },

    async poolSize(gameSlug: string, level: string): Promise<number> {
      const [row] = await sql.query<{ n: number }>('select count(*)::int as n from public.game_puzzles where game_slug = $1 and level = $2 and pooled', [gameSlug, level]);
      return Number(row?.n ?? 0);
    },

    async findDaily(gameSlug: string, day: string): Promise<StoredGamePuzzle | null> {
      const [row] = await sql.query<{ id: string; level: string; puzzle: string; solution: string }>(
        `select gp.id::text, gp.level, gp.puzzle, gp.solution from public.daily_puzzles d
         join public.game_puzzles gp on gp.id = d.puzzle_id where d.game_slug = $1 and d.day = $2::date`,
        [gameSlug, day],
      );
      return row ?? null;
    },

    /**
     * Stores the day's puzzle unless another request (or server) stored one first; either way
     * answers the one that stands, so everybody gets the same daily.
     */
    async createDaily(gameSlug: string, day: string, generated: { level: string; puzzle: string; solution: string }): Promise<StoredGamePuzzle> {
      return sql.transaction(async (tx) => {
        const [stored] = await tx.query<{ id: string }>(
          'insert into public.game_puzzles (game_slug, level, puzzle, solution) values ($1, $2, $3, $4) returning id::text',
          [gameSlug, generated.level, generated.puzzle, generated.solution],
        );
        const inserted = await tx.query(
          'insert into public.daily_puzzles (game_slug, day, puzzle_id) values ($1, $2::date, $3) on conflict do nothing returning 1',
          [gameSlug, day, stored?.id],
        );
        if (inserted.length === 0) await tx.query('delete from public.game_puzzles where id = $1', [stored?.id]);
        const [row] = await tx.query<StoredGamePuzzle>(
          `select gp.id::text, gp.level, gp.puzzle, gp.solution from public.daily_puzzles d
           join public.game_puzzles gp on gp.id = d.puzzle_id where d.game_slug = $1 and d.day = $2::date`,
          [gameSlug, day],
        );
        if (!row) throw new Error('the daily puzzle vanished');
        return row;
      });
    },

    /**
     * A new play; for a daily, the player's existing play of that day instead (one daily each,
     * the same on every device).
     */
    async createPlay(play: NewPlay): Promise<StoredPlay> {
      // One statement: the new play, or the daily the player already has (a second tab racing),
      // read back with its puzzle (an inserted row is not visible to a plain select of the same statement).
      const [row] = await sql.query<PlayRow>(
        `with created as (
           insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, state)
           values ($1, $2, $3, $4, $5::date, $6, $7::text::jsonb)
           on conflict (game_slug, player_key, day) where mode = 'daily' do nothing
           returning ${PLAY_FIELDS}
         ), pl as (
           select ${PLAY_FIELDS} from created
           union all
           select ${PLAY_FIELDS} from public.game_plays
           where mode = 'daily' and $3 = 'daily' and game_slug = $1 and player_key = $2 and day = $5::date
           limit 1
         )
         select ${PLAY_COLUMNS} from pl join public.game_puzzles gp on gp.id = pl.puzzle_id`,
        [play.gameSlug, play.playerKey, play.mode, play.level, play.day, play.puzzleId, play.state === undefined ? null : JSON.stringify(play.state)],
      );
      if (!row) throw new Error('the new play was not found');
      return toPlay(row);
    },

    /** The player's play of this game's daily on a day, if any. */
    async findDailyPlay(gameSlug: string, playerKey: string, day: string): Promise<StoredPlay | null> {
      const [row] = await sql.query<PlayRow>(
        `select ${PLAY_COLUMNS} from public.game_plays pl join public.game_puzzles gp on gp.id = pl.puzzle_id
         where pl.game_slug = $1 and pl.player_key = $2 and pl.day = $3::date and pl.mode = 'daily'`,
        [gameSlug, playerKey, day],
      );
      return row ? toPlay(row) : null;
    },

    /** Counts a hint on a play still in progress. */
    async recordHint(id: string, playerKey: string): Promise<void> {
      await sql.query(`update public.game_plays set hints = hints + 1 where id = $1 and player_key = $2 and status = 'playing'`, [id, playerKey]);
    },

    /** Counts a mistakes check on a play still in progress. */
    async recordCheck(id: string, playerKey: string): Promise<void> {
      await sql.query(`update public.game_plays set checks = checks + 1 where id = $1 and player_key = $2 and status = 'playing'`, [id, playerKey]);
    },

    /** Stops or restarts the play's clock; false when the play is over or already in that state. */
    async setPaused(id: string, playerKey: string, paused: boolean): Promise<boolean> {
      const rows = await sql.query(
        paused
          ? `update public.game_plays set paused_at = now() where id = $1 and player_key = $2 and status = 'playing' and paused_at is null returning 1`
          : `update public.game_plays set paused_seconds = paused_seconds + greatest(0, ceil(extract(epoch from (now() - paused_at))))::int, paused_at = null
             where id = $1 and player_key = $2 and status = 'playing' and paused_at is not null returning 1`,
        [id, playerKey],
      );
      return rows.length > 0;
    },

    /** Replaces the server-side state of a play in progress, only if nobody changed it since it was read. */
    async updateState(id: string, playerKey: string, expected: unknown, next: unknown): Promise<boolean> {
      const rows = await sql.query(
        `update public.game_plays set state = $4::text::jsonb
         where id = $1 and player_key = $2 and status = 'playing' and state is not distinct from $3::text::jsonb returning 1`,
        [id, playerKey, expected === null ? null : JSON.stringify(expected), JSON.stringify(next)],
      );
      return rows.length > 0;
    },

    /**
     * Ends a play once, at least `minSeconds` into its clock (a paused clock counts up to its pause),
     * and in the same transaction records its result and, for a signed-in player's clean win, its
     * leaderboard entries. null when the play was already over; `{ tooFast }` changes nothing.
     */
    async finishPlay(input: {
      id: string;
      playerKey: string;
      status: 'won' | 'lost';
      minSeconds: number;
      assisted: boolean;
      /** The signed-in player's id: only they enter leaderboards. */
      userId: string | null;
      boards: readonly string[];
      /** The final server-side state (hidden-state games), written with the result. */
      state?: unknown;
      /** Finish only if the stored state is still this one (the state the final move was applied to). */
      expectedState?: { value: unknown };
      /** A won game's score (engine scoreOf, e.g. the number of guesses), for the distribution. */
      score?: number | null;
    }): Promise<(FinishedPlay & { ranks: Record<string, number> }) | { tooFast: number } | null> {
      const expected = input.expectedState;
      const params = [
        input.id,
        input.playerKey,
        input.status,
        input.state === undefined ? null : JSON.stringify(input.state),
        expected !== undefined,
        expected === undefined || expected.value === null ? null : JSON.stringify(expected.value),
        input.minSeconds,
        input.assisted,
        input.score ?? null,
        `play:${input.id}`,
      ];
      // Only a signed-in player's clean win enters leaderboards, in the same transaction as the
      // finish; every other finish is the one statement, which holds no lock between round trips.
      const enters = input.status === 'won' && !input.assisted && input.userId !== null;
      const finish = async (q: SqlExecutor) => {
        const [done] = await q.query<{ game_slug: string; time_seconds: number }>(FINISH_PLAY, params);
        if (!done) return notFinished(q, params);
        const timeSeconds = Number(done.time_seconds);
        const ranks = enters && input.userId ? await enterLeaderboards(q, { gameSlug: done.game_slug, boards: input.boards, userId: input.userId, timeSeconds }) : {};
        return { timeSeconds, ranks };
      };
      return enters ? sql.transaction(finish) : finish(sql);
    },
  };
}
