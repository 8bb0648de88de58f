import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { shuffled } from '../toolbox/random';
import { fullDeck } from './cards';
import { addPoints } from './game';
import { FOUNDATION, WASTE } from './piles';
import { clonePosition, dealPosition, type Position } from './position';
import { DRAW, POINTS, applyStep, legalSteps, refusalOf, undoStep, type Step, type StepRecord } from './rules';
import { cards, positionOf } from './test-deals';
import { runs } from '@/tests/support/property-runs';

const move = (from: number, to: number, count = 1): Step => ({ kind: 'move', from, to, count });
const SPADES = FOUNDATION;
const HEARTS = FOUNDATION + 1;
const CLUBS = FOUNDATION + 3;

/** Applies a step the rules must allow, returning its record. */
function play(position: Position, step: Step): StepRecord {
  expect(refusalOf(position, step)).toBeNull();
  return applyStep(position, step);
}

describe('building on the tableau', () => {
  const board = () => positionOf({ columns: ['Kd|8s', '7h', '7c', '6h', '9d', 'Qs|Jh Tc 9h', ''] });

  it('allows one rank lower in the other colour, and moves the card', () => {
    const position = board();
    expect(play(position, move(1, 0)).points).toBe(0);
    expect(position.columns[0]).toEqual(cards('Kd 8s 7h'));
    expect(position.columns[1]).toEqual([]);
    expect(refusalOf(board(), move(0, 4))).toBeNull();
  });

  it('refuses the same colour and the wrong rank, saying why', () => {
    expect(refusalOf(board(), move(2, 0))).toBe('The 7♣ goes only on a red 8, not on the 8♠.');
    expect(refusalOf(board(), move(3, 0))).toBe('The 6♥ goes only on a black 7, not on the 8♠.');
    expect(refusalOf(board(), move(4, 0))).toBe('The 9♦ goes only on a black 10, not on the 8♠.');
  });

  it('moves a run of face-up cards as a unit when its head fits, and refuses it when it does not', () => {
    expect(refusalOf(positionOf({ columns: ['Qs|Jh Tc 9h', 'Qd', '', '', '', '', ''] }), move(0, 1, 3))).toBe(
      'The J♥ goes only on a black Queen, not on the Q♦.',
    );
    expect(refusalOf(positionOf({ columns: ['Qs|Jh Tc 9h', 'Jc', '', '', '', '', ''] }), move(0, 1, 2))).toBe(
      'The 10♣ goes only on a red Jack, not on the J♣.',
    );
    const fits = positionOf({ columns: ['Qs|Jh Tc 9h', 'Jd', '', '', '', '', ''] });
    play(fits, move(0, 1, 2));
    expect(fits.columns[1]).toEqual(cards('Jd Tc 9h'));
    expect(fits.columns[0]).toEqual(cards('Qs Jh'));
    expect(fits.down[0]).toBe(1);
  });

  it('refuses moving face-down cards, more cards than a column has, or from an empty column', () => {
    const position = positionOf({ columns: ['Qs Kd|Jh Tc', 'Qc', '', '', '', '', ''] });
    expect(refusalOf(position, move(0, 1, 3))).toBe('Face-down cards cannot be moved.');
    expect(refusalOf(position, move(0, 2, 5))).toBe('Column 1 has only 4 cards.');
    expect(refusalOf(position, move(2, 0))).toBe('Column 3 is empty.');
  });

  it('lets only a King, or a run headed by a King, go to an empty column', () => {
    const position = positionOf({ columns: ['Kh Qs', 'Jd', 'As|Kc Qd', 'Qh', '', '', ''] });
    const onlyKings = 'Only a King, or a run headed by a King, can go to an empty column.';
    expect(refusalOf(position, move(1, 4))).toBe(onlyKings);
    expect(refusalOf(position, move(0, 4, 1))).toBe(onlyKings);
    play(position, move(0, 4, 2));
    expect(position.columns[4]).toEqual(cards('Kh Qs'));
    expect(refusalOf(position, move(2, 5, 2))).toBeNull();
    expect(refusalOf(positionOf({ columns: ['Kh', 'As|Kc', '', '', '', '', ''] }), move(0, 1))).toBe(
      'A King can go only to an empty column.',
    );
  });

  it('needs two different piles and never sends cards to the waste', () => {
    const position = positionOf({ columns: ['8s', '7h', '', '', '', '', ''], talon: 'Kc|' });
    expect(refusalOf(position, move(1, 1))).toBe('A move needs two different piles.');
    expect(refusalOf(position, move(1, WASTE))).toBe('Cards reach the waste only by drawing from the stock.');
  });
});

describe('turning a card over', () => {
  it('turns the new top of a column up when its last face-up card leaves, for 5 points; undo turns it back down', () => {
    const position = positionOf({ columns: ['As 2d|8s', '9h', '', '', '', '', ''] });
    const before = clonePosition(position);
    const record = play(position, move(0, 1));
    expect(record).toMatchObject({ turned: true, points: POINTS.turnOver });
    expect(position.down[0]).toBe(1);
    expect(position.columns[0]).toEqual(cards('As 2d'));
    undoStep(position, record);
    expect(position).toEqual(before);
  });

  it('turns nothing while face-up cards remain, or when nothing is face down', () => {
    const position = positionOf({ columns: ['As|9h 8s', '9d', '', '', '', '', ''] });
    expect(play(position, move(0, 1)).turned).toBe(false);
    expect(position.down[0]).toBe(1);
    expect(play(positionOf({ columns: ['8s', '9h', '', '', '', '', ''] }), move(0, 1)).turned).toBe(false);
  });
});

describe('the foundations', () => {
  it('take an Ace first, then the same suit upwards, for 10 points', () => {
    const position = positionOf({ columns: ['Ah', '2h', '3h', '', '', '', ''] });
    expect(refusalOf(position, move(1, HEARTS))).toBe('The 2♥ cannot go up yet: the Ace of hearts must be there first.');
    expect(play(position, move(0, HEARTS)).points).toBe(POINTS.toFoundation);
    play(position, move(1, HEARTS));
    play(position, move(2, HEARTS));
    expect(position.foundations).toEqual([0, 3, 0, 0]);
  });

  it('refuse another suit, a rank out of turn, a run, and a card already up', () => {
    const position = positionOf({ columns: ['As', '3s', 'Qd|4s 3h', '', '', '', ''], foundations: [1, 0, 0, 0] });
    expect(refusalOf(position, move(0, HEARTS))).toBe('The A♠ goes on the spades foundation, not the hearts.');
    expect(refusalOf(position, move(1, SPADES))).toBe('The 3♠ cannot go up yet: the 2 of spades must be there first.');
    expect(refusalOf(position, move(2, CLUBS, 2))).toBe('Cards go onto a foundation one at a time.');
    expect(refusalOf(position, move(0, SPADES))).toBe('The A♠ is already there.');
  });

  it('give their top card back to the tableau where it fits, for -15 points, and only to the tableau', () => {
    const position = positionOf({ columns: ['6c', 'Kd', '', '', '', '', ''], foundations: [0, 5, 0, 0] });
    expect(refusalOf(position, move(HEARTS, 1))).toBe('The 5♥ goes only on a black 6, not on the K♦.');
    expect(refusalOf(position, move(HEARTS, SPADES))).toBe('A card leaves a foundation only for the tableau.');
    expect(refusalOf(position, move(HEARTS, WASTE))).toBe('Cards reach the waste only by drawing from the stock.');
    expect(refusalOf(position, move(SPADES, 0))).toBe('The spades foundation is empty.');
    expect(refusalOf(position, move(HEARTS, 0, 2))).toBe('Only one card at a time moves from the hearts foundation.');
    expect(play(position, move(HEARTS, 0)).points).toBe(POINTS.foundationToTableau);
    expect(position.columns[0]).toEqual(cards('6c 5h'));
    expect(position.foundations).toEqual([0, 4, 0, 0]);
  });
});

describe('the stock and the waste', () => {
  it('Draw 1 turns one card from the stock onto the waste', () => {
    const position = positionOf({ talon: '|5h 6h 7h' });
    play(position, DRAW);
    expect(position.talon.slice(0, position.cut)).toEqual(cards('5h'));
    play(position, DRAW);
    expect(position.talon[position.cut - 1]).toEqual(cards('6h')[0]);
  });

  it('Draw 3 turns three at a time (fewer at the end), the third on top', () => {
    const position = positionOf({ drawCount: 3, talon: '|5h 6h 7h 8h 9h' });
    play(position, DRAW);
    expect(position.cut).toBe(3);
    expect(position.talon[position.cut - 1]).toEqual(cards('7h')[0]);
    play(position, DRAW);
    expect(position.cut).toBe(5);
  });

  it('turns the waste over into the stock when the stock is empty, in the same order: -100 in Draw 1, nothing in Draw 3', () => {
    const one = positionOf({ talon: '5h 6h 7h|' });
    const record = play(one, DRAW);
    expect(one.cut).toBe(0);
    expect(one.talon).toEqual(cards('5h 6h 7h'));
    expect(record.points).toBe(POINTS.recycleDrawOne);
    play(one, DRAW);
    expect(one.talon[0]).toEqual(cards('5h')[0]);
    expect(play(positionOf({ drawCount: 3, talon: '5h 6h 7h|' }), DRAW).points).toBe(0);
  });

  it('refuses a draw when the stock and the waste are both empty', () => {
    expect(refusalOf(positionOf({}), DRAW)).toBe('The stock and the waste are empty: there is nothing to draw.');
  });

  it('plays the waste top, one card at a time, for 5 points onto the tableau and 10 onto a foundation', () => {
    const position = positionOf({ columns: ['8s', '', '', '', '', '', ''], talon: 'Ah 7h|Kc' });
    expect(refusalOf(position, move(WASTE, 0, 2))).toBe('Only one card at a time moves from the waste.');
    expect(play(position, move(WASTE, 0)).points).toBe(POINTS.wasteToTableau);
    expect(play(position, move(WASTE, HEARTS)).points).toBe(POINTS.toFoundation);
    expect(position.talon).toEqual(cards('Kc'));
    expect(position.cut).toBe(0);
    expect(refusalOf(position, move(WASTE, 1))).toBe('The waste is empty.');
  });

  it('the score never goes below zero', () => {
    expect(addPoints(40, POINTS.recycleDrawOne)).toBe(0);
    expect(addPoints(140, POINTS.recycleDrawOne)).toBe(40);
    expect(addPoints(10, POINTS.foundationToTableau)).toBe(0);
  });
});

describe('undo', () => {
  it('takes back any sequence of legal steps exactly, from any deal', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(1 as const, 3 as const),
        fc.array(fc.nat(), { maxLength: 80 }),
        (seed, drawCount, choices) => {
          const start = dealPosition(shuffled(fullDeck(), createSeededRandom(seed)), drawCount);
          const position = clonePosition(start);
          const history: { record: StepRecord; before: Position }[] = [];
          for (const choice of choices) {
            const steps = legalSteps(position);
            if (steps.length === 0) break;
            const before = clonePosition(position);
            history.push({ record: applyStep(position, steps[choice % steps.length]!), before });
          }
          for (let i = history.length - 1; i >= 0; i--) {
            undoStep(position, history[i]!.record);
            expect(position).toEqual(history[i]!.before);
          }
          expect(position).toEqual(start);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('every step legalSteps lists is allowed, and it lists every allowed one', () => {
    const position = positionOf({ columns: ['Qs|Jh Tc 9h', 'Jd', 'Kc', '', '8c', '2h', 'Ah'], talon: '9s|Ts', foundations: [0, 0, 0, 0] });
    const steps = legalSteps(position);
    for (const step of steps) expect(refusalOf(position, step)).toBeNull();
    expect(steps).toContainEqual(DRAW);
    expect(steps).toContainEqual(move(0, 1, 2));
    expect(steps).toContainEqual(move(2, 3));
    expect(steps).toContainEqual(move(6, HEARTS));
    expect(steps).not.toContainEqual(move(5, HEARTS));
    expect(steps).not.toContainEqual(move(0, 1, 3));
  });
});
