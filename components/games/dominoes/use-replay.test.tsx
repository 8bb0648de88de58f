import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRefusedMove } from '@/lib/games/hidden-state-engine';
import { applyDominoesMove, newDominoesGame } from '@/lib/games/dominoes/engine';
import { publicView } from '@/lib/games/dominoes/public-view';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { sentenceOf, type DominoesReply } from './dominoes-client';
import { useReplay } from './use-replay';

/** A deal the computer opens (seed chosen for it), and the answer to the player's first tile. */
function dealAndAnswer(): { deal: DominoesReply; answer: DominoesReply } {
  const { state } = newDominoesGame('draw-easy-1', createSeededRandom('s20'));
  const deal = publicView(state);
  const first = deal.playable[0]!;
  const applied = applyDominoesMove(state, { type: 'play', tile: first.tile, end: first.ends[0]! });
  if (applied === null || isRefusedMove(applied)) throw new Error('the first tile was refused');
  return { deal, answer: applied.reply };
}

afterEach(() => vi.useRealTimers());

describe('useReplay', () => {
  it('shows a view opened (the deal, a resumed play) whole: the computer’s lead is on the table at once', () => {
    const { deal } = dealAndAnswer();
    const lead = deal.events[0];
    if (deal.events.length !== 1 || lead?.kind !== 'played' || lead.seat !== 1) throw new Error('the seed no longer gives a computer lead');
    const { result, rerender } = renderHook(({ view }) => useReplay(view), { initialProps: { view: null as DominoesReply | null } });
    rerender({ view: deal });
    expect(result.current).toMatchObject({ shown: 1, replaying: false });
    // The log begins with the deal and ends with the turn shown last, the lead.
    expect(result.current.log).toEqual(['Round 1: 7 tiles each.', `Computer 1 led ${lead.tile}.`]);

    // Opened again (the caller passes null while it loads): whole again.
    rerender({ view: null });
    rerender({ view: { ...deal } });
    expect(result.current).toMatchObject({ shown: 1, replaying: false });
  });

  it('replays an answer to a move: the player’s own move at once, each computer turn after a pause', () => {
    vi.useFakeTimers();
    const { deal, answer } = dealAndAnswer();
    expect(answer.events[0]?.seat).toBe(0);
    expect(answer.events.length).toBeGreaterThan(1);
    const { result, rerender } = renderHook(({ view }) => useReplay(view), { initialProps: { view: null as DominoesReply | null } });
    rerender({ view: deal });
    rerender({ view: answer });
    expect(result.current).toMatchObject({ shown: 1, replaying: true });
    act(() => void vi.advanceTimersByTime(650));
    expect(result.current.shown).toBe(2);
    act(() => void vi.advanceTimersByTime(650 * answer.events.length));
    expect(result.current).toMatchObject({ shown: answer.events.length, replaying: false });
    // The round's turns so far, oldest first, each answer's after the deal's (at most five).
    const turns = [...deal.events, ...answer.events].map((_, i) =>
      i < deal.events.length ? sentenceOf(deal, i) : sentenceOf(answer, i - deal.events.length),
    );
    expect(result.current.log).toEqual(['Round 1: 7 tiles each.', ...turns.map((t) => `${t}.`)].slice(-5));
  });

  it('starts the log afresh for a new play', () => {
    const { deal, answer } = dealAndAnswer();
    const { result, rerender } = renderHook(({ view }) => useReplay(view), { initialProps: { view: null as DominoesReply | null } });
    rerender({ view: deal });
    rerender({ view: null });
    expect(result.current.log).toEqual([]);
    // A play resumed after the computer's lead: its answer shown whole, the turns it holds alone (the deal is not among them).
    rerender({ view: answer });
    expect(result.current.log).toEqual(answer.events.map((_, i) => `${sentenceOf(answer, i)}.`).slice(-5));
  });
});
