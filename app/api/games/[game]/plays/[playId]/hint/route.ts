import { RATE_RULES } from '@/lib/http/rate-limit';
import { MOVES_BODY_LIMIT, movesBodySchema, playRequest } from '@/lib/requests/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string; playId: string }> };

/** The next deduction from the grid `{ moves }` lead to: `{ hint: { technique, message, cells } | null }`. */
export const POST = handle(async (request: Request, context: Context) => {
  const { moves } = await readJson(request, movesBodySchema, MOVES_BODY_LIMIT);
  const { service, caller, game, playId } = await playRequest(context.params, RATE_RULES.playHelpPerIp);
  return jsonResponse(await service.hint(caller, game, playId, moves));
}, 'No hint could be found right now.');
