/** Tables and matches written out for tests: tiles as '6-4', a line as faces 'left|right'. */
import type { Variant } from './levels';
import type { Match } from './match';
import type { Table } from './rules';
import { ALL_TILES, parseTile, tileOf, type LaidTile, type Pip, type Tile } from './tiles';

export const tilesOf = (text: string): Tile[] =>
  text.trim() === ''
    ? []
    : text
        .trim()
        .split(/\s+/)
        .map((t) => parseTile(t)!);

/** '6|6 6|4 4|1': each tile as it faces, left to right, all laid by `seat`. */
export function lineOf(text: string, seat = 1): LaidTile[] {
  if (text.trim() === '') return [];
  return text
    .trim()
    .split(/\s+/)
    .map((faces) => {
      const [left, right] = faces.split('|').map(Number) as [Pip, Pip];
      return { tile: tileOf(left, right), left, right, seat };
    });
}

/**
 * A table from its hands ('6-6 5-4', one string per seat) and line; the boneyard is the given tiles
 * (the first is drawn first), else every tile not in a hand or on the line.
 */
export function tableOf(spec: {
  hands: string[];
  line?: string;
  boneyard?: string;
  variant?: Variant;
  turn?: number;
  opening?: Tile | null;
}): Table {
  const hands = spec.hands.map(tilesOf);
  const line = lineOf(spec.line ?? '');
  const used = new Set([...hands.flat(), ...line.map((laid) => laid.tile)]);
  const boneyard = spec.boneyard === undefined ? ALL_TILES.filter((tile) => !used.has(tile)) : tilesOf(spec.boneyard).reverse();
  return {
    variant: spec.variant ?? 'draw',
    hands,
    boneyard,
    line,
    turn: spec.turn ?? 0,
    opening: spec.opening ?? null,
    lacks: hands.map(() => []),
  };
}

export function matchOf(table: Table, scores?: number[]): Match {
  return {
    variant: table.variant,
    scores: scores ?? table.hands.map(() => 0),
    round: 1,
    table,
    phase: 'playing',
    summary: null,
    events: [],
  };
}
