import { z } from 'zod';
import { getKnownCallerKey } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { isAdminToken } from '@/lib/db/embedded-server-file';
import { forbidden, notFound } from '@/lib/http/errors';
import { parseWith } from '@/lib/http/read-body';
import { handle, jsonResponse } from '@/lib/http/responses';

const querySchema = z.object({ game: z.string().min(1).max(40), playId: z.string().min(1).max(64) });

/**
 * An operator's (and the browser tests') view of one of the caller's plays with its secret state
 * (a deal's face-down cards and proven line): local admin token only, and only a play of the
 * player whose cookies come with the request. No page can call it: the token is in the server's
 * data folder, readable by its owner only.
 */
export const GET = handle(async (request: Request) => {
  await getStore();
  if (!isAdminToken(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null)) throw forbidden('Not allowed.');
  const { game, playId } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const key = await getKnownCallerKey();
  const play = key === null ? null : await (await getStore()).gamePlays.findPlay(playId, key, game);
  if (!play) throw notFound('No such play of this player.');
  // A play's state is the puzzle's starting state (kept with the puzzle) until its first move.
  return jsonResponse({ state: play.state ?? JSON.parse(play.puzzle.solution) });
});
