import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { formatView } from './format';
import { applyMove, chord, newGame, reveal, startGame, viewOf, type GameState, type MoveResult } from './game';
import { LEVELS } from './levels';
import { moveSchema } from './moves';
import { drawnBoard } from './test-boards';

function game(rows: string[]): GameState {
  const board = drawnBoard(rows);
  return newGame(board.size, board.mines);
}

function ok(result: MoveResult) {
  if (!result.ok) throw new Error(result.error);
  return result;
}

const opened = (result: MoveResult) => {
  const { outcome } = ok(result);
  return outcome.kind === 'opened' || outcome.kind === 'lost' ? outcome.cells.map((c) => c.cell).sort((a, b) => a - b) : [];
};

// 5x4 with mines at r0c4, r2c0 and r3c3 (cells 4, 10, 18).
const BOARD = ['....*', '.....', '*....', '...*.'];

describe('reveal', () => {
  it('opens a single number without spreading', () => {
    const result = ok(reveal(game(BOARD), 3));
    expect(result.outcome).toEqual({ kind: 'opened', cells: [{ cell: 3, number: 1 }], status: 'playing' });
    expect(result.state.opened).toEqual([3]);
  });

  it('flood-fills from a zero through zeros, stopping at the numbers around', () => {
    const result = ok(reveal(game(BOARD), 0));
    // Zeros at 0, 1, 2 and 7 spread; the numbers around them open but do not spread (9 stays hidden).
    expect(opened(result)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 11, 12, 13]);
    const numbers = Object.fromEntries((result.outcome.kind === 'opened' ? result.outcome.cells : []).map((c) => [c.cell, c.number]));
    expect(numbers).toEqual({ 0: 0, 1: 0, 2: 0, 3: 1, 5: 1, 6: 1, 7: 0, 8: 1, 11: 1, 12: 1, 13: 1 });
    expect(result.state.status).toBe('playing');
  });

  it('does nothing on an opened cell', () => {
    const first = ok(reveal(game(BOARD), 0));
    expect(ok(reveal(first.state, 1)).outcome).toEqual({ kind: 'nothing' });
  });

  it('loses on a mine, giving every mine', () => {
    const result = ok(reveal(game(BOARD), 10));
    expect(result.outcome).toEqual({ kind: 'lost', cells: [], hit: [10], mines: [4, 10, 18] });
    expect(result.state.status).toBe('lost');
    expect(reveal(result.state, 0)).toEqual({ ok: false, error: 'The game is over' });
  });

  it('wins when every safe cell is open, giving the mines to flag', () => {
    let state = game(BOARD);
    const safe = [...Array(20).keys()].filter((c) => ![4, 10, 18].includes(c));
    let last: MoveResult | null = null;
    for (const cell of safe) {
      if (state.opened.includes(cell)) continue;
      last = ok(reveal(state, cell));
      state = last.state;
    }
    expect(state.status).toBe('won');
    expect(last?.ok && last.outcome).toMatchObject({ kind: 'opened', status: 'won', mines: [4, 10, 18] });
    expect(reveal(state, 4)).toEqual({ ok: false, error: 'The game is over' });
  });

  it('refuses a cell off the board', () => {
    expect(reveal(game(BOARD), 20).ok).toBe(false);
    expect(reveal(game(BOARD), -1).ok).toBe(false);
    expect(reveal(game(BOARD), 1.5).ok).toBe(false);
  });
});

describe('chord', () => {
  // After the flood from 0, cell 13 (r2c3) is an opened 1 whose mine is 18 (r3c3); 9, 14, 17, 19 are hidden.
  const start = () => ok(reveal(game(BOARD), 0)).state;

  it('opens the other neighbours when the flags match the number', () => {
    const result = ok(chord(start(), 13, [18]));
    expect(opened(result)).toEqual([9, 14, 17, 19]);
    expect(result.state.status).toBe('playing');
  });

  it('does nothing when the flags are fewer than the number', () => {
    expect(ok(chord(start(), 13, [])).outcome).toEqual({ kind: 'nothing' });
  });

  it('loses when a flag is wrong: the real mine among the other neighbours opens', () => {
    const result = ok(chord(start(), 13, [19]));
    expect(result.outcome).toMatchObject({ kind: 'lost', hit: [18], mines: [4, 10, 18] });
    expect(opened(result)).toEqual([9, 14, 17]); // the safe ones open too, as in the classic
    expect(result.state.status).toBe('lost');
  });

  it('refuses flags that are not neighbours, opened, or repeated, and unopened cells', () => {
    expect(chord(start(), 13, [4])).toEqual({ ok: false, error: 'A flag is not next to the chorded cell' });
    expect(chord(start(), 13, [12])).toEqual({ ok: false, error: 'An opened cell cannot hold a flag' });
    expect(chord(start(), 13, [18, 18])).toEqual({ ok: false, error: 'A flag is listed twice' });
    expect(chord(start(), 14, [18])).toEqual({ ok: false, error: 'Only an opened number can be chorded' });
  });

  it('does nothing on a zero, or when no hidden neighbour is left', () => {
    expect(ok(chord(start(), 0, [])).outcome).toEqual({ kind: 'nothing' });
    expect(ok(chord(start(), 5, [10])).outcome).toEqual({ kind: 'nothing' });
  });

  it('can win the game', () => {
    let state = ok(chord(start(), 13, [18])).state;
    state = ok(reveal(state, 15)).state;
    expect(state.status).toBe('playing');
    const last = ok(reveal(state, 16));
    expect(last.state.status).toBe('won');
  });
});

describe('moves at the boundary', () => {
  it('parses open and chord moves and refuses others', () => {
    expect(moveSchema.parse({ kind: 'open', cell: 3 })).toEqual({ kind: 'open', cell: 3 });
    expect(moveSchema.parse({ kind: 'chord', cell: 3, flags: [2, 4] })).toEqual({ kind: 'chord', cell: 3, flags: [2, 4] });
    for (const bad of [
      { kind: 'open', cell: -1 },
      { kind: 'open', cell: 1.5 },
      { kind: 'open', cell: '3' },
      { kind: 'chord', cell: 3 },
      { kind: 'chord', cell: 3, flags: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { kind: 'flag', cell: 3 },
      null,
    ]) {
      expect(moveSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('applies parsed moves', () => {
    const state = ok(applyMove(game(BOARD), moveSchema.parse({ kind: 'open', cell: 0 }))).state;
    expect(opened(applyMove(state, moveSchema.parse({ kind: 'chord', cell: 13, flags: [18] })))).toEqual([9, 14, 17, 19]);
  });
});

describe('the public view', () => {
  it('shows nothing before the first click, opened numbers during play, and mines only at the end', () => {
    const fresh = game(BOARD);
    expect(formatView(viewOf(fresh))).toBe('5x4:3');
    const playing = ok(reveal(fresh, 0)).state;
    expect(formatView(viewOf(playing))).toBe('5x4:3:0001?1101??111??????');
    const lost = ok(reveal(playing, 10)).state;
    expect(formatView(viewOf(lost))).toBe('5x4:3:0001*1101?!111????*?');
  });

  it('never shows an unopened cell while playing', () => {
    const { state } = startGame(LEVELS[2]!, 100, createSeededRandom('view'));
    const view = viewOf(state);
    view.cells!.forEach((cell, i) => {
      expect(cell === 'hidden').toBe(!state.opened.includes(i));
    });
  });
});

describe('startGame', () => {
  it('generates around the first click and opens a zero there', () => {
    const { state, outcome } = startGame(LEVELS[0]!, 40, createSeededRandom('start'));
    expect(outcome.kind).toBe('opened');
    expect(outcome.kind === 'opened' && outcome.cells[0]).toEqual({ cell: 40, number: 0 });
    expect(state.mineCells).toHaveLength(10);
    expect(state.status).toBe('playing');
  });
});
