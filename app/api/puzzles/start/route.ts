import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { anonymousIpGate, puzzleRequest } from '@/lib/requests/puzzle-requests';
import { startSchema } from '@/lib/games/chess/puzzle-schemas';

export const POST = handle(async (request: Request) => {
  const { difficulty, idx } = await readJson(request, startSchema);
  const { service, caller, anonymous } = await puzzleRequest();
  return jsonResponse(await service.start(caller, difficulty, idx, anonymous ? anonymousIpGate : undefined));
}, 'Failed to load puzzle');
