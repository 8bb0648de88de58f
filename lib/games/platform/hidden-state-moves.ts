import type { Store } from '@/lib/db/store';
import type { StoredPlay } from '@/lib/db/store/game-plays';
import { isRefusedMove, type AppliedMove, type HiddenStateEngine, type MoveHelp } from '@/lib/games/hidden-state-engine';
import { badRequest, conflict, invalidInput } from '@/lib/http/errors';
import { boardsOf, heldBeforeFinish, heldView, resultStanding, sameJson, sharedDealOf, storedResult } from './fair-play';
import type { PlayResult } from './play-contract';
import type { ApplyCostlyMove } from './puzzle-generation';
import type { GameStatistics } from './statistics';
import { playFinished, resultHeld } from '@/lib/observability/events';

type Caller = { key: string; userId: string | null; address: string };

/** How a move's help is counted on the play: a check with the mistake checks, the rest with the hints. */
const RECORDED_AS: Record<MoveHelp, 'hint' | 'check'> = { shuffle: 'hint', check: 'check', reveal: 'hint' };
type AnyHiddenEngine = HiddenStateEngine<string, unknown, unknown, unknown>;

export const MOVE_MESSAGES = {
  badMove: 'That move is not allowed now.',
  playOver: 'This game is already over.',
  paused: 'This game is paused. Resume it to go on.',
  answeredElsewhere: 'This move was already answered (another tab?). Load the game again.',
  costlyMoveUnderWay: 'The board is still being made for your first move. Try again in a moment.',
  brokenState: 'This game cannot be continued. Start a new one.',
} as const;

/** A move's answer: what it revealed, and once the game ended its result. */
export type HiddenMoveResult = {
  status: 'playing' | 'won' | 'lost';
  reply: unknown;
  /** The play's clock after a move that did not end it (hidden-state games' clocks start at the first move). */
  elapsedSeconds?: number;
  /**
   * timeSeconds: the play's clock, pauses excluded; boardSeconds: the leaderboard's, from the first
   * move with pauses included; held: why a win waits for review instead of being ranked; standing:
   * the one status and sentence the results screen shows about the leaderboards.
   */
  result?: PlayResult & { statistics: GameStatistics };
};

/**
 * Moves of hidden-state games: the server holds the state, applies each move with the engine and
 * answers only what it reveals. A move is applied to the state it was read with, or not at all
 * (two tabs racing get one answer and one 409); nothing is played while the play is paused. A
 * costly move (Minesweeper's first click) runs on the generator thread, one per play at a time.
 * A win faster than a human counts as played, but is held off the leaderboards.
 */
export function createHiddenMoves(deps: {
  store: Pick<Store, 'gamePlays' | 'gameResults' | 'puzzleHelp' | 'heldResults'>;
  statistics: (caller: Caller, game: string) => Promise<GameStatistics>;
  requirePlay: (caller: Caller, game: string, playId: string) => Promise<StoredPlay>;
  applyCostlyMove: ApplyCostlyMove;
  /** An engine's time floor as the server applies it (the browser tests' server scales them). */
  floor: (seconds: number) => number;
}) {
  const { store, floor } = deps;

  /** The engine's answer to the move; a costly one is made off the request thread, under the play's claim. */
  async function apply(
    engine: AnyHiddenEngine,
    caller: Caller,
    play: StoredPlay,
    state: unknown,
    move: unknown,
  ): Promise<{ applied: AppliedMove<unknown, unknown>; claimed: boolean }> {
    const costly = engine.costlyMove?.(state, move) ?? false;
    if (costly && !(await store.gamePlays.claimCostlyMove(play.id, caller.key))) throw conflict(MOVE_MESSAGES.costlyMoveUnderWay);
    try {
      const applied = costly ? await deps.applyCostlyMove(play.gameSlug, state, move) : engine.applyMove(state, move);
      if (applied === null) throw invalidInput(MOVE_MESSAGES.badMove, 'move');
      // The rules' own reason (e.g. 'Not in the word list'): a 400 the player reads; nothing changes.
      if (isRefusedMove(applied)) throw badRequest(applied.refused);
      return { applied, claimed: costly };
    } catch (error) {
      if (costly) await store.gamePlays.releaseCostlyMove(play.id, caller.key);
      throw error;
    }
  }

  /** The same last move sent again (its answer was lost): the stored answer, not a 409. */
  async function retriedLastMove(
    engine: AnyHiddenEngine,
    caller: Caller,
    game: string,
    play: StoredPlay,
    move: unknown,
  ): Promise<HiddenMoveResult | null> {
    if (play.status === 'playing' || play.finalMove === null || !sameJson(play.finalMove, move)) return null;
    const stored = await storedResult(store, caller, game, play, engine);
    return (
      stored && { status: play.status, reply: play.finalReply, result: { ...stored, statistics: await deps.statistics(caller, game) } }
    );
  }

  return async function applyHiddenMove(
    engine: AnyHiddenEngine,
    caller: Caller,
    game: string,
    playId: string,
    rawMove: unknown,
  ): Promise<HiddenMoveResult> {
    const play = await deps.requirePlay(caller, game, playId);
    const move = engine.moveSchema.safeParse(rawMove);
    if (!move.success) throw invalidInput(MOVE_MESSAGES.badMove, 'move');
    if (play.status !== 'playing') {
      const retried = await retriedLastMove(engine, caller, game, play, move.data);
      if (retried) return retried;
      throw conflict(MOVE_MESSAGES.playOver);
    }
    if (play.paused) throw conflict(MOVE_MESSAGES.paused);
    const state = engine.parseState(play.state ?? JSON.parse(play.puzzle.solution));
    if (state === null) throw conflict(MOVE_MESSAGES.brokenState);
    const { applied, claimed } = await apply(engine, caller, play, state, move.data);

    // Help a move gives counts like a hint or a mistakes check: on the play and per player and puzzle,
    // in the statement that saves the move, so no request (a racing finish) sees the move without it.
    const kind = applied.help ? RECORDED_AS[applied.help] : null;
    if (applied.status === 'playing') {
      const help = kind && { kind, address: caller.address };
      const saved = await store.gamePlays.updateState(play.id, caller.key, play.state, applied.state, floor(engine.minMoveSeconds), help);
      if (!saved) {
        if (claimed) await store.gamePlays.releaseCostlyMove(play.id, caller.key);
        throw conflict(play.paused ? MOVE_MESSAGES.paused : MOVE_MESSAGES.answeredElsewhere);
      }
      return { status: 'playing', reply: applied.reply, elapsedSeconds: saved.elapsedSeconds };
    }
    const won = applied.status === 'won';
    // Another key's daily scouts this one only once it was played: its issue shows the puzzle text alone.
    const help = await store.puzzleHelp.helpOn(play.puzzle.id, caller.key, caller.address, true);
    // The play's own hints and checks count whatever became of their records (swept after two days);
    // the store also counts those it finds on the play as it finishes it.
    const assisted = play.hints > 0 || play.checks > 0 || help.mine || applied.help !== undefined;
    // A practice deal another key was dealt too could have been scouted: counted, off the all-time board.
    const sharedDeal = won && (await sharedDealOf(store, play, engine, caller.key));
    const finished = await store.gamePlays.finishPlay({
      id: play.id,
      playerKey: caller.key,
      status: applied.status,
      minSeconds: 0,
      assisted,
      userId: caller.userId,
      boards: boardsOf(play, engine, sharedDeal),
      sharedDeal,
      // Both floors on the clock from the first move: faster than possible, or than fast humans, is held.
      plausibleSeconds: won
        ? floor(
            Math.max(engine.minSolveSeconds(play.puzzle.puzzle, applied.state), engine.plausibleSeconds(play.puzzle.puzzle, applied.state)),
          )
        : 0,
      heldFor: heldBeforeFinish(play, help),
      hidden: { minMoveSeconds: floor(engine.minMoveSeconds), finalMove: move.data, finalReply: applied.reply },
      state: applied.state,
      expectedState: { value: play.state },
      // The final move's help, and a loss (it shows the answer) as a reveal to this address.
      help: { address: caller.address, kind },
      score: won && engine.scoreOf ? engine.scoreOf(applied.state) : null,
      rankScore: won && engine.rankByScore && engine.scoreOf ? engine.scoreOf(applied.state) : null,
    });
    if (finished === null || 'tooFast' in finished) {
      if (claimed) await store.gamePlays.releaseCostlyMove(play.id, caller.key);
      throw conflict(MOVE_MESSAGES.answeredElsewhere);
    }
    const held = heldView(finished.held);
    const standing = resultStanding({ won, assisted: finished.assisted, held, signedIn: caller.userId !== null, sharedDeal });
    playFinished(game, applied.status);
    if (standing.status === 'held' && held) resultHeld(game, play.level, held.reason);
    return {
      status: applied.status,
      reply: applied.reply,
      result: {
        timeSeconds: finished.timeSeconds,
        boardSeconds: finished.boardSeconds,
        ranks: finished.ranks,
        held,
        standing,
        statistics: await deps.statistics(caller, game),
      },
    };
  };
}
