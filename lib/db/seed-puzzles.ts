import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { SqlExecutor } from './sql-executor';

export type SeedPuzzle = {
  difficulty: string;
  idx: number;
  fen: string;
  playerToMove: string;
  maxUserMoves: number;
  solution: string;
  gameMoves: string;
};

const COLUMNS = ['difficulty', 'idx', 'fen', 'player_to_move', 'max_user_moves', 'solution', 'game_moves'];

/** Parses the shipped TSV (header line, then one puzzle per line); throws on any malformed line. */
export function parsePuzzleTsv(text: string): SeedPuzzle[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const header = lines.shift();
  if (header?.split('\t').join(',') !== COLUMNS.join(',')) throw new Error(`puzzle seed: unexpected header ${header}`);
  return lines.map((line, i) => {
    const f = line.split('\t');
    if (f.length !== COLUMNS.length) throw new Error(`puzzle seed line ${i + 2}: expected ${COLUMNS.length} fields`);
    const [difficulty, idx, fen, playerToMove, maxUserMoves, solution, gameMoves] = f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return { difficulty, idx: Number(idx), fen, playerToMove, maxUserMoves: Number(maxUserMoves), solution, gameMoves };
  });
}

export async function readPuzzleSeed(file: string): Promise<SeedPuzzle[]> {
  return parsePuzzleTsv(gunzipSync(await readFile(file)).toString('utf8'));
}

/** Loads the seed into an empty puzzles table (a non-empty table is left alone). */
export async function seedPuzzles(tx: SqlExecutor, file: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>('select count(*)::int as n from public.puzzles');
  if ((row?.n ?? 0) > 0) return 0;
  const puzzles = await readPuzzleSeed(file);
  const batch = 1000;
  for (let i = 0; i < puzzles.length; i += batch) {
    const part = puzzles.slice(i, i + batch);
    await tx.query(
      `insert into public.puzzles (difficulty, idx, fen, player_to_move, max_user_moves, solution, game_moves)
       select d, i, f, p, m, string_to_array(s, ' '), coalesce(string_to_array(nullif(g, ''), ' '), '{}')
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[]) as t(d, i, f, p, m, s, g)`,
      [
        part.map((p) => p.difficulty),
        part.map((p) => p.idx),
        part.map((p) => p.fen),
        part.map((p) => p.playerToMove),
        part.map((p) => p.maxUserMoves),
        part.map((p) => p.solution),
        part.map((p) => p.gameMoves),
      ],
    );
  }
  return puzzles.length;
}
