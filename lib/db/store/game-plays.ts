import type { SqlExecutor } from '../sql-executor';
import { enterLeaderboards } from './game-results';
import {
  ELAPSED,
  PLAY_COLUMNS,
  PLAY_FIELDS,
  toPlay,
  UUID,
  type HeldReason,
  type PlayRow,
  type StoredPlay,
  type FinishedPlay,
  type NewPlay,
} from './play-rows';
import { puzzleSupplyStore } from './puzzle-supply';
import { hitParams, hitRateLimitCtes, refusedHit, type RateBucket } from './rate-limits';

export type { FinishedPlay, HeldReason, NewPlay, PlayMode, PlayStatus, StoredGamePuzzle, StoredPlay } from './play-rows';

/**
 * The play (id $a, player $b) is still being played, and its stored state is the one it was read
 * with ($d) when the caller names one ($c). FINISH_PLAY tests it before its update and again in the
 * update (rechecked under the row lock), and notFinished with the same parameters.
 */
const PLAYING_AS_READ = (a: number, b: number, c: number, d: number) =>
  `pl.id = $${a} and pl.player_key = $${b} and pl.status = 'playing' and (not $${c}::boolean or pl.state is not distinct from $${d}::text::jsonb)`;

/**
 * SET clauses counting one move of a hidden-state game (when `counted`): the first one starts both
 * clocks (nothing was known before it; pauses before it do not count), and a move closer than `gap`
 * seconds to the one before counts as quick.
 */
const COUNT_MOVE = (
  counted: string,
  gap: string,
) => `first_move_at = case when ${counted} then coalesce(pl.first_move_at, now()) else pl.first_move_at end,
      started_at = case when ${counted} and pl.first_move_at is null then now() else pl.started_at end,
      paused_seconds = case when ${counted} and pl.first_move_at is null then 0 else pl.paused_seconds end,
      moves_made = pl.moves_made + ${counted}::int,
      quick_moves = pl.quick_moves + (${counted} and pl.last_move_at is not null and now() - pl.last_move_at < make_interval(secs => ${gap}::float8))::int,
      last_move_at = case when ${counted} then now() else pl.last_move_at end`;

/** SET clauses counting the help ($kind: 'hint', 'check' or null for none) a move gives on the play. */
const COUNT_HELP = (kind: string) =>
  `hints = pl.hints + coalesce(${kind}::text = 'hint', false)::int, checks = pl.checks + coalesce(${kind}::text = 'check', false)::int`;

/** Pauses one play may take: enough for any honest game, not for a script toggling the clock. */
export const MAX_PAUSES = 60;

/**
 * Ends a play ($1 of player $2) as $3 with the final state $4, if it is still playing and not paused,
 * its stored state is $6 (when $5) and its clock has reached $7 seconds; records its result ($8
 * assisted, $9 score, $10 source) in the same statement. $11/$12: the final move and its answer (a
 * hidden-state game's, for a retry). $13: the shortest human gap between moves (s); $14: the
 * leaderboard clock runs from the first move (hidden-state games) rather than the issue. $15/$16:
 * help the final move gives ('hint' or 'check', or null) and the hashed address it went to (null:
 * none recorded), counted on the play and recorded per puzzle by this statement, as is a loss (a
 * lost hidden-state game shows its answer: a reveal, help for the next play from that address).
 * The result is assisted when $8 says so or the play, as the update locked it, counts any hint or
 * check: its own help outlives the help records' sweep, and help a concurrent request recorded
 * before the lock is seen.
 * Concurrent finishes: the update rechecks the status under the row lock, so one of them wins.
 */
const FINISH_PLAY = `
  with cur as (
    select pl.id, case when $14::boolean and pl.first_move_at is null then 0 else ${ELAPSED} end as elapsed,
      extract(epoch from (now() - case when $14::boolean then coalesce(pl.first_move_at, now()) else pl.started_at end)) as board
    from public.game_plays pl
    where ${PLAYING_AS_READ(1, 2, 5, 6)} and pl.paused_at is null
  ), done as (
    update public.game_plays pl set status = $3, finished_at = now(), state = coalesce($4::text::jsonb, pl.state),
      final_move = $11::text::jsonb, final_reply = $12::text::jsonb, move_claimed_at = null, ${COUNT_HELP('$15')},
      ${COUNT_MOVE('$14::boolean', '$13')}
    from cur
    where pl.id = cur.id and ${PLAYING_AS_READ(1, 2, 5, 6)} and pl.paused_at is null and cur.elapsed >= $7
    returning pl.game_slug, pl.mode, pl.level, pl.day, pl.puzzle_id, pl.moves_made, pl.quick_moves,
      greatest(1, ceil(cur.elapsed))::int as time_seconds, greatest(1, ceil(cur.board))::int as board_seconds,
      $8::boolean or pl.hints > 0 or pl.checks > 0 as assisted
  ), helped as (
    insert into public.puzzle_help (puzzle_id, player_key, address, kind)
    select puzzle_id, $2::text, $16::text, given.kind
    from done, lateral (values ($15::text), (case when $3 = 'lost' then 'reveal' end)) as given (kind)
    where $16::text is not null and given.kind is not null
  ), result as (
    insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, board_seconds, assisted, score)
    select game_slug, $2::text, $10::text, mode, level, day, $3 = 'won', case when $3 = 'won' then time_seconds end,
      case when $3 = 'won' then board_seconds end, assisted, case when $3 = 'won' then $9::int end
    from done on conflict do nothing
  )
  select game_slug, puzzle_id::text, time_seconds, board_seconds, moves_made, quick_moves, assisted from done`;

/** Why FINISH_PLAY (same parameters) finished nothing: too early on the clock, or null (over, raced, not found). */
async function notFinished(sql: SqlExecutor, params: unknown[]): Promise<{ tooFast: number } | null> {
  const [row] = await sql.query<{ elapsed: number | string }>(
    `select ${ELAPSED} as elapsed from public.game_plays pl where ${PLAYING_AS_READ(1, 2, 3, 4)} and pl.paused_at is null`,
    [params[0], params[1], params[4], params[5]],
  );
  return row ? { tooFast: Number(row.elapsed) } : null;
}

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

  /**
   * findPlay after a hit of `limit` (the address's on this call), in one statement: a move, hint,
   * check or pause is one round trip to the database fewer (issue 45). A refused hit reads no play.
   */
  async function findPlayAfterHit(
    id: string,
    playerKey: string,
    gameSlug: string,
    limit: RateBucket,
  ): Promise<{ allowed: false; retryAfterSeconds: number } | { allowed: true; play: StoredPlay | null }> {
    const [row] = await sql.query<PlayRow & { allowed: boolean; retry_after: number }>(
      `with ${hitRateLimitCtes('h', 4)}
       select h.allowed, h.retry_after, ${PLAY_COLUMNS}
       from h left join (public.game_plays pl join public.game_puzzles gp on gp.id = pl.puzzle_id)
         on h.allowed and pl.id = $1::uuid and pl.player_key = $2 and pl.game_slug = $3`,
      [UUID.test(id) ? id : null, playerKey, gameSlug, ...hitParams(limit)],
    );
    if (!row?.allowed) return refusedHit(row, limit);
    return { allowed: true, play: row.id === null ? null : toPlay(row) };
  }

  return {
    findPlay,
    findPlayAfterHit,

    ...puzzleSupplyStore(sql),

    /**
     * A new play; for a daily, the player's existing play of that day and level instead (one daily
     * each per level, the same on every device).
     */
    async createPlay(play: NewPlay): Promise<StoredPlay> {
      // One statement: the new play, or the daily the player already has (a second tab racing),
      // read back with its puzzle (an inserted row is not visible to a plain select of the same statement).
      const [row] = await sql.query<PlayRow>(
        `with created as (
           insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, state)
           values ($1, $2, $3, $4, $5::date, $6, $7::text::jsonb)
           on conflict (game_slug, player_key, day, level) where mode = 'daily' do nothing
           returning ${PLAY_FIELDS}
         ), seen as (
           -- A new daily is recorded as played by this key from this address: another key's win of
           -- it from the same address is held as scouted (a resumed daily records nothing again).
           insert into public.puzzle_help (puzzle_id, player_key, address, kind)
           select puzzle_id, player_key, $8::text, 'played' from created where mode = 'daily' and $8::text is not null
         ), pl as (
           select ${PLAY_FIELDS} from created
           union all
           select ${PLAY_FIELDS} from public.game_plays
           where mode = 'daily' and $3 = 'daily' and game_slug = $1 and player_key = $2 and day = $5::date and level = $4
           limit 1
         )
         select ${PLAY_COLUMNS} from pl join public.game_puzzles gp on gp.id = pl.puzzle_id`,
        [
          play.gameSlug,
          play.playerKey,
          play.mode,
          play.level,
          play.day,
          play.puzzleId,
          play.state === undefined ? null : JSON.stringify(play.state),
          play.address ?? null,
        ],
      );
      if (!row) throw new Error('the new play was not found');
      return toPlay(row);
    },

    /** The player's play of this game's daily of a day and level, if any. */
    async findDailyPlay(gameSlug: string, playerKey: string, day: string, level: string): Promise<StoredPlay | null> {
      const [row] = await sql.query<PlayRow>(
        `select ${PLAY_COLUMNS} from public.game_plays pl join public.game_puzzles gp on gp.id = pl.puzzle_id
         where pl.game_slug = $1 and pl.player_key = $2 and pl.day = $3::date and pl.mode = 'daily' and pl.level = $4`,
        [gameSlug, playerKey, day, level],
      );
      return row ? toPlay(row) : null;
    },

    /**
     * Gives a practice play just issued its own starting state (a hidden-state game's hidden parts dealt
     * for this play: Dominoes); false when it already has one or was played.
     */
    async dealPlay(id: string, playerKey: string, state: unknown): Promise<boolean> {
      const rows = await sql.query(
        `update public.game_plays set state = $3::text::jsonb
         where id = $1 and player_key = $2 and mode = 'practice' and status = 'playing' and state is null and moves_made = 0 returning 1`,
        [id, playerKey, JSON.stringify(state)],
      );
      return rows.length > 0;
    },

    /**
     * Whether another key played this puzzle (a shared practice deal of a hidden-state game): made a
     * move or ended, so it may have learned what the deal hides; a play only issued has not.
     */
    async playedByOthers(puzzleId: string, playerKey: string): Promise<boolean> {
      const [row] = await sql.query<{ shared: boolean }>(
        `select exists (select 1 from public.game_plays where puzzle_id = $1 and player_key <> $2
                        and (moves_made > 0 or status <> 'playing')) as shared`,
        [puzzleId, playerKey],
      );
      return Boolean(row?.shared);
    },

    /** The player's plays of this game's dailies of a day (one per daily level), by level. */
    async dailyPlays(gameSlug: string, playerKey: string, day: string): Promise<StoredPlay[]> {
      const rows = await sql.query<PlayRow>(
        `select ${PLAY_COLUMNS} from public.game_plays pl join public.game_puzzles gp on gp.id = pl.puzzle_id
         where pl.game_slug = $1 and pl.player_key = $2 and pl.day = $3::date and pl.mode = 'daily' order by pl.level`,
        [gameSlug, playerKey, day],
      );
      return rows.map(toPlay);
    },

    /**
     * Stops (at most MAX_PAUSES times a play) or restarts the play's clock; false when the play is
     * over, already in that state or out of pauses. A resume credits whole seconds only (rounded
     * down): pausing can never take off more time than it lasted.
     */
    async setPaused(id: string, playerKey: string, paused: boolean): Promise<boolean> {
      const rows = await sql.query(
        paused
          ? `update public.game_plays set paused_at = now(), pauses = pauses + 1
             where id = $1 and player_key = $2 and status = 'playing' and paused_at is null and pauses < ${MAX_PAUSES} returning 1`
          : `update public.game_plays set paused_seconds = paused_seconds + greatest(0, floor(extract(epoch from (now() - paused_at))))::int, paused_at = null
             where id = $1 and player_key = $2 and status = 'playing' and paused_at is not null returning 1`,
        [id, playerKey],
      );
      return rows.length > 0;
    },

    /**
     * Claims a play for one costly move (at most one at a time per play; a claim older than a
     * minute is stale): false when another is under way, the play is over or paused.
     */
    async claimCostlyMove(id: string, playerKey: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.game_plays set move_claimed_at = now()
         where id = $1 and player_key = $2 and status = 'playing' and paused_at is null
           and (move_claimed_at is null or move_claimed_at < now() - interval '1 minute') returning 1`,
        [id, playerKey],
      );
      return rows.length > 0;
    },

    /** Lets the claim go when the costly move failed (a saved move clears it itself). */
    async releaseCostlyMove(id: string, playerKey: string): Promise<void> {
      await sql.query('update public.game_plays set move_claimed_at = null where id = $1 and player_key = $2', [id, playerKey]);
    },

    /**
     * Replaces the server-side state of a play in progress (one move of a hidden-state game), only if
     * nobody changed it since it was read and it is not paused; counts the move (a move closer than
     * `minMoveSeconds` to the one before is quick) and the help it gives, recorded per puzzle in the
     * same statement (a finish racing it sees both or neither). The play's clock after the move, or null.
     */
    async updateState(
      id: string,
      playerKey: string,
      expected: unknown,
      next: unknown,
      minMoveSeconds = 0,
      help: { kind: 'hint' | 'check'; address: string } | null = null,
    ): Promise<{ elapsedSeconds: number } | null> {
      const [row] = await sql.query<{ elapsed: number | string }>(
        `with saved as (
           update public.game_plays pl set state = $4::text::jsonb, move_claimed_at = null, ${COUNT_HELP('$7')}, ${COUNT_MOVE('true', '$5')}
           where id = $1 and player_key = $2 and status = 'playing' and paused_at is null and state is not distinct from $3::text::jsonb
           returning ${ELAPSED} as elapsed, pl.puzzle_id
         ), helped as (
           insert into public.puzzle_help (puzzle_id, player_key, address, kind)
           select puzzle_id, $2::text, $6::text, $7::text from saved where $7::text is not null
         )
         select elapsed from saved`,
        [
          id,
          playerKey,
          expected === null ? null : JSON.stringify(expected),
          JSON.stringify(next),
          minMoveSeconds,
          help?.address ?? null,
          help?.kind ?? null,
        ],
      );
      return row ? { elapsedSeconds: Math.floor(Number(row.elapsed)) } : null;
    },

    /**
     * Ends a play once, at least `minSeconds` into its clock and not while paused, and in the same
     * transaction records its result and, for a signed-in player's clean win that is not held, its
     * leaderboard entries (ranked by the leaderboard's clock). null when the play was already over
     * or is paused; `{ tooFast }` changes nothing.
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
      /** A win faster than this on the leaderboard's clock is held as pending. */
      plausibleSeconds: number;
      /** Held for a reason found before the finish (help shown nearby, a daily scouted), or null. */
      heldFor?: HeldReason | null;
      /**
       * A practice deal another key had been dealt too (hidden-state games whose deal is the puzzle):
       * recorded as such, and `boards` should then hold no all-time board.
       */
      sharedDeal?: boolean;
      /** Hidden-state games: the clock runs from the first move, and moves are counted. */
      hidden?: { minMoveSeconds: number; finalMove: unknown; finalReply: unknown };
      /** The final server-side state (hidden-state games), written with the result. */
      state?: unknown;
      /** Finish only if the stored state is still this one (the state the final move was applied to). */
      expectedState?: { value: unknown };
      /**
       * A hidden-state game's: the hashed address, and the help its final move gives (or null),
       * counted and recorded in the finishing statement, with a loss recorded as a reveal.
       */
      help?: { address: string; kind: 'hint' | 'check' | null };
      /** A won game's score (engine scoreOf, e.g. the number of guesses), for the distribution. */
      score?: number | null;
      /** The score its leaderboards rank by first, where the game ranks by one (engine rankByScore). */
      rankScore?: number | null;
    }): Promise<(FinishedPlay & { ranks: Record<string, number>; puzzleId: string; assisted: boolean }) | { tooFast: number } | null> {
      const expected = input.expectedState;
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      const params = [
        input.id,
        input.playerKey,
        input.status,
        json(input.state),
        expected !== undefined,
        expected === undefined || expected.value === null ? null : JSON.stringify(expected.value),
        input.minSeconds,
        input.assisted,
        input.score ?? null,
        `play:${input.id}`,
        json(input.hidden?.finalMove),
        json(input.hidden?.finalReply),
        input.hidden?.minMoveSeconds ?? 0,
        input.hidden !== undefined,
        input.help?.kind ?? null,
        input.help?.address ?? null,
      ];
      const won = input.status === 'won';
      const finish = async (q: SqlExecutor) => {
        const [done] = await q.query<{
          game_slug: string;
          puzzle_id: string;
          time_seconds: number;
          board_seconds: number;
          moves_made: number;
          quick_moves: number;
          assisted: boolean;
        }>(FINISH_PLAY, params);
        if (!done) return notFinished(q, params);
        const timeSeconds = Number(done.time_seconds);
        const boardSeconds = Number(done.board_seconds);
        // The caller's word, or the play's own hints and checks as the finish found them under the lock.
        const assisted = Boolean(done.assisted);
        // An assisted win is unranked whatever its pace: it is never held as well (one status).
        const held = won && !assisted ? heldReason(input, boardSeconds, Number(done.moves_made), Number(done.quick_moves)) : null;
        if (held)
          await q.query('update public.game_results set held = $3 where game_slug = $1 and source = $2', [
            done.game_slug,
            `play:${input.id}`,
            held,
          ]);
        if (won && input.sharedDeal)
          await q.query('update public.game_results set shared_deal = true where game_slug = $1 and source = $2', [
            done.game_slug,
            `play:${input.id}`,
          ]);
        // Only a signed-in player's clean win that is not held enters leaderboards.
        const enters = won && !assisted && input.userId !== null && held === null;
        const ranks =
          enters && input.userId
            ? await enterLeaderboards(q, {
                gameSlug: done.game_slug,
                boards: input.boards,
                userId: input.userId,
                timeSeconds: boardSeconds,
                score: input.rankScore ?? 0,
              })
            : {};
        return { timeSeconds, boardSeconds, held, ranks, puzzleId: String(done.puzzle_id), assisted };
      };
      // A win may write three things (the finish, why it is held, its entries): one transaction.
      return won ? sql.transaction(finish) : finish(sql);
    },
  };
}

/** Why a verified win is held off the public boards, or null: help nearby first, then its pace. */
function heldReason(
  input: { heldFor?: HeldReason | null; plausibleSeconds: number; hidden?: { minMoveSeconds: number } },
  boardSeconds: number,
  moves: number,
  quickMoves: number,
): HeldReason | null {
  if (input.heldFor) return input.heldFor;
  if (boardSeconds < input.plausibleSeconds) return 'too-fast';
  // A quarter of the moves (and at least three) closer together than a human clicks or types.
  if (input.hidden && input.hidden.minMoveSeconds > 0 && quickMoves >= Math.max(3, Math.ceil(moves / 4))) return 'quick-moves';
  return null;
}
