import { AppError } from '@/lib/http/errors';
import type { Random } from '@/lib/games/grid-puzzle-engine';
import {
  isHiddenStateEngine,
  type AnyGridEngine,
  type AnyHiddenEngine,
  type AppliedMove,
  type PlatformEngine,
  type PlatformEngines,
  type RefusedMove,
} from '@/lib/games/hidden-state-engine';

export type { AnyGridEngine, AnyHiddenEngine, PlatformEngine, PlatformEngines };

/**
 * A new puzzle of either kind as the server stores it: the public text and the secret (a grid
 * game's solution, or a hidden-state game's starting state as JSON).
 */
export type GeneratedPuzzle = { puzzle: string; solution: string };

/** Makes a new puzzle of a game's level (the level already checked); may take a while. */
export type GeneratePuzzle = (game: string, level: string) => Promise<GeneratedPuzzle>;

/** A hidden-state game's new daily (engine newDaily, given the earlier dailies' states), as stored. */
export type GenerateDaily = (game: string, pastDailies: readonly unknown[]) => Promise<GeneratedPuzzle>;

/**
 * A hidden-state engine's costly move (its `costlyMove` says which: Minesweeper's first click makes
 * the board) applied to a stored state, as the engine's applyMove answers it.
 */
export type ApplyCostlyMove = (game: string, state: unknown, move: unknown) => Promise<AppliedMove<unknown, unknown> | RefusedMove | null>;

/** The generator's queue is full: the caller answers 503 with Retry-After rather than wait. */
export class GeneratorBusyError extends AppError {
  constructor(readonly retryAfterSeconds = 5) {
    super('unavailable', 'Many new puzzles are being made right now. Please try again in a few seconds.', { retryAfterSeconds });
    this.name = 'GeneratorBusyError';
  }
}

export const serialised = (game: { puzzle: string; state: unknown }): GeneratedPuzzle => ({
  puzzle: game.puzzle,
  solution: JSON.stringify(game.state),
});

export function newPuzzle(engine: PlatformEngine, level: string, random: Random): GeneratedPuzzle {
  if (!isHiddenStateEngine(engine)) return engine.generate(level, random);
  return serialised(engine.newGame(level, random));
}

/** Everything the generator thread does: new puzzles, new dailies and costly moves. */
export type PuzzleGenerator = { generate: GeneratePuzzle; generateDaily: GenerateDaily; applyMove: ApplyCostlyMove };

function engineOf(engines: PlatformEngines, game: string): PlatformEngine {
  const engine = Object.hasOwn(engines, game) ? engines[game] : undefined;
  if (!engine) throw new Error(`no engine for ${game}`);
  return engine;
}

function hiddenEngineOf(engines: PlatformEngines, game: string): AnyHiddenEngine {
  const engine = engineOf(engines, game);
  if (!isHiddenStateEngine(engine)) throw new Error(`${game} is not a hidden-state game`);
  return engine;
}

/** Generation in the calling thread, by the engines given. */
export function generateInThread(engines: PlatformEngines, newRandom: () => Random): GeneratePuzzle {
  return async (game, level) => newPuzzle(engineOf(engines, game), level, newRandom());
}

/**
 * A new daily in the calling thread: the engine's newDaily with a fresh random source and the
 * earlier dailies' states (stored values, newest first; those its parseState refuses are left out),
 * else a new puzzle of the daily level.
 */
export function dailyInThread(engines: PlatformEngines, newRandom: () => Random): GenerateDaily {
  return async (game, pastDailies) => {
    const engine = engineOf(engines, game);
    if (!isHiddenStateEngine(engine) || !engine.newDaily) return newPuzzle(engine, engine.dailyLevel, newRandom());
    const past = pastDailies.map((value) => engine.parseState(value)).filter((state) => state !== null);
    return serialised(engine.newDaily(newRandom(), past));
  };
}

/**
 * A costly move in the calling thread: the stored state and the move are checked by the engine
 * (they may have crossed a thread as plain values) and the answer is plain JSON, the same whichever
 * thread made it. A state the engine does not accept is an error; a move it does not is null.
 */
export function applyInThread(engines: PlatformEngines): ApplyCostlyMove {
  return async (game, value, rawMove) => {
    const engine = hiddenEngineOf(engines, game);
    const state = engine.parseState(value);
    if (state === null) throw new Error(`not a stored ${game} state`);
    const move = engine.moveSchema.safeParse(rawMove);
    if (!move.success) return null;
    const answer = engine.applyMove(state, move.data);
    return answer === null ? null : (JSON.parse(JSON.stringify(answer)) as AppliedMove<unknown, unknown> | RefusedMove);
  };
}

/** All three in the calling thread: the generator thread's own work, and its fallback. */
export function generatorInThread(engines: PlatformEngines, newRandom: () => Random): PuzzleGenerator {
  return {
    generate: generateInThread(engines, newRandom),
    generateDaily: dailyInThread(engines, newRandom),
    applyMove: applyInThread(engines),
  };
}
