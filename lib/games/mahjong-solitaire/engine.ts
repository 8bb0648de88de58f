/**
 * Mahjong Solitaire on the platform, as a hidden-state engine (server only). Every tile is face up,
 * so the player sees the whole board; what stays on the server is the order that clears the deal
 * (a solution) and the seed re-deals are drawn from. Hint and Shuffle are therefore server calls,
 * and a win is the server's own replay of the pairs taken, each checked free and matching.
 */
import type { PuzzleHint, Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine, RefusedMove } from '../hidden-state-engine';
import { pick } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { newDeal, reDeal } from './deal';
import { formatBoard, parsePuzzle } from './format';
import { mahjongHint } from './hint';
import { DAILY_LEVEL, LEVELS, type LayoutId } from './layouts';
import { moveSchema, type Move } from './moves';
import { MIN_MOVE_SECONDS, minSolveSecondsOf, plausibleSecondsOf } from './pace';
import { freeMatchingPairs, pairProblem, tilesLeft } from './rules';
import { afterStep, boardText, currentBoard, MAX_SHUFFLES, parseMahjongState, type CurrentBoard, type MahjongState, type Step } from './state';

/**
 * What every move answers, and what a resuming player gets: the board (format.ts, `..` where a tile
 * was taken), how many pairs of free matching tiles there are, whether none is left while tiles
 * are, whether undo and redo have something to do, and how many shuffles were made.
 */
export type MahjongReply = {
  readonly board: string;
  readonly freePairs: number;
  readonly noMovesLeft: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly shuffles: number;
};

/**
 * A move's result. `help: 'shuffle'` marks a move that helps the player like a hint does (a re-deal
 * that makes the rest solvable): the platform records it as a hint, so the result is assisted.
 */
export type MahjongApplied = AppliedMove<MahjongState, MahjongReply>;

export const MOVE_REFUSALS = {
  nothingToUndo: 'There is nothing to undo.',
  nothingToRedo: 'There is nothing to redo.',
  tooManyShuffles: `No more shuffles in this game (at most ${MAX_SHUFFLES}).`,
  cannotShuffle: 'These tiles cannot be dealt again so that they all clear: undo instead.',
} as const;

const SEED_CHARS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

function newSeed(random: Random): string {
  let seed = '';
  for (let i = 0; i < 24; i++) seed += pick(SEED_CHARS, random);
  return seed;
}

export function replyOf(state: MahjongState, board: CurrentBoard = currentBoard(state)): MahjongReply {
  const freePairs = freeMatchingPairs(board.geometry, board.tiles).length;
  return {
    board: boardText(state, board),
    freePairs,
    noMovesLeft: freePairs === 0 && tilesLeft(board.tiles) > 0,
    canUndo: state.steps.length > 0,
    canRedo: state.undone.length > 0,
    shuffles: state.shuffles,
  };
}

/** The move's result, given the board it leaves (derived from the steps when not). */
function applied(state: MahjongState, board: CurrentBoard = currentBoard(state), help?: 'shuffle'): MahjongApplied {
  const status = tilesLeft(board.tiles) === 0 ? 'won' : 'playing';
  return { state, reply: replyOf(state, board), status, ...(help ? { help } : {}) };
}

/** A new game: the deal (its text is the puzzle) and the order that clears it, kept secret. */
export function newMahjongGame(layout: LayoutId, random: Random): { puzzle: string; state: MahjongState } {
  const deal = newDeal(layout, random);
  const puzzle = formatBoard(layout, deal.tiles);
  return { puzzle, state: { layout, seed: newSeed(random), deal: puzzle, order: deal.order, steps: [], undone: [], shuffles: 0 } };
}

/** The n-th re-deal of a game (counted over undone ones too, so a shuffle undone and made again differs). */
function shuffle(state: MahjongState, board: CurrentBoard): MahjongApplied | RefusedMove {
  if (state.shuffles >= MAX_SHUFFLES) return { refused: MOVE_REFUSALS.tooManyShuffles };
  const dealt = reDeal(board.geometry, board.tiles, createSeededRandom(`${state.seed}/shuffle/${state.shuffles}`));
  if (!dealt) return { refused: MOVE_REFUSALS.cannotShuffle };
  const step: Step = { type: 'shuffle', board: formatBoard(state.layout, dealt.tiles), order: dealt.order };
  return applied({ ...state, steps: [...state.steps, step], undone: [], shuffles: state.shuffles + 1 }, afterStep(board, step), 'shuffle');
}

/**
 * A move on the stored state, or the sentence why not: a pair must be two different free tiles that
 * match; undo takes back the last step (a pair or a shuffle), redo does it again; a shuffle re-deals
 * the tiles left on their places so that they clear. A new pair or shuffle forgets what was undone.
 */
export function applyMahjongMove(state: MahjongState, move: Move): MahjongApplied | RefusedMove {
  const board = currentBoard(state);
  switch (move.type) {
    case 'pair': {
      const problem = pairProblem(board.geometry, board.tiles, move.a, move.b);
      if (problem) return { refused: problem };
      const step: Step = { type: 'pair', a: move.a, b: move.b };
      return applied({ ...state, steps: [...state.steps, step], undone: [] }, afterStep(board, step));
    }
    case 'undo': {
      const last = state.steps.at(-1);
      if (!last) return { refused: MOVE_REFUSALS.nothingToUndo };
      return applied({ ...state, steps: state.steps.slice(0, -1), undone: [...state.undone, last] });
    }
    case 'redo': {
      const next = state.undone.at(-1);
      if (!next) return { refused: MOVE_REFUSALS.nothingToRedo };
      // Legal again: the board is as it was when the step was undone (parseState checks a stored one).
      return applied({ ...state, steps: [...state.steps, next], undone: state.undone.slice(0, -1) }, afterStep(board, next));
    }
    case 'shuffle':
      return shuffle(state, board);
  }
}

export type MahjongEngine = HiddenStateEngine<LayoutId, MahjongState, Move, MahjongReply> & {
  applyMove(state: MahjongState, move: Move): MahjongApplied | RefusedMove;
  hint(state: MahjongState): PuzzleHint | null;
};

const layoutOfPuzzle = (puzzle: string): LayoutId | null => parsePuzzle(puzzle)?.layout ?? null;

export function createMahjongEngine(): MahjongEngine {
  return {
    kind: 'hidden-state',
    levels: LEVELS,
    dailyLevel: DAILY_LEVEL,
    newGame: newMahjongGame,
    parseState: parseMahjongState,
    moveSchema,
    applyMove: applyMahjongMove,
    publicView: (state) => replyOf(state),
    hint: (state) => mahjongHint(currentBoard(state)),
    minSolveSeconds: (puzzle, state) => {
      const layout = state?.layout ?? layoutOfPuzzle(puzzle);
      return layout ? minSolveSecondsOf(layout) : 0;
    },
    plausibleSeconds: (_puzzle, state) => plausibleSecondsOf(state.layout),
    minMoveSeconds: MIN_MOVE_SECONDS,
  };
}
