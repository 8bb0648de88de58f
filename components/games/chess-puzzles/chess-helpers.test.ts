import { describe, expect, it } from 'vitest';
import { inCheck, isPromotionMove, legalDests, parseTypedMove, positionAfter, sideToMove } from './chess-helpers';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// White's pawn on b7 can promote on b8 or by capturing on a8.
const MATE_IN_ONE = 'r5k1/1P3ppp/8/8/8/8/6PP/6KQ w - - 0 1';

describe('legal destinations', () => {
  it('lists every origin with its targets', () => {
    const dests = legalDests(START);
    expect(dests.get('e2')).toEqual(['e3', 'e4']);
    expect(dests.get('g1')?.sort()).toEqual(['f3', 'h3']);
    expect([...dests.values()].flat()).toHaveLength(20);
  });

  it('is empty for an unreadable position', () => {
    expect(legalDests('not a fen').size).toBe(0);
  });
});

describe('positions', () => {
  it('reads the side to move and check', () => {
    expect(sideToMove(START)).toBe('w');
    expect(sideToMove('4k3/8/8/8/8/8/8/4K2R b K - 0 1')).toBe('b');
    expect(inCheck('4k3/8/8/8/8/8/8/4R1K1 b - - 0 1')).toBe(true);
    expect(inCheck(START)).toBe(false);
  });

  it('recognises promotions', () => {
    expect(isPromotionMove(MATE_IN_ONE, 'b7', 'b8')).toBe(true);
    expect(isPromotionMove(MATE_IN_ONE, 'b7', 'a8')).toBe(true);
    expect(isPromotionMove(MATE_IN_ONE, 'h1', 'h7')).toBe(false);
  });

  it('computes the position after a move, or null', () => {
    expect(positionAfter(START, 'e2', 'e4')).toMatch(/^rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b/);
    expect(positionAfter(START, 'e2', 'e5')).toBeNull();
    expect(positionAfter(MATE_IN_ONE, 'b7', 'b8', 'n')?.startsWith('rN4k1/')).toBe(true);
  });
});

describe('typed moves', () => {
  it('accepts SAN with or without check marks', () => {
    expect(parseTypedMove(START, 'Nf3')).toEqual({ ok: true, from: 'g1', to: 'f3', needsPromotion: false });
    expect(parseTypedMove(START, 'e4')).toMatchObject({ ok: true, from: 'e2', to: 'e4' });
    expect(parseTypedMove('6k1/5ppp/8/8/8/8/8/3Q2K1 w - - 0 1', 'Qd8#')).toMatchObject({ ok: true, from: 'd1', to: 'd8' });
    expect(parseTypedMove('6k1/5ppp/8/8/8/8/8/3Q2K1 w - - 0 1', 'Qd8')).toMatchObject({ ok: true, from: 'd1', to: 'd8' });
  });

  it('accepts UCI and long algebraic', () => {
    expect(parseTypedMove(START, 'g1f3')).toEqual({ ok: true, from: 'g1', to: 'f3', needsPromotion: false });
    expect(parseTypedMove(START, 'E2-E4')).toMatchObject({ ok: true, from: 'e2', to: 'e4' });
  });

  it('carries the promotion letter, or asks for one', () => {
    expect(parseTypedMove(MATE_IN_ONE, 'b7b8q')).toEqual({ ok: true, from: 'b7', to: 'b8', promotion: 'q', needsPromotion: false });
    expect(parseTypedMove(MATE_IN_ONE, 'b8=N')).toEqual({ ok: true, from: 'b7', to: 'b8', promotion: 'n', needsPromotion: false });
    expect(parseTypedMove(MATE_IN_ONE, 'bxa8=Q')).toEqual({ ok: true, from: 'b7', to: 'a8', promotion: 'q', needsPromotion: false });
    expect(parseTypedMove(MATE_IN_ONE, 'b7b8')).toEqual({ ok: true, from: 'b7', to: 'b8', needsPromotion: true });
  });

  it('refuses illegal or empty input with a message', () => {
    expect(parseTypedMove(START, 'Qh5')).toEqual({ ok: false, message: 'Qh5 is not a legal move here.' });
    expect(parseTypedMove(START, 'e2e5')).toEqual({ ok: false, message: 'e2e5 is not a legal move here.' });
    expect(parseTypedMove(START, '  ')).toMatchObject({ ok: false });
    expect(parseTypedMove(START, 'hello')).toMatchObject({ ok: false });
  });
});
