import type { SqlExecutor } from '../sql-executor';

export type LeaderboardEntry = { rank: number; name: string; timeSeconds: number };

export function leaderboardStore(sql: SqlExecutor) {
  return {
    /** Fastest first; ties keep the earlier entry ahead. */
    async topEntries(gameSlug: string, limit: number): Promise<LeaderboardEntry[]> {
      const rows = await sql.query<{ name: string; time_seconds: number }>(
        `select name, time_seconds from public.leaderboard_entries
         where game_slug = $1 order by time_seconds asc, created_at asc, id asc limit $2`,
        [gameSlug, limit],
      );
      return rows.map((r, i) => ({ rank: i + 1, name: r.name, timeSeconds: Number(r.time_seconds) }));
    },
  };
}
