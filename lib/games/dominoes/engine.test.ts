import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyDominoesMove, dealDominoesForPlay, engine as dominoesEngine, newDominoesGame } from './engine';
import { LEVELS, type LevelId } from './levels';
import { matchOf, tableOf } from './test-tables';
import { REFUSALS, type Move } from './moves';
import { formatPuzzle, parsePuzzle } from './puzzle-text';
import type { DominoesReply } from './reply';
import { openerOf, type Table } from './rules';
import type { DominoesState } from './state';
import { heavierFirst } from './tiles';

const stateOf = (table: Table, level: LevelId = 'draw-easy-1', scores?: number[]): DominoesState => ({
  level,
  random: createSeededRandom(`engine ${level}`).state(),
  match: matchOf(table, scores),
  moves: 0,
});

/** The rules' sentence for a move, checking that nothing changed. */
function refusalOf(state: DominoesState, move: Move): string | null {
  const before = JSON.stringify(state);
  const applied = applyDominoesMove(state, move);
  expect(JSON.stringify(state)).toBe(before);
  return applied !== null && isRefusedMove(applied) ? applied.refused : null;
}

function applied(state: DominoesState, move: Move) {
  const result = applyDominoesMove(state, move);
  if (result === null || isRefusedMove(result)) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
}

describe('a new match', () => {
  it('deals, opens with the highest double, and answers the player their own hand only', () => {
    for (const level of LEVELS) {
      for (let i = 0; i < 5; i++) {
        const { puzzle, state } = newDominoesGame(level.id, createSeededRandom(`new ${level.id} ${i}`));
        const players = state.match.scores.length;
        const { table } = state.match;
        expect(parsePuzzle(puzzle)).toEqual({ level: level.id, hand: [...table.hands[0]!].sort(heavierFirst) });
        expect(dominoesEngine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
        const view = dominoesEngine.publicView(state);
        expect(view.hand).toEqual(table.hands[0]);
        expect(view.handCounts).toEqual(table.hands.map((h) => h.length));
        // Whoever opened laid the highest double (or heaviest tile) of the deal.
        const dealt = table.hands.map((hand, seat) => [...hand, ...table.line.filter((l) => l.seat === seat).map((l) => l.tile)]);
        const opener = openerOf(dealt);
        if (opener.seat === 0) {
          expect(view.mustOpenWith).toBe(opener.tile);
          expect(view.playable).toEqual([{ tile: opener.tile, ends: ['left', 'right'] }]);
          expect(view.events).toEqual([]);
        } else {
          expect(view.events[0]).toEqual({ kind: 'played', seat: opener.seat, tile: opener.tile, end: 'right' });
          // Then each computer after it in turn (drawing, playing or passing), up to the player.
          const seats = view.events.map((e) => e.seat);
          expect([...new Set(seats)]).toEqual(Array.from({ length: players - opener.seat }, (_, k) => opener.seat + k));
          expect(seats).toEqual([...seats].sort());
        }
        expect(view).toMatchObject({ phase: 'playing', turn: 0, round: 1, scores: Array(players).fill(0) });
      }
    }
  });
});

describe('the player\u2019s moves', () => {
  it('lays a tile at the end it matches, turned to match, then the computers play until the player\u2019s turn', () => {
    const state = stateOf(tableOf({ hands: ['4-2 5-5 6-6', '2-1 3-3 0-0'], line: '6|4' }));
    const result = applied(state, { type: 'play', tile: '2-4', end: 'right' });
    expect(result.reply.line.map((l) => [l.left, l.right])).toEqual([
      [6, 4],
      [4, 2],
      [2, 1],
    ]);
    expect(result.reply.events).toEqual([
      { kind: 'played', seat: 0, tile: '4-2', end: 'right' },
      { kind: 'played', seat: 1, tile: '2-1', end: 'right' },
    ]);
    expect(result.reply).toMatchObject({ turn: 0, hand: ['5-5', '6-6'], handCounts: [2, 2] });
    expect(result.state.moves).toBe(1);
    expect(result.status).toBe('playing');
  });

  it('marks doubles in the line, to be drawn crosswise', () => {
    const result = applied(stateOf(tableOf({ hands: ['4-4 5-5', '1-0 1-1'], line: '6|4' })), { type: 'play', tile: '4-4', end: 'right' });
    expect(result.reply.line.slice(0, 2).map((l) => l.double)).toEqual([false, true]);
    for (const laid of result.reply.line) expect(laid.double).toBe(laid.left === laid.right);
  });

  it('refuses a tile that is not the player\u2019s, fits neither end, or not the end named', () => {
    const state = stateOf(tableOf({ hands: ['4-2 5-5 6-1', '2-1'], line: '6|4' }));
    expect(refusalOf(state, { type: 'play', tile: '2-1', end: 'right' })).toBe(REFUSALS.notInHand);
    expect(refusalOf(state, { type: 'play', tile: '5-5', end: 'left' })).toBe(REFUSALS.fitsNeither);
    expect(refusalOf(state, { type: 'play', tile: '4-2', end: 'left' })).toBe(REFUSALS.wrongEnd('left'));
    expect(refusalOf(state, { type: 'play', tile: '6-1', end: 'right' })).toBe(REFUSALS.wrongEnd('right'));
  });

  it('the first round opens with the opening tile only; a round\u2019s winner leads with any', () => {
    const opening = stateOf({ ...tableOf({ hands: ['6-6 5-4', '3-3'], line: '' }), opening: '6-6' });
    expect(refusalOf(opening, { type: 'play', tile: '5-4', end: 'left' })).toBe(REFUSALS.mustOpenWith('6-6'));
    expect(applied(opening, { type: 'play', tile: '6-6', end: 'left' }).reply.line[0]).toMatchObject({ tile: '6-6', seat: 0 });
    const led = stateOf(tableOf({ hands: ['6-6 5-4', '3-3'], line: '' }));
    expect(applied(led, { type: 'play', tile: '5-4', end: 'left' }).reply.line[0]).toMatchObject({ tile: '5-4', left: 5, right: 4 });
  });

  it('draws only when no tile fits, until one does, and keeps the turn', () => {
    const state = stateOf(tableOf({ hands: ['5-5 0-0', '2-2'], line: '6|4', boneyard: '3-2 4-3 1-1' }));
    expect(refusalOf(stateOf(tableOf({ hands: ['4-1', '2-2'], line: '6|4' })), { type: 'draw' })).toBe(REFUSALS.canStillPlay);
    const drew = applied(state, { type: 'draw' });
    expect(drew.reply).toMatchObject({
      hand: ['5-5', '0-0', '3-2', '4-3'],
      boneyard: 1,
      turn: 0,
      canDraw: false,
      canPass: false,
      events: [{ kind: 'drew', seat: 0, count: 2 }],
    });
    expect(drew.reply.playable).toEqual([{ tile: '4-3', ends: ['right'] }]);
  });

  it('passes only when nothing fits and nothing can be drawn', () => {
    const canDraw = stateOf(tableOf({ hands: ['5-5', '2-2 4-0'], line: '6|4', boneyard: '3-3' }));
    expect(refusalOf(canDraw, { type: 'pass' })).toBe(REFUSALS.drawFirst);
    expect(refusalOf(stateOf(tableOf({ hands: ['4-1', '2-2'], line: '6|4', boneyard: '' })), { type: 'pass' })).toBe(REFUSALS.canStillPlay);
    const empty = stateOf(tableOf({ hands: ['5-5', '2-2 4-0'], line: '6|4', boneyard: '' }));
    expect(refusalOf(empty, { type: 'draw' })).toBe(REFUSALS.boneyardEmpty);
    expect(dominoesEngine.publicView(empty)).toMatchObject({ canDraw: false, canPass: true });
    const passed = applied(empty, { type: 'pass' });
    expect(passed.reply.events).toEqual([
      { kind: 'passed', seat: 0 },
      { kind: 'played', seat: 1, tile: '4-0', end: 'right' },
    ]);
  });

  it('in the Block game there is no drawing: the player passes with tiles still set aside', () => {
    const state = stateOf(tableOf({ hands: ['5-5', '2-2 4-0'], line: '6|4', variant: 'block' }), 'block-easy-1');
    expect(state.match.table.boneyard.length).toBeGreaterThan(0);
    expect(dominoesEngine.publicView(state)).toMatchObject({ canDraw: false, canPass: true });
    expect(refusalOf(state, { type: 'draw' })).toBe(REFUSALS.noDrawing);
    expect(applied(state, { type: 'pass' }).reply.boneyard).toBe(state.match.table.boneyard.length);
  });
});

describe('rounds and the match', () => {
  it('a round\u2019s end shows every hand and waits for the next deal, which its winner leads', () => {
    const state = stateOf(tableOf({ hands: ['4-1', '6-6 5-0'], line: '6|4' }), 'draw-easy-1', [10, 20]);
    const over = applied(state, { type: 'play', tile: '4-1', end: 'right' });
    const reply: DominoesReply = over.reply;
    expect(reply).toMatchObject({ phase: 'round-over', turn: null, scores: [27, 20], playable: [], canDraw: false, canPass: false });
    expect(reply.summary).toMatchObject({ reason: 'domino', winner: 0, points: 17, hands: [[], ['6-6', '5-0']] });
    expect(refusalOf(over.state, { type: 'play', tile: '4-1', end: 'right' })).toBe(REFUSALS.roundOver);
    expect(refusalOf(over.state, { type: 'draw' })).toBe(REFUSALS.roundOver);
    expect(refusalOf(state, { type: 'next-round' })).toBe(REFUSALS.roundNotOver);
    const next = applied(over.state, { type: 'next-round' });
    expect(next.reply).toMatchObject({ phase: 'playing', round: 2, turn: 0, summary: null, mustOpenWith: null, events: [], line: [] });
    expect(next.reply.hand).toHaveLength(7);
    expect(next.reply.playable).toHaveLength(7);
  });

  it('is won when the player reaches 100 first, lost when a computer does; nothing after', () => {
    const win = applied(stateOf(tableOf({ hands: ['4-1', '6-6 5-0'], line: '6|4' }), 'draw-easy-1', [90, 99]), {
      type: 'play',
      tile: '4-1',
      end: 'right',
    });
    expect(win).toMatchObject({ status: 'won', reply: { phase: 'match-over', scores: [107, 99] } });
    expect(applyDominoesMove(win.state, { type: 'next-round' })).toBeNull();
    // The computer goes out at once with the 4-1: 12 pips left in the player's hand take it past 100.
    const loss = applied(stateOf(tableOf({ hands: ['6-6 6-5', '4-1'], line: '6|4' }), 'draw-hard-1', [0, 90]), {
      type: 'play',
      tile: '6-5',
      end: 'left',
    });
    expect(loss).toMatchObject({
      status: 'lost',
      reply: { phase: 'match-over', scores: [0, 102], summary: { winner: 1, points: 12, hands: [['6-6'], []] } },
    });
    expect(loss.reply.events.map((e) => e.seat)).toEqual([0, 1]);
    expect(applyDominoesMove(loss.state, { type: 'pass' })).toBeNull();
  });
});

describe('the engine for the platform', () => {
  it('deals the same match from the same random source, and another from another', () => {
    const a = newDominoesGame('draw-hard-2', createSeededRandom('same'));
    expect(newDominoesGame('draw-hard-2', createSeededRandom('same'))).toEqual(a);
    expect(newDominoesGame('draw-hard-2', createSeededRandom('other')).state.match.table.hands).not.toEqual(a.state.match.table.hands);
  });

  it('applies the same move to the same state the same way, the computers included', () => {
    const { state } = newDominoesGame('draw-easy-3', createSeededRandom('replay'));
    const view = dominoesEngine.publicView(state);
    const move: Move = view.canDraw ? { type: 'draw' } : { type: 'play', tile: view.playable[0]!.tile, end: view.playable[0]!.ends[0]! };
    expect(applyDominoesMove(state, move)).toEqual(applyDominoesMove(structuredClone(state), move));
  });

  it('deals a practice play its own other hands, boneyard and random source, keeping the hand the puzzle shows', () => {
    for (const level of LEVELS.map((l) => l.id)) {
      const pooled = newDominoesGame(level, createSeededRandom(`pool ${level}`));
      const a = dealDominoesForPlay(pooled.state, createSeededRandom('play a'));
      const b = dealDominoesForPlay(pooled.state, createSeededRandom('play b'));
      for (const dealt of [a, b]) {
        // A consistent stored play at the player's turn, with the puzzle's opening hand.
        expect(dominoesEngine.parseState(structuredClone(dealt))).not.toBeNull();
        expect(formatPuzzle(level, pooled.state.match.table.hands[0]!)).toBe(pooled.puzzle);
        expect([...dealt.match.table.hands[0]!].sort()).toEqual([...pooled.state.match.table.hands[0]!].sort());
        expect(dealt.moves).toBe(0);
      }
      expect(b.random).not.toEqual(a.random);
      const hidden = (s: typeof a) => [s.match.table.hands.slice(1), s.match.table.boneyard];
      expect(hidden(b)).not.toEqual(hidden(a));
      expect(dealDominoesForPlay(pooled.state, createSeededRandom('play a'))).toEqual(a);
    }
  });

  it('times a match by the player\u2019s moves: 0.3 s each is not human, under 1 s each is held', () => {
    const state = { ...stateOf(tableOf({ hands: ['4-1', '6-6'], line: '6|4' })), moves: 40 };
    expect(dominoesEngine.minSolveSeconds('', state)).toBeCloseTo(12);
    expect(dominoesEngine.plausibleSeconds('', state)).toBe(40);
    expect(dominoesEngine.levels.map((l) => l.id)).toContain(dominoesEngine.dailyLevel);
  });
});
