/**
 * A game as the server stores it, and what it replays to. The stored state is the deal, the steps
 * in effect (undo drops the last) and the proven line; the position, the score and what may be
 * undone follow by replaying the steps from the deal with the rules, so undo restores everything
 * exactly (the score too), and a stored state is checked by the same replay before it is trusted.
 */
import { z } from 'zod';
import { DECK_SIZE, parseCardsText, type Card } from './cards';
import { levelById, type LevelId } from './levels';
import { dealPosition, isWon, type Position } from './position';
import { parseStepText } from './notation';
import { applyStep, refusalOf, type Step } from './rules';

export type SolitaireState = {
  readonly level: LevelId;
  /** Secret: the deck in deal order, 52 card codes (columns 1 to 7, then the stock in drawing order). */
  readonly deal: string;
  /** The steps in effect, oldest first, in the notation (notation.ts). */
  readonly steps: readonly string[];
  /** Moves made, as the player's counter shows them: draws, card moves and undos, and each card auto-complete sends up. */
  readonly moves: number;
  /** Secret: the solver's winning line from the deal, proven before the deal was served (notation). */
  readonly proof: readonly string[];
};

/** A game replayed: the position now and the score. */
export type Replayed = { readonly position: Position; readonly score: number };

/** Steps in effect a game may hold before it takes only undo and auto-complete: far beyond any real game, so a stored state stays small. */
export const MAX_STEPS = 3_000;

/** Standard scoring never goes below zero. */
export const addPoints = (score: number, points: number): number => Math.max(0, score + points);

export function deckOf(deal: string): Card[] | null {
  const deck = parseCardsText(deal);
  return deck && deck.length === DECK_SIZE && new Set(deck).size === DECK_SIZE ? deck : null;
}

/** Plays steps from a position, each checked by the rules; null at the first one they refuse. */
export function playSteps(position: Position, steps: readonly Step[], score = 0): Replayed | null {
  for (const step of steps) {
    if (refusalOf(position, step) !== null) return null;
    score = addPoints(score, applyStep(position, step).points);
  }
  return { position, score };
}

function parseSteps(texts: readonly string[]): Step[] | null {
  const steps: Step[] = [];
  for (const text of texts) {
    const step = parseStepText(text);
    if (!step) return null;
    steps.push(step);
  }
  return steps;
}

const replays = new WeakMap<SolitaireState, Replayed>();

/** The position and score a game has reached, or null when its deal or a step is not valid. */
export function replayGame(state: SolitaireState): Replayed | null {
  const cached = replays.get(state);
  if (cached) return cached;
  const deck = deckOf(state.deal);
  const steps = parseSteps(state.steps);
  if (!deck || !steps) return null;
  const replayed = playSteps(dealPosition(deck, levelById(state.level).drawCount), steps);
  if (replayed) replays.set(state, replayed);
  return replayed;
}

/** Remembers what a new state replays to (the engine has just played it), so it is not replayed again. */
export function rememberReplay(state: SolitaireState, replayed: Replayed): SolitaireState {
  replays.set(state, replayed);
  return state;
}

const stateSchema = z
  .object({
    level: z.enum(['draw-1', 'draw-3'] as const satisfies readonly LevelId[]),
    deal: z.string().length(DECK_SIZE * 2),
    // Auto-complete may add up to a deck's worth of steps to a game at the limit.
    steps: z.array(z.string().max(4)).max(MAX_STEPS + DECK_SIZE),
    moves: z.number().int().min(0),
    proof: z.array(z.string().max(4)).min(1).max(MAX_STEPS),
  })
  .strict();

/**
 * A stored state, or null when it is not a consistent game: a full deck, steps the rules allow in
 * order, at least as many moves made as steps in effect, and a proof that wins from the deal.
 */
export function parseSolitaireState(value: unknown): SolitaireState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state: SolitaireState = parsed.data;
  if (state.moves < state.steps.length) return null;
  const deck = deckOf(state.deal);
  const proof = parseSteps(state.proof);
  if (!deck || !proof) return null;
  const proven = playSteps(dealPosition(deck, levelById(state.level).drawCount), proof);
  if (!proven || !isWon(proven.position)) return null;
  return replayGame(state) ? state : null;
}
