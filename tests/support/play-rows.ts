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

/** What the server keeps of a hidden-state play: its stored state (after its first move), else its starting state. */
export async function storedState<State = unknown>(
  sql: SqlExecutor,
  playId: string,
  parse?: (value: unknown) => State | null,
): Promise<State> {
  const [row] = await sql.query<{ state: unknown; solution: string }>(
    'select p.state, gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [playId],
  );
  if (!row) throw new Error(`no play ${playId}`);
  const value = row.state ?? JSON.parse(row.solution);
  if (!parse) return value as State;
  const state = parse(value);
  if (state === null) throw new Error(`play ${playId} holds no valid state`);
  return state;
}

/**
 * A human pace: as if the play was issued and first moved `seconds` ago, so its win is ranked rather
 * than held (the leaderboard's clock runs from the first move), and its last move a second ago (moves
 * closer than a human makes them hold a win); `{ lastMove: false }` leaves the last move as it is.
 */
export function humanPace(sql: SqlExecutor, playId: string, seconds: number, options: { lastMove?: boolean } = {}) {
  const lastMove = options.lastMove === false ? '' : ", last_move_at = now() - interval '1 second'";
  return sql.query(
    `update public.game_plays set started_at = now() - make_interval(secs => $2), first_move_at = now() - make_interval(secs => $2)${lastMove} where id = $1`,
    [playId, seconds],
  );
}

/** A move loop at a human pace: as if the play's last move was 2 seconds ago and its first a minute ago. */
export function aHumanGapLater(sql: SqlExecutor, playId: string) {
  return sql.query(
    "update public.game_plays set last_move_at = now() - interval '2 seconds', first_move_at = now() - interval '60 seconds' where id = $1",
    [playId],
  );
}
