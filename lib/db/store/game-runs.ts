import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql-executor';
import { enterLeaderboards, recordResult } from './game-results';

/** A game the server handed out: its seed, and whether its result was already taken. */
export type GameRun = { id: string; gameSlug: string; userId: string; seed: string; startedAt: Date; finished: boolean };

export type CreateRunResult = { created: true; id: string; seed: string } | { created: false };

export type FinishRunResult =
  /** A lost run has no rank (it enters no board). */
  | { finished: true; timeSeconds: number; rank: number | null }
  /** The run does not exist for this user and game, its result was already taken, or it came too soon. */
  | { finished: false; reason: 'not_found' | 'already_finished' | 'too_fast' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Namespace of the per-user advisory lock that serialises run creation (so the hourly cap holds). */
const RUN_LOCK_NAMESPACE = 2048;

/** Unfinished runs older than this are the user's own litter; they are swept when a new run starts. */
const STALE_RUN_DAYS = 30;

/** 16 random bytes, URL-safe: 22 characters. */
export function newRunSeed(): string {
  return randomBytes(16).toString('base64url');
}

type RunRow = { id: string; game_slug: string; user_id: string; seed: string; started_at: Date | string; finished: boolean };

export function gameRunsStore(sql: SqlExecutor) {
  return {
    /**
     * Starts a run with a fresh server seed, unless the user already started `maxPerHour` runs of this
     * game in the last hour. Counted and inserted under a per-user lock, so concurrent starts cannot
     * overshoot the cap.
     */
    async createRun(userId: string, gameSlug: string, maxPerHour: number): Promise<CreateRunResult> {
      const seed = newRunSeed();
      return sql.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [RUN_LOCK_NAMESPACE, userId]);
        await tx.query(
          `delete from public.game_runs
           where user_id = $1 and finished_at is null and started_at < now() - make_interval(days => $2::int)`,
          [userId, STALE_RUN_DAYS],
        );
        const [row] = await tx.query<{ id: string }>(
          `insert into public.game_runs (game_slug, user_id, seed)
           select $2, $1, $3
           where (select count(*) from public.game_runs
                  where user_id = $1 and game_slug = $2 and started_at > now() - interval '1 hour') < $4
           returning id::text`,
          [userId, gameSlug, seed, maxPerHour],
        );
        return row ? { created: true, id: row.id, seed } : { created: false };
      });
    },

    /** The run if it exists, is of this game and belongs to this user; anything else is null. */
    async findRun(id: string, userId: string, gameSlug: string): Promise<GameRun | null> {
      if (!UUID.test(id)) return null;
      const [row] = await sql.query<RunRow>(
        `select id::text, game_slug, user_id::text, seed, started_at, finished_at is not null as finished
         from public.game_runs where id = $1 and user_id = $2 and game_slug = $3`,
        [id, userId, gameSlug],
      );
      if (!row) return null;
      return {
        id: row.id,
        gameSlug: row.game_slug,
        userId: row.user_id,
        seed: row.seed,
        startedAt: new Date(row.started_at),
        finished: Boolean(row.finished),
      };
    },

    /**
     * Takes a run's result once: in one transaction, marks the run finished (only if it still is not
     * and at least `minSeconds` passed), records the result for statistics and, for a win, keeps the
     * player's best on `board`, timed by the database's clock from the run's start: max(1, ceil(now -
     * started_at)). Returns the rank of the player's best on the board (fastest first, ties to the
     * earlier); a loss (`won: false`, the game over) is only counted as played.
     */
    async finishRun(input: {
      id: string;
      userId: string;
      gameSlug: string;
      board: string;
      level: string;
      minSeconds: number;
      won?: boolean;
    }): Promise<FinishRunResult> {
      const won = input.won ?? true;
      if (!UUID.test(input.id)) return { finished: false, reason: 'not_found' };
      return sql.transaction(async (tx): Promise<FinishRunResult> => {
        const [current] = await tx.query<{ finished: boolean; elapsed: number | string }>(
          `select finished_at is not null as finished, extract(epoch from (now() - started_at)) as elapsed
           from public.game_runs where id = $1 and user_id = $2 and game_slug = $3 for update`,
          [input.id, input.userId, input.gameSlug],
        );
        if (!current) return { finished: false, reason: 'not_found' };
        if (current.finished) return { finished: false, reason: 'already_finished' };
        if (Number(current.elapsed) < input.minSeconds) return { finished: false, reason: 'too_fast' };
        const [run] = await tx.query<{ time_seconds: number; day: string }>(
          `update public.game_runs set finished_at = now() where id = $1
           returning greatest(1, ceil(extract(epoch from (finished_at - started_at))))::int as time_seconds,
                     (now() at time zone 'utc')::date::text as day`,
          [input.id],
        );
        const timeSeconds = Number(run?.time_seconds);
        await recordResult(tx, {
          gameSlug: input.gameSlug,
          playerKey: input.userId,
          source: `${input.gameSlug}:${input.id}`,
          mode: 'practice',
          level: input.level,
          day: String(run?.day).slice(0, 10),
          won,
          // As every game's loss: played, with no time (times are for wins).
          timeSeconds: won ? timeSeconds : null,
          assisted: false,
        });
        if (!won) return { finished: true, timeSeconds, rank: null };
        const ranks = await enterLeaderboards(tx, { gameSlug: input.gameSlug, boards: [input.board], userId: input.userId, timeSeconds });
        return { finished: true, timeSeconds, rank: ranks[input.board] ?? 1 };
      });
    },
  };
}
