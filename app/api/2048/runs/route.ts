import { getCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { handle, jsonResponse } from '@/lib/http/responses';
import { createGame2048RunService } from '@/lib/games/2048/run-service';

/** Starts a leaderboard game: `{ gameId, seed }` for a signed-in player. */
export const POST = handle(async () => {
  const [store, caller] = await Promise.all([getStore(), getCaller()]);
  return jsonResponse(await createGame2048RunService(store).startRun(caller), { status: 201 });
}, 'The game could not be started on the server.');
