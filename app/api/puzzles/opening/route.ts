import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { puzzleOpening } from '@/lib/requests/puzzle-requests';
import { openingQuerySchema } from '@/lib/games/chess/puzzle-schemas';

export const GET = handle(async (request: Request) => {
  const url = new URL(request.url);
  const { difficulty, idx } = parseWith(openingQuerySchema, Object.fromEntries(url.searchParams));
  return jsonResponse({ name: await puzzleOpening(difficulty, idx) });
});
