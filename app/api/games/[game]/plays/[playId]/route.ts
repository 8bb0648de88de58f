import { RATE_RULES } from '@/lib/http/rate-limit';
import { playRequest } from '@/lib/requests/play-requests';
import { handle, jsonResponse } from '@/lib/http/responses';

type Context = { params: Promise<{ game: string; playId: string }> };

/** A play as it stands, to resume it after a reload. */
export const GET = handle(async (_request: Request, context: Context) => {
  const { service, caller, game, playId } = await playRequest(context.params, RATE_RULES.playMovesPerIp);
  return jsonResponse(await service.get(caller, game, playId));
}, 'The game could not be loaded.');
