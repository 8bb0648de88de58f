import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { isRefusedMove, type AppliedMove } from '../hidden-state-engine';
import { engine } from './engine';
import type { PlayState } from './judge';
import { HARD_MODE_LOCKED, NOT_A_WORD, type WordGuesserView } from './types';
import { ANSWERS } from './words';

const fresh = (answer: string): PlayState => ({ answer, guesses: [], hardMode: false });

/** Applies guesses one by one, failing on any refusal; the last answer. */
function play(state: PlayState, ...moves: { guess: string; hardMode?: boolean }[]) {
  let last: AppliedMove<PlayState, WordGuesserView> | null = null;
  for (const move of moves) {
    const applied = engine.applyMove(last?.state ?? state, move);
    if (applied === null || isRefusedMove(applied)) throw new Error(`refused: ${move.guess}`);
    last = applied;
  }
  return last!;
}

describe('the Word Guesser engine', () => {
  it('starts practice games on answers from the list', () => {
    const random = createSeededRandom('engine-test');
    for (let i = 0; i < 20; i++) {
      const game = engine.newGame('standard', random);
      expect(game.puzzle).toBe('5x6');
      expect(ANSWERS).toContain(game.state.answer);
      expect(game.state).toMatchObject({ guesses: [], hardMode: false });
    }
  });

  it('holds a win faster than two seconds a turn after the first guess, and moves closer than a second', () => {
    const guesses = (n: number): PlayState => ({ answer: 'steep', guesses: [...Array(n - 1).fill('crane'), 'steep'], hardMode: false });
    expect(engine.plausibleSeconds('5x6', guesses(1))).toBe(0);
    expect(engine.plausibleSeconds('5x6', guesses(2))).toBe(2);
    expect(engine.plausibleSeconds('5x6', guesses(6))).toBe(10);
    expect(engine.minMoveSeconds).toBe(1);
  });

  it('colours each guess, repeated letters included, and tells the answer only at the end', () => {
    const start = fresh('steep');
    const first = play(start, { guess: 'SPEED' });
    expect(first.status).toBe('playing');
    expect(first.reply).toEqual({
      guesses: [{ guess: 'speed', score: ['correct', 'present', 'correct', 'correct', 'absent'] }],
      hardMode: false,
    });
    expect(JSON.stringify(first.reply)).not.toContain('steep');
    expect(engine.publicView(first.state)).toEqual(first.reply);
    const won = play(first.state, { guess: 'steep' });
    expect(won).toMatchObject({ status: 'won', reply: { answer: 'steep' } });
    expect(engine.scoreOf!(won.state)).toBe(2);
    expect(engine.applyMove(won.state, { guess: 'crane' })).toBeNull();
  });

  it('loses after six wrong guesses, revealing the answer, and takes no seventh', () => {
    const five = play(fresh('abide'), ...['crane', 'speed', 'erase', 'steep', 'plumb'].map((guess) => ({ guess })));
    expect(five.status).toBe('playing');
    expect(five.reply.answer).toBeUndefined();
    const lost = play(five.state, { guess: 'crane' });
    expect(lost).toMatchObject({ status: 'lost', reply: { answer: 'abide' } });
    expect(lost.reply.guesses).toHaveLength(6);
    expect(engine.applyMove(lost.state, { guess: 'abide' })).toBeNull();
  });

  it('refuses a non-word or a malformed guess with a reason, using no guess', () => {
    const state = play(fresh('abide'), { guess: 'crane' }).state;
    expect(engine.applyMove(state, { guess: 'xqzvj' })).toEqual({ refused: NOT_A_WORD });
    expect(engine.applyMove(state, { guess: 'ab' })).toEqual({ refused: 'A guess is five letters' });
    expect(engine.applyMove(state, { guess: 'cr4ne' })).toEqual({ refused: 'A guess is five letters' });
    expect(state.guesses).toEqual(['crane']);
  });

  it('fixes hard mode with the first guess and enforces it on the server', () => {
    const first = play(fresh('steep'), { guess: 'crane', hardMode: true });
    expect(first.reply.hardMode).toBe(true);
    // CRANE against STEEP: E yellow, so E must be in the next guess.
    expect(engine.applyMove(first.state, { guess: 'shout' })).toEqual({ refused: 'Guess must contain E' });
    expect(engine.applyMove(first.state, { guess: 'shout', hardMode: false })).toEqual({ refused: HARD_MODE_LOCKED });
    expect(play(first.state, { guess: 'spelt', hardMode: true }).status).toBe('playing');
    // Without hard mode the same guess is fine, and hard mode cannot be turned on later.
    const easy = play(fresh('steep'), { guess: 'crane' });
    expect(play(easy.state, { guess: 'shout' }).status).toBe('playing');
    expect(engine.applyMove(easy.state, { guess: 'spelt', hardMode: true })).toEqual({ refused: HARD_MODE_LOCKED });
  });

  it('trusts only well-formed stored states', () => {
    expect(engine.parseState(fresh('steep'))).toEqual(fresh('steep'));
    expect(engine.parseState({ answer: 'xqzvj', guesses: [], hardMode: false })).toBeNull();
    expect(engine.parseState({ answer: 'steep', guesses: Array(7).fill('crane'), hardMode: false })).toBeNull();
    expect(engine.parseState({ answer: 'steep', guesses: ['CRANE'], hardMode: false })).toBeNull();
    expect(engine.parseState({ answer: 'steep', guesses: [] })).toBeNull();
    expect(engine.parseState(null)).toBeNull();
  });

  it('refuses move shapes other than a guess', () => {
    for (const move of [
      { word: 'crane' },
      'crane',
      { guess: 'crane', extra: 1 },
      { guess: 'x'.repeat(41) },
      { guess: 'crane', hardMode: 'yes' },
    ]) {
      expect(engine.moveSchema.safeParse(move).success).toBe(false);
    }
  });
});
