import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { cardCode, parseCardCode } from './cards';
import { proofMoves, engine } from './engine';
import { replayGame, type SolitaireState } from './game';
import { HINT_STATE_CAP, describeStep, hintStep } from './hint';
import type { Move } from './moves';
import { moveOfStep, stepText } from './notation';
import { FOUNDATION, WASTE } from './piles';
import { refusalOf } from './rules';
import { positionKey } from './position-memory';
import { solve } from './solver';
import { deckWith, positionOf, stateOfDeck } from './test-deals';

const start = stateOfDeck(deckWith(['8s', '7h', '7c', '6h', 'Ah', '9d', 'Kd'], 'As 9c 2s'), 'draw-3');

function apply(state: SolitaireState, move: Move): SolitaireState {
  const applied = engine.applyMove(state, move);
  if (applied === null || isRefusedMove(applied)) throw new Error(`refused ${JSON.stringify(move)}`);
  return applied.state;
}

/** The cards a player sees face up (tableau and the waste's visible cards). */
function faceUp(state: SolitaireState): Set<number> {
  const view = engine.publicView(state);
  return new Set([...view.tableau.flatMap((c) => c.up), ...view.wasteTop].map((code) => parseCardCode(code)!));
}

describe('hints', () => {
  it('follow the proven line while the game follows it', () => {
    let state = start;
    for (const move of proofMoves(start).slice(0, 40)) {
      expect(moveOfStep(hintStep(state)!)).toEqual(move);
      state = apply(state, move);
    }
  });

  it('after leaving the line, give legal moves that never lead back to a position the game has been in', () => {
    // Off the line: two draws where the proof plays a card first.
    let state = apply(apply(start, { type: 'draw' }), { type: 'draw' });
    const seen = new Set([start, apply(start, { type: 'draw' }), state].map((s) => positionKey(replayGame(s)!.position)));
    for (let moves = 0; moves < 60 && !engine.publicView(state).won; moves++) {
      const step = hintStep(state)!;
      expect(refusalOf(replayGame(state)!.position, step)).toBeNull();
      state = apply(state, moveOfStep(step));
      const key = positionKey(replayGame(state)!.position);
      if (step.kind === 'move') expect(seen.has(key), `hint ${stepText(step)} went back`).toBe(false);
      seen.add(key);
    }
  });

  it('lead to a win from where the solver finds a line, and give none once won', () => {
    let state = start;
    for (const move of proofMoves(start).slice(0, 30)) state = apply(state, move);
    // Off the line, but the solver finds one quickly from here: hints alone win.
    state = apply(state, { type: 'draw' });
    expect(solve(replayGame(state)!.position, HINT_STATE_CAP).line).not.toBeNull();
    for (let moves = 0; moves < 400 && !engine.publicView(state).won; moves++) state = apply(state, moveOfStep(hintStep(state)!));
    expect(engine.publicView(state).won).toBe(true);
    expect(engine.hint(state)).toBeNull();
  });

  it('name only face-up cards', () => {
    let state = start;
    for (const move of proofMoves(start).slice(0, 60)) {
      const hint = engine.hint(state)!;
      const seen = faceUp(state);
      for (const card of hint.cells) expect(seen.has(card), `${cardCode(card)} in "${hint.message}"`).toBe(true);
      state = apply(state, move);
    }
  });

  it('say what to do in words a player reads', () => {
    const position = positionOf({ columns: ['Qs|Jh Tc 9h', 'Jd', '', '2h', 'Kc', '6h', 'Ah'], talon: '9s|Ts', foundations: [0, 0, 0, 5] });
    expect(describeStep(position, { kind: 'move', from: 0, to: 1, count: 2 })).toEqual({
      technique: 'Build',
      message: 'Move the 10♣ and the 1 card on it onto the J♦.',
      cells: [parseCardCode('Tc'), parseCardCode('Jd')],
    });
    expect(describeStep(position, { kind: 'move', from: 6, to: FOUNDATION + 1, count: 1 }).message).toBe('Move the A♥ to its foundation.');
    expect(describeStep(position, { kind: 'move', from: 4, to: 2, count: 1 }).message).toBe(
      'Move the K♣ to the third column, which is empty.',
    );
    expect(describeStep(position, { kind: 'move', from: FOUNDATION + 3, to: 5, count: 1 }).message).toBe(
      'Take the 5♣ back down onto the 6♥.',
    );
    expect(describeStep(position, { kind: 'move', from: WASTE, to: 2, count: 1 }).message).toBe(
      'Move the 9♠ to the third column, which is empty.',
    );
    expect(describeStep(position, { kind: 'draw' })).toEqual({ technique: 'Draw', message: 'Turn over cards from the stock.', cells: [] });
    expect(describeStep(positionOf({ talon: '9s|' }), { kind: 'draw' }).message).toBe('Turn the waste over to start the stock again.');
  });
});
