/**
 * Mahjong Solitaire on the platform, as a hidden-state engine (server only). The deal stays on the
 * server until the player deals the tiles (the `start` move, the play's first, which starts the
 * leaderboard's clock): before it the puzzle and the view show the layout only, so nobody can study
 * a deal off the clock. From then every tile is face up; what stays on the server is the order that
 * clears the deal (a solution) and the seed re-deals are drawn from. Hint and Shuffle are therefore
 * server calls, and a win is the server's own replay of the pairs taken, each checked free and matching.
 */
import type { PuzzleHint, Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine, RefusedMove } from '../hidden-state-engine';
import { pick } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { newDeal, reDeal } from './deal';
import { formatBoard, formatPuzzle, parseDeal, parsePuzzle } from './format';
import { findHint } from './hint';
import { DAILY_LEVEL, LEVELS, type LayoutId } from './layouts';
import { moveSchema, type Move } from './moves';
import { MIN_MOVE_SECONDS, minSolveSecondsOf, plausibleSecondsOf } from './pace';
import { freeMatchingPairs, pairProblem, tilesLeft } from './rules';
import {
  afterStep,
  boardText,
  currentBoard,
  MAX_SHUFFLES,
  parseMahjongState,
  type CurrentBoard,
  type MahjongState,
  type Step,
} from './state';

/**
 * What every move answers, and what a resuming player gets: whether the tiles are dealt, the board
 * (format.ts, `..` where a tile was taken; before the start the puzzle, `quick:48`: the layout, no
 * face), how many pairs of free matching tiles there are (0 before the start: none is shown), whether
 * none is left while tiles are, whether undo and redo have something to do, and how many shuffles
 * were made.
 */
export type MahjongReply = {
  readonly started: boolean;
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
  notStarted: 'Deal the tiles first.',
  alreadyStarted: 'The tiles are already dealt.',
} as const;

const SEED_CHARS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

function newSeed(random: Random): string {
  let seed = '';
  for (let i = 0; i < 24; i++) seed += pick(SEED_CHARS, random);
  return seed;
}

export function replyOf(state: MahjongState, board?: CurrentBoard): MahjongReply {
  if (!state.started) {
    return {
      started: false,
      board: formatPuzzle(state.layout),
      freePairs: 0,
      noMovesLeft: false,
      canUndo: false,
      canRedo: false,
      shuffles: 0,
    };
  }
  return startedReply(state, board ?? currentBoard(state));
}

function startedReply(state: MahjongState, board: CurrentBoard): MahjongReply {
  const freePairs = freeMatchingPairs(board.geometry, board.tiles).length;
  return {
    started: true,
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
  return { state, reply: startedReply(state, board), status, ...(help ? { help } : {}) };
}

/** A new game, not dealt yet: the layout is its puzzle; the deal and the order that clears it are kept secret. */
export function newMahjongGame(layout: LayoutId, random: Random): { puzzle: string; state: MahjongState } {
  const deal = newDeal(layout, random);
  const state: MahjongState = {
    layout,
    seed: newSeed(random),
    deal: formatBoard(layout, deal.tiles),
    order: deal.order,
    steps: [],
    undone: [],
    shuffles: 0,
    started: false,
  };
  return { puzzle: formatPuzzle(layout), state };
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
 * A move on the stored state, or the sentence why not: `start` deals the tiles (once, before anything
 * else); a pair must be two different free tiles that match; undo takes back the last step (a pair
 * or a shuffle), redo does it again; a shuffle re-deals the tiles left on their places so that they
 * clear. A new pair or shuffle forgets what was undone.
 */
export function applyMahjongMove(state: MahjongState, move: Move): MahjongApplied | RefusedMove {
  if (move.type === 'start') return state.started ? { refused: MOVE_REFUSALS.alreadyStarted } : applied({ ...state, started: true });
  if (!state.started) return { refused: MOVE_REFUSALS.notStarted };
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

// A puzzle issued before the start move existed was the whole deal.
const layoutOfPuzzle = (puzzle: string): LayoutId | null => (parsePuzzle(puzzle) ?? parseDeal(puzzle))?.layout ?? null;

function createMahjongEngine(): MahjongEngine {
  return {
    kind: 'hidden-state',
    levels: LEVELS,
    dailyLevel: DAILY_LEVEL,
    newGame: newMahjongGame,
    parseState: parseMahjongState,
    moveSchema,
    applyMove: applyMahjongMove,
    publicView: (state) => replyOf(state),
    // Nothing to point at before the tiles are dealt.
    hint: (state) => (state.started ? findHint(currentBoard(state)) : null),
    minSolveSeconds: (puzzle, state) => {
      const layout = state?.layout ?? layoutOfPuzzle(puzzle);
      return layout ? minSolveSecondsOf(layout) : 0;
    },
    plausibleSeconds: (_puzzle, state) => plausibleSecondsOf(state.layout),
    minMoveSeconds: MIN_MOVE_SECONDS,
  };
}

/** The engine the platform registers (lib/games/platform-engines.ts). */
export const engine = createMahjongEngine();
