import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import { conflict, invalidInput, notFound, rateLimited, unauthorized } from '@/lib/http/errors';
import { decodeMoves, isLostReplay, isWinningReplay, replayGame } from '@/lib/games/2048';
import { playFinished, playStarted, rateLimitRefused } from '@/lib/observability/events';

/**
 * The 2048 leaderboard's server side: a run is a game id and seed handed to a signed-in player; a
 * submitted move list is replayed from that seed and entered only if it ends exactly on the move that
 * first made 2048. The time is the database's clock from the run's start to the submission. A list
 * that ends in game over without a 2048 is a lost game: counted as played, entered nowhere.
 */
export const GAME_2048_SLUG = '2048';

/**
 * No winning list can be longer: before the winning move every tile is at most 1024, so the tile sum is
 * at most 16 * 1024, and every move adds at least 2 to it (about 8,200 moves). A generous bound, and
 * one a lost game (no tile reaches 2048) stays under too.
 */
export const MAX_SUBMITTED_MOVES = 20_000;

/** Generous: one New Game every 30 seconds for an hour. It only stops a script flooding the table. */
export const MAX_RUNS_PER_HOUR = 120;

/**
 * Faster than this is a script, not a player: even a key held down to auto-repeat while alternating
 * directions stays under it, and a real win takes some 900 moves (about 45 s at this rate).
 */
export const MAX_HUMAN_MOVES_PER_SECOND = 20;

/** 2048 has one level, so one all-time board. */
export const GAME_2048_LEVEL = 'standard';
export const GAME_2048_BOARD = `all:${GAME_2048_LEVEL}`;

export const MESSAGES = {
  signIn: 'Sign in to enter the leaderboard.',
  tooManyRuns: 'Too many new games in the last hour. Keep playing: you can enter the leaderboard again later.',
  notFound: 'Game not found.',
  alreadySubmitted: 'This game was already submitted.',
  badMoves: 'The move list is not valid.',
  notWon: 'This game did not reach 2048 with these moves.',
  tooFast: 'That was faster than any human can play, so the time was not entered.',
} as const;

/** The finish request's body; the route reads it with readJson(request, finishRunSchema, FINISH_BODY_LIMIT). */
export const finishRunSchema = z.object({
  moves: z
    .string({ error: 'must be a string of u, d, l and r letters' })
    .max(MAX_SUBMITTED_MOVES, `must be at most ${MAX_SUBMITTED_MOVES} moves`)
    .regex(/^[udlr]*$/, 'must be a string of u, d, l and r letters'),
});

/** Room for the longest move list plus the JSON around it. */
export const FINISH_BODY_LIMIT = MAX_SUBMITTED_MOVES + 1024;

/** Who is asking: the route handler derives it from the request's own cookies (getCaller). */
export type RunCaller = { user: { id: string; email: string } | null };

export type StartedRun = { gameId: string; seed: string };
/** The run's time (start to submission) and, for a win, its rank; a lost game (game over) is only counted as played. */
export type FinishedRun = { status: 'won' | 'lost'; timeSeconds: number; rank: number | null };

function requireUser(caller: RunCaller): { id: string; email: string } {
  if (!caller.user) throw unauthorized(MESSAGES.signIn);
  return caller.user;
}

export function createGame2048RunService(store: Pick<Store, 'gameRuns'>) {
  return {
    /** A new server game for a signed-in player. */
    async startRun(caller: RunCaller): Promise<StartedRun> {
      const user = requireUser(caller);
      const run = await store.gameRuns.createRun(user.id, GAME_2048_SLUG, MAX_RUNS_PER_HOUR);
      if (!run.created) {
        rateLimitRefused('2048-runs-user');
        throw rateLimited(MESSAGES.tooManyRuns, 3600);
      }
      playStarted('2048', 'practice');
      return { gameId: run.id, seed: run.seed };
    },

    /**
     * Replays the moves from the run's seed; enters the run on the leaderboard only for a genuine win,
     * and counts a genuine game over as a lost game. Either way once per run.
     */
    async submitRun(caller: RunCaller, runId: string, moves: string): Promise<FinishedRun> {
      const user = requireUser(caller);
      // Another user's run is indistinguishable from a missing one.
      const run = await store.gameRuns.findRun(runId, user.id, GAME_2048_SLUG);
      if (!run) throw notFound(MESSAGES.notFound);
      if (run.finished) throw conflict(MESSAGES.alreadySubmitted);

      const directions = decodeMoves(moves, MAX_SUBMITTED_MOVES);
      if (directions === null) throw invalidInput(MESSAGES.badMoves, 'moves');
      const replayed = replayGame(run.seed, directions);
      const won = isWinningReplay(replayed);
      if (!won && !isLostReplay(replayed)) throw invalidInput(MESSAGES.notWon, 'moves');

      const finished = await store.gameRuns.finishRun({
        id: run.id,
        userId: user.id,
        gameSlug: GAME_2048_SLUG,
        board: GAME_2048_BOARD,
        level: GAME_2048_LEVEL,
        minSeconds: directions.length / MAX_HUMAN_MOVES_PER_SECOND,
        won,
      });
      if (!finished.finished) {
        if (finished.reason === 'too_fast') throw invalidInput(MESSAGES.tooFast, 'moves');
        // Lost a race with a concurrent submission of the same run (or the run was swept meanwhile).
        throw finished.reason === 'already_finished' ? conflict(MESSAGES.alreadySubmitted) : notFound(MESSAGES.notFound);
      }
      playFinished('2048', won ? 'won' : 'lost');
      return { status: won ? 'won' : 'lost', timeSeconds: finished.timeSeconds, rank: finished.rank };
    },
  };
}

export type Game2048RunService = ReturnType<typeof createGame2048RunService>;
