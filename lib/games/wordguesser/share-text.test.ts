import { describe, expect, it } from 'vitest';
import { scoreGuess } from './score-guess';
import { shareText } from './share-text';
import { statusFromScores } from './game-status';

const scores = (answer: string, ...guesses: string[]) => guesses.map((g) => scoreGuess(g, answer));

describe('shareText', () => {
  it('a win in four in hard mode', () => {
    const text = shareText({ label: '2026-11-23', scores: scores('steep', 'crane', 'speed', 'sleep', 'steep'), hardMode: true });
    expect(text).toBe(['Word Guesser 2026-11-23 4/6*', '', '⬛⬛⬛⬛🟨', '🟩🟨🟩🟩⬛', '🟩⬛🟩🟩🟩', '🟩🟩🟩🟩🟩'].join('\n'));
  });

  it('a loss is X/6, no star in normal mode', () => {
    const s = scores('zesty', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane');
    const text = shareText({ label: '2026-11-24', scores: s, hardMode: false });
    expect(text.split('\n')[0]).toBe('Word Guesser 2026-11-24 X/6');
    expect(text.split('\n')).toHaveLength(8);
  });

  it('the high-contrast variant uses orange and blue', () => {
    const text = shareText({ label: 'practice', scores: scores('abide', 'speed', 'abide'), hardMode: false, highContrast: true });
    expect(text).toBe(['Word Guesser practice 2/6', '', '⬛⬛🟦⬛🟦', '🟧🟧🟧🟧🟧'].join('\n'));
  });

  it('refuses an unfinished game', () => {
    expect(() => shareText({ label: 'x', scores: scores('abide', 'speed'), hardMode: false })).toThrow(RangeError);
  });
});

describe('statusFromScores', () => {
  it('playing, won, lost', () => {
    expect(statusFromScores([])).toBe('playing');
    expect(statusFromScores(scores('abide', 'speed'))).toBe('playing');
    expect(statusFromScores(scores('abide', 'speed', 'abide'))).toBe('won');
    expect(statusFromScores(scores('abide', 'speed', 'speed', 'speed', 'speed', 'speed', 'abide'))).toBe('won');
    expect(statusFromScores(scores('abide', 'speed', 'speed', 'speed', 'speed', 'speed', 'speed'))).toBe('lost');
  });
});
