import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import { MAX_PAUSES, type StoredPlay } from '@/lib/db/store/game-plays';
import type { RateBucket } from '@/lib/db/store/rate-limits';
import { getEnv } from '@/lib/env';
import { createSeededRandom } from '../toolbox/seeded-random';
import type { PuzzleHint, Random } from '@/lib/games/grid-puzzle-engine';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { badRequest, conflict, invalidInput, notFound, rateLimited } from '@/lib/http/errors';
import { playFinished, playStarted, resultHeld } from '@/lib/observability/events';
import { gameStatistics, utcDay, type GameStatistics } from './statistics';
import { createDailyPuzzles } from './daily-puzzles';
import { dailyLevelFor } from './daily-levels';
import { baseView, issuePlaySchema, MAX_MOVES, MESSAGES, type FinishedPlay, type PlayCaller, type PlayView } from './play-contract';
import { boardsOf, heldBeforeFinish, heldView, resultStanding, storedResult } from './fair-play';
import { createHiddenMoves } from './hidden-state-moves';
import { createPracticePools, scheduleInBackground, type Schedule } from './practice-pools';
import { readStoredState } from './pooled-states';
import {
  applyInThread,
  dailyInThread,
  generateInThread,
  type AnyGridEngine,
  type AnyHiddenEngine,
  type ApplyCostlyMove,
  type GenerateDaily,
  type GeneratePuzzle,
  type PlatformEngine,
  type PlatformEngines,
} from './puzzle-generation';

/**
 * The referee of every platform game: it issues plays (a daily, the same for everybody on a UTC
 * day, or a practice puzzle at a chosen level), times them by the server's clock, replays the
 * move list with the game's own engine and records results. Nothing here knows a particular game.
 */
export type { AnyGridEngine, AnyHiddenEngine, PlatformEngine, PlatformEngines } from './puzzle-generation';
export { POOL_CEILING, POOL_GROWTH, POOL_TARGET } from './practice-pools';
export { MAX_MOVES, MESSAGES, type FinishedPlay, type PlayCaller, type PlayView } from './play-contract';

/** About one new play in this many sweeps old rows (abandoned plays, old limits, unused anonymous data). */
const SWEEP_EVERY = 100;

export function createPlayService(
  store: Pick<Store, 'gamePlays' | 'gameResults' | 'puzzleHelp' | 'rateLimits' | 'heldResults'> & Partial<Pick<Store, 'sweeps'>>,
  engines: PlatformEngines,
  options: {
    now?: () => Date;
    newRandom?: () => Random;
    /** Makes new puzzles (the server: off the request thread); default in this thread, by newRandom. */
    generate?: GeneratePuzzle;
    /** Makes a hidden-state game's new daily (engine newDaily); default in this thread. */
    generateDaily?: GenerateDaily;
    /** Applies a costly move (engine costlyMove); default in this thread. */
    applyCostlyMove?: ApplyCostlyMove;
    /** Runs background work (pool refills, tomorrow's daily, sweeps) after an answer. */
    schedule?: Schedule;
    /**
     * The factor every time floor (minSolveSeconds, plausibleSeconds, minMoveSeconds) is applied
     * with: 1 (the engines' own floors) unless the browser tests' server sets TEST_TIME_FLOOR_SCALE.
     */
    timeFloorScale?: number;
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const newRandom = options.newRandom ?? (() => createSeededRandom(randomUUID()));
  const schedule = options.schedule ?? scheduleInBackground;
  const generate = options.generate ?? generateInThread(engines, newRandom);
  const generateDaily = options.generateDaily ?? dailyInThread(engines, newRandom);
  const pools = createPracticePools(store, generate, schedule);
  const dailies = createDailyPuzzles(store, { generate, generateDaily, schedule, now });
  const timeFloorScale = options.timeFloorScale ?? getEnv().timeFloorScale;
  /** A time floor of an engine, as this server applies it. */
  const floor = (seconds: number) => seconds * timeFloorScale;

  function engineOf(game: string): PlatformEngine {
    const engine = Object.hasOwn(engines, game) ? engines[game] : undefined;
    if (!engine) throw notFound(MESSAGES.notPlayable(game));
    return engine;
  }

  /** The daily level a request names (none: the engine's dailyLevel); 400 when that level has no daily. */
  function dailyLevelOf(engine: PlatformEngine, requested: string | undefined): string {
    const level = dailyLevelFor(engine, requested);
    if (level === null) throw badRequest(MESSAGES.noDailyLevel);
    return level;
  }

  /** Hints and finishing from a move list are for grid games; a hidden-state game takes moves. */
  function gridEngineOf(game: string): AnyGridEngine {
    const engine = engineOf(game);
    if (isHiddenStateEngine(engine)) throw notFound(MESSAGES.notForThisGame);
    return engine;
  }

  /**
   * A play as the player may see it: a hidden-state game's view so far comes along. `made`: the state
   * this request has just made for it (a deal), not read back. A play not moved yet shows its stored
   * starting state, read once per process (pooled-states.ts).
   */
  function toView(play: StoredPlay, made?: unknown): PlayView {
    const engine = engineOf(play.gameSlug);
    if (!isHiddenStateEngine(engine)) return baseView(play);
    if (made !== undefined) return { ...baseView(play), view: engine.publicView(made) };
    if ((play.state ?? null) === null) return { ...baseView(play), view: readStoredState(engine, play.puzzle.solution)?.view ?? null };
    const state = engine.parseState(play.state);
    return { ...baseView(play), view: state === null ? null : engine.publicView(state) };
  }

  /** A finished play's view carries its result as first answered, so a reload shows the same results. */
  async function viewOf(caller: PlayCaller, play: StoredPlay): Promise<PlayView> {
    const view = toView(play);
    if (play.status === 'playing') return view;
    const engine = engineOf(play.gameSlug);
    const result = await storedResult(store, caller, play.gameSlug, play, engine);
    // A grid game won is its solution: the player has earned it (a hidden-state game's view already shows its end).
    const solved = play.status === 'won' && !isHiddenStateEngine(engine) ? { solution: play.puzzle.solution } : {};
    return { ...view, ...(result ? { result } : {}), ...solved };
  }

  async function requirePlay(caller: PlayCaller, game: string, playId: string): Promise<StoredPlay> {
    const play = caller.perIp
      ? await countedRead(caller.perIp, caller, game, playId)
      : await store.gamePlays.findPlay(playId, caller.key, game);
    // Another player's play is indistinguishable from a missing one.
    if (!play) throw notFound(MESSAGES.playNotFound);
    return play;
  }
  async function countedRead(perIp: RateBucket, caller: PlayCaller, game: string, playId: string): Promise<StoredPlay | null> {
    const read = await store.gamePlays.findPlayAfterHit(playId, caller.key, game, perIp);
    if (!read.allowed) throw rateLimited(perIp.message, read.retryAfterSeconds);
    return read.play;
  }

  /** A play that may be played now: still playing and not paused (nothing is played on a stopped clock). */
  async function requirePlaying(caller: PlayCaller, game: string, playId: string): Promise<StoredPlay> {
    return playable(await requirePlay(caller, game, playId));
  }
  function playable(play: StoredPlay): StoredPlay {
    if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
    if (play.paused) throw conflict(MESSAGES.paused);
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

  async function statisticsOf(caller: PlayCaller, game: string): Promise<GameStatistics> {
    const [summary] = await store.gameResults.summaries(caller.key, game);
    return gameStatistics(summary, utcDay(now()));
  }

  const hiddenMoves = createHiddenMoves({
    store,
    statistics: statisticsOf,
    requirePlay,
    applyCostlyMove: options.applyCostlyMove ?? applyInThread(engines),
    floor,
  });

  /**
   * Counts help on the play and records it per puzzle (one statement) before it is given: when a
   * finish got there first, nothing would mark the result, so the help is refused (409) instead.
   */
  async function recordHelp(caller: PlayCaller, play: StoredPlay, kind: 'hint' | 'check'): Promise<void> {
    if (!(await store.puzzleHelp.recordPlayHelp(play.id, caller.key, caller.address, kind))) throw conflict(MESSAGES.playOver);
  }

  /** A hidden-state game's hint comes from the state the server keeps (the move list is not needed). */
  async function hiddenHint(
    engine: AnyHiddenEngine,
    caller: PlayCaller,
    game: string,
    playId: string,
  ): Promise<{ hint: PuzzleHint | null }> {
    if (!engine.hint) throw notFound(MESSAGES.notForThisGame);
    const play = await requirePlaying(caller, game, playId);
    const state = engine.parseState(play.state ?? JSON.parse(play.puzzle.solution));
    if (state === null) throw conflict(MESSAGES.playNotFound);
    const hint = engine.hint(state);
    if (hint) await recordHelp(caller, play, 'hint');
    return { hint };
  }

  /** A finish sent again after its answer was lost: the stored result when the moves solve the puzzle. */
  async function retriedFinish(
    engine: AnyGridEngine,
    caller: PlayCaller,
    game: string,
    play: StoredPlay,
    moves: unknown,
  ): Promise<FinishedPlay | null> {
    if (play.status !== 'won' || !engine.isSolved(play.puzzle.puzzle, replay(engine, play.puzzle.puzzle, moves), play.puzzle.solution))
      return null;
    const stored = await storedResult(store, caller, game, play, engine);
    return stored && { status: 'won', ...stored, statistics: await statisticsOf(caller, game) };
  }

  /**
   * A new practice play of a hidden-state game whose engine deals per play (Dominoes): its own hidden
   * parts, stored as the play's starting state before anyone sees it, so a pooled puzzle shared by two
   * keys shares only what its text shows. Answers the play as the player sees it.
   */
  async function dealtForPlay(engine: PlatformEngine, caller: PlayCaller, play: StoredPlay): Promise<PlayView> {
    if (!isHiddenStateEngine(engine) || !engine.dealForPlay || play.state !== null || play.status !== 'playing') return toView(play);
    const pooled = readStoredState(engine, play.puzzle.solution);
    if (pooled === null) return toView(play);
    const state = engine.dealForPlay(pooled.state, newRandom());
    return (await store.gamePlays.dealPlay(play.id, caller.key, state)) ? toView({ ...play, state }, state) : toView(play);
  }

  /** Old rows are swept now and then, in bounded batches, by whoever starts a play. */
  function maybeSweep(): void {
    const sweeps = store.sweeps;
    if (sweeps && Math.random() < 1 / SWEEP_EVERY) schedule(() => sweeps.sweepGameRows().then(() => undefined));
  }

  /** A daily or a new practice play (see issue), as it was issued or resumed. */
  async function issuePlay(
    caller: PlayCaller,
    game: string,
    request: z.infer<typeof issuePlaySchema>,
    limits: { perKey?: RateBucket; perIp?: RateBucket },
  ): Promise<PlayView> {
    const engine = engineOf(game);
    const day = utcDay(now());
    maybeSweep();
    if (request.mode === 'daily') {
      const dailyLevel = dailyLevelOf(engine, request.level);
      if (limits.perIp) {
        const hit = await store.rateLimits.hit(limits.perIp.bucket, limits.perIp.windowSeconds, limits.perIp.limit);
        if (!hit.allowed) throw rateLimited(limits.perIp.message, hit.retryAfterSeconds);
      }
      const existing = await store.gamePlays.findDailyPlay(game, caller.key, day, dailyLevel);
      if (existing) return viewOf(caller, existing);
      const stored = await dailies.today(game, engine, dailyLevel);
      const created = await store.gamePlays.createPlay({
        gameSlug: game,
        playerKey: caller.key,
        mode: 'daily',
        level: stored.level,
        day: stored.day,
        puzzleId: stored.id,
        // Recorded against the daily as played from this address: another key's win of it is then held.
        address: caller.address,
      });
      playStarted(game, 'daily');
      return toView(created);
    }
    const level = request.level ?? engine.dailyLevel;
    if (!engine.levels.some((l) => l.id === level)) throw invalidInput(MESSAGES.unknownLevel, 'level');
    pools.ensureFilling(game, level);
    const buckets = [limits.perIp, limits.perKey].filter((b) => b !== undefined);
    // A hidden-state game whose deal is the puzzle: a deal nobody was given first (a shared one cannot rank).
    const preferUnplayed = isHiddenStateEngine(engine) && engine.dealForPlay === undefined;
    const pooled = await store.gamePlays.createPracticePlay({ gameSlug: game, playerKey: caller.key, level, day, preferUnplayed }, buckets);
    if (!pooled.allowed) throw rateLimited(pooled.refusedBy?.message ?? '', pooled.retryAfterSeconds);
    const created =
      pooled.play ??
      (await store.gamePlays.createPlay({
        gameSlug: game,
        playerKey: caller.key,
        mode: 'practice',
        level,
        day,
        puzzleId: await pools.beyondPool(game, level, caller.key),
      }));
    playStarted(game, 'practice');
    return dealtForPlay(engine, caller, created);
  }

  return {
    statistics: statisticsOf,

    /** One move of a hidden-state game, applied by the server: what it reveals, and the result at the end. */
    async move(caller: PlayCaller, game: string, playId: string, move: unknown) {
      const engine = engineOf(game);
      if (!isHiddenStateEngine(engine)) throw notFound(MESSAGES.movesOnly);
      return hiddenMoves(engine, caller, game, playId, move);
    },

    /**
     * What a page needs of today's daily before its Start: the day and the level (none asked: the
     * engine's dailyLevel; 400 for a level without a daily), the daily made on first request. Never
     * the puzzle: a grid game's clock starts at the issue, so the grid goes out only with a play.
     */
    async dailyOutline(game: string, requestedLevel?: string): Promise<{ game: string; day: string; level: string }> {
      const engine = engineOf(game);
      const stored = await dailies.today(game, engine, dailyLevelOf(engine, requestedLevel));
      return { game, day: stored.day, level: stored.level };
    },

    /**
     * The day's public puzzle of a daily level (none: the engine's dailyLevel), created on first
     * request. For the server and its tests only: no route answers it without issuing a play.
     */
    async daily(game: string, requestedLevel?: string): Promise<{ game: string; day: string; level: string; puzzle: string }> {
      const engine = engineOf(game);
      const stored = await dailies.today(game, engine, dailyLevelOf(engine, requestedLevel));
      return { game, day: stored.day, level: stored.level, puzzle: stored.puzzle };
    },

    /**
     * A daily (the player's one play of the day and daily level, resumed if started; no level: the
     * engine's dailyLevel; a level without a daily: 400, nothing changed) or a new practice puzzle. Each
     * counts a hit against `limits.perIp` (the address's starts); a practice play also against
     * `limits.perKey` (the player's new plays), in the statement that makes it. Refused past either
     * (429), changing nothing else. The route always gives both.
     */
    async issue(
      caller: PlayCaller,
      game: string,
      request: z.infer<typeof issuePlaySchema>,
      limits: { perKey?: RateBucket; perIp?: RateBucket } = {},
    ): Promise<PlayView> {
      const view = await issuePlay(caller, game, request, limits);
      if (!request.paused || view.status !== 'playing' || view.paused) return view;
      // Issued behind a first visit's how-to card: the player's clock waits for the resume; the
      // leaderboard's runs from the issue as always (the puzzle is in the player's hands).
      return (await store.gamePlays.setPaused(view.playId, caller.key, true)) ? { ...view, paused: true } : view;
    },

    /** A play as it stands (to resume after a reload). */
    async get(caller: PlayCaller, game: string, playId: string): Promise<PlayView> {
      engineOf(game);
      return viewOf(caller, await requirePlay(caller, game, playId));
    },

    /** Stops or restarts the play's clock (the board is hidden while paused); a play may pause MAX_PAUSES times. */
    async clock(caller: PlayCaller, game: string, playId: string, paused: boolean): Promise<PlayView> {
      engineOf(game);
      const play = await requirePlay(caller, game, playId);
      if (play.status !== 'playing') throw conflict(MESSAGES.playOver);
      if (paused && !play.paused && play.pauses >= MAX_PAUSES) throw rateLimited(MESSAGES.pausedTooOften, 3600);
      await store.gamePlays.setPaused(play.id, caller.key, paused);
      // The call's hit was counted by the first read.
      return toView(await requirePlay({ ...caller, perIp: undefined }, game, playId));
    },

    /** The next deduction from the grid the moves lead to; counted, so the result is marked assisted. */
    async hint(caller: PlayCaller, game: string, playId: string, moves: unknown): Promise<{ hint: PuzzleHint | null }> {
      const any = engineOf(game);
      if (isHiddenStateEngine(any)) return hiddenHint(any, caller, game, playId);
      const engine = gridEngineOf(game);
      const play = await requirePlaying(caller, game, playId);
      const grid = replay(engine, play.puzzle.puzzle, moves);
      const hint = engine.hint(play.puzzle.puzzle, grid, play.puzzle.solution);
      if (hint) await recordHelp(caller, play, 'hint');
      return { hint };
    },

    /**
     * "Show mistakes": the cells of the grid the moves lead to whose entry is not the solution's
     * (never an empty cell, never a right digit). Counted, so the result is marked assisted.
     */
    async check(caller: PlayCaller, game: string, playId: string, moves: unknown): Promise<{ mistakes: number[] }> {
      const engine = gridEngineOf(game);
      if (!engine.mistakes) throw notFound(MESSAGES.noMistakeCheck);
      const play = await requirePlaying(caller, game, playId);
      const grid = replay(engine, play.puzzle.puzzle, moves);
      const mistakes = engine.mistakes(play.puzzle.puzzle, grid, play.puzzle.solution);
      await recordHelp(caller, play, 'check');
      return { mistakes };
    },

    /**
     * Replays the moves; a solved grid ends the play as won, timed by the server's clock. A forged,
     * unsolved, paused or impossibly fast finish is refused and changes nothing; the same finish sent
     * again answers the stored result. Help this player had on the puzzle in any play makes it
     * assisted; a time under the level's human floor, or help shown nearby, holds it as pending.
     */
    async finish(caller: PlayCaller, game: string, playId: string, body: { moves: unknown; assisted?: boolean }): Promise<FinishedPlay> {
      const engine = gridEngineOf(game);
      const found = await requirePlay(caller, game, playId);
      const retried = await retriedFinish(engine, caller, game, found, body.moves);
      if (retried) return retried;
      const play = playable(found);
      const grid = replay(engine, play.puzzle.puzzle, body.moves);
      if (!engine.isSolved(play.puzzle.puzzle, grid, play.puzzle.solution)) throw invalidInput(MESSAGES.notSolved, 'moves');
      const help = await store.puzzleHelp.helpOn(play.puzzle.id, caller.key, caller.address);
      const assisted = play.hints > 0 || play.checks > 0 || help.mine || body.assisted === true;
      const finished = await store.gamePlays.finishPlay({
        id: play.id,
        playerKey: caller.key,
        status: 'won',
        minSeconds: floor(engine.minSolveSeconds(play.puzzle.puzzle)),
        assisted,
        userId: caller.userId,
        boards: boardsOf(play, engine),
        plausibleSeconds: floor(engine.plausibleSeconds(play.puzzle.puzzle, play.level)),
        heldFor: heldBeforeFinish(play, help),
      });
      if (finished === null) throw conflict(MESSAGES.playOver);
      if ('tooFast' in finished) throw invalidInput(MESSAGES.tooFast, 'moves');
      const { timeSeconds, boardSeconds, ranks } = finished;
      const held = heldView(finished.held);
      const standing = resultStanding({ won: true, assisted: finished.assisted, held, signedIn: caller.userId !== null });
      playFinished(game, 'won');
      if (standing.status === 'held' && held) resultHeld(game, play.level, held.reason);
      return { status: 'won', timeSeconds, boardSeconds, ranks, held, standing, statistics: await statisticsOf(caller, game) };
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
