import { describe, expect, it } from 'vitest';
import { judgeGuess, replayGuesses } from './judge';
import { NOT_A_WORD } from './types';

const play = (guesses: string[], hardMode = false) => ({ answer: 'steep', guesses, hardMode });

describe('judgeGuess', () => {
  it('colours an accepted guess, normalising case, and keeps playing', () => {
    expect(judgeGuess(play([]), 'SPEED')).toEqual({
      ok: true,
      guess: 'speed',
      score: ['correct', 'present', 'correct', 'correct', 'absent'],
      status: 'playing',
    });
  });

  it('never puts the answer in an outcome while the game goes on', () => {
    const outcome = judgeGuess(play(['crane']), 'speed');
    expect(JSON.stringify(outcome)).not.toContain('steep');
  });

  it('refuses malformed guesses and non-words without using a guess', () => {
    expect(judgeGuess(play([]), 'abc')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(judgeGuess(play([]), 42)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(judgeGuess(play([]), 'xqzvj')).toEqual({ ok: false, reason: 'not-a-word', message: NOT_A_WORD });
  });

  it('enforces hard mode only when on', () => {
    // CRANE against STEEP: E yellow.
    expect(judgeGuess(play(['crane'], true), 'shout')).toEqual({
      ok: false,
      reason: 'hard-mode',
      message: 'Guess must contain E',
    });
    expect(judgeGuess(play(['crane'], false), 'shout')).toMatchObject({ ok: true });
  });

  it('wins, loses on the sixth guess, and refuses a guess after the end', () => {
    expect(judgeGuess(play(['crane']), 'steep')).toMatchObject({ ok: true, status: 'won' });
    const five = ['crane', 'crane', 'crane', 'crane', 'crane'];
    expect(judgeGuess(play(five), 'crane')).toMatchObject({ ok: true, status: 'lost' });
    expect(judgeGuess(play([...five, 'crane']), 'steep')).toMatchObject({ ok: false, reason: 'game-over' });
    expect(judgeGuess(play(['steep']), 'crane')).toMatchObject({ ok: false, reason: 'game-over' });
  });
});

describe('replayGuesses', () => {
  it('replays a finished play', () => {
    const result = replayGuesses('steep', ['crane', 'speed', 'STEEP'], true);
    expect(result).toMatchObject({ ok: true, status: 'won' });
    if (result.ok) expect(result.guesses.map((g) => g.guess)).toEqual(['crane', 'speed', 'steep']);
  });

  it('names the first guess that could not have been played', () => {
    expect(replayGuesses('steep', ['crane', 'xqzvj', 'steep'], false)).toMatchObject({ ok: false, index: 1, reason: 'not-a-word' });
    expect(replayGuesses('steep', ['crane', 'shout'], true)).toMatchObject({ ok: false, index: 1, reason: 'hard-mode' });
    expect(replayGuesses('steep', ['steep', 'crane'], false)).toMatchObject({ ok: false, index: 1, reason: 'game-over' });
    expect(replayGuesses('steep', Array(7).fill('crane'), false)).toMatchObject({ ok: false, index: 6, reason: 'game-over' });
  });
});
