import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import type { StoredPlay } from '@/lib/db/store/game-plays';
import type { RateBucket } from '@/lib/db/store/rate-limits';
import { createSeededRandom } from '@/lib/games/2048/seeded-random';
import type { PuzzleHint, Random } from '@/lib/games/grid-puzzle-engine';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { conflict, invalidInput, notFound, rateLimited } from '@/lib/http/errors';
import { gameStatistics, utcDay, type GameStatistics } from './statistics';
import { allTimeBoard, dailyBoard } from './boards';
import { createHiddenMoves } from './hidden-state-moves';
import { generateInThread, serialised, type AnyGridEngine, type AnyHiddenEngine, type GeneratePuzzle, type PlatformEngine, type PlatformEngines } from './puzzle-generation';

/**
 * The referee of every platform game: it issues plays (a daily, the same for everybody on a UTC
 * day, or a practice puzzle at a chosen level), times them by the server's clock, replays the
 * move list with the game's own engine and records results. Nothing here knows a particular game.
 */
export type { AnyGridEngine, AnyHiddenEngine, PlatformEngine, PlatformEngines } from './puzzle-generation';
export type PlayCaller = { key: string; userId: string | null };

/** A move list can be no longer than this (a big grid, every cell changed many times). */
export const MAX_MOVES = 5_000;

/**
 * Practice puzzles generated ahead per level and shared by all players, so a new puzzle is served in
 * a few milliseconds even where generating one takes longer. A player is served only pooled puzzles
 * they have not played; one who played them all gets a new one made on the spot (and pooled). The
 * pool is filled in the background from a level's first request on.
 */
export const POOL_TARGET = 100;
/**
 * Puzzles a level's pool grows by, in the background, when a player has played all of it: their
 * next ones come from the pool again instead of each waiting for the generator.
 */
export const POOL_GROWTH = 20;

export const MESSAGES = {
  notPlayable: (game: string) => `${game} cannot be played here yet.`,
  unknownLevel: 'That level does not exist for this game.',
  playNotFound: 'This game was not found. Start a new one.',
  playOver: 'This game is already over.',
  badMoves: 'The move list is not valid for this puzzle.',
  notSolved: 'The puzzle is not solved yet.',
  tooFast: 'That was faster than any human can solve it, so the result was not recorded.',
  notForThisGame: 'This game is played one move at a time: send each move as it is made.',
  movesOnly: 'This game is checked from its whole move list when it is finished.',
  noMistakeCheck: 'This game cannot show mistakes.',
} as const;

export const issuePlaySchema = z.object({
  mode: z.enum(['daily', 'practice'], { error: 'must be daily or practice' }),
  level: z.string().max(40).optional(),
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
};

export type FinishedPlay = {
  status: 'won';
  timeSeconds: number;
  /** The player's rank on each board their time entered (signed-in, unassisted wins only). */
  ranks: Record<string, number>;
  statistics: GameStatistics;
};

const baseView = (play: StoredPlay): PlayView => ({
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

export function createPlayService(
  store: Pick<Store, 'gamePlays' | 'gameResults'>,
  engines: PlatformEngines,
  options: {
    now?: () => Date;
    newRandom?: () => Random;
    /** Makes new puzzles (the server: off the request thread); default in this thread, by newRandom. */
    generate?: GeneratePuzzle;
    /** Runs the pool refill after an answer (default: on a later turn of the event loop). */
    schedule?: (task: () => Promise<void>) => void;
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const newRandom = options.newRandom ?? (() => createSeededRandom(randomUUID()));
  const schedule = options.schedule ?? scheduleInBackground;
  const generate = options.generate ?? generateInThread(engines, newRandom);

  /** Tops the level's pool up to `target` (at least POOL_TARGET), one puzzle per turn so requests are not held up long. */
  async function refill(game: string, level: string, target = POOL_TARGET): Promise<void> {
    const key = `${game}/${level}`;
    if (refilling.has(key)) return;
    refilling.add(key);
    const goal = Math.max(POOL_TARGET, target);
    try {
      while ((await store.gamePlays.poolSize(game, level)) < goal) {
        await new Promise((resolve) => setImmediate(resolve));
        await store.gamePlays.addToPool(game, { level, ...(await generate(game, level)) });
      }
      fullPools.add(poolKey(store, key));
    } finally {
      refilling.delete(key);
    }
  }

  function engineOf(game: string): PlatformEngine {
    const engine = Object.hasOwn(engines, game) ? engines[game] : undefined;
    if (!engine) throw notFound(MESSAGES.notPlayable(game));
    return engine;
  }

  /** Hints and finishing from a move list are for grid games; a hidden-state game takes moves. */
  function gridEngineOf(game: string): AnyGridEngine {
    const engine = engineOf(game);
    if (isHiddenStateEngine(engine)) throw notFound(MESSAGES.notForThisGame);
    return engine;
  }

  /** A play as the player may see it: a hidden-state game's view so far comes along. */
  function toView(play: StoredPlay): PlayView {
    const engine = engineOf(play.gameSlug);
    if (!isHiddenStateEngine(engine)) return baseView(play);
    const state = engine.parseState(play.state ?? JSON.parse(play.puzzle.solution));
    return { ...baseView(play), view: state === null ? null : engine.publicView(state) };
  }

  async function requirePlay(caller: PlayCaller, game: string, playId: string): Promise<StoredPlay> {
    // Another player's play is indistinguishable from a missing one.
    const play = await store.gamePlays.findPlay(playId, caller.key, game);
    if (!play) throw notFound(MESSAGES.playNotFound);
    return play;
  }

  /** The grid a move list leads to from the puzzle, or a 422 when any move is not allowed. */
  function replay(engine: AnyGridEngine, puzzle: string, rawMoves: unknown): string {
    const moves = z.array(engine.moveSchema).max(MAX_MOVES).safeParse(rawMoves);
    if (!moves.success) throw invalidInput(MESSAGES.badMoves, 'moves');
    let grid = engine.initialGrid(puzzle);
    for (const move of moves.data) {
      const next = engine.applyMove(puzzle, grid, move);
      if (next === null) throw invalidInput(MESSAGES.badMoves, 'moves');
      grid = next;
    }
    return grid;
  }

  async function dailyPuzzle(game: string, engine: PlatformEngine, day: string) {
    const stored = await store.gamePlays.findDaily(game, day);
    if (stored) return stored;
    const generated = isHiddenStateEngine(engine) && engine.newDaily ? serialised(engine.newDaily(day)) : await generate(game, engine.dailyLevel);
    return store.gamePlays.createDaily(game, day, { level: engine.dailyLevel, ...generated });
  }

  async function statisticsOf(caller: PlayCaller, game: string): Promise<GameStatistics> {
    const [summary] = await store.gameResults.summaries(caller.key, game);
    return gameStatistics(summary, utcDay(now()));
  }

  const hiddenMoves = createHiddenMoves({ store, statistics: statisticsOf, requirePlay });

  /** A hidden-state game's hint comes from the state the server keeps (the move list is not needed). */
  async function hiddenHint(engine: AnyHiddenEngine, caller: PlayCaller, game: string, playId: string): Promise<{ hint: PuzzleHint | null }> {
    if (!engine.hint) throw notFound(MESSAGES.notForThisGame);
    const play = await requirePlay(caller, game, playId);
    if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
    const state = engine.parseState(play.state ?? JSON.parse(play.puzzle.solution));
    if (state === null) throw conflict(MESSAGES.playNotFound);
    const hint = engine.hint(state);
    if (hint) await store.gamePlays.recordHint(play.id, caller.key);
    return { hint };
  }

  return {
    statistics: statisticsOf,

    /** One move of a hidden-state game, applied by the server: what it reveals, and the result at the end. */
    async move(caller: PlayCaller, game: string, playId: string, move: unknown) {
      const engine = engineOf(game);
      if (!isHiddenStateEngine(engine)) throw notFound(MESSAGES.movesOnly);
      return hiddenMoves(engine, caller, game, playId, move);
    },

    /** The day's public puzzle, created on first request. */
    async daily(game: string): Promise<{ game: string; day: string; level: string; puzzle: string }> {
      const engine = engineOf(game);
      const day = utcDay(now());
      const stored = await dailyPuzzle(game, engine, day);
      return { game, day, level: stored.level, puzzle: stored.puzzle };
    },

    /**
     * A daily (the player's one play of the day, resumed if started) or a new practice puzzle, which
     * counts a hit against `newPlays` (the player's limit on new plays; the route always gives it) and
     * is refused past it.
     */
    async issue(caller: PlayCaller, game: string, request: z.infer<typeof issuePlaySchema>, newPlays?: RateBucket): Promise<PlayView> {
      const engine = engineOf(game);
      const day = utcDay(now());
      if (request.mode === 'daily') {
        const existing = await store.gamePlays.findDailyPlay(game, caller.key, day);
        if (existing) return toView(existing);
        const stored = await dailyPuzzle(game, engine, day);
        return toView(await store.gamePlays.createPlay({ gameSlug: game, playerKey: caller.key, mode: 'daily', level: stored.level, day, puzzleId: stored.id }));
      }
      const level = request.level ?? engine.dailyLevel;
      if (!engine.levels.some((l) => l.id === level)) throw invalidInput(MESSAGES.unknownLevel, 'level');
      if (!fullPools.has(poolKey(store, `${game}/${level}`))) schedule(() => refill(game, level));
      const pooled = await store.gamePlays.createPracticePlay({ gameSlug: game, playerKey: caller.key, level, day }, newPlays);
      if (!pooled.allowed) throw rateLimited(newPlays?.message ?? '', pooled.retryAfterSeconds);
      if (pooled.play) return toView(pooled.play);
      // This player has played the whole pool: one made now for them, and the pool grows ahead of them.
      const made = await store.gamePlays.addToPool(game, { level, ...(await generate(game, level)) });
      const grown = (await store.gamePlays.poolSize(game, level)) + POOL_GROWTH;
      schedule(() => refill(game, level, grown));
      return toView(await store.gamePlays.createPlay({ gameSlug: game, playerKey: caller.key, mode: 'practice', level, day, puzzleId: made.id }));
    },

    /** A play as it stands (to resume after a reload). */
    async get(caller: PlayCaller, game: string, playId: string): Promise<PlayView> {
      engineOf(game);
      return toView(await requirePlay(caller, game, playId));
    },

    /** Stops or restarts the play's clock (the board is hidden while paused). */
    async clock(caller: PlayCaller, game: string, playId: string, paused: boolean): Promise<PlayView> {
      engineOf(game);
      const play = await requirePlay(caller, game, playId);
      if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
      await store.gamePlays.setPaused(play.id, caller.key, paused);
      return toView(await requirePlay(caller, game, playId));
    },

    /** The next deduction from the grid the moves lead to; counted, so the result is marked assisted. */
    async hint(caller: PlayCaller, game: string, playId: string, moves: unknown): Promise<{ hint: PuzzleHint | null }> {
      const any = engineOf(game);
      if (isHiddenStateEngine(any)) return hiddenHint(any, caller, game, playId);
      const engine = gridEngineOf(game);
      const play = await requirePlay(caller, game, playId);
      if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
      const grid = replay(engine, play.puzzle.puzzle, moves);
      const hint = engine.hint(play.puzzle.puzzle, grid, play.puzzle.solution);
      if (hint) await store.gamePlays.recordHint(play.id, caller.key);
      return { hint };
    },

    /**
     * "Show mistakes": the cells of the grid the moves lead to whose entry is not the solution's
     * (never an empty cell, never a right digit). Counted, so the result is marked assisted.
     */
    async check(caller: PlayCaller, game: string, playId: string, moves: unknown): Promise<{ mistakes: number[] }> {
      const engine = gridEngineOf(game);
      if (!engine.mistakes) throw notFound(MESSAGES.noMistakeCheck);
      const play = await requirePlay(caller, game, playId);
      if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
      const grid = replay(engine, play.puzzle.puzzle, moves);
      const mistakes = engine.mistakes(play.puzzle.puzzle, grid, play.puzzle.solution);
      await store.gamePlays.recordCheck(play.id, caller.key);
      return { mistakes };
    },

    /**
     * Replays the moves; a solved grid ends the play as won, timed by the server's clock. A forged,
     * unsolved, replayed or impossibly fast finish is refused and changes nothing.
     */
    async finish(caller: PlayCaller, game: string, playId: string, body: { moves: unknown; assisted?: boolean }): Promise<FinishedPlay> {
      const engine = gridEngineOf(game);
      const play = await requirePlay(caller, game, playId);
      if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
      const grid = replay(engine, play.puzzle.puzzle, body.moves);
      if (!engine.isSolved(play.puzzle.puzzle, grid, play.puzzle.solution)) throw invalidInput(MESSAGES.notSolved, 'moves');
      const boards = [allTimeBoard(play.level), ...(play.mode === 'daily' ? [dailyBoard(play.day)] : [])];
      const finished = await store.gamePlays.finishPlay({
        id: play.id,
        playerKey: caller.key,
        status: 'won',
        minSeconds: engine.minSolveSeconds(play.puzzle.puzzle),
        assisted: play.hints > 0 || play.checks > 0 || body.assisted === true,
        userId: caller.userId,
        boards,
      });
      if (finished === null) throw conflict(MESSAGES.playOver);
      if ('tooFast' in finished) throw invalidInput(MESSAGES.tooFast, 'moves');
      return { status: 'won', timeSeconds: finished.timeSeconds, ranks: finished.ranks, statistics: await statisticsOf(caller, game) };
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;

/** The levels being refilled in this process (one refill per level at a time). */
const refilling = new Set<string>();

/**
 * The pools this process saw full, so a request does not count them again: pooled puzzles are never
 * removed, so a full pool stays full. Per store, as tests give each their own database.
 */
const fullPools = new Set<string>();
const storeIds = new WeakMap<object, number>();
let storeCount = 0;
function poolKey(store: object, level: string): string {
  if (!storeIds.has(store)) storeIds.set(store, ++storeCount);
  return `${storeIds.get(store)}:${level}`;
}

function scheduleInBackground(task: () => Promise<void>): void {
  setImmediate(() => {
    task().catch((error: unknown) => console.error('[games] refilling a puzzle pool failed:', error));
  });
}
