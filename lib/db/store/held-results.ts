import type { SqlExecutor } from '../sql-executor';
import { gameResultsStore } from './game-results';
import type { PlayMode } from './play-rows';
import { UUID } from './play-rows';

/** What a person reviewing a held result decides (docs/GAMES.md, Fair play). */
export type HeldDecision = 'release' | 'reject';

/** The most held results one review list shows, oldest first. */
export const HELD_LIST_LIMIT = 100;

/** Another key that played the same puzzle from the same (hashed) address: a short opaque id, never the key. */
export type OtherKey = { ref: string; kinds: string[] };

/** A result held as pending, with what a reviewer needs to judge it. */
export type HeldResultRow = {
  playId: string;
  gameSlug: string;
  mode: PlayMode;
  level: string;
  day: string;
  /** The play's own clock (pauses excluded) and the leaderboard's (wall time from delivery). */
  timeSeconds: number | null;
  boardSeconds: number | null;
  finishedAt: string;
  reason: string;
  /** Whether the player is an account (only an account's release enters the boards). */
  account: boolean;
  /** The player as a short opaque id, to tell their rows apart. */
  playerRef: string;
  /** The moves' spacing, as the play stored it (hidden-state games count moves; a grid game sends its moves at the finish). */
  spacing: {
    moves: number;
    quickMoves: number;
    pauses: number;
    pausedSeconds: number;
    /** Mean seconds between two moves (first to last move), or null with fewer than two moves. */
    averageMoveSeconds: number | null;
  };
  /** Other keys of the same address that played or were helped on this puzzle (from the help records, kept 2 days). */
  otherKeys: { count: number; listed: OtherKey[] };
  /** Practice only: how many other keys have a play of this puzzle from anywhere (a shared deal), up to 1000. */
  otherPlayers: number | null;
};

/** A held result as a decision needs it, found by its play. */
export type HeldTarget = {
  resultId: string;
  gameSlug: string;
  mode: PlayMode;
  level: string;
  day: string;
  score: number | null;
  sharedDeal: boolean;
  held: string | null;
  decision: HeldDecision | null;
};

const OTHER_KEYS_LISTED = 10;
// An opaque id of a key for the reviewer's eyes: a fixed prefix so it matches no other hash of the key.
const REF = (column: string) => `left(md5('held-review:' || ${column}), 8)`;

const LIST = `
  with pending as materialized (
    select r.id, r.game_slug, r.player_key, r.source, r.mode, r.level, r.day, r.time_seconds, r.board_seconds, r.held, r.finished_at
    from public.game_results r
    where r.held is not null and r.won and not r.assisted and r.source like 'play:%'
      and not exists (select 1 from public.held_result_reviews v where v.result_id = r.id)
    order by r.finished_at, r.id
    limit $1
  )
  select substr(p.source, 6) as play_id, p.game_slug, p.mode, p.level, p.day::text as day, p.time_seconds, p.board_seconds,
    p.held, p.finished_at, exists (select 1 from auth.users u where u.id::text = p.player_key) as account,
    ${REF('p.player_key')} as player_ref,
    coalesce(pl.moves_made, 0) as moves_made, coalesce(pl.quick_moves, 0) as quick_moves, coalesce(pl.pauses, 0) as pauses,
    coalesce(pl.paused_seconds, 0) as paused_seconds, extract(epoch from (pl.last_move_at - pl.first_move_at)) as move_span,
    coalesce(others.count, 0) as other_count, coalesce(others.listed, '[]') as other_keys, anywhere.count as other_players
  from pending p
  left join public.game_plays pl on pl.id = substr(p.source, 6)::uuid
  left join lateral (
    select count(*)::int as count,
      json_agg(json_build_object('ref', o.ref, 'kinds', o.kinds) order by o.ref) filter (where o.n <= ${OTHER_KEYS_LISTED}) as listed
    from (
      select ${REF('h.player_key')} as ref, array_agg(distinct h.kind order by h.kind) as kinds,
        row_number() over (order by ${REF('h.player_key')}) as n
      from public.puzzle_help h
      where h.puzzle_id = pl.puzzle_id and h.player_key <> p.player_key
        and h.address in (select mine.address from public.puzzle_help mine where mine.puzzle_id = pl.puzzle_id and mine.player_key = p.player_key)
      group by h.player_key
    ) o
  ) others on true
  left join lateral (
    select count(*)::int as count from (
      select distinct g.player_key from public.game_plays g
      where p.mode = 'practice' and g.puzzle_id = pl.puzzle_id and g.player_key <> p.player_key limit 1000
    ) k
  ) anywhere on p.mode = 'practice'
  order by p.finished_at, p.id`;

type ListRow = {
  play_id: string;
  game_slug: string;
  mode: PlayMode;
  level: string;
  day: string;
  time_seconds: number | null;
  board_seconds: number | null;
  held: string;
  finished_at: string | Date;
  account: boolean;
  player_ref: string;
  moves_made: number;
  quick_moves: number;
  pauses: number;
  paused_seconds: number;
  move_span: number | string | null;
  other_count: number;
  other_keys: OtherKey[] | string;
  other_players: number | null;
};

const num = (value: number | string | null) => (value === null ? null : Number(value));

function toRow(row: ListRow): HeldResultRow {
  const moves = Number(row.moves_made);
  const span = num(row.move_span);
  const listed = typeof row.other_keys === 'string' ? (JSON.parse(row.other_keys) as OtherKey[]) : row.other_keys;
  return {
    playId: row.play_id,
    gameSlug: row.game_slug,
    mode: row.mode,
    level: row.level,
    day: String(row.day).slice(0, 10),
    timeSeconds: num(row.time_seconds),
    boardSeconds: num(row.board_seconds),
    finishedAt: new Date(row.finished_at).toISOString(),
    reason: row.held,
    account: Boolean(row.account),
    playerRef: row.player_ref,
    spacing: {
      moves,
      quickMoves: Number(row.quick_moves),
      pauses: Number(row.pauses),
      pausedSeconds: Number(row.paused_seconds),
      averageMoveSeconds: moves >= 2 && span !== null ? Math.round((span / (moves - 1)) * 100) / 100 : null,
    },
    otherKeys: { count: Number(row.other_count), listed: listed ?? [] },
    otherPlayers: num(row.other_players),
  };
}

/**
 * Results held as pending and the decisions a person makes on them: listed oldest first, each
 * decided once (release or reject), the decision recorded with its reviewer in the same transaction
 * as its effect.
 */
export function heldResultsStore(sql: SqlExecutor) {
  return {
    /** The oldest undecided held wins (up to `limit`), and how many are waiting in all. */
    async listPending(limit = HELD_LIST_LIMIT): Promise<{ results: HeldResultRow[]; total: number }> {
      const rows = await sql.query<ListRow>(LIST, [Math.max(1, Math.min(limit, HELD_LIST_LIMIT))]);
      const [count] = await sql.query<{ total: number }>(
        `select count(*)::int as total from public.game_results r
         where r.held is not null and r.won and not r.assisted and r.source like 'play:%'
           and not exists (select 1 from public.held_result_reviews v where v.result_id = r.id)`,
      );
      return { results: rows.map(toRow), total: Number(count?.total ?? 0) };
    },

    /** The won result of a play, as a decision needs it (its decision, if one was made), or null. */
    async heldTarget(playId: string): Promise<HeldTarget | null> {
      if (!UUID.test(playId)) return null;
      const [row] = await sql.query<{
        result_id: string;
        game_slug: string;
        mode: PlayMode;
        level: string;
        day: string;
        score: number | null;
        shared_deal: boolean | null;
        held: string | null;
        decision: HeldDecision | null;
      }>(
        // shared_deal through to_jsonb: the column comes with the scouting migration, read when there.
        `select r.id::text as result_id, r.game_slug, r.mode, r.level, r.day::text as day, r.score,
           coalesce((to_jsonb(r) ->> 'shared_deal')::boolean, false) as shared_deal, r.held, v.decision
         from public.game_results r left join public.held_result_reviews v on v.result_id = r.id
         where r.source = 'play:' || $1 and r.won and not r.assisted`,
        [playId.toLowerCase()],
      );
      if (!row) return null;
      return {
        resultId: row.result_id,
        gameSlug: row.game_slug,
        mode: row.mode,
        level: row.level,
        day: String(row.day).slice(0, 10),
        score: num(row.score),
        sharedDeal: Boolean(row.shared_deal),
        held: row.held,
        decision: row.decision,
      };
    },

    /**
     * Decides a held result once, in one transaction: the decision recorded (who, when, why it was
     * held), and a release clears the hold and, for an account, enters its boards with its leaderboard
     * time and its finish as when it got there (ranked as if it had never been held). Answers the
     * ranks a release gives, or `{ decided }` when a decision was made already (or it is not held),
     * or null when there is no such result.
     */
    async decide(input: {
      resultId: string;
      decision: HeldDecision;
      reviewerId: string;
      boards: readonly string[];
      /** The score its boards rank by first (engine rankByScore), else 0. */
      rankScore: number;
    }): Promise<{ ranks: Record<string, number> } | { decided: HeldDecision | null } | null> {
      return sql.transaction(async (tx) => {
        const [row] = await tx.query<{
          game_slug: string;
          player_key: string;
          held: string | null;
          seconds: number;
          finished_at: string | Date;
          account: boolean;
          decision: HeldDecision | null;
        }>(
          `select r.game_slug, r.player_key, r.held, coalesce(r.board_seconds, r.time_seconds) as seconds, r.finished_at,
             exists (select 1 from auth.users u where u.id::text = r.player_key) as account,
             (select v.decision from public.held_result_reviews v where v.result_id = r.id) as decision
           from public.game_results r where r.id = $1 and r.won and not r.assisted for update of r`,
          [input.resultId],
        );
        if (!row) return null;
        if (row.decision !== null || row.held === null) return { decided: row.decision };
        const recorded = await tx.query(
          `insert into public.held_result_reviews (result_id, game_slug, source, reason, decision, reviewer_id)
           select r.id, r.game_slug, r.source, r.held, $2, $3 from public.game_results r where r.id = $1
           on conflict (result_id) do nothing returning 1`,
          [input.resultId, input.decision, input.reviewerId],
        );
        if (recorded.length === 0) {
          // A decision raced this one and committed first: answer it (a new statement sees it).
          const [won] = await tx.query<{ decision: HeldDecision }>('select decision from public.held_result_reviews where result_id = $1', [
            input.resultId,
          ]);
          return { decided: won?.decision ?? null };
        }
        if (input.decision === 'reject') return { ranks: {} };
        await tx.query('update public.game_results set held = null where id = $1', [input.resultId]);
        if (!row.account || row.seconds === null) return { ranks: {} };
        for (const board of input.boards)
          await tx.query(
            `insert into public.leaderboard_bests as b (game_slug, board, user_id, time_seconds, score, achieved_at)
             values ($1, $2, $3::uuid, $4, $5, $6)
             on conflict (game_slug, board, user_id) do update
               set time_seconds = excluded.time_seconds, score = excluded.score, achieved_at = excluded.achieved_at
               where (excluded.score, excluded.time_seconds) < (b.score, b.time_seconds)`,
            [row.game_slug, board, row.player_key, Number(row.seconds), input.rankScore, row.finished_at],
          );
        return { ranks: await gameResultsStore(tx).ranksOf(row.game_slug, input.boards, row.player_key) };
      });
    },

    /** The decision made on a play's held result, if any: what the player is shown. */
    async decisionOn(gameSlug: string, playId: string): Promise<HeldDecision | null> {
      const [row] = await sql.query<{ decision: HeldDecision }>(
        `select v.decision from public.game_results r join public.held_result_reviews v on v.result_id = r.id
         where r.game_slug = $1 and r.source = $2`,
        [gameSlug, `play:${playId}`],
      );
      return row?.decision ?? null;
    },
  };
}
