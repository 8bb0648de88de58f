import type { SqlExecutor } from '../sql-executor';
import type { PlayMode } from './game-plays';

/** One finished game as statistics count it; `source` names what produced it, so it counts once. */
export type NewResult = {
  gameSlug: string;
  playerKey: string;
  source: string;
  mode: PlayMode;
  level: string;
  day: string;
  won: boolean;
  timeSeconds: number | null;
  assisted: boolean;
  /** A won game's small score, where the game has one (Word Guesser: guesses used). */
  score?: number | null;
};

/** What statistics are computed from, per game: totals, best clean times, days of daily wins. */
export type ResultSummary = {
  gameSlug: string;
  played: number;
  won: number;
  bestSeconds: Record<string, number>;
  dailyWinDays: string[];
  /** Wins per score ('4' -> 12), for games that score their wins; empty for the others. */
  distribution: Record<string, number>;
  /** Per level played: plays, wins and the lowest score of a win (null for games without scores). */
  byLevel: Record<string, LevelSummary>;
};

export type LevelSummary = { played: number; won: number; bestScore: number | null };

/** Records a result; a second report of the same source (or a second daily of that day and level) is ignored. */
export async function recordResult(sql: SqlExecutor, r: NewResult): Promise<boolean> {
  const rows = await sql.query(
    `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, assisted, score)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10) on conflict do nothing returning 1`,
    [r.gameSlug, r.playerKey, r.source, r.mode, r.level, r.day, r.won, r.timeSeconds, r.assisted, r.score ?? null],
  );
  return rows.length > 0;
}

/**
 * The order every board ranks in: the score first (0 on boards ranked by time alone; fewer guesses
 * first where a game ranks by score), then the time, then who got there first, then the user id
 * (never shown) so a full tie breaks the same way every time. The rank index and the
 * leaderboard_public view (migration 20261125000007) keep the same order.
 */
export const RANK_ORDER = ['score', 'time_seconds', 'achieved_at', 'user_id'] as const;
const rankKey = (alias: string) => `(${RANK_ORDER.map((c) => `${alias}.${c}`).join(', ')})`;

/**
 * Keeps the player's best on each board (one entry per player per board: the lower score, then the
 * faster time) and answers their rank on each after this result (RANK_ORDER, topEntries' order).
 * `score` is the game's ranking score where its leaderboards rank by one (engine rankByScore), else 0.
 */
export async function enterLeaderboards(
  sql: SqlExecutor,
  entry: { gameSlug: string; boards: readonly string[]; userId: string; timeSeconds: number; score?: number },
): Promise<Record<string, number>> {
  const ranks: Record<string, number> = {};
  for (const board of entry.boards) {
    const [row] = await sql.query<{ rank: number }>(
      `with upserted as (
         insert into public.leaderboard_bests as b (game_slug, board, user_id, time_seconds, score)
         values ($1, $2, $3, $4, $5)
         on conflict (game_slug, board, user_id) do update
           set time_seconds = excluded.time_seconds, score = excluded.score, achieved_at = excluded.achieved_at
           where (excluded.score, excluded.time_seconds) < (b.score, b.time_seconds)
         returning ${RANK_ORDER.join(', ')}
       ), mine as (
         select ${RANK_ORDER.join(', ')} from upserted
         union all
         select ${RANK_ORDER.join(', ')} from public.leaderboard_bests
         where game_slug = $1 and board = $2 and user_id = $3 and not exists (select 1 from upserted)
       )
       select 1 + (select count(*) from public.leaderboard_bests l
                   where l.game_slug = $1 and l.board = $2 and l.user_id <> $3
                     and ${rankKey('l')} < ${rankKey('m')})::int as rank
       from mine m`,
      [entry.gameSlug, board, entry.userId, entry.timeSeconds, entry.score ?? 0],
    );
    ranks[board] = Number(row?.rank ?? 1);
  }
  return ranks;
}

/** A finished play's stored result, to answer a retried finish whose first answer was lost. */
export type StoredPlayResult = {
  won: boolean;
  timeSeconds: number | null;
  boardSeconds: number | null;
  held: string | null;
  assisted: boolean;
  /** A practice deal another key had been dealt too: counted, never on the boards. */
  sharedDeal: boolean;
};

export function gameResultsStore(sql: SqlExecutor) {
  return {
    recordResult: (r: NewResult) => recordResult(sql, r),

    async playResult(gameSlug: string, playId: string, playerKey: string): Promise<StoredPlayResult | null> {
      const [row] = await sql.query<{
        won: boolean;
        time_seconds: number | null;
        board_seconds: number | null;
        held: string | null;
        assisted: boolean;
        shared_deal: boolean;
      }>(
        `select won, time_seconds, board_seconds, held, assisted, shared_deal from public.game_results
         where game_slug = $1 and source = $2 and player_key = $3`,
        [gameSlug, `play:${playId}`, playerKey],
      );
      if (!row) return null;
      const num = (v: number | null) => (v === null ? null : Number(v));
      return {
        won: Boolean(row.won),
        timeSeconds: num(row.time_seconds),
        boardSeconds: num(row.board_seconds),
        held: row.held,
        assisted: Boolean(row.assisted),
        sharedDeal: Boolean(row.shared_deal),
      };
    },

    /** The player's rank on each of these boards where they have an entry (enterLeaderboards' order). */
    async ranksOf(gameSlug: string, boards: readonly string[], userId: string): Promise<Record<string, number>> {
      const ranks: Record<string, number> = {};
      for (const board of boards) {
        const [row] = await sql.query<{ rank: number }>(
          `select 1 + (select count(*) from public.leaderboard_bests l
                   where l.game_slug = m.game_slug and l.board = m.board and l.user_id <> m.user_id
                     and ${rankKey('l')} < ${rankKey('m')})::int as rank
           from public.leaderboard_bests m where m.game_slug = $1 and m.board = $2 and m.user_id = $3`,
          [gameSlug, board, userId],
        );
        if (row) ranks[board] = Number(row.rank);
      }
      return ranks;
    },

    /** A player's results summarised per game (one game, or every game they played). */
    async summaries(playerKey: string, gameSlug?: string): Promise<ResultSummary[]> {
      const filter = gameSlug === undefined ? '' : 'and game_slug = $2';
      const params = gameSlug === undefined ? [playerKey] : [playerKey, gameSlug];
      // One statement (the player's rows read once): statistics come with every finished game.
      const rows = await sql.query<{
        game_slug: string;
        played: number;
        won: number;
        bests: Record<string, number>;
        days: string[];
        distribution: Record<string, number>;
        levels: Record<string, { played: number; won: number; best_score: number | null }>;
      }>(
        `with r as materialized (
           select game_slug, level, won, assisted, time_seconds, mode, day, score from public.game_results where player_key = $1 ${filter}
         )
         select g.game_slug, g.played, g.won,
           (select coalesce(json_object_agg(level, best), '{}') from (
              select level, min(time_seconds)::int as best from r
              where r.game_slug = g.game_slug and won and not assisted and time_seconds is not null group by level) b) as bests,
           -- A day counts once however many of the game's dailies (one per daily level) were won on it.
           (select coalesce(json_agg(distinct day::text order by day::text), '[]') from r where r.game_slug = g.game_slug and mode = 'daily' and won) as days,
           (select coalesce(json_object_agg(score, wins), '{}') from (
              select score, count(*)::int as wins from r where r.game_slug = g.game_slug and won and score is not null group by score) s) as distribution,
           (select coalesce(json_object_agg(level, json_build_object('played', played, 'won', won, 'best_score', best_score)), '{}') from (
              select level, count(*)::int as played, (count(*) filter (where won))::int as won, (min(score) filter (where won))::int as best_score
              from r where r.game_slug = g.game_slug group by level) l) as levels
         from (select game_slug, count(*)::int as played, (count(*) filter (where won))::int as won from r group by game_slug) g
         order by g.game_slug`,
        params,
      );
      return rows.map((t) => ({
        gameSlug: t.game_slug,
        played: Number(t.played),
        won: Number(t.won),
        bestSeconds: Object.fromEntries(Object.entries(t.bests).map(([level, best]) => [level, Number(best)])),
        dailyWinDays: t.days.map((day) => String(day).slice(0, 10)),
        distribution: Object.fromEntries(Object.entries(t.distribution).map(([score, wins]) => [String(score), Number(wins)])),
        byLevel: Object.fromEntries(
          Object.entries(t.levels).map(([level, l]) => [
            level,
            { played: Number(l.played), won: Number(l.won), bestScore: l.best_score === null ? null : Number(l.best_score) },
          ]),
        ),
      }));
    },

    /**
     * Carries an anonymous key's plays and results into an account in one transaction. Where both
     * have a daily of the same game, day and level, the better result stays (a win over a loss, then,
     * in `scoreRanked` games, the lower score (Word Guesser's guesses), then the faster) and the other
     * goes: nothing is lost and nothing counted twice.
     */
    async mergePlayer(fromKey: string, toKey: string, scoreRanked: readonly string[] = []): Promise<void> {
      if (fromKey === toKey) return;
      await sql.transaction(async (tx) => {
        const score = (r: string) =>
          `case when ${r}.game_slug = any(string_to_array($3, ',')) then -coalesce(${r}.score, 32767) else 0 end`;
        const better = (a: string, b: string) =>
          `(${a}.won::int, ${score(a)}, -coalesce(${a}.time_seconds, 2147483647)) >= (${b}.won::int, ${score(b)}, -coalesce(${b}.time_seconds, 2147483647))`;
        await tx.query(
          `delete from public.game_results f using public.game_results t
           where f.player_key = $1 and t.player_key = $2 and f.mode = 'daily' and t.mode = 'daily'
             and f.game_slug = t.game_slug and f.day = t.day and f.level = t.level and ${better('t', 'f')}`,
          [fromKey, toKey, scoreRanked.join(',')],
        );
        await tx.query(
          `delete from public.game_results t using public.game_results f
           where f.player_key = $1 and t.player_key = $2 and f.mode = 'daily' and t.mode = 'daily'
             and f.game_slug = t.game_slug and f.day = t.day and f.level = t.level`,
          [fromKey, toKey],
        );
        await tx.query('update public.game_results set player_key = $2 where player_key = $1', [fromKey, toKey]);
        // The account's own daily play of a day stands; the visitor's is folded into results above.
        await tx.query(
          `delete from public.game_plays f using public.game_plays t
           where f.player_key = $1 and t.player_key = $2 and f.mode = 'daily' and t.mode = 'daily'
             and f.game_slug = t.game_slug and f.day = t.day and f.level = t.level`,
          [fromKey, toKey],
        );
        await tx.query('update public.game_plays set player_key = $2 where player_key = $1', [fromKey, toKey]);
        // Help the visitor had on a puzzle is the account's help on it from now on.
        await tx.query('update public.puzzle_help set player_key = $2 where player_key = $1', [fromKey, toKey]);
      });
    },
  };
}
