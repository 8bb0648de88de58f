import { parseWith, readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { puzzleRequest } from '@/lib/requests/puzzle-requests';
import { attemptIdSchema, moveSchema } from '@/lib/games/chess/puzzle-schemas';

type Context = { params: Promise<{ attemptId: string }> };

export const POST = handle(async (request: Request, context: Context) => {
  const attemptId = parseWith(attemptIdSchema, (await context.params).attemptId);
  const move = await readJson(request, moveSchema);
  const { service, caller } = await puzzleRequest();
  return jsonResponse(await service.move(caller, attemptId, move));
}, 'Failed to process move');
