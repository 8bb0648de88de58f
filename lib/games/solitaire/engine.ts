/**
 * Klondike on the platform, as a hidden-state engine: the server keeps the deal (so the face-down
 * cards and the stock order) and the proven line; a player sends one move at a time and gets back
 * the public view, in which a card is named only once it is face up.
 */
import type { Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine, RefusedMove } from '../hidden-state-engine';
import { cardsText } from './cards';
import { MAX_STEPS, addPoints, parseSolitaireState, rememberReplay, replayGame, type Replayed, type SolitaireState } from './game';
import { generateDeal } from './generator';
import { findHint } from './hint';
import { DAILY_LEVEL, LEVELS, levelById, type LevelId } from './levels';
import { moveSchema, type Move } from './moves';
import { moveOfStep, parseStepText, stepOfMove, stepText } from './notation';
import { clonePosition, dealPosition, isAutoCompletable, isWon } from './position';
import { applyStep, refusalOf, type Step } from './rules';
import { forcedFinish } from './solver';
import { boardOfPosition, boardText, viewOfPosition, type SolitaireView } from './view';

export const REFUSALS = {
  nothingToUndo: 'There is nothing to undo.',
  autoNotYet: 'Auto-complete needs every card face up and the stock and waste empty.',
  tooLong: `This game has reached ${MAX_STEPS.toLocaleString('en')} moves in play: undo some, or start a new deal.`,
} as const;

/** Faster than this is no human (see the README). */
export const MIN_SOLVE_SECONDS = 30;
/** What the fastest players need for a win, per mode (README). */
export const PLAUSIBLE_SECONDS: Record<LevelId, number> = { 'draw-1': 60, 'draw-3': 75 };
/** Ten moves a second: faster than anyone taps the stock, let alone drags a card. */
export const MIN_MOVE_SECONDS = 0.1;

/** The stored score's ceiling (the results table keeps scores up to 1,000): fewest moves never come near it. */
export const MAX_SCORED_MOVES = 1000;

/** The starting state of a proven deal, and its public text. */
export function newSolitaireGame(level: LevelId, random: Random): { puzzle: string; state: SolitaireState } {
  const { deck, proof } = generateDeal(level, random);
  const state: SolitaireState = { level, deal: cardsText(deck), steps: [], moves: 0, proof: proof.map(stepText) };
  return { puzzle: boardText(boardOfPosition(dealPosition(deck, levelById(level).drawCount))), state };
}

function replayedOf(state: SolitaireState): Replayed {
  const replayed = replayGame(state);
  if (!replayed) throw new Error('Not a valid solitaire state (parse it with parseSolitaireState first)');
  return replayed;
}

export function solitaireView(state: SolitaireState): SolitaireView {
  const { position, score } = replayedOf(state);
  return viewOfPosition(position, { score, moves: state.moves, canUndo: state.steps.length > 0 });
}

function answer(state: SolitaireState, replayed: Replayed): AppliedMove<SolitaireState, SolitaireView> {
  rememberReplay(state, replayed);
  return { state, reply: solitaireView(state), status: isWon(replayed.position) ? 'won' : 'playing' };
}

/** Plays steps the rules allow on a copy of the game's position. */
function played(state: SolitaireState, steps: readonly Step[], movesMade: number): AppliedMove<SolitaireState, SolitaireView> {
  const { position: now, score: before } = replayedOf(state);
  const position = clonePosition(now);
  let score = before;
  for (const step of steps) score = addPoints(score, applyStep(position, step).points);
  const next: SolitaireState = { ...state, steps: [...state.steps, ...steps.map(stepText)], moves: state.moves + movesMade };
  return answer(next, { position, score });
}

/**
 * A move, or the rules' reason for refusing it (nothing changes then): a draw with nothing in the
 * stock or waste, a card move the rules do not allow, an undo with nothing to undo, auto-complete
 * before every card is face up with the stock and waste empty. Null once the game is won.
 */
export function applySolitaireMove(state: SolitaireState, move: Move): AppliedMove<SolitaireState, SolitaireView> | RefusedMove | null {
  const { position } = replayedOf(state);
  if (isWon(position)) return null;
  if (move.type === 'undo') {
    if (state.steps.length === 0) return { refused: REFUSALS.nothingToUndo };
    const next: SolitaireState = { ...state, steps: state.steps.slice(0, -1), moves: state.moves + 1 };
    return answer(next, replayedOf(next));
  }
  if (move.type === 'auto') {
    if (!isAutoCompletable(position)) return { refused: REFUSALS.autoNotYet };
    const finish = forcedFinish(position);
    return played(state, finish, finish.length);
  }
  if (state.steps.length >= MAX_STEPS) return { refused: REFUSALS.tooLong };
  const step = stepOfMove(move);
  const refused = refusalOf(position, step);
  return refused ? { refused } : played(state, [step], 1);
}

export type SolitaireEngine = HiddenStateEngine<LevelId, SolitaireState, Move, SolitaireView> & {
  hint(state: SolitaireState): ReturnType<typeof findHint>;
};

export const engine: SolitaireEngine = {
  kind: 'hidden-state',
  levels: LEVELS,
  dailyLevel: DAILY_LEVEL,
  dailyLevels: ['draw-1', 'draw-3'],
  newGame: newSolitaireGame,
  parseState: parseSolitaireState,
  moveSchema,
  applyMove: applySolitaireMove,
  publicView: solitaireView,
  hint: findHint,
  minSolveSeconds: () => MIN_SOLVE_SECONDS,
  plausibleSeconds: (_puzzle, state) => PLAUSIBLE_SECONDS[state.level],
  minMoveSeconds: MIN_MOVE_SECONDS,
  // A win's moves, for the statistics' fewest moves per mode (the boards still rank by time).
  scoreOf: (state) => Math.min(state.moves, MAX_SCORED_MOVES),
};

/**
 * The proven line of a stored state, as the moves a player sends (for trusted tests that read the
 * starting state from the database and play the line through the interface).
 */
export function proofMoves(state: SolitaireState): Move[] {
  return state.proof.map((text) => {
    const step = parseStepText(text);
    if (!step) throw new Error(`Not a step: ${text}`);
    return moveOfStep(step);
  });
}
