import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTIONS, boardsEqual, type Board, type Direction } from './board';
import { canMove, newGame } from './engine';
import { MAX_MOVES, decodeMoves, encodeMoves, isValidMoveString } from './move-codec';
import { isWinningReplay, replayFrom, replayGame } from './replay';
import { createSeededRandom } from '../toolbox/seeded-random';
import { playToWin, type PlayedGame } from '@/tests/support/play-2048';

describe('replay of a real winning game', () => {
  let game: PlayedGame;

  beforeAll(() => {
    for (let i = 0; i < 20 && !game; i++) {
      const played = playToWin(`win-${i}`);
      if (played) game = played;
    }
    if (!game) throw new Error('the strategy found no winning game');
  });

  it('accepts the exact move list, ending on the winning move', () => {
    const result = replayGame(game.seed, game.moves);
    expect(result.valid).toBe(true);
    expect(result.invalidAt).toBeUndefined();
    expect(result.validMoveCount).toBe(game.moves.length);
    expect(result.reached2048).toBe(true);
    expect(result.wonAtMove).toBe(game.moves.length);
    expect(result.board).toEqual(game.boards.at(-1));
    expect(isWinningReplay(result)).toBe(true);
    expect(game.moves.length).toBeGreaterThan(500); // 2048 needs several hundred moves
  });

  it('is deterministic and survives the compact encoding', () => {
    const encoded = encodeMoves(game.moves);
    expect(encoded).toMatch(/^[udlr]+$/);
    expect(encoded).toHaveLength(game.moves.length);
    const decoded = decodeMoves(encoded);
    expect(decoded).toEqual(game.moves);
    expect(replayGame(game.seed, decoded ?? []).board).toEqual(replayGame(game.seed, game.moves).board);
  });

  it('replays a prefix to the board the player saw', () => {
    const half = Math.floor(game.moves.length / 2);
    const result = replayGame(game.seed, game.moves.slice(0, half));
    expect(result.board).toEqual(game.boards[half]);
    expect(result.reached2048).toBe(false);
    expect(isWinningReplay(result)).toBe(false);
    expect(isWinningReplay(replayGame(game.seed, game.moves.slice(0, -1)))).toBe(false);
  });

  it('rejects an altered move', () => {
    let checked = 0;
    for (const index of [3, Math.floor(game.moves.length / 2), game.moves.length - 1]) {
      const before = game.boards[index] as Board;
      const other = DIRECTIONS.find((d) => d !== game.moves[index] && canMove(before, d));
      if (!other) continue;
      const forged = game.moves.slice();
      forged[index] = other;
      const result = replayGame(game.seed, forged);
      expect(isWinningReplay(result)).toBe(false);
      expect(boardsEqual(result.board, game.boards.at(-1) as Board)).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('rejects an extra move that changes nothing, reporting where', () => {
    const index = game.boards.findIndex((b, i) => i > 0 && DIRECTIONS.some((d) => !canMove(b, d)));
    const board = game.boards[index] as Board;
    const noOp = DIRECTIONS.find((d) => !canMove(board, d)) as Direction;
    const forged = [...game.moves.slice(0, index), noOp, ...game.moves.slice(index)];
    const result = replayGame(game.seed, forged);
    expect(result.valid).toBe(false);
    expect(result.invalidAt).toBe(index);
    expect(result.validMoveCount).toBe(index);
    expect(result.board).toEqual(board);
    expect(isWinningReplay(result)).toBe(false);
  });

  it('rejects moves past the win and another seed', () => {
    const extra = DIRECTIONS.find((d) => canMove(game.boards.at(-1) as Board, d)) as Direction;
    const longer = replayGame(game.seed, [...game.moves, extra]);
    expect(longer.valid).toBe(true);
    expect(longer.wonAtMove).toBe(game.moves.length);
    expect(isWinningReplay(longer)).toBe(false);
    expect(isWinningReplay(replayGame(`${game.seed}x`, game.moves))).toBe(false);
  });
});

describe('replayFrom', () => {
  it('replays from an injected start board', () => {
    const start: Board = [
      [1024, 1024, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 2],
    ];
    const result = replayFrom(start, createSeededRandom('x'), ['right', 'left']);
    expect(result).toMatchObject({ valid: true, reached2048: true, wonAtMove: 1, validMoveCount: 2 });
    expect(result.board.flat()).toContain(2048);
    expect(start[0]).toEqual([1024, 1024, 0, 0]);
  });

  it('stops at the first move that changes nothing', () => {
    const start: Board = [
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const result = replayFrom(start, createSeededRandom('x'), ['left', 'down']);
    expect(result).toMatchObject({ valid: false, invalidAt: 0, validMoveCount: 0, reached2048: false });
    expect(result.board).toEqual(start);
  });

  it('accepts an empty list', () => {
    const result = replayGame('seed', []);
    expect(result).toMatchObject({ valid: true, validMoveCount: 0, reached2048: false, score: expect.any(Number) });
    expect(result.board).toEqual(newGame(createSeededRandom('seed')));
  });
});

describe('move codec', () => {
  it('round-trips every direction', () => {
    expect(encodeMoves(['up', 'down', 'left', 'right'])).toBe('udlr');
    expect(decodeMoves('udlr')).toEqual(['up', 'down', 'left', 'right']);
    expect(decodeMoves('')).toEqual([]);
  });

  it('rejects anything else', () => {
    for (const bad of ['U', 'udx', 'u d', 'u,d', 'ü', '\n']) expect(decodeMoves(bad)).toBeNull();
    expect(isValidMoveString(42)).toBe(false);
    expect(isValidMoveString(null)).toBe(false);
    expect(decodeMoves('uuuu', 3)).toBeNull();
    expect(decodeMoves('uuu', 3)).toHaveLength(3);
    expect(MAX_MOVES).toBeGreaterThan(100_000);
  });
});
