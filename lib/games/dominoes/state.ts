/**
 * The state the server keeps for a play (secret: every hand, the boneyard and the random source
 * that deals the next rounds and makes the Easy players' choices), and reading it back from storage:
 * plain JSON, checked to be a consistent match before the engine trusts it.
 */
import { z } from 'zod';
import { isRandomState, type RandomState } from '../toolbox/seeded-random';
import { parseLevelId, TARGET_SCORE, type LevelId } from './levels';
import type { Match } from './match';
import { roundResult, type Table } from './rules';
import { ALL_TILES, handPips, highOf, isTile, lowOf, type LaidTile, type Tile } from './tiles';

export type DominoesState = {
  readonly level: LevelId;
  /** Where the server's random sequence stands (sfc32). */
  readonly random: RandomState;
  readonly match: Match;
  /** The player's moves so far (the pace floors count them). */
  readonly moves: number;
};

const tile = z.custom<Tile>(isTile);
const pip = z.number().int().min(0).max(6);
const seat = z.number().int().min(0).max(3);
const count = z.number().int().min(0);
const tiles = z.array(tile).max(28);

const laidSchema = z.object({ tile, left: pip, right: pip, seat });
const eventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('played'), seat, tile, end: z.enum(['left', 'right']) }),
  z.object({ kind: z.literal('drew'), seat, count: count.max(21) }),
  z.object({ kind: z.literal('passed'), seat }),
]);
const summarySchema = z.object({
  round: count.min(1),
  reason: z.enum(['domino', 'blocked']),
  winner: seat.nullable(),
  points: count,
  hands: z.array(tiles).min(2).max(4),
  pips: z.array(count).min(2).max(4),
  scores: z.array(count).min(2).max(4),
});
const stateSchema = z.object({
  level: z.string(),
  random: z.custom<RandomState>(isRandomState),
  moves: count,
  match: z.object({
    variant: z.enum(['draw', 'block']),
    scores: z.array(count).min(2).max(4),
    round: count.min(1),
    phase: z.enum(['playing', 'round-over', 'match-over']),
    summary: summarySchema.nullable(),
    events: z.array(eventSchema).max(200),
    table: z.object({
      variant: z.enum(['draw', 'block']),
      hands: z.array(tiles).min(2).max(4),
      boneyard: tiles,
      line: z.array(laidSchema).max(28),
      turn: seat,
      opening: tile.nullable(),
      lacks: z.array(z.array(pip).max(7)).min(2).max(4),
    }),
  }),
});

/** Every tile once, each laid tile facing with its own pips, neighbours matching. */
function consistentTable(table: Table, players: number): boolean {
  if (table.hands.length !== players || table.lacks.length !== players || table.turn >= players) return false;
  const all = [...table.hands.flat(), ...table.boneyard, ...table.line.map((laid) => laid.tile)];
  if (all.length !== ALL_TILES.length || new Set(all).size !== ALL_TILES.length) return false;
  const facesOwnPips = (laid: LaidTile) =>
    (laid.left === highOf(laid.tile) && laid.right === lowOf(laid.tile)) ||
    (laid.left === lowOf(laid.tile) && laid.right === highOf(laid.tile));
  if (!table.line.every((laid, i) => facesOwnPips(laid) && laid.seat < players && (i === 0 || table.line[i - 1]!.right === laid.left)))
    return false;
  return table.opening === null || (table.line.length === 0 && table.hands[table.turn]!.includes(table.opening));
}

function consistentMatch(match: Match, players: number): boolean {
  if (match.scores.length !== players || !consistentTable(match.table, players)) return false;
  const reached = match.scores.some((score) => score >= TARGET_SCORE);
  if (match.phase === 'playing') {
    // Stored between moves: the player's turn, in a round not over.
    return match.summary === null && !reached && match.table.turn === 0 && roundResult(match.table) === null;
  }
  const summary = match.summary;
  if (summary === null || reached !== (match.phase === 'match-over') || summary.round !== match.round) return false;
  const shown = (hands: readonly (readonly Tile[])[]) => JSON.stringify(hands.map((hand) => [...hand].sort()));
  return (
    roundResult(match.table) !== null &&
    shown(summary.hands) === shown(match.table.hands) &&
    summary.hands.every((hand, i) => summary.pips[i] === handPips(hand)) &&
    summary.scores.every((score, i) => score === match.scores[i]) &&
    (summary.winner === null || summary.winner < players)
  );
}

/** The state, or null when the value is not a consistent stored play. */
export function parseDominoesState(value: unknown): DominoesState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const settings = parseLevelId(state.level);
  if (!settings) return null;
  const players = settings.opponents + 1;
  const match = state.match as Match;
  if (match.variant !== settings.variant || match.table.variant !== settings.variant) return null;
  if (!consistentMatch(match, players)) return null;
  if (match.events.some((event) => event.seat >= players)) return null;
  return { level: state.level as LevelId, random: state.random, moves: state.moves, match };
}
