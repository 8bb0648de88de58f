import { issuePlaySchema } from '@/lib/games/platform/play-contract';
import { playStartRequest } from '@/lib/requests/play-requests';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string }> };

/**
 * Issues a play: `{ mode: 'daily', level? }` (the player's one daily of the UTC day and daily level;
 * no level: the game's dailyLevel) or `{ mode: 'practice', level }`.
 */
export const POST = handle(async (request: Request, context: Context) => {
  const body = await readJson(request, issuePlaySchema);
  const { service, caller, game, limits } = await playStartRequest(context.params);
  return jsonResponse(await service.issue(caller, game, body, limits), { status: 201 });
}, 'The game could not be started.');
