import type { GridPuzzleEngine, Random } from '@/lib/games/grid-puzzle-engine';
import { isHiddenStateEngine, type AppliedMove, type HiddenStateEngine, type RefusedMove } from '@/lib/games/hidden-state-engine';

export type AnyGridEngine = GridPuzzleEngine<string, unknown>;
export type AnyHiddenEngine = HiddenStateEngine<string, unknown, unknown, unknown>;
export type PlatformEngine = AnyGridEngine | AnyHiddenEngine;
export type PlatformEngines = Readonly<Record<string, PlatformEngine>>;

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
export class GeneratorBusyError extends Error {
  constructor(readonly retryAfterSeconds = 5) {
    super('the puzzle generator is busy');
    this.name = 'GeneratorBusyError';
  }
}

export const serialised = (game: { puzzle: string; state: unknown }): GeneratedPuzzle => ({ puzzle: game.puzzle, solution: JSON.stringify(game.state) });

export function newPuzzle(engine: PlatformEngine, level: string, random: Random): GeneratedPuzzle {
  if (!isHiddenStateEngine(engine)) return engine.generate(level, random);
  return serialised(engine.newGame(level, random));
}

/** Generation in the calling thread, by the engines given. */
export function generateInThread(engines: PlatformEngines, newRandom: () => Random): GeneratePuzzle {
  return async (game, level) => {
    const engine = Object.hasOwn(engines, game) ? engines[game] : undefined;
    if (!engine) throw new Error(`no engine for ${game}`);
    return newPuzzle(engine, level, newRandom());
  };
}
