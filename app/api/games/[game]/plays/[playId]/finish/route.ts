import { RATE_RULES } from '@/lib/http/rate-limit';
import { MOVES_BODY_LIMIT, movesBodySchema, playRequest } from '@/lib/requests/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string; playId: string }> };

/** Sends the whole move list; the server replays it: `{ status: 'won', timeSeconds, ranks, statistics }`. */
export const POST = handle(async (request: Request, context: Context) => {
  const body = await readJson(request, movesBodySchema, MOVES_BODY_LIMIT);
  const { service, caller, game, playId } = await playRequest(context.params, RATE_RULES.playMovesPerIp);
  return jsonResponse(await service.finish(caller, game, playId, body));
}, 'Your result could not be recorded.');
