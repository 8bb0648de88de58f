import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { parseView } from './format';
import { newGame, reveal, viewOf, type GameState } from './game';
import { findHint } from './hint';
import { generateBoard } from './generator';
import { LEVELS } from './levels';
import { drawnBoard } from './test-boards';

function opened(rows: string[], clicks: number[]) {
  const board = drawnBoard(rows);
  let state: GameState = newGame(board.size, board.mines);
  for (const c of clicks) {
    const result = reveal(state, c);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
  }
  return viewOf(state);
}

describe('findHint', () => {
  it('gives the easiest step first: a number with as many hidden neighbours as mines', () => {
    const view = opened(['S..*'], [0]);
    expect(findHint(view)).toEqual({
      technique: 'Count',
      message: 'The highlighted 1 has just as many hidden cells around it as mines, so the cell right of the 1 is a mine',
      cells: [2, 3],
      safe: [],
      mines: [3],
      because: [2],
    });
  });

  it('skips mines the player has flagged for the next deduction', () => {
    const view = opened(['**..S', '.....', '..*..'], [4]);
    expect(findHint(view)).toMatchObject({ technique: 'Count', mines: [12], because: [8] });
    expect(findHint(view, new Set([12]))?.technique).toBe('Subset');
  });

  it('uses subset reasoning when a single number is not enough', () => {
    const view = opened(['**..S', '.....', '..*..'], [4]);
    const hint = findHint(view, new Set([12]));
    expect(hint?.technique).toBe('Subset');
    expect(hint?.safe).toEqual([11]);
    expect(hint?.message).toBe('Compare the highlighted 1 and 2: the highlighted hidden cell is safe');
  });

  it('uses the mine count last', () => {
    const view = opened(['..*', '..S', '...', '...'], [5]);
    const hint = findHint(view);
    expect(hint?.technique).toBe('Mine count');
    // The 1 at S has its one mine among its five hidden neighbours: the board's only mine.
    expect(hint?.safe).toEqual([0, 3, 6, 9, 10, 11]);
    expect(hint?.message).toBe('Add up the mines left (1 in all): the 6 highlighted hidden cells are safe');
  });

  it('has nothing to say before the first click or at a 50/50', () => {
    expect(findHint(parseView('9x9:10')!)).toBeNull();
    expect(findHint(opened(['S.*', '...'], [0]))).toBeNull();
    // Numbers no board can have (an 8 in a corner) are not an error, just no hint.
    expect(findHint(parseView('3x3:1:8????????')!)).toBeNull();
  });

  it('never points to a mine as safe, on generated boards played by following the hints', () => {
    const level = LEVELS[0]!;
    for (let game = 0; game < 10; game++) {
      const mines = generateBoard(level, 40, createSeededRandom(`hints ${game}`));
      let state = reveal(newGame(level, mines), 40);
      const flags = new Set<number>();
      for (let step = 0; step < 100 && state.ok && state.state.status === 'playing'; step++) {
        const hint = findHint(viewOf(state.state), flags);
        if (!hint) throw new Error('No hint on a no-guess board');
        for (const m of hint.mines) {
          expect(mines).toContain(m);
          flags.add(m);
        }
        for (const s of hint.safe) {
          expect(mines).not.toContain(s);
          if (state.ok && state.state.status === 'playing') state = reveal(state.state, s);
        }
      }
      expect(state.ok && state.state.status).toBe('won');
    }
  });
});
