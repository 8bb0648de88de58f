/**
 * A match to 100 points: rounds dealt one after another, turns taken by seat, the computer players'
 * turns played by their strategy, and what happened recorded as events for the view to show one by
 * one. Mutable, like the table (the engine copies its state before a move).
 */
import type { Random } from '../grid-puzzle-engine';
import { TARGET_SCORE, type Variant } from './levels';
import { canDraw, canPlay, dealTable, drawUntilPlayable, layPlay, legalPlays, passTurn, roundResult, type Play, type Table } from './rules';
import { seatView, type Strategy } from './seat-view';
import { handPips, type End, type Tile } from './tiles';

/** One thing that happened at the table, in order. */
export type TurnEvent =
  | { readonly kind: 'played'; readonly seat: number; readonly tile: Tile; readonly end: End }
  | { readonly kind: 'drew'; readonly seat: number; readonly count: number }
  | { readonly kind: 'passed'; readonly seat: number };

/** How a round ended, with every hand shown (allowed once the round is over). */
export type RoundSummary = {
  readonly round: number;
  readonly reason: 'domino' | 'blocked';
  /** Null when a blocked round was tied: nobody scores. */
  readonly winner: number | null;
  readonly points: number;
  readonly hands: readonly (readonly Tile[])[];
  readonly pips: readonly number[];
  /** The match score after the round. */
  readonly scores: readonly number[];
};

export type MatchPhase = 'playing' | 'round-over' | 'match-over';

export type Match = {
  readonly variant: Variant;
  readonly scores: number[];
  round: number;
  table: Table;
  phase: MatchPhase;
  /** The round just ended, while its summary is shown (phase round-over or match-over), else null. */
  summary: RoundSummary | null;
  /** What happened since the engine's human last moved (or since the round began). */
  events: TurnEvent[];
};

export function startMatch(variant: Variant, players: number, random: Random): Match {
  return {
    variant,
    scores: Array.from({ length: players }, () => 0),
    round: 1,
    table: dealTable(variant, players, random, null),
    phase: 'playing',
    summary: null,
    events: [],
  };
}

/** Ends the round if it is over: scores it, and ends the match at TARGET_SCORE. */
function settle(match: Match): void {
  const result = roundResult(match.table);
  if (result === null) return;
  if (result.winner !== null) match.scores[result.winner]! += result.points;
  const hands = match.table.hands.map((hand) => [...hand]);
  match.summary = { round: match.round, ...result, hands, pips: hands.map(handPips), scores: [...match.scores] };
  match.phase = match.scores.some((score) => score >= TARGET_SCORE) ? 'match-over' : 'round-over';
}

/** Lays a play already checked legal for the seat to move. */
export function playTile(match: Match, play: Play): void {
  const seat = match.table.turn;
  layPlay(match.table, seat, play);
  match.events.push({ kind: 'played', seat, tile: play.tile, end: play.end });
  settle(match);
}

/** The seat to move draws until it can play (the turn stays with it); answers how many it drew. */
export function drawTiles(match: Match): number {
  const seat = match.table.turn;
  const count = drawUntilPlayable(match.table, seat);
  match.events.push({ kind: 'drew', seat, count });
  settle(match);
  return count;
}

export function pass(match: Match): void {
  const seat = match.table.turn;
  passTurn(match.table, seat);
  match.events.push({ kind: 'passed', seat });
  settle(match);
}

/** A computer player's whole turn: play, else draw until it can (then play), else pass. */
export function computerTurn(match: Match, strategy: Strategy, random: Random): void {
  const table = match.table;
  const seat = table.turn;
  if (!canPlay(table, seat) && canDraw(table)) {
    drawTiles(match);
    if (match.phase !== 'playing') return;
  }
  if (canPlay(table, seat)) playTile(match, strategy(seatView(table, seat), legalPlays(table, seat), random));
  else pass(match);
}

/**
 * Plays the computer players' turns until it is a human's turn (a seat without a strategy) or the
 * round is over.
 */
export function playComputers(match: Match, strategies: readonly (Strategy | null)[], random: Random): void {
  while (match.phase === 'playing') {
    const strategy = strategies[match.table.turn];
    if (!strategy) return;
    computerTurn(match, strategy, random);
  }
}

/**
 * Deals the next round after a summary: the last round's winner leads with any tile; after a
 * tied block the highest double (or heaviest tile) opens again.
 */
export function nextRound(match: Match, random: Random): void {
  if (match.phase !== 'round-over' || match.summary === null) throw new Error('No round to follow');
  match.table = dealTable(match.variant, match.scores.length, random, match.summary.winner);
  match.round++;
  match.phase = 'playing';
  match.summary = null;
  match.events = [];
}

/** The seat that won the match, once it is over. */
export function matchWinner(match: Match): number | null {
  if (match.phase !== 'match-over') return null;
  const best = Math.max(...match.scores);
  return match.scores.indexOf(best);
}
