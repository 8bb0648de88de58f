import { describe, expect, it } from 'vitest';
import { boardLabel, rankLines } from './boards';

const info = {
  id: 'sudoku',
  name: 'Sudoku',
  daily: true,
  levels: [
    { id: 'easy', label: 'Easy' },
    { id: 'medium', label: 'Medium' },
  ],
};

describe('board labels', () => {
  it('names the platform boards in words, daily first', () => {
    expect(boardLabel(info, 'all:easy')).toBe('the all-time Easy board');
    expect(boardLabel(info, 'daily:2026-11-23')).toBe('the daily board of 2026-11-23');
    expect(boardLabel({ ...info, levels: [{ id: 'standard', label: 'Standard' }] }, 'all:standard')).toBe('the all-time board');
    expect(rankLines(info, { 'all:medium': 4, 'daily:2026-11-23': 1 })).toEqual([
      '#1 on the daily board of 2026-11-23',
      '#4 on the all-time Medium board',
    ]);
  });

  it("names a level's daily board for a game with a daily per level", () => {
    const solitaire = {
      id: 'solitaire',
      name: 'Solitaire',
      daily: true,
      levels: [
        { id: 'draw-1', label: 'Draw 1' },
        { id: 'draw-3', label: 'Draw 3' },
      ],
    };
    expect(boardLabel(solitaire, 'daily:2026-11-26:draw-3')).toBe('the Draw 3 daily board of 2026-11-26');
    expect(rankLines(solitaire, { 'all:draw-3': 2, 'daily:2026-11-26:draw-3': 1 })).toEqual([
      '#1 on the Draw 3 daily board of 2026-11-26',
      '#2 on the all-time Draw 3 board',
    ]);
  });
});
