import { AppError, conflict, forbidden, notFound, invalidInput } from '@/lib/http/errors';
import type { Store } from '@/lib/db/store';
import type { AttemptStatus, StoredAttempt } from '@/lib/db/store/puzzles';
import { hintSquare, judgeMove, replay, userMovesIn, type MoveInput, type PlayedMove } from './move-judge';
import {
  checkStart,
  dailyLimit,
  DIFFICULTIES,
  DIFFICULTY_LABEL,
  lockState,
  MATE_IN,
  PUZZLES_PER_DIFFICULTY,
  QUOTA_GAME_SLUG,
  utcDay,
  type Difficulty,
  type QuotaTier,
} from './puzzle-rules';
import { playFinished, playStarted } from '@/lib/observability/events';

/** Who is asking: derived by the route handler from its own cookies. */
export type PuzzleCaller = { key: string; tier: QuotaTier; userId: string | null };
export type Quota = { used: number; limit: number | null; exhausted: boolean };

export type PuzzleState = {
  tier: QuotaTier;
  signedIn: boolean;
  userId: string | null;
  quota: Quota;
  difficulties: {
    difficulty: Difficulty;
    label: string;
    progress: number;
    total: number;
    locked: boolean;
    reason: string | null;
    mateIn: number;
  }[];
};

export type StartedPuzzle = {
  attemptId: string;
  puzzle: { difficulty: Difficulty; idx: number; fen: string; playerToMove: 'w' | 'b'; maxUserMoves: number };
  quota: Quota;
  status: 'in_progress';
};

export type MoveResult = {
  status: AttemptStatus;
  fen: string;
  userMove: PlayedMove;
  reply: PlayedMove | null;
  userMovesPlayed: number;
  progress: number | null;
};

const quotaOf = (used: number, limit: number | null): Quota => ({ used, limit, exhausted: limit !== null && used >= limit });

/** Attempts and quota rows older than this are swept: nothing reads them after their day. */
export const KEEP_PLAY_ROWS_DAYS = 7;
/** About one start in a hundred sweeps (as the rate limits do): bounded tables, no scheduler. */
const SWEEP_CHANCE = 0.01;

/** The chess-puzzle service: every decision (quota, unlocks, legality, solves, progress) is made here. */
export function createPuzzleService(
  store: Store,
  now: () => Date = () => new Date(),
  sweepNow: () => boolean = () => Math.random() < SWEEP_CHANCE,
) {
  const puzzles = store.puzzles;

  async function requireAttempt(caller: PuzzleCaller, attemptId: string): Promise<StoredAttempt> {
    const attempt = await puzzles.findAttempt(attemptId, caller.key);
    // Another key's attempt is indistinguishable from a missing one.
    if (!attempt) throw notFound('This puzzle attempt was not found. Load the puzzle again.');
    return attempt;
  }

  return {
    async state(caller: PuzzleCaller): Promise<PuzzleState> {
      const limit = dailyLimit(caller.tier);
      const [progress, used] = await Promise.all([
        puzzles.progress(caller.key),
        puzzles.quotaUsed(caller.key, QUOTA_GAME_SLUG, utcDay(now())),
      ]);
      return {
        tier: caller.tier,
        signedIn: caller.userId !== null,
        userId: caller.userId,
        quota: quotaOf(used, limit),
        difficulties: DIFFICULTIES.map((difficulty) => ({
          difficulty,
          label: DIFFICULTY_LABEL[difficulty],
          progress: progress[difficulty],
          total: PUZZLES_PER_DIFFICULTY,
          mateIn: MATE_IN[difficulty],
          ...lockState(difficulty, progress),
        })),
      };
    },

    /**
     * Checks the quota, reads progress, fetches the puzzle, then consumes the day's quota atomically.
     * `newPuzzleGate` (the per-IP cap) runs only for a puzzle not yet started today that the quota
     * would allow: a refused start must not spend the network's allowance. It is told whether the
     * caller is a newcomer (no puzzle solved yet), whose first game others' use must not refuse.
     */
    async start(
      caller: PuzzleCaller,
      difficulty: Difficulty,
      idx: number,
      newPuzzleGate?: (newcomer: boolean) => Promise<void>,
    ): Promise<StartedPuzzle> {
      const progress = await puzzles.progress(caller.key);
      const refusal = checkStart(difficulty, idx, progress);
      if (refusal) throw refusal.code === 'no_more' ? notFound(refusal.message) : forbidden(refusal.message);
      const puzzle = await puzzles.findPuzzle(difficulty, idx);
      if (!puzzle) throw notFound(`Puzzle ${idx} not found in ${difficulty} difficulty`);
      const limit = dailyLimit(caller.tier);
      const day = utcDay(now());
      const limitReached = () =>
        new AppError('rate_limited', 'Daily puzzle limit reached', { retryAfterSeconds: secondsToNextUtcDay(now()) });
      const again = await puzzles.startedToday(caller.key, QUOTA_GAME_SLUG, day, puzzle.id);
      if (!again) {
        // The atomic consume below still decides; this read only spares the gate a refused start.
        if (limit !== null && (await puzzles.quotaUsed(caller.key, QUOTA_GAME_SLUG, day)) >= limit) throw limitReached();
        await newPuzzleGate?.(DIFFICULTIES.every((d) => progress[d] === 0));
      }
      const consumed = await puzzles.consumeQuota(caller.key, QUOTA_GAME_SLUG, day, puzzle.id, limit);
      if (!consumed.allowed) throw limitReached();
      // A puzzle started again on the same UTC day is the same attempt (docs/GAMES.md, Statistics).
      const attemptId = await puzzles.openAttempt(caller.key, puzzle.id, again);
      playStarted('chess', 'practice');
      if (sweepNow()) await puzzles.sweepExpired(utcDay(new Date(now().getTime() - KEEP_PLAY_ROWS_DAYS * 86_400_000)));
      return {
        attemptId,
        puzzle: { difficulty, idx, fen: puzzle.fen, playerToMove: puzzle.playerToMove, maxUserMoves: puzzle.maxUserMoves },
        quota: quotaOf(consumed.used, limit),
        status: 'in_progress',
      };
    },

    async move(caller: PuzzleCaller, attemptId: string, input: MoveInput): Promise<MoveResult> {
      const attempt = await requireAttempt(caller, attemptId);
      if (attempt.status !== 'in_progress') throw conflict('This puzzle is over. Load it again to retry.');
      const { puzzle } = attempt;
      const judgement = judgeMove(
        { startFen: puzzle.fen, solution: puzzle.solution, maxUserMoves: puzzle.maxUserMoves, moves: attempt.moves },
        input,
      );
      if (judgement.kind === 'illegal') throw invalidInput(judgement.message);
      const status: AttemptStatus = judgement.kind === 'continue' ? 'in_progress' : judgement.kind;
      const { applied, progress } = await puzzles.advanceAttempt({
        id: attempt.id,
        key: caller.key,
        expectedMoveCount: attempt.moves.length,
        moves: judgement.moves,
        status,
        level: puzzle.difficulty,
        solved: status === 'solved' ? { difficulty: puzzle.difficulty, idx: puzzle.idx } : undefined,
      });
      if (!applied) throw conflict('This move was already answered (another tab?). Load the puzzle again.');
      if (status !== 'in_progress') playFinished('chess', status === 'solved' ? 'won' : 'lost');
      return {
        status,
        fen: judgement.fen,
        userMove: judgement.userMove,
        reply: judgement.reply,
        userMovesPlayed: userMovesIn(judgement.moves),
        progress,
      };
    },

    /** The from-square of the next good move; the attempt is marked as hinted. */
    async hint(caller: PuzzleCaller, attemptId: string): Promise<{ square: string | null }> {
      const attempt = await requireAttempt(caller, attemptId);
      if (attempt.status !== 'in_progress') throw conflict('This puzzle is over.');
      await puzzles.markHinted(attempt.id, caller.key);
      const { puzzle } = attempt;
      return {
        square: hintSquare({ startFen: puzzle.fen, solution: puzzle.solution, maxUserMoves: puzzle.maxUserMoves, moves: attempt.moves }),
      };
    },

    /** The main line, revealed only once the attempt has ended. */
    async solution(caller: PuzzleCaller, attemptId: string): Promise<{ startFen: string; moves: PlayedMove[] }> {
      const attempt = await requireAttempt(caller, attemptId);
      if (attempt.status === 'in_progress') throw conflict('The solution is shown once the puzzle is over.');
      const game = replay(attempt.puzzle.fen, []);
      const moves = attempt.puzzle.solution.map((uci) => game.playUci(uci));
      return { startFen: attempt.puzzle.fen, moves };
    },
  };
}

export type PuzzleService = ReturnType<typeof createPuzzleService>;

function secondsToNextUtcDay(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}
