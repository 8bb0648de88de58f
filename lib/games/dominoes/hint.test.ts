import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { shuffled } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyDominoesMove, newDominoesGame } from './engine';
import { findHint, suggestedPlay } from './hint';
import { LEVELS } from './levels';
import { publicView } from './public-view';
import type { DominoesState } from './state';
import { matchOf, tableOf } from './test-tables';
import type { Table } from './rules';

const stateOf = (table: Table): DominoesState => ({
  level: 'draw-hard-1',
  random: createSeededRandom('hint').state(),
  match: matchOf(table),
  moves: 0,
});

/** The same state with the tiles the player cannot see dealt differently (same counts). */
function reshuffledHidden(state: DominoesState, seed: string): DominoesState {
  const copy = structuredClone(state) as { -readonly [K in keyof DominoesState]: DominoesState[K] };
  const { table } = copy.match;
  const hidden = shuffled([...table.hands.slice(1).flat(), ...table.boneyard], createSeededRandom(seed));
  for (let seat = 1; seat < table.hands.length; seat++) table.hands[seat] = hidden.splice(0, table.hands[seat]!.length);
  table.boneyard = hidden;
  return copy;
}

describe('the hint', () => {
  it('opens with the tile that must open', () => {
    const hint = findHint(stateOf({ ...tableOf({ hands: ['6-6 5-4', '3-3'], line: '' }), opening: '6-6' }));
    expect(hint).toMatchObject({ technique: 'Opening', cells: [0] });
    expect(hint?.message).toMatch(/^Play the 6-6: /);
  });

  it('goes out with the last tile', () => {
    expect(findHint(stateOf(tableOf({ hands: ['4-1', '3-3'], line: '6|4' })))).toEqual({
      technique: 'Domino',
      message: 'Play the 4-1 on the right: it is your last tile.',
      cells: [0],
    });
  });

  it('blocks with ends the next player was seen lacking, and says so', () => {
    const table = tableOf({ hands: ['4-2 4-3', '1-1 0-0'], line: '6|4' });
    table.lacks[1] = [3, 6];
    const hint = findHint(stateOf(table));
    expect(hint).toMatchObject({ technique: 'Block', cells: [1] });
    expect(hint?.message).toBe(
      'Play the 4-3 on the right: it leaves 6 and 3 at the ends, which the next player is unlikely to hold (they had no 3 and 6 when they last drew or passed).',
    );
  });

  it('unloads the heaviest tile when nothing else weighs more', () => {
    const table = tableOf({ hands: ['6-5 6-1 2-2', '1-1 0-0 3-3 5-5 4-4 2-0'], line: '6|6' });
    expect(findHint(stateOf(table))).toEqual({
      technique: 'Unload',
      message: 'Play the 6-5 on the left: it sheds 11 pips, which would count against you if the round ended now.',
      cells: [0],
    });
  });

  it('says to draw, or to pass, when no tile fits', () => {
    expect(findHint(stateOf(tableOf({ hands: ['5-5', '2-2'], line: '6|4' })))).toEqual({
      technique: 'Draw',
      message: 'None of your tiles fits 6 or 4: draw from the boneyard.',
      cells: [],
    });
    expect(findHint(stateOf(tableOf({ hands: ['5-5', '2-2 4-0'], line: '6|4', boneyard: '' })))).toMatchObject({ technique: 'Pass' });
  });

  it('suggests a legal play, the same whatever the hidden tiles are', () => {
    for (const level of LEVELS) {
      const random = createSeededRandom(`hints ${level.id}`);
      let { state } = newDominoesGame(level.id, random);
      for (let turn = 0; turn < 12 && state.match.phase === 'playing'; turn++) {
        const view = publicView(state);
        const hint = findHint(state)!;
        expect(hint).not.toBeNull();
        for (let k = 0; k < 3; k++) expect(findHint(reshuffledHidden(state, `${level.id} ${turn} ${k}`))).toEqual(hint);
        const best = suggestedPlay(state);
        if (best) {
          expect(view.playable.find((p) => p.tile === best.play.tile)?.ends).toContain(best.play.end);
          expect(view.hand[hint.cells[0]!]).toBe(best.play.tile);
        } else expect(hint.technique).toBe(view.canDraw ? 'Draw' : 'Pass');
        const move = best ? { type: 'play' as const, ...best.play } : { type: view.canDraw ? ('draw' as const) : ('pass' as const) };
        const next = applyDominoesMove(state, move);
        if (next === null || isRefusedMove(next)) throw new Error(`the hinted move was refused: ${JSON.stringify(next)}`);
        state = next.state;
      }
    }
  });

  it('gives nothing while the round summary is up', () => {
    const over = applyDominoesMove(stateOf(tableOf({ hands: ['4-1', '6-6'], line: '6|4' })), { type: 'play', tile: '4-1', end: 'right' });
    expect(over && !isRefusedMove(over) && findHint(over.state)).toBeNull();
  });
});
