import { RATE_RULES } from '@/lib/http/rate-limit';
import { clockSchema } from '@/lib/games/platform/play-contract';
import { playRequest } from '@/lib/requests/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string; playId: string }> };

/** Pauses (`{ paused: true }`) or resumes the play's clock. */
export const POST = handle(async (request: Request, context: Context) => {
  const { paused } = await readJson(request, clockSchema);
  const { service, caller, game, playId } = await playRequest(context.params, RATE_RULES.playClockPerIp);
  return jsonResponse(await service.clock(caller, game, playId, paused));
}, 'The clock could not be changed.');
