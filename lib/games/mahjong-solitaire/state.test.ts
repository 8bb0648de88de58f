import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyMahjongMove } from './engine';
import { dealtGame } from './test-support';
import type { Move } from './moves';
import { MAX_SHUFFLES, parseMahjongState, type MahjongState } from './state';

function playAll(state: MahjongState, moves: Move[]): MahjongState {
  for (const move of moves) {
    const result = applyMahjongMove(state, move);
    if ('refused' in result) throw new Error(result.refused);
    state = result.state;
  }
  return state;
}

const stored = (state: unknown) => JSON.parse(JSON.stringify(state)) as Record<string, unknown>;

describe('a stored state', () => {
  const { state: start } = dealtGame('quick', createSeededRandom('stored'));
  const [p1, , p3] = start.order as [number, number][];
  // Pairs, a shuffle, more pairs by the shuffle's order, and an undo: everything a state can hold.
  const shuffled = playAll(start, [{ type: 'pair', a: p1![0], b: p1![1] }, { type: 'shuffle' }]);
  const shuffle = shuffled.steps.at(-1)!;
  if (shuffle.type !== 'shuffle') throw new Error('a shuffle step');
  const [s1, s2] = shuffle.order as [number, number][];
  const played = playAll(shuffled, [{ type: 'pair', a: s1![0], b: s1![1] }, { type: 'pair', a: s2![0], b: s2![1] }, { type: 'undo' }]);

  const won = playAll(
    start,
    start.order.map(([a, b]) => ({ type: 'pair', a, b }) as Move),
  );

  const notDealt: MahjongState = { ...start, started: false };

  it('is read back as it was, at every stage', () => {
    for (const state of [notDealt, start, shuffled, played]) expect(parseMahjongState(stored(state))).toEqual(state);
    expect(parseMahjongState(stored(won))).toEqual(won);
  });

  it('stored before the start move existed (no `started`: its deal was public from the issue) is dealt', () => {
    const { started: _, ...legacy } = stored(played);
    expect(parseMahjongState(legacy)).toEqual(played);
  });

  it('is refused when malformed or not what this engine makes', () => {
    const broken: [string, unknown][] = [
      ['not an object', 'quick'],
      ['null', null],
      ['an unknown layout', { ...stored(start), layout: 'dragon' }],
      ['a short seed', { ...stored(start), seed: 'abc' }],
      ['an extra key', { ...stored(start), solution: [] }],
      ['a deal of another layout', { ...stored(start), layout: 'turtle' }],
      ['a deal with a tile too many', { ...stored(start), deal: start.deal.replace(/^quick:(..)(..)/, 'quick:$1$1') }],
      ['an order that does not clear the deal', { ...stored(start), order: [...start.order].reverse() }],
      ['an order one pair short', { ...stored(start), order: start.order.slice(0, -1) }],
      ['a pair step that was never legal', { ...stored(start), steps: [{ type: 'pair', a: p1![0], b: p1![0] }] }],
      [
        'a pair taken twice',
        {
          ...stored(start),
          steps: [
            { type: 'pair', a: p1![0], b: p1![1] },
            { type: 'pair', a: p1![0], b: p1![1] },
          ],
        },
      ],
      ['a pair step with an index past the board', { ...stored(start), steps: [{ type: 'pair', a: 200, b: 1 }] }],
      ['a step of an unknown type', { ...stored(start), steps: [{ type: 'solve' }] }],
      [
        'a shuffle with other tiles',
        { ...stored(shuffled), steps: [shuffled.steps[0], { ...shuffle, board: shuffle.board.replace(/[a-z][a-z0-9]/, 'dr') }] },
      ],
      [
        'a shuffle whose order does not clear it',
        { ...stored(shuffled), steps: [shuffled.steps[0], { ...shuffle, order: [...shuffle.order].reverse() }] },
      ],
      ['a shuffle not counted', { ...stored(shuffled), shuffles: 0 }],
      ['more shuffles than allowed', { ...stored(shuffled), shuffles: MAX_SHUFFLES + 1 }],
      ['an undone step that cannot be redone', { ...stored(played), undone: [{ type: 'pair', a: p1![0], b: p1![1] }] }],
      // Nothing is undone once won: not even a shuffle of the empty board, which would be legal to redo.
      [
        'an undone step after a won game',
        { ...stored(won), shuffles: 1, undone: [{ type: 'shuffle', board: `quick:${'..'.repeat(48)}`, order: [] }] },
      ],
      ['a pair still to redo that was never legal', { ...stored(start), undone: [{ type: 'pair', a: p3![0], b: p3![0] }] }],
      ['a negative shuffle count', { ...stored(start), shuffles: -1 }],
      ['a pair taken before the deal', { ...stored(notDealt), steps: [{ type: 'pair', a: p1![0], b: p1![1] }] }],
      ['a shuffle counted before the deal', { ...stored(notDealt), shuffles: 1 }],
      ['a start flag that is not a boolean', { ...stored(start), started: 'yes' }],
    ];
    for (const [what, value] of broken) expect(parseMahjongState(value), what).toBeNull();
  });
});
