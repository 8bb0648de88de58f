import { getStore } from '@/lib/db/database';
import { isAdminToken } from '@/lib/db/embedded-server-file';
import { forbidden, notFound } from '@/lib/http/errors';
import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { openingQuerySchema } from '@/lib/games/chess/puzzle-schemas';

/** An operator's (and the browser tests') view of a stored puzzle, solution included: local admin token only. */
export const GET = handle(async (request: Request) => {
  await getStore();
  if (!isAdminToken(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null)) throw forbidden('Not allowed.');
  const { difficulty, idx } = parseWith(openingQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const puzzle = await (await getStore()).puzzles.findPuzzle(difficulty, idx);
  if (!puzzle) throw notFound(`Puzzle ${idx} not found in ${difficulty} difficulty`);
  return jsonResponse({ fen: puzzle.fen, solution: puzzle.solution, maxUserMoves: puzzle.maxUserMoves });
});
