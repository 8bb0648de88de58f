import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board, type Direction } from './board';
import { availableMoves, hasWon, isGameOver, maxTile, move, newGame, score, slide, spawnTile } from './engine';
import { createSeededRandom } from '../toolbox/seeded-random';

/** A random source that fails the test if it is ever called. */
const noRandom = () => {
  throw new Error('randomness consumed');
};

/** Returns the given values in turn. */
function sequence(...values: number[]) {
  let i = 0;
  return () => {
    const v = values[i++];
    if (v === undefined) throw new Error('sequence exhausted');
    return v;
  };
}

const row = (values: number[]): Board => [values, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]];
const firstRow = (board: Board) => board[0];

describe('slide', () => {
  it.each<[number[], number[]]>([
    [
      [2, 2, 2, 2],
      [4, 4, 0, 0],
    ],
    [
      [2, 2, 4, 0],
      [4, 4, 0, 0],
    ],
    [
      [4, 4, 8, 0],
      [8, 8, 0, 0],
    ],
    [
      [2, 0, 0, 2],
      [4, 0, 0, 0],
    ],
    [
      [0, 0, 0, 2],
      [2, 0, 0, 0],
    ],
    [
      [2, 4, 2, 4],
      [2, 4, 2, 4],
    ],
    [
      [4, 2, 2, 0],
      [4, 4, 0, 0],
    ],
    [
      [2, 2, 2, 0],
      [4, 2, 0, 0],
    ],
    [
      [8, 0, 8, 8],
      [16, 8, 0, 0],
    ],
    [
      [4, 4, 4, 4],
      [8, 8, 0, 0],
    ],
  ])('left: %j -> %j', (input, expected) => {
    expect(firstRow(slide(row(input), 'left').board)).toEqual(expected);
  });

  it('moves every direction, merging nearest the edge first', () => {
    const board: Board = [
      [2, 0, 2, 4],
      [0, 4, 0, 4],
      [2, 2, 2, 0],
      [0, 0, 0, 2],
    ];
    expect(slide(board, 'left').board).toEqual([
      [4, 4, 0, 0],
      [8, 0, 0, 0],
      [4, 2, 0, 0],
      [2, 0, 0, 0],
    ]);
    expect(slide(board, 'right').board).toEqual([
      [0, 0, 4, 4],
      [0, 0, 0, 8],
      [0, 0, 2, 4],
      [0, 0, 0, 2],
    ]);
    expect(slide(board, 'up').board).toEqual([
      [4, 4, 4, 8],
      [0, 2, 0, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(slide(board, 'down').board).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 4, 0, 8],
      [4, 2, 4, 2],
    ]);
  });

  it('never merges a tile twice in one move', () => {
    const board: Board = [[2], [2], [4], [8]].map((r) => [r[0] as number, 0, 0, 0]);
    // Column [2,2,4,8] up: 2+2 makes 4, which must not then take the next 4.
    expect(slide(board, 'up').board.map((r) => r[0])).toEqual([4, 4, 8, 0]);
    expect(firstRow(slide(row([16, 8, 4, 4]), 'right').board)).toEqual([0, 16, 8, 8]);
  });

  it('reports each tile movement and merge for the view', () => {
    const result = slide(row([2, 2, 0, 4]), 'left');
    expect(result.movements).toEqual([
      { from: [0, 0], to: [0, 0], value: 2, merged: true },
      { from: [0, 1], to: [0, 0], value: 2, merged: true },
      { from: [0, 3], to: [0, 1], value: 4, merged: false },
    ]);
    expect(result.merges).toEqual([{ at: [0, 0], value: 4 }]);
    expect(result.changed).toBe(true);
  });

  it('does not mutate its input', () => {
    const board = row([2, 2, 0, 4]);
    slide(board, 'left');
    expect(board).toEqual(row([2, 2, 0, 4]));
  });
});

describe('move', () => {
  it('spawns exactly one tile after a change, at a drawn empty cell', () => {
    // 15 empty cells after the merge: 0.5 picks index 7 (row-major), 0.95 makes it a 4.
    const result = move(row([2, 2, 0, 0]), 'left', sequence(0.5, 0.95));
    expect(result.changed).toBe(true);
    expect(result.spawned).toEqual([{ at: [2, 0], value: 4 }]);
    expect(result.board).toEqual([
      [4, 0, 0, 0],
      [0, 0, 0, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(move(row([2, 2, 0, 0]), 'left', sequence(0, 0.89)).spawned).toEqual([{ at: [0, 1], value: 2 }]);
  });

  it('a move that changes nothing spawns nothing and draws no random number', () => {
    const board = row([2, 4, 8, 16]);
    for (const direction of ['left', 'right', 'up'] as Direction[]) {
      const result = move(board, direction, noRandom);
      expect(result.changed).toBe(false);
      expect(result.spawned).toEqual([]);
      expect(result.board).toEqual(board);
    }
    expect(move(board, 'down', sequence(0, 0)).changed).toBe(true);
  });

  it('spawns a 4 about one time in ten (10,000 seeded spawns)', () => {
    const random = createSeededRandom('spawn-values');
    let fours = 0;
    const n = 10_000;
    for (let i = 0; i < n; i++) {
      const { spawned } = spawnTile(emptyBoard(), random);
      if (spawned?.value === 4) fours++;
      else expect(spawned?.value).toBe(2);
    }
    expect(Math.abs(fours / n - 0.1)).toBeLessThanOrEqual(0.01);
  });

  it('spreads spawn positions evenly over the empty cells', () => {
    const board = row([2, 4, 0, 8]); // 13 empty cells
    const random = createSeededRandom('spawn-cells');
    const counts = new Map<string, number>();
    const n = 13_000;
    for (let i = 0; i < n; i++) {
      const { spawned } = spawnTile(board, random);
      const at = spawned?.at;
      expect(at && board[at[0]]?.[at[1]]).toBe(0);
      counts.set(String(at), (counts.get(String(at)) ?? 0) + 1);
    }
    expect(counts.size).toBe(13);
    // Chi-square with 12 degrees of freedom; 32.9 is the 0.1% critical value.
    const expected = n / 13;
    const chi = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(32.9);
  });

  it('a full board spawns nothing', () => {
    const full: Board = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    expect(spawnTile(full, noRandom)).toEqual({ board: full, spawned: null });
  });
});

describe('newGame', () => {
  it('starts with exactly two tiles of 2 or 4, deterministic for a seed', () => {
    for (let i = 0; i < 200; i++) {
      const tiles = newGame(createSeededRandom(`new-${i}`))
        .flat()
        .filter((v) => v !== 0);
      expect(tiles).toHaveLength(2);
      expect(tiles.every((v) => v === 2 || v === 4)).toBe(true);
    }
    expect(newGame(createSeededRandom('e2e-seed'))).toEqual(newGame(createSeededRandom('e2e-seed')));
  });
});

describe('game state', () => {
  const full: Board = [
    [2, 4, 2, 4],
    [4, 2, 4, 2],
    [2, 4, 2, 4],
    [4, 2, 4, 2],
  ];

  it('is over only when full with no equal neighbours', () => {
    expect(isGameOver(full)).toBe(true);
    expect(availableMoves(full)).toEqual([]);
    const horizontalPair = full.map((r) => r.slice());
    horizontalPair[3] = [4, 2, 8, 8];
    expect(isGameOver(horizontalPair)).toBe(false);
    expect(availableMoves(horizontalPair)).toEqual(['left', 'right']);
    const verticalPair = full.map((r) => r.slice());
    verticalPair[1] = [2, 8, 16, 32];
    expect(isGameOver(verticalPair)).toBe(false);
    const withGap = full.map((r) => r.slice());
    withGap[2] = [2, 4, 0, 4];
    expect(isGameOver(withGap)).toBe(false);
    expect(isGameOver(emptyBoard())).toBe(false);
  });

  it('scores the sum of all tiles and detects a win at 2048', () => {
    expect(score(full)).toBe(48);
    expect(score(emptyBoard())).toBe(0);
    expect(score(row([1024, 1024, 0, 2]))).toBe(2050);
    expect(hasWon(row([1024, 1024, 0, 2]))).toBe(false);
    expect(hasWon(slide(row([1024, 1024, 0, 2]), 'left').board)).toBe(true);
    expect(hasWon(row([4096, 0, 0, 0]))).toBe(true);
    expect(maxTile(row([8, 64, 2, 0]))).toBe(64);
  });

  it('keeps the score on a merge and adds the spawned tile', () => {
    const before = row([2, 2, 4, 0]);
    const after = move(before, 'left', sequence(0, 0.5)).board;
    expect(score(after)).toBe(score(before) + 2);
  });
});
