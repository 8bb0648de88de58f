import { getCaller } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { readJson } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';
import { createGame2048RunService, FINISH_BODY_LIMIT, finishRunSchema } from '@/lib/games/2048/run-service';

type Context = { params: Promise<{ runId: string }> };

/**
 * Submits a won game's moves, or a lost one's up to its game over (`{ moves: 'udlr…' }`); the server
 * replays them: `{ status: 'won' | 'lost', timeSeconds, rank }` (rank null for a loss, counted as played).
 */
export const POST = handle(async (request: Request, context: Context) => {
  const { runId } = await context.params;
  const { moves } = await readJson(request, finishRunSchema, FINISH_BODY_LIMIT);
  const [store, caller] = await Promise.all([getStore(), getCaller()]);
  return jsonResponse(await createGame2048RunService(store).submitRun(caller, runId, moves));
}, 'Your time could not be sent to the leaderboard.');
