import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '@/lib/games/hidden-state-engine';
import { applyDominoesMove, newDominoesGame } from '@/lib/games/dominoes/engine';
import type { Move } from '@/lib/games/dominoes/moves';
import { publicView } from '@/lib/games/dominoes/public-view';
import type { DominoesState } from '@/lib/games/dominoes/state';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import {
  endsFor,
  eventSentence,
  firstStep,
  frameAt,
  loadOpener,
  openerIn,
  parseReply,
  saveOpener,
  summarySentence,
  turnSentence,
  unplayableReason,
  type DominoesReply,
} from './dominoes-client';

/** A move the player could make now (the first playable tile at its first end, else draw or pass). */
function someMove(reply: DominoesReply): Move {
  if (reply.phase === 'round-over') return { type: 'next-round' };
  const first = reply.playable[0];
  if (first) return { type: 'play', tile: first.tile, end: first.ends[0]! };
  return reply.canDraw ? { type: 'draw' } : { type: 'pass' };
}

/** Every answer of a whole match at a level, each with the answer before it. */
function answersOf(level: 'draw-easy-1' | 'draw-easy-3' | 'block-hard-2', seed: string) {
  const { state } = newDominoesGame(level, createSeededRandom(seed));
  let current: DominoesState = state;
  let before = publicView(current);
  const out: { before: DominoesReply; move: Move; reply: DominoesReply }[] = [];
  for (let i = 0; i < 400 && before.phase !== 'match-over'; i++) {
    const move = someMove(before);
    const applied = applyDominoesMove(current, move);
    if (applied === null || isRefusedMove(applied)) throw new Error(`refused ${JSON.stringify(move)}`);
    out.push({ before, move, reply: applied.reply });
    current = applied.state;
    before = applied.reply;
  }
  return { first: publicView(state), answers: out };
}

describe('reading an answer', () => {
  it('takes a real reply and refuses anything else', () => {
    const { first } = answersOf('draw-easy-1', 'parse');
    expect(parseReply(JSON.parse(JSON.stringify(first)))).toEqual(first);
    for (const bad of [
      null,
      3,
      {},
      { ...first, hand: ['7-1'] },
      { ...first, phase: 'x' },
      { ...first, scores: [0] },
      { ...first, events: [{ kind: 'flew', seat: 1 }] },
    ]) {
      expect(parseReply(bad)).toBeNull();
    }
  });
});

describe('the table after each event', () => {
  for (const level of ['draw-easy-1', 'draw-easy-3', 'block-hard-2'] as const) {
    it(`steps from the answer before to this one, one event at a time (${level})`, () => {
      const { answers } = answersOf(level, `frames ${level}`);
      expect(answers.length).toBeGreaterThan(5);
      for (const { before, move, reply } of answers) {
        const total = reply.events.length;
        const end = frameAt(reply, total);
        expect(end).toMatchObject({
          line: reply.line,
          handCounts: reply.handCounts,
          boneyard: reply.boneyard,
          scores: reply.scores,
          ends: reply.ends,
        });
        // Before the first event: the table the player saw when moving (a new round starts empty).
        const start = frameAt(reply, 0);
        if (move.type === 'next-round') {
          expect(start.line).toEqual([]);
        } else {
          expect(firstStep(reply)).toBe(1);
          expect(start.line).toEqual(before.line);
          expect(start.handCounts).toEqual(before.handCounts);
          expect(start.boneyard).toBe(before.boneyard);
          expect(start.scores).toEqual(before.scores);
        }
        for (let k = 0; k < total; k++) {
          const [a, b, event] = [frameAt(reply, k), frameAt(reply, k + 1), reply.events[k]!];
          expect(b.actor).toBe(event.seat);
          if (event.kind === 'played') {
            expect(b.line).toHaveLength(a.line.length + 1);
            const laid = event.end === 'left' || a.line.length === 0 ? b.line[0]! : b.line[b.line.length - 1]!;
            if (a.line.length > 0) expect(event.end === 'left' ? b.line.slice(1) : b.line.slice(0, -1)).toEqual(a.line);
            expect(b.line.some((t) => t.tile === event.tile)).toBe(true);
            if (a.line.length > 0) expect(laid.tile).toBe(event.tile);
            expect(b.handCounts[event.seat]).toBe(a.handCounts[event.seat]! - 1);
          } else if (event.kind === 'drew') {
            expect(b.handCounts[event.seat]).toBe(a.handCounts[event.seat]! + event.count);
            expect(b.boneyard).toBe(a.boneyard - event.count);
            expect(b.line).toEqual(a.line);
          } else {
            expect(b.line).toEqual(a.line);
            expect(b.handCounts).toEqual(a.handCounts);
          }
        }
      }
    });
  }

  it('adds a round’s points to the score only once its last event is shown', () => {
    const { answers } = answersOf('draw-easy-1', 'points');
    const ended = answers.find((a) => a.reply.summary !== null && a.reply.summary.winner !== null)!;
    const { summary } = ended.reply;
    const winner = summary!.winner!;
    expect(frameAt(ended.reply, ended.reply.events.length - 1).scores[winner]).toBe(ended.reply.scores[winner]! - summary!.points);
    expect(frameAt(ended.reply, ended.reply.events.length).scores).toEqual(ended.reply.scores);
  });
});

describe('the opening tile', () => {
  it('is known from an answer that holds the whole line as events, and kept per play and round', () => {
    const { first, answers } = answersOf('draw-easy-1', 'opener');
    const fresh = [first, ...answers.filter((a) => a.move.type === 'next-round').map((a) => a.reply)];
    for (const reply of fresh) {
      if (reply.line.length > 0) expect(reply.line.map((t) => t.tile)).toContain(openerIn(reply));
    }
    const later = answers.find((a) => a.reply.line.length > 2 && a.move.type === 'play')!;
    expect(openerIn(later.reply)).toBeNull();
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveOpener(storage, 'p1', 2, '6-6');
    expect(loadOpener(storage, 'p1', 2)).toBe('6-6');
    expect(loadOpener(storage, 'p1', 3)).toBeNull();
    expect(loadOpener(storage, 'p2', 2)).toBeNull();
    expect(loadOpener(null, 'p1', 2)).toBeNull();
  });
});

describe('sentences', () => {
  it('names the seats and says what happened', () => {
    expect(eventSentence({ kind: 'played', seat: 1, tile: '6-4', end: 'right' }, 3)).toBe('Computer 1 played 6-4 on the right');
    expect(eventSentence({ kind: 'played', seat: 2, tile: '6-6', end: 'right' }, 0)).toBe('Computer 2 led 6-6');
    expect(eventSentence({ kind: 'played', seat: 0, tile: '5-1', end: 'left' }, 1)).toBe('You played 5-1 on the left');
    expect(eventSentence({ kind: 'drew', seat: 0, count: 1 }, 1)).toBe('You drew 1 tile');
    expect(eventSentence({ kind: 'drew', seat: 3, count: 4 }, 1)).toBe('Computer 3 drew 4 tiles');
    expect(eventSentence({ kind: 'passed', seat: 1 }, 1)).toBe('Computer 1 passed');
    const summary = {
      round: 2,
      reason: 'domino' as const,
      winner: 0,
      points: 23,
      hands: [[], ['6-6' as const]],
      pips: [0, 12],
      scores: [40, 10],
    };
    expect(summarySentence(summary)).toBe('Round 2: You won by domino, 23 points.');
    expect(summarySentence({ ...summary, reason: 'blocked', winner: 1, points: 1 })).toBe(
      'Round 2: Computer 1 won with the lightest hand (blocked), 1 point.',
    );
    expect(summarySentence({ ...summary, reason: 'blocked', winner: null, points: 0 })).toBe('Round 2 blocked with a tie: nobody scores.');
  });

  it('tells the player what they can do, and why a tile cannot be laid', () => {
    const { answers } = answersOf('draw-easy-1', 'turns');
    const turn = answers
      .map((a) => a.reply)
      .find((r) => r.phase === 'playing' && r.line.length > 0 && r.playable.length > 0 && r.playable.length < r.hand.length)!;
    expect(turnSentence(turn)).toMatch(/^Your turn: (\d and \d open|\ds at both ends)\.$/);
    const stuck = turn.hand.find((t) => endsFor(turn, t).length === 0)!;
    expect(unplayableReason(turn, stuck)).toMatch(new RegExp(`^The ${stuck} fits neither end \\(\\d( or \\d)?\\)\\.$`));
    const drawing = answers.map((a) => a.reply).find((r) => r.phase === 'playing' && r.canDraw);
    if (drawing) expect(turnSentence(drawing)).toMatch(/Nothing fits: draw from the boneyard\.$/);
    expect(turnSentence({ ...turn, phase: 'round-over' })).toBe('');
  });
});
