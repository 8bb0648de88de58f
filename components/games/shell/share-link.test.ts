import { describe, expect, it } from 'vitest';
import { sharedText } from './results-share';
import { initialChoice, sharedChoice, shareLink } from './share-link';

const sudoku = {
  daily: true,
  levels: [
    { id: 'easy', label: 'Easy' },
    { id: 'hard', label: 'Hard' },
  ],
};
const noDaily = { daily: false, levels: [{ id: 'standard', label: 'Standard' }] };

describe('shareLink', () => {
  it("links a daily to the game's page opening the daily, with its day", () => {
    expect(shareLink('https://puzzles.example', { game: 'sudoku', mode: 'daily', day: '2026-11-23', level: 'medium' })).toBe(
      'https://puzzles.example/sudoku?daily=2026-11-23',
    );
  });

  it("links a practice puzzle to the game's practice at its level (a practice puzzle has no link of its own)", () => {
    expect(shareLink('http://localhost:3000', { game: 'takuzu', mode: 'practice', day: '2026-11-23', level: '6-easy' })).toBe(
      'http://localhost:3000/takuzu?level=6-easy',
    );
  });

  it('puts the link on its own line under the summary', () => {
    expect(sharedText('Word Guesser 2026-11-23 3/6\n\n⬛🟨⬛⬛⬛', 'https://x.test/wordguesser?daily=2026-11-23')).toBe(
      'Word Guesser 2026-11-23 3/6\n\n⬛🟨⬛⬛⬛\nhttps://x.test/wordguesser?daily=2026-11-23',
    );
  });
});

describe('what a shared link opens', () => {
  it('reads back what shareLink wrote', () => {
    const daily = new URL(shareLink('https://p.example', { game: 'sudoku', mode: 'daily', day: '2026-11-23', level: 'medium' }));
    expect(sharedChoice(daily.search, sudoku)).toEqual({ mode: 'daily', level: null });
    const practice = new URL(shareLink('https://p.example', { game: 'sudoku', mode: 'practice', day: '2026-11-23', level: 'hard' }));
    expect(sharedChoice(practice.search, sudoku)).toEqual({ mode: 'practice', level: 'hard' });
  });

  it("a game with a daily per level links the daily's level too, and the link opens that daily", () => {
    const solitaire = {
      daily: true,
      levels: [
        { id: 'draw-1', label: 'Draw 1' },
        { id: 'draw-3', label: 'Draw 3' },
      ],
      dailyLevels: ['draw-1', 'draw-3'],
    };
    const link = shareLink('https://p.example', {
      game: 'solitaire',
      mode: 'daily',
      day: '2026-11-26',
      level: 'draw-3',
      dailyLevels: solitaire.dailyLevels,
    });
    expect(link).toBe('https://p.example/solitaire?daily=2026-11-26&level=draw-3');
    expect(sharedChoice(new URL(link).search, solitaire)).toEqual({ mode: 'daily', level: 'draw-3' });
    expect(initialChoice(solitaire, { mode: 'daily', level: 'draw-1' }, new URL(link).search)).toEqual({ mode: 'daily', level: 'draw-3' });
    // A level without a daily of its own is not a daily's level.
    expect(sharedChoice('?daily=2026-11-26&level=hard', solitaire)).toEqual({ mode: 'daily', level: null });
    expect(sharedChoice('?daily=2026-11-23&level=hard', sudoku)).toEqual({ mode: 'daily', level: null });
  });

  it('ignores what the game does not have', () => {
    expect(sharedChoice('?daily=2026-11-23', noDaily)).toBeNull();
    expect(sharedChoice('?level=expert', sudoku)).toBeNull();
    expect(sharedChoice('', sudoku)).toBeNull();
  });

  it("wins over the player's last choice, keeping their level for a daily", () => {
    expect(initialChoice(sudoku, { mode: 'practice', level: 'hard' }, '?daily=2026-11-23')).toEqual({ mode: 'daily', level: 'hard' });
    expect(initialChoice(sudoku, { mode: 'daily', level: null }, '?level=hard')).toEqual({ mode: 'practice', level: 'hard' });
  });

  it('without one, opens the last choice, else the daily, else the first level', () => {
    expect(initialChoice(sudoku, { mode: 'practice', level: 'hard' }, '')).toEqual({ mode: 'practice', level: 'hard' });
    expect(initialChoice(sudoku, { mode: 'practice', level: 'gone' }, '')).toEqual({ mode: 'practice', level: 'easy' });
    expect(initialChoice(sudoku, null, '')).toEqual({ mode: 'daily', level: 'easy' });
    expect(initialChoice(noDaily, { mode: 'daily', level: null }, '')).toEqual({ mode: 'practice', level: 'standard' });
    expect(initialChoice(noDaily, null, '?daily=2026-11-23')).toEqual({ mode: 'practice', level: 'standard' });
  });
});
