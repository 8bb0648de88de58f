import type { Store } from '@/lib/db/store';
import type { StoredPlay } from '@/lib/db/store/game-plays';
import { isRefusedMove, type HiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { badRequest, conflict, invalidInput } from '@/lib/http/errors';
import { allTimeBoard, dailyBoard } from './boards';
import type { GameStatistics } from './statistics';

type Caller = { key: string; userId: string | null };
type AnyHiddenEngine = HiddenStateEngine<string, unknown, unknown, unknown>;

export const MOVE_MESSAGES = {
  badMove: 'That move is not allowed now.',
  playOver: 'This game is already over.',
  answeredElsewhere: 'This move was already answered (another tab?). Load the game again.',
  brokenState: 'This game cannot be continued. Start a new one.',
} as const;

/** A move's answer: what it revealed, and once the game ended its result. */
export type HiddenMoveResult = {
  status: 'playing' | 'won' | 'lost';
  reply: unknown;
  result?: { timeSeconds: number; ranks: Record<string, number>; statistics: GameStatistics };
};

/**
 * Moves of hidden-state games: the server holds the state, applies each move with the engine and
 * answers only what it reveals. A move is applied to the state it was read with, or not at all
 * (two tabs racing get one answer and one 409). A win faster than a human counts as played, but
 * enters no leaderboard.
 */
export function createHiddenMoves(deps: {
  store: Pick<Store, 'gamePlays'>;
  statistics: (caller: Caller, game: string) => Promise<GameStatistics>;
  requirePlay: (caller: Caller, game: string, playId: string) => Promise<StoredPlay>;
}) {
  return async function applyHiddenMove(engine: AnyHiddenEngine, caller: Caller, game: string, playId: string, rawMove: unknown): Promise<HiddenMoveResult> {
    const play = await deps.requirePlay(caller, game, playId);
    if (play.status !== 'playing') throw conflict(MOVE_MESSAGES.playOver);
    const move = engine.moveSchema.safeParse(rawMove);
    if (!move.success) throw invalidInput(MOVE_MESSAGES.badMove, 'move');
    const state = engine.parseState(play.state ?? JSON.parse(play.puzzle.solution));
    if (state === null) throw conflict(MOVE_MESSAGES.brokenState);
    const applied = engine.applyMove(state, move.data);
    if (applied === null) throw invalidInput(MOVE_MESSAGES.badMove, 'move');
    // The rules' own reason (e.g. 'Not in the word list'): a 400 the player reads; nothing changes.
    if (isRefusedMove(applied)) throw badRequest(applied.refused);

    if (applied.status === 'playing') {
      const saved = await deps.store.gamePlays.updateState(play.id, caller.key, play.state, applied.state);
      if (!saved) throw conflict(MOVE_MESSAGES.answeredElsewhere);
      return { status: 'playing', reply: applied.reply };
    }
    const won = applied.status === 'won';
    const finished = await deps.store.gamePlays.finishPlay({
      id: play.id,
      playerKey: caller.key,
      status: applied.status,
      minSeconds: 0,
      assisted: play.hints > 0 || (won && play.elapsedSeconds < engine.minSolveSeconds(play.puzzle.puzzle, applied.state)),
      userId: caller.userId,
      boards: [allTimeBoard(play.level), ...(play.mode === 'daily' ? [dailyBoard(play.day)] : [])],
      state: applied.state,
      expectedState: { value: play.state },
      score: won && engine.scoreOf ? engine.scoreOf(applied.state) : null,
    });
    if (finished === null || 'tooFast' in finished) throw conflict(MOVE_MESSAGES.answeredElsewhere);
    return {
      status: applied.status,
      reply: applied.reply,
      result: { timeSeconds: finished.timeSeconds, ranks: finished.ranks, statistics: await deps.statistics(caller, game) },
    };
  };
}
