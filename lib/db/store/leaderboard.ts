import type { SqlExecutor } from '../sql-executor';
import { RANK_ORDER } from './game-results';

/** One player's place on a board; `score` where the game ranks by one (Word Guesser's guesses). */
export type LeaderboardEntry = { rank: number; name: string; timeSeconds: number; score?: number };

export function leaderboardStore(sql: SqlExecutor) {
  return {
    /**
     * A board's bests (one per player) in RANK_ORDER (the lowest score, where the game ranks by one,
     * then the fastest: the order enterLeaderboards ranks by, and the rank of the leaderboard_public
     * view); names are the players' display names; `withScore` for a game ranked by a score (its
     * entries say it). Its own query, not the view: ordered by the rank index and cut at the limit,
     * it reads only the top rows, where the view's row_number() reads the whole board.
     */
    async topEntries(gameSlug: string, board: string, limit: number, options: { withScore?: boolean } = {}): Promise<LeaderboardEntry[]> {
      const rows = await sql.query<{ name: string; time_seconds: number; score: number }>(
        `select p.display_name as name, b.time_seconds, b.score from public.leaderboard_bests b
         join public.profiles p on p.user_id = b.user_id
         where b.game_slug = $1 and b.board = $2 order by ${RANK_ORDER.map((c) => `b.${c}`).join(', ')} limit $3`,
        [gameSlug, board, limit],
      );
      return rows.map((r, i) => ({
        rank: i + 1,
        name: r.name,
        timeSeconds: Number(r.time_seconds),
        ...(options.withScore ? { score: Number(r.score) } : {}),
      }));
    },
  };
}
