import { handle, jsonResponse } from '@/lib/http/responses';
import { puzzleRequest } from '@/lib/requests/puzzle-requests';

export const GET = handle(async () => {
  const { service, caller } = await puzzleRequest();
  return jsonResponse(await service.state(caller));
}, 'Failed to load puzzle');
