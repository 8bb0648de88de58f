import { describe, expect, it } from 'vitest';
import { parseWordGuesserView } from './wordguesser-view';

describe('parseWordGuesserView', () => {
  it("accepts the server's view and refuses anything else", () => {
    const view = { guesses: [{ guess: 'crane', score: ['absent', 'present', 'absent', 'absent', 'correct'] }], hardMode: true };
    expect(parseWordGuesserView(view)).toEqual(view);
    expect(parseWordGuesserView({ ...view, answer: 'eerie' })).toEqual({ ...view, answer: 'eerie' });
    expect(parseWordGuesserView({ guesses: [], hardMode: false })).toEqual({ guesses: [], hardMode: false });
    for (const bad of [
      null,
      'x',
      { guesses: [] },
      { ...view, answer: 'EERIE' },
      { hardMode: false, guesses: [{ guess: 'crane', score: ['absent'] }] },
      { hardMode: false, guesses: [{ guess: 'crane', score: ['absent', 'absent', 'absent', 'absent', 'green'] }] },
      { hardMode: false, guesses: Array(7).fill(view.guesses[0]) },
    ]) {
      expect(parseWordGuesserView(bad)).toBeNull();
    }
  });
});
