import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { boardValue, minSolveSeconds, plausibleSolveSeconds } from './board-value';
import { generateBoard, pickStartCell } from './generator';
import { newGame, reveal, startGame, type GameState } from './game';
import { LEVELS } from './levels';
import { parseGameState } from './state-codec';
import { drawnBoard } from './test-boards';

describe('3BV', () => {
  it('counts one click per opening and one per number no opening reaches', () => {
    // One opening reaches every number around the corner mine.
    const board = drawnBoard(['....*', '.....', '.....']);
    expect(boardValue(board.size, board.mines)).toBe(1);
    // One opening (columns 0-2), then five numbers to its right that it does not reach.
    const partly = drawnBoard(['.....', '...*.', '.....']);
    expect(boardValue(partly.size, partly.mines)).toBe(6);
    const split = drawnBoard(['..*..', '..*..', '..*..']);
    expect(boardValue(split.size, split.mines)).toBe(2);
    const noZero = drawnBoard(['*.*', '...', '*.*']);
    expect(boardValue(noZero.size, noZero.mines)).toBe(5);
  });

  it('gives a time floor for refusing results', () => {
    const board = drawnBoard(['*.*', '...', '*.*']);
    expect(minSolveSeconds(board.size, board.mines)).toBeCloseTo(4 / 20);
  });

  it('gives a plausible time for holding results: the 3BV after the first click at six a second', () => {
    const board = drawnBoard(['*.*', '...', '*.*']);
    expect(plausibleSolveSeconds(board.size, board.mines)).toBeCloseTo(4 / 6);
    const open = drawnBoard(['....*', '.....', '.....']);
    expect(plausibleSolveSeconds(open.size, open.mines)).toBe(0);
  });
});

describe('stored games', () => {
  const level = LEVELS[0]!;
  const { state } = startGame(level, 40, createSeededRandom('stored'));

  it('read back as they were written', () => {
    expect(parseGameState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('are refused when inconsistent', () => {
    const broken: unknown[] = [
      null,
      { ...state, mines: 11 },
      { ...state, mineCells: [...state.mineCells].reverse() },
      { ...state, opened: [...state.opened, state.mineCells[0]!].sort((a, b) => a - b) },
      { ...state, status: 'lost' },
      { ...state, status: 'won' },
      { ...state, hit: [state.mineCells[0]] },
      { ...state, width: 0 },
    ];
    for (const value of broken) expect(parseGameState(value)).toBeNull();
  });

  it('accept a lost game', () => {
    const lost = reveal(state, state.mineCells[0]!);
    expect(lost.ok && parseGameState(lost.state)).toMatchObject({ status: 'lost' } satisfies Partial<GameState>);
  });
});

describe('a shared start cell', () => {
  it('is a cell of the board, the same for the same day, and the board around it is fair', () => {
    const level = LEVELS[1]!;
    const a = pickStartCell(level, createSeededRandom('2026-11-23'));
    expect(pickStartCell(level, createSeededRandom('2026-11-23'))).toBe(a);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(256);
    const mines = generateBoard(level, a, createSeededRandom('2026-11-23 board'));
    expect(reveal(newGame(level, mines), a).ok).toBe(true);
  });
});
