/**
 * What the play API promises its callers, shared by the routes (input schemas), the browser
 * (the answers' types) and the referee (messages, limits): the contract, apart from the service.
 */
import { z } from 'zod';
import type { StoredPlay } from '@/lib/db/store/game-plays';
import type { RateBucket } from '@/lib/db/store/rate-limits';
import type { HeldView, ResultStanding } from './fair-play';
import type { GameStatistics } from './statistics';

/**
 * The player (the user, else the anonymous key), their user id, and the hashed address the call came
 * from. perIp: the address's limit on a call to a play (a move, hint, check, pause, finish, read),
 * counted by the statement that reads the play, so a refusal (429) comes before a play not theirs (404).
 */
export type PlayCaller = { key: string; userId: string | null; address: string; perIp?: RateBucket };

/** A move list can be no longer than this (a big grid, every cell changed many times). */
export const MAX_MOVES = 5_000;

export const MESSAGES = {
  notPlayable: (game: string) => `${game} cannot be played here yet.`,
  unknownLevel: 'That level does not exist for this game.',
  noDailyLevel: 'That level has no daily puzzle in this game.',
  playNotFound: 'This game was not found. Start a new one.',
  playOver: 'This game is already over.',
  badMoves: 'The move list is not valid for this puzzle.',
  notSolved: 'The puzzle is not solved yet.',
  tooFast: 'That was faster than any human can solve it, so the result was not recorded.',
  notForThisGame: 'This game is played one move at a time: send each move as it is made.',
  movesOnly: 'This game is checked from its whole move list when it is finished.',
  noMistakeCheck: 'This game cannot show mistakes.',
  paused: 'This game is paused. Resume it to go on.',
  pausedTooOften: 'This game has been paused too often: the clock keeps running.',
} as const;

export const issuePlaySchema = z.object({
  mode: z.enum(['daily', 'practice'], { error: 'must be daily or practice' }),
  level: z.string().max(40).optional(),
  /** Issue it paused (a first visit's how-to card is open): the player's clock starts at the resume. */
  paused: z.boolean({ error: 'must be true or false' }).optional(),
});

export const clockSchema = z.object({ paused: z.boolean({ error: 'must be true or false' }) });

export type PlayView = {
  playId: string;
  game: string;
  mode: 'daily' | 'practice';
  level: string;
  day: string;
  puzzle: string;
  status: 'playing' | 'won' | 'lost';
  elapsedSeconds: number;
  paused: boolean;
  hints: number;
  /** How many times "show mistakes" was used: any makes the result assisted. */
  checks: number;
  /** A hidden-state game's public view so far (what its moves revealed), to resume it. */
  view?: unknown;
  /** A finished play's result as first answered (frozen at the finish; ranks as they stand now). */
  result?: PlayResult;
  /** A won grid play's solved grid (the engine's solution text): its finished board, shown again on reopening. Never before the win. */
  solution?: string;
};

/** A finished play's result: its two clocks, its ranks, why it is held (or null) and its one status. */
export type PlayResult = {
  timeSeconds: number;
  boardSeconds: number;
  ranks: Record<string, number>;
  held: HeldView | null;
  standing: ResultStanding;
};

export type FinishedPlay = {
  status: 'won';
  /** The play's clock, pauses excluded: what the timer showed and the player's statistics count. */
  timeSeconds: number;
  /** The leaderboard's clock: wall time since the puzzle was handed over, pauses included. */
  boardSeconds: number;
  /** Why the win waits for review instead of being ranked (faster than fast humans, help nearby), or null; null when assisted. */
  held: HeldView | null;
  /** The one status the results screen shows about the leaderboards, with its sentence (fair-play resultStanding). */
  standing: ResultStanding;
  /** The player's rank on each board their time entered (signed-in, unassisted wins only). */
  ranks: Record<string, number>;
  statistics: GameStatistics;
};

export const baseView = (play: StoredPlay): PlayView => ({
  playId: play.id,
  game: play.gameSlug,
  mode: play.mode,
  level: play.level,
  day: play.day,
  puzzle: play.puzzle.puzzle,
  status: play.status,
  elapsedSeconds: Math.floor(play.elapsedSeconds),
  paused: play.paused,
  hints: play.hints,
  checks: play.checks,
});
