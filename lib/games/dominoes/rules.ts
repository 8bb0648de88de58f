/**
 * The rules of one round, on a mutable table (the engine copies its state before a move; the
 * simulation plays thousands of rounds in place). Seats are numbered in playing order; the engine's
 * human is seat 0.
 */
import type { Random } from '../grid-puzzle-engine';
import { shuffled } from '../toolbox/random';
import { handSize, type Variant } from './levels';
import {
  ALL_TILES,
  endsOf,
  fitsEither,
  fitsEnd,
  handPips,
  heavierFirst,
  isDouble,
  layTile,
  type End,
  type LaidTile,
  type Pip,
  type Tile,
} from './tiles';

export type Table = {
  readonly variant: Variant;
  /** Every player's tiles, by seat. */
  readonly hands: Tile[][];
  /** The Draw game's tiles left to draw; in the Block game the tiles set aside, never played. */
  boneyard: Tile[];
  /** The line of play, left to right. */
  line: LaidTile[];
  /** The seat to move. */
  turn: number;
  /** While the line is empty: the tile the leader must lay (the first round's), or null for any. */
  opening: Tile | null;
  /**
   * Public knowledge, by seat: suits the player was seen not to hold (the open ends when they drew or
   * passed). The computer players read it; it is what anybody at the table could have noticed.
   */
  readonly lacks: Pip[][];
};

export type Play = { readonly tile: Tile; readonly end: End };

export const nextSeat = (table: Table, seat: number) => (seat + 1) % table.hands.length;

/**
 * Who opens a round no winner leads (the first, or one after a tied block): the holder of the
 * highest double, else of the heaviest tile dealt, who must lay that tile.
 */
export function openerOf(hands: readonly (readonly Tile[])[]): { seat: number; tile: Tile } {
  let best: { seat: number; tile: Tile } | null = null;
  hands.forEach((hand, seat) => {
    for (const tile of hand) {
      if (best === null) best = { seat, tile };
      else if (isDouble(tile) !== isDouble(best.tile) ? isDouble(tile) : heavierFirst(tile, best.tile) < 0) best = { seat, tile };
    }
  });
  if (best === null) throw new Error('No tiles dealt');
  return best;
}

/**
 * A new round: shuffled, dealt (seven each with two players, five with three or four), the rest to
 * the boneyard. `leader` (the last round's winner) leads with any tile; without one the highest
 * double, or the heaviest tile, opens.
 */
export function dealTable(variant: Variant, players: number, random: Random, leader: number | null): Table {
  const tiles = shuffled(ALL_TILES, random);
  const size = handSize(players);
  const hands = Array.from({ length: players }, (_, seat) => tiles.slice(seat * size, (seat + 1) * size));
  const opener = leader === null ? openerOf(hands) : null;
  return {
    variant,
    hands,
    boneyard: tiles.slice(players * size),
    line: [],
    turn: opener ? opener.seat : leader!,
    opening: opener ? opener.tile : null,
    lacks: hands.map(() => []),
  };
}

export function canPlay(table: Table, seat: number): boolean {
  const hand = table.hands[seat]!;
  if (table.line.length === 0) return hand.length > 0;
  const ends = endsOf(table.line);
  return hand.some((tile) => fitsEither(tile, ends));
}

/** Every legal play of the seat: each fitting tile at each end it fits (one entry per tile while the line is empty). */
export function legalPlays(table: Table, seat: number): Play[] {
  const hand = table.hands[seat]!;
  if (table.line.length === 0) {
    const leads = table.opening === null ? hand : hand.filter((tile) => tile === table.opening);
    return leads.map((tile) => ({ tile, end: 'right' }));
  }
  const ends = endsOf(table.line);
  const plays: Play[] = [];
  for (const tile of hand) {
    if (fitsEnd(tile, ends, 'left')) plays.push({ tile, end: 'left' });
    if (fitsEnd(tile, ends, 'right')) plays.push({ tile, end: 'right' });
  }
  return plays;
}

/** Whether drawing is possible at all now: the Draw game with tiles left in the boneyard. */
export const canDraw = (table: Table) => table.variant === 'draw' && table.boneyard.length > 0;

/** Lays a legal play (the caller has checked it) and passes the turn on. */
export function layPlay(table: Table, seat: number, play: Play): void {
  const hand = table.hands[seat]!;
  hand.splice(hand.indexOf(play.tile), 1);
  const laid = layTile(play.tile, endsOf(table.line), play.end, seat);
  if (play.end === 'left') table.line.unshift(laid);
  else table.line.push(laid);
  table.opening = null;
  table.turn = nextSeat(table, seat);
}

function noteLacks(table: Table, seat: number, keptUnknown: boolean): void {
  const ends = endsOf(table.line)!;
  const seen = new Set<Pip>(keptUnknown ? [] : table.lacks[seat]);
  seen.add(ends.left);
  seen.add(ends.right);
  table.lacks[seat] = [...seen].sort((a, b) => a - b);
}

/**
 * A player who cannot play draws until they can, or until the boneyard is empty; the turn stays
 * with them (to lay what they drew, or pass). Answers how many tiles were drawn. Everyone sees the
 * seat lacked both open ends; tiles it drew and kept are unknown, so what was known before lapses.
 */
export function drawUntilPlayable(table: Table, seat: number): number {
  const hand = table.hands[seat]!;
  const ends = endsOf(table.line);
  let drawn = 0;
  let fits = false;
  while (!fits && table.boneyard.length > 0) {
    const tile = table.boneyard.pop()!;
    hand.push(tile);
    drawn++;
    fits = fitsEither(tile, ends);
  }
  noteLacks(table, seat, fits ? drawn > 1 : drawn > 0);
  return drawn;
}

/** A player who can neither play nor draw passes. */
export function passTurn(table: Table, seat: number): void {
  noteLacks(table, seat, false);
  table.turn = nextSeat(table, seat);
}

/** Nobody can play and nobody can draw: the round is over. */
export function isBlocked(table: Table): boolean {
  if (table.line.length === 0 || canDraw(table)) return false;
  const ends = endsOf(table.line);
  return table.hands.every((hand) => !hand.some((tile) => fitsEither(tile, ends)));
}

export type RoundResult = { readonly reason: 'domino' | 'blocked'; readonly winner: number | null; readonly points: number };

/** The player who emptied their hand scores every pip left in the other hands. */
export function dominoResult(hands: readonly (readonly Tile[])[], winner: number): RoundResult {
  const points = hands.reduce((sum, hand, seat) => (seat === winner ? sum : sum + handPips(hand)), 0);
  return { reason: 'domino', winner, points };
}

/**
 * A blocked round: the lightest hand wins the others' pips less its own. When two or more share
 * the lightest hand nobody scores (and the next round opens as the first did).
 */
export function blockedResult(hands: readonly (readonly Tile[])[]): RoundResult {
  const pips = hands.map(handPips);
  const lightest = Math.min(...pips);
  const winners = pips.flatMap((p, seat) => (p === lightest ? [seat] : []));
  if (winners.length > 1) return { reason: 'blocked', winner: null, points: 0 };
  const others = pips.reduce((sum, p) => sum + p, 0) - lightest;
  return { reason: 'blocked', winner: winners[0]!, points: others - lightest };
}

/** The round's result once it is over (a hand emptied, or blocked), else null. */
export function roundResult(table: Table): RoundResult | null {
  const emptied = table.hands.findIndex((hand) => hand.length === 0);
  if (emptied >= 0) return dominoResult(table.hands, emptied);
  return isBlocked(table) ? blockedResult(table.hands) : null;
}
