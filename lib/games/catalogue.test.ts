import { describe, expect, it } from 'vitest';
import { CATALOGUE, DAILY_GAMES, findGame, gameRoute, hasOwnRoute } from './catalogue';

describe('catalogue', () => {
  it('holds the 12 games of the spec, with unique ids, names and descriptions', () => {
    expect(CATALOGUE).toHaveLength(12);
    expect(new Set(CATALOGUE.map((g) => g.id)).size).toBe(12);
    expect(CATALOGUE.map((g) => g.name)).toEqual([
      '2048',
      'Chess Puzzles',
      'Crosswords',
      'Dominoes',
      'Mahjong Solitaire',
      'Minesweeper',
      'Wordsearch',
      'Queenie',
      'Solitaire',
      'Sudoku',
      'Takuzu',
      'Word Guesser',
    ]);
    for (const g of CATALOGUE) {
      expect(g.description.length).toBeGreaterThan(5);
    }
    expect(findGame('queenie')?.description).toBe('help the Queens avoid each other');
  });

  it("routes each game by its id, and gives each platform game the engine's levels", () => {
    // 2048 and chess puzzles have routes of their own; app/[game] serves every other game.
    expect(CATALOGUE.filter((g) => hasOwnRoute(g.id)).map((g) => g.id)).toEqual(['2048', 'chess-puzzles']);
    expect(hasOwnRoute('no-such-game')).toBe(false);
    expect(findGame('minesweeper')?.levels.map((l) => l.label)).toEqual(['Beginner', 'Intermediate', 'Expert']);
    expect(findGame('queenie')?.levels.map((l) => l.label)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(findGame('takuzu')?.levels).toHaveLength(12);
    expect(findGame('takuzu')?.levels[0]).toEqual({ id: '6-easy', label: '6×6 Easy', group: '6×6' });
    expect(findGame('sudoku')?.levels.map((l) => l.label)).toEqual(['Easy', 'Medium', 'Hard', 'Expert']);
    expect(findGame('dominoes')?.levels).toHaveLength(12);
    expect(findGame('dominoes')?.levels[0]).toEqual({
      id: 'draw-easy-1',
      label: 'Draw game, 1 Easy opponent',
      group: 'Draw game',
      short: '1 Easy',
    });
    expect(findGame('wordguesser')?.levels).toEqual([{ id: 'standard', label: 'Five letters' }]);
    expect(findGame('mahjong-solitaire')?.levels.map((l) => l.label)).toEqual(['Quick', 'Fortress', 'Pyramid', 'Turtle']);
    expect(findGame('crosswords')?.levels.map((l) => l.id)).toEqual(['easy', 'medium', 'hard']);
    expect(findGame('solitaire')?.levels.map((l) => l.label)).toEqual(['Draw 1', 'Draw 3']);
    expect(gameRoute('mahjong-solitaire')).toBe('/mahjong-solitaire');
    expect(findGame('mahjong')).toBeUndefined();
  });

  it('gives every game a tagline written as a sentence, distinct from the spec description', () => {
    for (const g of CATALOGUE) {
      expect(g.tagline).toMatch(/^[A-Z0-9].{20,}\.$/);
      expect(g.tagline.toLowerCase()).not.toContain(g.description.toLowerCase());
    }
    expect(new Set(CATALOGUE.map((g) => g.tagline)).size).toBe(12);
    // The rules in a line: Queenie's and Takuzu's say what a solution must satisfy.
    expect(findGame('queenie')?.tagline).toMatch(/row.*column.*colour.*touching/);
    expect(findGame('takuzu')?.tagline).toMatch(/three alike.*as many 0s as 1s.*no two lines the same/);
  });

  it('lists the daily games and the new ones', () => {
    expect(DAILY_GAMES.map((g) => g.id)).toEqual([
      'crosswords',
      'dominoes',
      'mahjong-solitaire',
      'minesweeper',
      'wordsearch',
      'queenie',
      'solitaire',
      'sudoku',
      'takuzu',
      'wordguesser',
    ]);
    expect(CATALOGUE.filter((g) => g.isNew).map((g) => g.id)).toEqual([
      'crosswords',
      'dominoes',
      'mahjong-solitaire',
      'wordsearch',
      'solitaire',
    ]);
  });
});
