import { RATE_RULES } from '@/lib/http/rate-limit';
import { z } from 'zod';
import { playRequest } from '@/lib/requests/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string; playId: string }> };

/** The move itself is checked against the game's own schema by the service. */
const moveBodySchema = z.object({ move: z.unknown() });

/**
 * One move of a game whose hidden information stays on the server (`{ move }`): answers
 * `{ status, reply, result? }` with only what the move reveals.
 */
export const POST = handle(async (request: Request, context: Context) => {
  const { move } = await readJson(request, moveBodySchema);
  const { service, caller, game, playId } = await playRequest(context.params, RATE_RULES.playMovesPerIp);
  return jsonResponse(await service.move(caller, game, playId, move));
}, 'The move could not be played.');
