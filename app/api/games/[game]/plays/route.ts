import { RATE_RULES } from '@/lib/http/rate-limit';
import { issuePlaySchema } from '@/lib/games/platform/play-service';
import { newPlaysLimit, playRequest } from '@/lib/games/platform/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

/** Issues a play: `{ mode: 'daily' }` (the player's one daily of the UTC day) or `{ mode: 'practice', level }`. */
export const POST = handle(async (request: Request, context: Context) => {
  const body = await readJson(request, issuePlaySchema);
  const { service, caller, game } = await playRequest(context.params, RATE_RULES.playStartsPerIp);
  return jsonResponse(await service.issue(caller, game, body, newPlaysLimit(caller)), { status: 201 });
}, 'The game could not be started.');
