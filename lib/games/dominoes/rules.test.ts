import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import {
  blockedResult,
  canPlay,
  dealTable,
  dominoResult,
  drawUntilPlayable,
  isBlocked,
  layPlay,
  legalPlays,
  openerOf,
  passTurn,
  roundResult,
} from './rules';
import { lineOf, tableOf, tilesOf } from './test-tables';
import { ALL_TILES, endsOf, handPips, heavierFirst, isDouble, parseTile } from './tiles';

describe('the double-six set', () => {
  it('has 28 distinct tiles, 7 doubles, and each suit on 7 tiles', () => {
    expect(new Set(ALL_TILES).size).toBe(28);
    expect(ALL_TILES.filter(isDouble)).toHaveLength(7);
    for (let pip = 0; pip <= 6; pip++) expect(ALL_TILES.filter((t) => t.includes(String(pip)))).toHaveLength(7);
    expect(handPips(ALL_TILES)).toBe(168);
  });

  it('reads a tile either way round, and nothing else', () => {
    expect(parseTile('4-6')).toBe('6-4');
    expect(parseTile('6-4')).toBe('6-4');
    for (const bad of ['7-1', '6-', '64', '6-4 ', 'x-1']) expect(parseTile(bad)).toBeNull();
  });

  it('orders heavier tiles first, the higher end breaking a tie on pips', () => {
    expect([...tilesOf('5-4 1-0 6-3 6-6')].sort(heavierFirst)).toEqual(['6-6', '6-3', '5-4', '1-0']);
  });
});

describe('dealing and opening', () => {
  it('deals seven each to two players and five each to three or four, the rest to the boneyard', () => {
    for (const [players, size] of [
      [2, 7],
      [3, 5],
      [4, 5],
    ] as const) {
      const table = dealTable('draw', players, createSeededRandom(`deal ${players}`), null);
      expect(table.hands.map((h) => h.length)).toEqual(Array(players).fill(size));
      expect(table.boneyard).toHaveLength(28 - players * size);
      expect(new Set([...table.hands.flat(), ...table.boneyard]).size).toBe(28);
    }
  });

  it('opens the first round with the highest double dealt, whoever holds it', () => {
    expect(openerOf([tilesOf('6-5 4-4 1-1'), tilesOf('5-5 6-4 0-0')])).toEqual({ seat: 1, tile: '5-5' });
    expect(openerOf([tilesOf('6-6'), tilesOf('5-5')])).toEqual({ seat: 0, tile: '6-6' });
    // A low double beats any heavier plain tile.
    expect(openerOf([tilesOf('6-5 5-4'), tilesOf('0-0 1-2')])).toEqual({ seat: 1, tile: '0-0' });
  });

  it('without any double dealt, opens with the heaviest tile (the higher end breaking a tie)', () => {
    expect(openerOf([tilesOf('5-4 2-1'), tilesOf('6-3 1-0')])).toEqual({ seat: 1, tile: '6-3' });
    expect(openerOf([tilesOf('6-5 2-1'), tilesOf('6-4 1-0')])).toEqual({ seat: 0, tile: '6-5' });
  });

  it('a deal without a leader makes the opener move with that tile as the only legal play; a leader may lead any', () => {
    for (let i = 0; i < 50; i++) {
      const table = dealTable('draw', 2 + (i % 3), createSeededRandom(`open ${i}`), null);
      const opener = openerOf(table.hands);
      expect(table.turn).toBe(opener.seat);
      expect(legalPlays(table, opener.seat)).toEqual([{ tile: opener.tile, end: 'right' }]);
      const led = dealTable('draw', 2, createSeededRandom(`lead ${i}`), 1);
      expect(led.turn).toBe(1);
      expect(led.opening).toBeNull();
      expect(legalPlays(led, 1).map((p) => p.tile)).toEqual(led.hands[1]);
    }
  });
});

describe('matching and orientation', () => {
  it('lists every tile at every end it matches', () => {
    const table = tableOf({ hands: ['6-1 4-2 3-3 5-0', '1-1'], line: '6|4' });
    expect(legalPlays(table, 0)).toEqual([
      { tile: '6-1', end: 'left' },
      { tile: '4-2', end: 'right' },
    ]);
    expect(canPlay(tableOf({ hands: ['3-3 5-0', ''], line: '6|4' }), 0)).toBe(false);
  });

  it('turns a tile so its matching pips touch the end it is laid at', () => {
    const table = tableOf({ hands: ['6-1 4-2 6-6', '1-1'], line: '6|4' });
    layPlay(table, 0, { tile: '4-2', end: 'right' });
    expect(table.line.map((l) => `${l.left}|${l.right}`)).toEqual(['6|4', '4|2']);
    layPlay(table, 0, { tile: '6-1', end: 'left' });
    expect(table.line.map((l) => `${l.left}|${l.right}`)).toEqual(['1|6', '6|4', '4|2']);
    expect(endsOf(table.line)).toEqual({ left: 1, right: 2 });
    expect(table.hands[0]).toEqual(['6-6']);
    expect(table.line[0]).toMatchObject({ tile: '6-1', seat: 0 });
  });

  it('passes the turn to the next seat, round the table', () => {
    const table = tableOf({ hands: ['6-1', '1-1', '4-0'], line: '6|4', turn: 2 });
    layPlay(table, 2, { tile: '4-0', end: 'right' });
    expect(table.turn).toBe(0);
  });
});

describe('drawing and passing', () => {
  it('draws until a tile fits, keeping the turn; the drawer is seen lacking both ends', () => {
    const table = tableOf({ hands: ['5-5 0-0', '1-1'], line: '6|4', boneyard: '3-2 5-1 4-3 2-2' });
    expect(drawUntilPlayable(table, 0)).toBe(3);
    expect(table.hands[0]).toEqual(['5-5', '0-0', '3-2', '5-1', '4-3']);
    expect(table.boneyard).toEqual(['2-2']);
    expect(table.turn).toBe(0);
    expect(legalPlays(table, 0)).toEqual([{ tile: '4-3', end: 'right' }]);
    expect(table.lacks[0]).toEqual([4, 6]);
  });

  it('draws the whole boneyard when nothing fits, then the player can only pass', () => {
    const table = tableOf({ hands: ['5-5', '1-1'], line: '6|4', boneyard: '3-2 2-2' });
    expect(drawUntilPlayable(table, 0)).toBe(2);
    expect(table.boneyard).toEqual([]);
    expect(canPlay(table, 0)).toBe(false);
    passTurn(table, 0);
    expect(table.turn).toBe(1);
  });

  it('keeps what was known of a drawer only when no unknown tile stayed in its hand', () => {
    const table = tableOf({ hands: ['5-5', '1-1'], line: '6|4', boneyard: '4-0 3-2 6-2' });
    table.lacks[0] = [1];
    drawUntilPlayable(table, 0);
    expect(table.lacks[0]).toEqual([1, 4, 6]);
    layPlay(table, 0, { tile: '4-0', end: 'right' });
    // The ends are now 6 and 0: drawing two tiles (one kept) forgets the old lack of 1s.
    drawUntilPlayable(table, 0);
    expect(table.lacks[0]).toEqual([0, 6]);
  });
});

describe('the end of a round', () => {
  it('a player who empties their hand scores every pip left in the other hands', () => {
    expect(dominoResult([[], tilesOf('6-6 1-0'), tilesOf('2-2')], 0)).toEqual({ reason: 'domino', winner: 0, points: 17 });
    const table = tableOf({ hands: ['4-2', '6-6 1-0'], line: '6|4' });
    layPlay(table, 0, { tile: '4-2', end: 'right' });
    expect(roundResult(table)).toEqual({ reason: 'domino', winner: 0, points: 13 });
  });

  it('is blocked when nobody can play and nobody can draw, not before', () => {
    const spec = { hands: ['5-5 2-1', '3-3 5-0'], line: '6|4' };
    expect(isBlocked(tableOf({ ...spec, boneyard: '' }))).toBe(true);
    // A tile left to draw, or a hand that fits, keeps the round going.
    expect(isBlocked(tableOf({ ...spec, boneyard: '2-2' }))).toBe(false);
    expect(isBlocked(tableOf({ hands: ['5-5 2-1', '3-3 4-0'], line: '6|4', boneyard: '' }))).toBe(false);
    // The Block game draws nothing: the tiles set aside do not keep it going.
    expect(isBlocked(tableOf({ ...spec, boneyard: '2-2', variant: 'block' }))).toBe(true);
    expect(isBlocked(tableOf({ hands: ['5-5', '3-3'], line: '' }))).toBe(false);
  });

  it('a blocked round: the lightest hand scores the others\u2019 pips less its own', () => {
    // 6 against 8 and 11: 19 - 6 = 13 to seat 1.
    expect(blockedResult([tilesOf('5-3'), tilesOf('4-2'), tilesOf('6-5')])).toEqual({ reason: 'blocked', winner: 1, points: 13 });
    expect(blockedResult([tilesOf('5-5 2-1'), tilesOf('3-3 5-0')])).toEqual({ reason: 'blocked', winner: 1, points: 2 });
    const table = tableOf({ hands: ['5-5 2-1', '3-3 5-0'], line: '6|4', boneyard: '' });
    expect(roundResult(table)).toEqual({ reason: 'blocked', winner: 1, points: 2 });
  });

  it('a blocked round tied for the lightest hand scores nothing', () => {
    expect(blockedResult([tilesOf('5-3'), tilesOf('6-2'), tilesOf('6-5')])).toEqual({ reason: 'blocked', winner: null, points: 0 });
  });

  it('builds lines the way lineOf writes them', () => {
    expect(lineOf('6|6 6|4')).toEqual([
      { tile: '6-6', left: 6, right: 6, seat: 1 },
      { tile: '6-4', left: 6, right: 4, seat: 1 },
    ]);
  });
});
