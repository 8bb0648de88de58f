import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { puzzleRequest } from '@/lib/requests/puzzle-requests';
import { attemptIdSchema } from '@/lib/games/chess/puzzle-schemas';

type Context = { params: Promise<{ attemptId: string }> };

export const GET = handle(async (_request: Request, context: Context) => {
  const attemptId = parseWith(attemptIdSchema, (await context.params).attemptId);
  const { service, caller } = await puzzleRequest();
  return jsonResponse(await service.solution(caller, attemptId));
});
