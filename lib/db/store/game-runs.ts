import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../database-errors';
import type { SqlExecutor } from '../sql-executor';

/** A game the server handed out: its seed, and whether its result was already taken. */
export type GameRun = { id: string; gameSlug: string; userId: string; seed: string; startedAt: Date; finished: boolean };

export type CreateRunResult = { created: true; id: string; seed: string } | { created: false };

export type FinishRunResult =
  | { finished: true; timeSeconds: number; rank: number }
  /** The run does not exist for this user and game, or its result was already taken. */
  | { finished: false; reason: 'not_found' | 'already_finished' };

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
     * Takes a run's result once: in one transaction, marks the run finished (only if it still is not)
     * and enters it on the leaderboard, timed by the database's clock from the run's start:
     * max(1, ceil(now - started_at)) seconds. Returns the entry's rank (fastest first, ties to the
     * earlier entry, as topEntries orders them).
     */
    async finishRun(input: { id: string; userId: string; gameSlug: string; name: string }): Promise<FinishRunResult> {
      if (!UUID.test(input.id)) return { finished: false, reason: 'not_found' };
      try {
        return await sql.transaction(async (tx): Promise<FinishRunResult> => {
          const [run] = await tx.query<{ time_seconds: number }>(
            `update public.game_runs set finished_at = now()
             where id = $1 and user_id = $2 and game_slug = $3 and finished_at is null
             returning greatest(1, ceil(extract(epoch from (finished_at - started_at))))::int as time_seconds`,
            [input.id, input.userId, input.gameSlug],
          );
          if (!run) {
            const [exists] = await tx.query('select 1 from public.game_runs where id = $1 and user_id = $2 and game_slug = $3', [
              input.id,
              input.userId,
              input.gameSlug,
            ]);
            return { finished: false, reason: exists ? 'already_finished' : 'not_found' };
          }
          const timeSeconds = Number(run.time_seconds);
          const [entry] = await tx.query<{ rank: number }>(
            `with entry as (
               insert into public.leaderboard_entries (game_slug, run_id, user_id, name, time_seconds)
               values ($1, $2, $3, $4, $5)
               returning id, time_seconds, created_at
             )
             select 1 + (select count(*) from public.leaderboard_entries l
                         where l.game_slug = $1
                           and (l.time_seconds, l.created_at, l.id) < (entry.time_seconds, entry.created_at, entry.id))::int as rank
             from entry`,
            [input.gameSlug, input.id, input.userId, input.name, timeSeconds],
          );
          return { finished: true, timeSeconds, rank: Number(entry?.rank ?? 1) };
        });
      } catch (error) {
        // The run already has an entry (it cannot without finished_at, but the unique key is the last word).
        if (isUniqueViolation(error)) return { finished: false, reason: 'already_finished' };
        throw error;
      }
    },
  };
}
