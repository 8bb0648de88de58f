import { mainLine } from '@/lib/games/chess';
import type { SqlExecutor } from '@/lib/db/sql-executor';

/** Small, hand-checked positions; their main lines come from the exact search itself. */
export const MATE_IN_1 = 'k7/8/1K6/8/8/8/8/7R w - - 0 1'; // Rh8#
export const MATE_IN_2 = 'k7/8/2K5/8/8/8/8/7R w - - 0 1'; // e.g. Kb6 Kb8 Rh8#
export const PROMOTION_MATE = '7k/4P3/6K1/8/8/8/8/8 w - - 0 1'; // e8=Q# or e8=R#

export async function insertPuzzle(sql: SqlExecutor, difficulty: string, idx: number, fen: string, n: number, solution?: string[]) {
  const line = solution ?? mainLine(fen, n);
  await sql.query(
    `insert into public.puzzles (difficulty, idx, fen, player_to_move, max_user_moves, solution, game_moves)
     values ($1, $2, $3, $4, $5, $6, '{e2e4,e7e5,g1f3}')`,
    [difficulty, idx, fen, fen.split(' ')[1], n, line],
  );
  return line;
}
