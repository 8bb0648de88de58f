import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { shuffled } from '../toolbox/random';
import { fullDeck, parseCardCode } from './cards';
import { playSteps } from './game';
import { FOUNDATION } from './piles';
import { clonePosition, dealPosition, isWon, wasteTop } from './position';
import { DRAW, applyStep } from './rules';
import { positionKey } from './position-memory';
import { forcedFinish, solve } from './solver';
import { candidateMoves, isSafeToFoundation, reachableTalon, safeFoundationStep } from './solver-moves';
import { positionOf } from './test-deals';

const card = (code: string) => parseCardCode(code)!;
const randomDeal = (seed: string, drawCount: 1 | 3) => dealPosition(shuffled(fullDeck(), createSeededRandom(seed)), drawCount);

describe('the talon cards the solver can reach', () => {
  it('lists each card that can come to the waste top, with the draws that bring it there (turning over counts as one)', () => {
    expect(reachableTalon(positionOf({ talon: '|5h 6h 7h' }))).toEqual([
      { draws: 1, card: card('5h') },
      { draws: 2, card: card('6h') },
      { draws: 3, card: card('7h') },
    ]);
    expect(reachableTalon(positionOf({ talon: '5h 6h|7h' }))).toEqual([
      { draws: 0, card: card('6h') },
      { draws: 1, card: card('7h') },
      { draws: 3, card: card('5h') },
    ]);
    // Draw 3 reaches every third card only (until play changes the stock).
    expect(reachableTalon(positionOf({ drawCount: 3, talon: '|5h 6h 7h 8h 9h' }))).toEqual([
      { draws: 1, card: card('7h') },
      { draws: 2, card: card('9h') },
    ]);
  });

  it('is right by the rules: drawing that many times brings that card to the top, from any talon', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(1 as const, 3 as const),
        fc.nat({ max: 24 }),
        fc.nat({ max: 24 }),
        (seed, drawCount, size, cutChoice) => {
          const talon = shuffled(fullDeck(), createSeededRandom(seed)).slice(0, size);
          const position = { ...positionOf({ drawCount }), talon, cut: size === 0 ? 0 : cutChoice % (size + 1) };
          const reached = reachableTalon(position);
          for (const { draws, card: expected } of reached) {
            const work = clonePosition(position);
            for (let i = 0; i < draws; i++) applyStep(work, DRAW);
            expect(wasteTop(work)).toBe(expected);
          }
          expect(new Set(reached.map((r) => r.card)).size).toBe(reached.length);
          if (drawCount === 1) expect(reached).toHaveLength(size);
        },
      ),
    );
  });
});

describe('safe moves to the foundations', () => {
  it('Aces and twos are always safe; a higher card once the other colour is up to one below and its own colour to two below', () => {
    const early = positionOf({});
    expect(isSafeToFoundation(early, card('Ah'))).toBe(true);
    expect(isSafeToFoundation(early, card('2c'))).toBe(true);
    expect(isSafeToFoundation(early, card('3h'))).toBe(false);
    // 5♥: black fours up (spades, clubs at 4) and diamonds at 3.
    expect(isSafeToFoundation(positionOf({ foundations: [4, 4, 3, 4] }), card('5h'))).toBe(true);
    expect(isSafeToFoundation(positionOf({ foundations: [4, 4, 2, 4] }), card('5h'))).toBe(false);
    expect(isSafeToFoundation(positionOf({ foundations: [3, 4, 3, 4] }), card('5h'))).toBe(false);
  });

  it('the solver plays a safe one without branching, from a column top or the waste top', () => {
    expect(safeFoundationStep(positionOf({ columns: ['Kd|Ac', '', '', '', '', '', ''] }))).toEqual({
      kind: 'move',
      from: 0,
      to: FOUNDATION + 3,
      count: 1,
    });
    expect(safeFoundationStep(positionOf({ talon: 'As|' }))).toEqual({ kind: 'move', from: 7, to: FOUNDATION, count: 1 });
    expect(safeFoundationStep(positionOf({ columns: ['3h', '', '', '', '', '', ''], foundations: [0, 2, 0, 0] }))).toBeNull();
  });
});

describe('the moves the solver tries', () => {
  it('puts moves to a foundation first, then moves that turn a card up, and leaves out pointless ones', () => {
    const position = positionOf({ columns: ['Qs Kd|8s', '2h|9h', 'Kc', '7d', '3c', '', ''], talon: '|Ah', foundations: [0, 0, 0, 2] });
    const moves = candidateMoves(position);
    expect(moves[0]).toEqual({ draws: 0, step: { kind: 'move', from: 4, to: FOUNDATION + 3, count: 1 } });
    expect(moves[1]).toEqual({ draws: 1, step: { kind: 'move', from: 7, to: FOUNDATION + 1, count: 1 } });
    expect(moves[2]).toEqual({ draws: 0, step: { kind: 'move', from: 0, to: 1, count: 1 } });
    // The K♣ already at the bottom of a column never moves to another empty one.
    expect(moves.some((m) => m.step.kind === 'move' && m.step.from === 2)).toBe(false);
  });
});

describe('identifying positions', () => {
  it('does not depend on which columns hold which cards, or in Draw 1 on the cut, but on every card', () => {
    const a = positionOf({ columns: ['Kd|8s', '9h', '', 'Kc Qd', '', '', ''], talon: '5h|6h' });
    const b = positionOf({ columns: ['Kd|8s', 'Kc Qd', '9h', '', '', '', ''], talon: '5h|6h' });
    expect(positionKey(a)).toBe(positionKey(b));
    // Where the cut is matters in Draw 3 (it decides which cards can be drawn), not in Draw 1.
    expect(positionKey(a)).toBe(positionKey(positionOf({ columns: ['Kd|8s', '9h', '', 'Kc Qd', '', '', ''], talon: '5h 6h|' })));
    const drawThree = (talon: string) =>
      positionKey(positionOf({ drawCount: 3, columns: ['Kd|8s', '9h', '', 'Kc Qd', '', '', ''], talon }));
    expect(drawThree('5h|6h')).not.toBe(drawThree('5h 6h|'));
    expect(positionKey(a)).not.toBe(positionKey(positionOf({ columns: ['Kd|8s', '9h', '', 'Kc Qd', '', '', ''], talon: '6h|5h' })));
    expect(positionKey(a)).not.toBe(positionKey(positionOf({ columns: ['Kd 8s', '9h', '', 'Kc Qd', '', '', ''], talon: '5h|6h' })));
    expect(positionKey(a)).not.toBe(positionKey(positionOf({ columns: ['Kd|8s 9h', '', '', 'Kc Qd', '', '', ''], talon: '5h|6h' })));
  });
});

describe('the forced finish', () => {
  it('sends every card up once all are face up and the talon is empty', () => {
    const position = positionOf({ columns: ['Kh Qs Jh', 'Ks Qh Js', 'Kd Qc Jd', 'Kc Qd Jc', '', '', ''], foundations: [10, 10, 10, 10] });
    const steps = forcedFinish(position);
    expect(steps).toHaveLength(12);
    const won = playSteps(clonePosition(position), steps);
    expect(won && isWon(won.position)).toBe(true);
  });
});

describe('solving', () => {
  it('finds lines that win by the rules, leaving the position it was given as it was', () => {
    let won = 0;
    for (let i = 0; i < 8; i++) {
      for (const drawCount of [1, 3] as const) {
        const position = randomDeal(`solver ${i}`, drawCount);
        const before = clonePosition(position);
        const outcome = solve(position, 20_000);
        expect(position).toEqual(before);
        if (!outcome.line) continue;
        won++;
        const replayed = playSteps(clonePosition(position), outcome.line);
        expect(replayed, `deal ${i}, draw ${drawCount}`).not.toBeNull();
        expect(isWon(replayed!.position)).toBe(true);
      }
    }
    // Most random deals are winnable (about four in five when the cards are known).
    expect(won).toBeGreaterThanOrEqual(10);
  });

  it('stops at the cap and says so', () => {
    const outcome = solve(randomDeal('solver capped', 1), 1);
    expect(outcome).toEqual({ line: null, states: 2, capped: true });
  });

  it('a won position needs no line; one ready for the forced finish gets it', () => {
    expect(solve(positionOf({ foundations: [13, 13, 13, 13] })).line).toEqual([]);
    const line = solve(positionOf({ columns: ['Ks', 'Kh', 'Kd', 'Kc', '', '', ''], foundations: [12, 12, 12, 12] })).line;
    expect(line).toHaveLength(4);
  });

  it('answers no line, uncapped, when no move leads anywhere', () => {
    // Black tops only (nothing builds), no Ace up, no empty column and no talon: nothing can move.
    const stuck = positionOf({ columns: ['Ah|Ks', 'Ad|Kc', 'As|Qs', 'Ac|Qc', '2h|Js', '2d|Jc', '2s|Ts'] });
    expect(solve(stuck)).toEqual({ line: null, states: 1, capped: false });
  });
});
