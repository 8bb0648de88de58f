import { describe, expect, it } from 'vitest';
import { keyboardState } from './keyboard-state';
import { scoreGuess } from './score-guess';

const scored = (answer: string, ...guesses: string[]) => guesses.map((guess) => ({ guess, score: scoreGuess(guess, answer) }));

describe('keyboardState', () => {
  it('is empty before any guess', () => {
    expect(keyboardState([])).toEqual({});
  });

  it('takes the best colour of a letter repeated in one guess', () => {
    // SPEED against ABIDE: one E yellow, the other grey -> the E key is yellow.
    expect(keyboardState(scored('abide', 'speed'))).toEqual({ s: 'absent', p: 'absent', e: 'present', d: 'present' });
  });

  it('upgrades yellow to green and never downgrades', () => {
    // LATER (A, T, E yellow), then STAGE (all green), then ATLAS (A, T yellow again).
    const keys = keyboardState(scored('stage', 'later', 'stage', 'atlas'));
    expect(keys).toMatchObject({ a: 'correct', t: 'correct', e: 'correct', s: 'correct', g: 'correct' });
    expect(keys).toMatchObject({ l: 'absent', r: 'absent' });
    expect(keys.z).toBeUndefined();
  });
});
