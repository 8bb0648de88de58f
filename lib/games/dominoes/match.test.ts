import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { TARGET_SCORE } from './levels';
import { computerTurn, drawTiles, matchWinner, nextRound, pass, playComputers, playTile, startMatch, type Match } from './match';
import { canDraw, canPlay, isBlocked, openerOf } from './rules';
import type { Strategy } from './seat-view';
import { easyStrategy, hardStrategy } from './strategies';
import { matchOf, tableOf } from './test-tables';
import { ALL_TILES, endsOf, handPips } from './tiles';
import { seedsFor } from '@/tests/support/property-runs';

const first: Strategy = (_view, plays) => plays[0]!;
const random = createSeededRandom('match tests');

describe('a round in a match', () => {
  it('a computer that cannot play draws until it can, then plays; the events say so', () => {
    const match = matchOf(tableOf({ hands: ['1-1', '5-5 0-0', '2-2'], line: '6|4', boneyard: '3-2 4-3 2-0', turn: 1 }));
    computerTurn(match, first, random);
    expect(match.events).toEqual([
      { kind: 'drew', seat: 1, count: 2 },
      { kind: 'played', seat: 1, tile: '4-3', end: 'right' },
    ]);
    expect(match.table.turn).toBe(2);
    expect(match.table.hands[1]).toEqual(['5-5', '0-0', '3-2']);
  });

  it('in the Block game a computer that cannot play passes, drawing nothing', () => {
    const match = matchOf(tableOf({ hands: ['1-1 4-1', '5-5 0-0'], line: '6|4', boneyard: '3-2 4-3', turn: 1, variant: 'block' }));
    computerTurn(match, first, random);
    expect(match.events).toEqual([{ kind: 'passed', seat: 1 }]);
    expect(match.table.boneyard).toHaveLength(2);
    expect(match.table.turn).toBe(0);
    expect(match.table.lacks[1]).toEqual([4, 6]);
  });

  it('a computer that draws the boneyard dry without a fit passes', () => {
    const match = matchOf(tableOf({ hands: ['4-1', '5-5', '6-0'], line: '6|4', boneyard: '2-2', turn: 1 }));
    computerTurn(match, first, random);
    expect(match.events).toEqual([
      { kind: 'drew', seat: 1, count: 1 },
      { kind: 'passed', seat: 1 },
    ]);
    expect(match.phase).toBe('playing');
  });

  it('plays the computers until a seat without a strategy is to move', () => {
    const match = matchOf(tableOf({ hands: ['0-0', '4-1 5-5', '1-0 3-3'], line: '6|4', turn: 1 }));
    playComputers(match, [null, first, first], random);
    expect(match.table.turn).toBe(0);
    expect(match.events.map((e) => e.kind)).toEqual(['played', 'played']);
    expect(endsOf(match.table.line)).toEqual({ left: 6, right: 0 });
  });

  it('ends the round the moment a hand is emptied, scoring the pips left in the other hands', () => {
    const match = matchOf(tableOf({ hands: ['4-1', '6-6 5-0', '2-2'], line: '6|4' }), [10, 20, 30]);
    playTile(match, { tile: '4-1', end: 'right' });
    expect(match.phase).toBe('round-over');
    expect(match.summary).toEqual({
      round: 1,
      reason: 'domino',
      winner: 0,
      points: 21,
      hands: [[], ['6-6', '5-0'], ['2-2']],
      pips: [0, 17, 4],
      scores: [31, 20, 30],
    });
    expect(match.scores).toEqual([31, 20, 30]);
  });

  it('ends a round as blocked when a draw empties the boneyard and nobody can play', () => {
    const match = matchOf(tableOf({ hands: ['5-5', '3-3 2-1'], line: '6|4', boneyard: '0-0' }));
    expect(canPlay(match.table, 0)).toBe(false);
    drawTiles(match);
    expect(match.phase).toBe('round-over');
    expect(match.summary).toMatchObject({ reason: 'blocked', winner: 1, points: 10 - 9, pips: [10, 9] });
  });

  it('ends a round as blocked after the play that leaves nobody able to play', () => {
    const match = matchOf(tableOf({ hands: ['4-0 5-5', '3-3 2-1'], line: '6|4', boneyard: '', variant: 'draw' }));
    playTile(match, { tile: '4-0', end: 'right' });
    expect(isBlocked(match.table)).toBe(true);
    expect(match.summary).toMatchObject({ reason: 'blocked', winner: 1, points: 10 - 9 });
  });

  it('a pass alone never ends a round some player can still play', () => {
    const match = matchOf(tableOf({ hands: ['5-5', '6-1'], line: '6|4', boneyard: '' }));
    pass(match);
    expect(match.phase).toBe('playing');
    expect(match.table.turn).toBe(1);
  });
});

describe('the match', () => {
  it('ends when a round takes a player to 100 points; the match winner is that player', () => {
    const match = matchOf(tableOf({ hands: ['4-1', '6-6'], line: '6|4' }), [TARGET_SCORE - 12, 99]);
    playTile(match, { tile: '4-1', end: 'right' });
    expect(match.phase).toBe('match-over');
    expect(match.scores).toEqual([TARGET_SCORE, 99]);
    expect(matchWinner(match)).toBe(0);
    expect(() => nextRound(match, random)).toThrow();
  });

  it('below 100 the round ends and the next is led by its winner, with any tile', () => {
    const match = matchOf(tableOf({ hands: ['6-6', '4-1'], line: '6|4', turn: 1 }), [50, 60]);
    playComputers(match, [null, first], random);
    expect(match).toMatchObject({ phase: 'round-over', scores: [50, 72] });
    nextRound(match, random);
    expect(match).toMatchObject({ phase: 'playing', round: 2, summary: null, events: [], scores: [50, 72] });
    expect(match.table.turn).toBe(1);
    expect(match.table.opening).toBeNull();
    expect(match.table.line).toEqual([]);
    expect(match.table.hands.map((h) => h.length)).toEqual([7, 7]);
  });

  it('after a tied block the next round opens with the highest double (or heaviest tile) again', () => {
    const match = matchOf(tableOf({ hands: ['5-3', '5-2 1-0'], line: '6|4', boneyard: '' }));
    pass(match);
    // Nobody fits 6 or 4: the round is blocked, tied at 8 pips each.
    expect(match.summary).toMatchObject({ reason: 'blocked', winner: null, points: 0 });
    nextRound(match, random);
    const opener = openerOf(match.table.hands);
    expect(match.table.turn).toBe(opener.seat);
    expect(match.table.opening).toBe(opener.tile);
  });
});

/** Runs whole matches of computer players, checking the rules' promises after every turn. */
function checkedMatch(strategies: Strategy[], variant: 'draw' | 'block', seed: string): Match {
  const rnd = createSeededRandom(seed);
  const match = startMatch(variant, strategies.length, rnd);
  let before = [...match.scores];
  const dealt = 28 - match.table.boneyard.length;
  while (match.phase !== 'match-over') {
    if (match.phase === 'round-over') {
      nextRound(match, rnd);
      before = [...match.scores];
      continue;
    }
    const { table } = match;
    const boneyard = table.boneyard.length;
    computerTurn(match, strategies[table.turn]!, rnd);
    const all = [...table.hands.flat(), ...table.boneyard, ...table.line.map((l) => l.tile)];
    expect(new Set(all).size).toBe(28);
    expect(all).toHaveLength(28);
    table.line.forEach((laid, i) => i === 0 || expect(table.line[i - 1]!.right).toBe(laid.left));
    if (variant === 'block') expect(table.boneyard).toHaveLength(boneyard);
    expect(table.hands.flat().length + table.line.length).toBeLessThanOrEqual(variant === 'block' ? dealt : 28);
    if (match.summary) {
      const { summary } = match;
      if (summary.reason === 'blocked') {
        expect(isBlocked(table)).toBe(true);
        expect(canDraw(table)).toBe(false);
      } else expect(table.hands[summary.winner!]).toEqual([]);
      expect(summary.pips).toEqual(table.hands.map(handPips));
      expect(match.scores).toEqual(before.map((s, seat) => (seat === summary.winner ? s + summary.points : s)));
      expect(match.phase).toBe(match.scores.some((s) => s >= TARGET_SCORE) ? 'match-over' : 'round-over');
    }
  }
  return match;
}

describe('whole matches keep every rule', () => {
  // 40 matches in the deep run, 10 by default (on seeds the run's seed rotates).
  it('for two to four players, both variants, Easy and Hard', () => {
    for (const i of seedsFor(40, 10)) {
      const players = 2 + (i % 3);
      const strategies = Array.from({ length: players }, (_, seat) => ((seat + i) % 2 ? hardStrategy : easyStrategy));
      const match = checkedMatch(strategies, i % 4 < 2 ? 'draw' : 'block', `checked ${i}`);
      expect(Math.max(...match.scores)).toBeGreaterThanOrEqual(TARGET_SCORE);
      expect(match.scores.filter((s) => s >= TARGET_SCORE)).toHaveLength(1);
    }
    expect(ALL_TILES).toHaveLength(28);
  });
});
