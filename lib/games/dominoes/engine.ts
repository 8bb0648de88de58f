/**
 * Dominoes on the platform, as a hidden-state engine (server only: the state holds every hand, the
 * boneyard and the random source of the deals to come). The player sends one move at a time; the
 * server applies it, then plays the computer players' turns until it is the player's turn again
 * (or the round or match is over), and answers the player's view with those turns as events.
 */
import type { PuzzleHint, Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenPlayStatus, HiddenStateEngine, RefusedMove } from '../hidden-state-engine';
import { randomInt, shuffled } from '../toolbox/random';
import { createSeededRandom, restoreRandom } from '../toolbox/seeded-random';
import { findHint } from './hint';
import { DAILY_LEVEL, LEVELS, parseLevelId, type LevelId } from './levels';
import { drawTiles, matchWinner, nextRound, pass, playComputers, playTile, startMatch, type Match } from './match';
import { moveSchema, REFUSALS, type Move } from './moves';
import { PLAYER, publicView } from './public-view';
import { formatPuzzle } from './puzzle-text';
import type { DominoesReply } from './reply';
import { canDraw, canPlay, openerOf } from './rules';
import type { Strategy } from './seat-view';
import { parseDominoesState, type DominoesState } from './state';
import { STRATEGIES } from './strategies';
import { ALL_TILES, endsOf, fitsEither, fitsEnd, parseTile } from './tiles';

/** Seat 0 is the player (no strategy); every other seat plays at the match's level. */
function strategiesOf(level: LevelId): (Strategy | null)[] {
  const settings = parseLevelId(level)!;
  return [null, ...Array.from({ length: settings.opponents }, () => STRATEGIES[settings.opponentLevel])];
}

export function statusOf(match: Match): HiddenPlayStatus {
  if (match.phase !== 'match-over') return 'playing';
  return matchWinner(match) === PLAYER ? 'won' : 'lost';
}

/** Deals a new match and plays the computer players' first turns (when one of them opens). */
export function newDominoesGame(level: LevelId, random: Random): { puzzle: string; state: DominoesState } {
  const settings = parseLevelId(level);
  if (!settings) throw new Error(`Unknown dominoes level: ${level}`);
  // The play's own sequence, seeded from the server's source and kept in the state.
  const seeded = createSeededRandom(Array.from({ length: 4 }, () => randomInt(random, 2 ** 32).toString(36)).join('.'));
  for (;;) {
    const match = startMatch(settings.variant, settings.opponents + 1, seeded);
    const hand = [...match.table.hands[PLAYER]!];
    playComputers(match, strategiesOf(level), seeded);
    // A match the computers end before the player has moved cannot be played: deal another.
    if (match.phase === 'match-over') continue;
    return { puzzle: formatPuzzle(level, hand), state: { level, random: seeded.state(), match, moves: 0 } };
  }
}

/**
 * A practice play's own deal of a pooled puzzle: the player keeps the opening hand the puzzle shows;
 * the other hands, the boneyard and the random source of the computers' choices and later rounds are
 * dealt afresh from the server's source, then the computers' first turns are played as in a new game.
 */
export function dealDominoesForPlay(state: DominoesState, random: Random): DominoesState {
  const settings = parseLevelId(state.level);
  if (!settings) throw new Error(`Unknown dominoes level: ${state.level}`);
  // The opening hand as dealt: a pooled state is stored before the player's first move.
  const hand = [...state.match.table.hands[PLAYER]!];
  const seeded = createSeededRandom(Array.from({ length: 4 }, () => randomInt(random, 2 ** 32).toString(36)).join('.'));
  for (;;) {
    const rest = shuffled(
      ALL_TILES.filter((tile) => !hand.includes(tile)),
      seeded,
    );
    const size = hand.length;
    const hands = [hand, ...Array.from({ length: settings.opponents }, (_, i) => rest.slice(i * size, (i + 1) * size))];
    const opener = openerOf(hands);
    const match: Match = {
      variant: settings.variant,
      scores: hands.map(() => 0),
      round: 1,
      table: {
        variant: settings.variant,
        hands: hands.map((h) => [...h]),
        boneyard: rest.slice(settings.opponents * size),
        line: [],
        turn: opener.seat,
        opening: opener.tile,
        lacks: hands.map(() => []),
      },
      phase: 'playing',
      summary: null,
      events: [],
    };
    playComputers(match, strategiesOf(state.level), seeded);
    if (match.phase === 'match-over') continue;
    return { level: state.level, random: seeded.state(), match, moves: 0 };
  }
}

/** The player's own move on their turn; a sentence when the rules refuse it. */
function playersMove(match: Match, move: Exclude<Move, { type: 'next-round' }>): string | null {
  const { table } = match;
  const hand = table.hands[PLAYER]!;
  if (move.type === 'draw') {
    if (table.variant === 'block') return REFUSALS.noDrawing;
    if (canPlay(table, PLAYER)) return REFUSALS.canStillPlay;
    if (!canDraw(table)) return REFUSALS.boneyardEmpty;
    drawTiles(match);
    return null;
  }
  if (move.type === 'pass') {
    if (canPlay(table, PLAYER)) return REFUSALS.canStillPlay;
    if (canDraw(table)) return REFUSALS.drawFirst;
    pass(match);
    return null;
  }
  const tile = parseTile(move.tile)!;
  if (!hand.includes(tile)) return REFUSALS.notInHand;
  const ends = endsOf(table.line);
  if (table.opening !== null && tile !== table.opening) return REFUSALS.mustOpenWith(table.opening);
  if (!fitsEnd(tile, ends, move.end)) return fitsEither(tile, ends) ? REFUSALS.wrongEnd(move.end) : REFUSALS.fitsNeither;
  playTile(match, { tile, end: move.end });
  return null;
}

export function applyDominoesMove(state: DominoesState, move: Move): AppliedMove<DominoesState, DominoesReply> | RefusedMove | null {
  if (state.match.phase === 'match-over') return null;
  const match = structuredClone(state.match);
  const random = restoreRandom(state.random);
  if (move.type === 'next-round') {
    if (match.phase !== 'round-over') return { refused: REFUSALS.roundNotOver };
    nextRound(match, random);
  } else {
    if (match.phase !== 'playing') return { refused: REFUSALS.roundOver };
    match.events = [];
    const refused = playersMove(match, move);
    if (refused !== null) return { refused };
  }
  playComputers(match, strategiesOf(state.level), random);
  const next: DominoesState = { level: state.level, random: random.state(), match, moves: state.moves + 1 };
  return { state: next, reply: publicView(next), status: statusOf(match) };
}

/** The shortest a human takes over a move (a tap on a tile, then on an end). */
const MIN_SECONDS_PER_MOVE = 0.3;
/** The fastest players: a glance at the ends and a drag, a second a move over a whole match. */
const PLAUSIBLE_SECONDS_PER_MOVE = 1;

export type DominoesEngine = HiddenStateEngine<LevelId, DominoesState, Move, DominoesReply> & {
  hint(state: DominoesState): PuzzleHint | null;
};

export const engine: DominoesEngine = {
  kind: 'hidden-state',
  levels: LEVELS,
  dailyLevel: DAILY_LEVEL,
  newGame: newDominoesGame,
  dealForPlay: dealDominoesForPlay,
  parseState: parseDominoesState,
  moveSchema,
  applyMove: applyDominoesMove,
  publicView,
  hint: findHint,
  minSolveSeconds: (_puzzle, state) => (state ? state.moves * MIN_SECONDS_PER_MOVE : 0),
  plausibleSeconds: (_puzzle, state) => state.moves * PLAUSIBLE_SECONDS_PER_MOVE,
  minMoveSeconds: 0.2,
};
