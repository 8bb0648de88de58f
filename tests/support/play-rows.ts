import type { SqlExecutor } from '@/lib/db/sql-executor';

/** The stored solution of a play's puzzle, as a solver would find it (the tests play to a known win). */
export async function solutionOf(sql: SqlExecutor, playId: string): Promise<string> {
  const [row] = await sql.query<{ solution: string }>(
    'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [playId],
  );
  if (!row) throw new Error(`no play ${playId}`);
  return row.solution;
}

/** Moves a play's clock start back, as if it had been issued `seconds` ago. */
export function startedAgo(sql: SqlExecutor, playId: string, seconds: number) {
  return sql.query('update public.game_plays set started_at = now() - make_interval(secs => $2) where id = $1', [playId, seconds]);
}
