import type { SqlExecutor } from '../sql-executor';

export type LeaderboardEntry = { rank: number; name: string; timeSeconds: number };

export function leaderboardStore(sql: SqlExecutor) {
  return {
    /**
     * A board's best times (one per player), fastest first (the order enterLeaderboards ranks by,
     * and the rank of the leaderboard_public view); names are the players' display names. Its own
     * query, not the view: ordered by the rank index and cut at the limit, it reads only the top
     * rows, where the view's row_number() reads the whole board.
     */
    async topEntries(gameSlug: string, board: string, limit: number): Promise<LeaderboardEntry[]> {
      const rows = await sql.query<{ name: string; time_seconds: number }>(
        `select p.display_name as name, b.time_seconds from public.leaderboard_bests b
         join public.profiles p on p.user_id = b.user_id
         where b.game_slug = $1 and b.board = $2 order by b.time_seconds, b.achieved_at, b.user_id limit $3`,
        [gameSlug, board, limit],
      );
      return rows.map((r, i) => ({ rank: i + 1, name: r.name, timeSeconds: Number(r.time_seconds) }));
    },
  };
}
