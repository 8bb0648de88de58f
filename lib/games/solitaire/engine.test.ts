import { describe, expect, it } from 'vitest';
import { isRefusedMove, type AppliedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { cardCode, cardsText, parseCardCode } from './cards';
import { MAX_SCORED_MOVES, MIN_MOVE_SECONDS, MIN_SOLVE_SECONDS, PLAUSIBLE_SECONDS, REFUSALS, proofMoves, engine } from './engine';
import { MAX_STEPS, replayGame, type SolitaireState } from './game';
import type { Move } from './moves';
import { isAutoCompletable } from './position';
import { deckWith, stateOfDeck } from './test-deals';
import type { SolitaireView } from './view';

type Applied = AppliedMove<SolitaireState, SolitaireView>;

/**
 * Column tops 8♠ 7♥ 7♣ 6♥ A♥ 9♦ K♦ (columns 1 to 7), and the stock drawn A♠, 9♣, 2♠ first. Winnable
 * (its proof is found by the solver), so it is a real game the engine stores and reads back.
 */
const DECK = deckWith(['8s', '7h', '7c', '6h', 'Ah', '9d', 'Kd'], 'As 9c 2s');
const drawOne = stateOfDeck(DECK, 'draw-1');
const drawThree = stateOfDeck(DECK, 'draw-3');

function apply(state: SolitaireState, move: Move): Applied {
  const applied = engine.applyMove(state, move);
  if (applied === null || isRefusedMove(applied)) throw new Error(`refused ${JSON.stringify(move)}: ${JSON.stringify(applied)}`);
  return applied;
}
const refusal = (state: SolitaireState, move: Move) => engine.applyMove(state, move);
const moveOf = (from: string, to: string, count?: number): Move => ({ type: 'move', from, to, ...(count ? { count } : {}) }) as Move;

/** Plays the state's proof until `stop` says so (before the move it is given); the state reached. */
function playProofUntil(start: SolitaireState, stop: (state: SolitaireState) => boolean): SolitaireState {
  let state = start;
  for (const move of proofMoves(start)) {
    if (stop(state)) return state;
    state = apply(state, move).state;
  }
  return state;
}

describe('a new game', () => {
  it('is a proven deal whose public text and view show the seven top cards and counts only', () => {
    const { puzzle, state } = engine.newGame('draw-3', createSeededRandom('engine new game'));
    expect(engine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const view = engine.publicView(state);
    expect(view).toMatchObject({
      drawCount: 3,
      stock: 24,
      waste: 0,
      wasteTop: [],
      foundations: [0, 0, 0, 0],
      score: 0,
      moves: 0,
      canUndo: false,
      canAutoComplete: false,
      won: false,
    });
    expect(view.tableau.map((c) => c.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(view.tableau.every((c) => c.up.length === 1)).toBe(true);
    const tops = view.tableau.map((c) => c.up[0]);
    expect(puzzle).toBe(`3:${tops.map((top, i) => '#'.repeat(i) + top).join('/')}:24:0::----`);
  });

  it('keeps the proven line in the state, and plays it to a win', () => {
    expect(playProofUntil(drawOne, () => false)).toMatchObject({ steps: drawOne.proof });
    expect(engine.publicView(playProofUntil(drawThree, () => false)).won).toBe(true);
  });
});

describe('moves', () => {
  it('build down in alternating colours, turning the card left on top for 5 points', () => {
    const { state, reply, status } = apply(drawOne, moveOf('tableau-2', 'tableau-1'));
    expect(status).toBe('playing');
    expect(reply.tableau[0]!.up).toEqual(['8s', '7h']);
    expect(reply.tableau[1]).toEqual({ down: 0, up: [cardCode(DECK[1]!)] });
    expect(reply).toMatchObject({ score: 5, moves: 1, canUndo: true });
    expect(state.steps).toEqual(['21']);
  });

  it('empty a column for a King and refuse anything else there', () => {
    const emptied = apply(drawOne, moveOf('tableau-1', 'tableau-6')).state;
    expect(engine.publicView(emptied).tableau[0]).toEqual({ down: 0, up: [] });
    expect(refusal(emptied, moveOf('tableau-3', 'tableau-1'))).toEqual({
      refused: 'Only a King, or a run headed by a King, can go to an empty column.',
    });
    const king = apply(emptied, moveOf('tableau-7', 'tableau-1')).reply;
    expect(king.tableau[0]!.up).toEqual(['Kd']);
    expect(king.tableau[6]!.down).toBe(5);
  });

  it('draw one card in Draw 1 and three in Draw 3, and play the waste top to a foundation for 10 points', () => {
    const one = apply(drawOne, { type: 'draw' });
    expect(one.reply).toMatchObject({ stock: 23, waste: 1, wasteTop: ['As'] });
    const up = apply(one.state, moveOf('waste', 'foundation-spades'));
    expect(up.reply).toMatchObject({ waste: 0, wasteTop: [], foundations: [1, 0, 0, 0], score: 10 });
    const three = apply(drawThree, { type: 'draw' });
    expect(three.reply).toMatchObject({ stock: 21, waste: 3, wasteTop: ['As', '9c', '2s'] });
  });

  it('turn the waste over when the stock is empty: -100 in Draw 1 (never below zero), nothing in Draw 3', () => {
    let one = drawOne;
    for (let i = 0; i < 24; i++) one = apply(one, { type: 'draw' }).state;
    one = apply(one, moveOf('tableau-5', 'foundation-hearts')).state;
    expect(engine.publicView(one)).toMatchObject({ stock: 0, waste: 24, score: 15 });
    const recycled = apply(one, { type: 'draw' }).reply;
    expect(recycled).toMatchObject({ stock: 24, waste: 0, score: 0 });
    let three = drawThree;
    for (let i = 0; i < 8; i++) three = apply(three, { type: 'draw' }).state;
    three = apply(three, moveOf('tableau-5', 'foundation-hearts')).state;
    expect(apply(three, { type: 'draw' }).reply).toMatchObject({ stock: 24, waste: 0, score: 15 });
  });

  it('refuse every illegal move with the reason, changing nothing', () => {
    const cases: [Move, string][] = [
      [moveOf('tableau-3', 'tableau-1'), 'The 7♣ goes only on a red 8, not on the 8♠.'],
      [moveOf('tableau-4', 'tableau-1'), 'The 6♥ goes only on a black 7, not on the 8♠.'],
      [moveOf('tableau-7', 'tableau-6'), 'A King can go only to an empty column.'],
      [moveOf('tableau-5', 'foundation-spades'), 'The A♥ goes on the hearts foundation, not the spades.'],
      [moveOf('tableau-4', 'foundation-hearts'), 'The 6♥ cannot go up yet: the 5 of hearts must be there first.'],
      [moveOf('tableau-7', 'tableau-1', 2), 'Face-down cards cannot be moved.'],
      [moveOf('tableau-2', 'tableau-1', 3), 'Column 2 has only 2 cards.'],
      [moveOf('tableau-2', 'tableau-2'), 'A move needs two different piles.'],
      [moveOf('tableau-2', 'waste'), 'Cards reach the waste only by drawing from the stock.'],
      [moveOf('waste', 'tableau-1'), 'The waste is empty.'],
      [moveOf('foundation-hearts', 'tableau-1'), 'The hearts foundation is empty.'],
      [{ type: 'undo' }, REFUSALS.nothingToUndo],
      [{ type: 'auto' }, REFUSALS.autoNotYet],
    ];
    const before = JSON.stringify(drawOne);
    for (const [move, reason] of cases) expect(refusal(drawOne, move), JSON.stringify(move)).toEqual({ refused: reason });
    expect(JSON.stringify(drawOne)).toBe(before);
    const drawn = apply(drawOne, { type: 'draw' }).state;
    expect(refusal(drawn, moveOf('waste', 'tableau-1', 2))).toEqual({ refused: 'Only one card at a time moves from the waste.' });
    const run = apply(drawOne, moveOf('tableau-2', 'tableau-1')).state;
    expect(refusal(run, moveOf('tableau-1', 'foundation-hearts', 2))).toEqual({ refused: 'Cards go onto a foundation one at a time.' });
    const up = apply(apply(drawn, moveOf('waste', 'foundation-spades')).state, moveOf('tableau-5', 'foundation-hearts')).state;
    expect(refusal(up, moveOf('foundation-hearts', 'foundation-spades'))).toEqual({
      refused: 'A card leaves a foundation only for the tableau.',
    });
  });

  it('refuse a draw once the stock and the waste are both empty', () => {
    const empty = playProofUntil(drawOne, (state) => replayGame(state)!.position.talon.length === 0);
    expect(engine.publicView(empty)).toMatchObject({ stock: 0, waste: 0, won: false });
    expect(refusal(empty, { type: 'draw' })).toEqual({ refused: 'The stock and the waste are empty: there is nothing to draw.' });
  });

  it('refuse malformed moves at the schema: unknown types, piles and counts', () => {
    const forged: unknown[] = [
      { type: 'win' },
      { type: 'move', from: 'stock', to: 'tableau-1' },
      { type: 'move', from: 'tableau-8', to: 'tableau-1' },
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 0 },
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 14 },
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 1.5 },
      { type: 'move', from: 'tableau-1' },
      { type: 'move', from: 'waste', to: 'foundation', count: 1 },
      null,
      'draw',
    ];
    for (const move of forged) expect(engine.moveSchema.safeParse(move).success, JSON.stringify(move)).toBe(false);
  });
});

describe('undo', () => {
  it('takes back any move exactly (the score and the face-down card too) and counts as a move', () => {
    const moved = apply(drawOne, moveOf('tableau-2', 'tableau-1')).state;
    const undone = apply(moved, { type: 'undo' });
    expect({ ...undone.reply, moves: 0, canUndo: false }).toEqual(engine.publicView(drawOne));
    expect(undone.reply.moves).toBe(2);
    expect(undone.state.steps).toEqual([]);
  });

  it('is unlimited: a whole game can be taken back to the deal', () => {
    let state = playProofUntil(drawThree, (s) => s.steps.length === 60);
    while (state.steps.length > 0) state = apply(state, { type: 'undo' }).state;
    expect({ ...engine.publicView(state), moves: 0, canUndo: false }).toEqual(engine.publicView(drawThree));
  });
});

describe('auto-complete', () => {
  it('is refused until every card is face up with the stock and waste empty, then sends every card up: won', () => {
    const ready = playProofUntil(drawOne, (state) => isAutoCompletable(replayGame(state)!.position));
    const before = playProofUntil(drawOne, (state) => state.steps.length === ready.steps.length - 1);
    expect(refusal(before, { type: 'auto' })).toEqual({ refused: REFUSALS.autoNotYet });
    expect(engine.publicView(ready).canAutoComplete).toBe(true);
    const done = apply(ready, { type: 'auto' });
    const left = 52 - engine.publicView(ready).foundations.reduce((a, b) => a + b, 0);
    expect(done.status).toBe('won');
    expect(done.reply).toMatchObject({ foundations: [13, 13, 13, 13], won: true, canAutoComplete: false, moves: ready.moves + left });
    expect(engine.applyMove(done.state, { type: 'draw' })).toBeNull();
    // A win's score is its moves (the statistics' fewest moves), kept within what the results table stores.
    expect(engine.scoreOf?.(done.state)).toBe(done.reply.moves);
    expect(engine.scoreOf?.({ ...done.state, moves: 5000 })).toBe(MAX_SCORED_MOVES);
  });
});

describe('stored states', () => {
  it('reads back what it stores, and refuses anything malformed or inconsistent', () => {
    const played = apply(drawOne, moveOf('tableau-2', 'tableau-1')).state;
    expect(engine.parseState(JSON.parse(JSON.stringify(played)))).toEqual(played);
    const swapped = cardsText([DECK[1]!, DECK[0]!, ...DECK.slice(2)]);
    const bad: unknown[] = [
      null,
      'state',
      { ...played, level: 'draw-2' },
      { ...played, deal: played.deal.slice(2) + 'As' },
      { ...played, deal: 'As' + played.deal.slice(2) },
      { ...played, steps: ['31'] },
      { ...played, steps: ['zz'] },
      { ...played, moves: 0 },
      { ...played, proof: ['d'] },
      { ...played, proof: [] },
      { ...played, deal: swapped },
      { ...played, extra: 1 },
      { ...played, steps: Array(MAX_STEPS + 53).fill('d'), moves: MAX_STEPS + 53 },
    ];
    for (const value of bad) expect(engine.parseState(value), JSON.stringify(value)?.slice(0, 80)).toBeNull();
    expect(parseCardCode(played.deal.slice(0, 2))).toBe(DECK[0]);
  });

  it('stops taking new moves at the step limit, but still undoes', () => {
    const long = engine.parseState({ ...drawOne, steps: Array(MAX_STEPS).fill('d'), moves: MAX_STEPS })!;
    expect(long).not.toBeNull();
    expect(refusal(long, { type: 'draw' })).toEqual({ refused: REFUSALS.tooLong });
    expect(apply(long, { type: 'undo' }).state.steps).toHaveLength(MAX_STEPS - 1);
  });
});

describe('times', () => {
  it('has human floors per mode', () => {
    expect(engine.minSolveSeconds('')).toBe(MIN_SOLVE_SECONDS);
    expect(engine.plausibleSeconds('', drawOne)).toBe(PLAUSIBLE_SECONDS['draw-1']);
    expect(engine.plausibleSeconds('', drawThree)).toBe(PLAUSIBLE_SECONDS['draw-3']);
    expect(PLAUSIBLE_SECONDS['draw-3']).toBeGreaterThan(PLAUSIBLE_SECONDS['draw-1']);
    expect(engine.minMoveSeconds).toBe(MIN_MOVE_SECONDS);
  });
});
