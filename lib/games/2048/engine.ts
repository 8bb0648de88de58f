/** The 2048 rules: slide and merge, spawn, game over, score. Pure; randomness is injected. */
import {
  BOARD_SIZE,
  DIRECTIONS,
  WINNING_TILE,
  cloneBoard,
  emptyBoard,
  emptyCells,
  setTile,
  tileAt,
  type Board,
  type Cell,
  type Direction,
} from './board';
import type { RandomSource } from '../toolbox/seeded-random';

export const START_TILES = 2;
export const SPAWN_FOUR_PROBABILITY = 0.1;

/** One tile's path in a move; stationary tiles are listed too (from equals to). */
export interface TileMovement {
  from: Cell;
  to: Cell;
  /** The tile's value before the move. */
  value: number;
  /** True for both tiles of a merged pair. */
  merged: boolean;
}

export interface TileMerge {
  at: Cell;
  /** The merged tile's new value. */
  value: number;
}

export interface SpawnedTile {
  at: Cell;
  value: number;
}

export interface SlideResult {
  board: Board;
  changed: boolean;
  movements: TileMovement[];
  merges: TileMerge[];
}

export interface MoveResult extends SlideResult {
  /** Empty when nothing changed, otherwise exactly one tile. */
  spawned: SpawnedTile[];
}

/** The cells of line `index` for a direction, starting at the edge the tiles slide towards. */
export function lineCells(direction: Direction, index: number): Cell[] {
  const cells: Cell[] = [];
  for (let k = 0; k < BOARD_SIZE; k++) {
    const far = BOARD_SIZE - 1 - k;
    if (direction === 'left') cells.push([index, k]);
    else if (direction === 'right') cells.push([index, far]);
    else if (direction === 'up') cells.push([k, index]);
    else cells.push([far, index]);
  }
  return cells;
}

/** Slides and merges without spawning. Each tile merges at most once, nearest the edge first. */
export function slide(board: Board, direction: Direction): SlideResult {
  const next = emptyBoard();
  const movements: TileMovement[] = [];
  const merges: TileMerge[] = [];
  let changed = false;
  for (let line = 0; line < BOARD_SIZE; line++) {
    const cells = lineCells(direction, line);
    let target = 0;
    // The tile last placed in this line, while it may still take a merge.
    let open: { movement: TileMovement; value: number } | null = null;
    for (const from of cells) {
      const value = tileAt(board, from[0], from[1]);
      if (value === 0) continue;
      if (open !== null && open.value === value) {
        const to = open.movement.to;
        const movement: TileMovement = { from, to, value, merged: true };
        open.movement.merged = true;
        setTile(next, to[0], to[1], value * 2);
        merges.push({ at: to, value: value * 2 });
        movements.push(movement);
        open = null;
        changed = true;
        continue;
      }
      const to = cells[target++];
      if (to === undefined) throw new Error('line overflow');
      const movement: TileMovement = { from, to, value, merged: false };
      setTile(next, to[0], to[1], value);
      movements.push(movement);
      open = { movement, value };
      if (to[0] !== from[0] || to[1] !== from[1]) changed = true;
    }
  }
  return { board: changed ? next : cloneBoard(board), changed, movements, merges };
}

function pickIndex(random: RandomSource, length: number): number {
  const index = Math.floor(random() * length);
  return Number.isFinite(index) ? Math.min(Math.max(index, 0), length - 1) : 0;
}

/**
 * Places one tile in a uniformly chosen empty cell: the first draw picks the cell (row-major order of
 * the empty cells), the second the value (2 with probability 0.9, else 4). A full board draws nothing.
 */
export function spawnTile(board: Board, random: RandomSource): { board: Board; spawned: SpawnedTile | null } {
  const empty = emptyCells(board);
  if (empty.length === 0) return { board: cloneBoard(board), spawned: null };
  const at = empty[pickIndex(random, empty.length)] as Cell;
  const value = random() < 1 - SPAWN_FOUR_PROBABILITY ? 2 : 4;
  const next = cloneBoard(board);
  setTile(next, at[0], at[1], value);
  return { board: next, spawned: { at, value } };
}

export function newGame(random: RandomSource): Board {
  let board = emptyBoard();
  for (let i = 0; i < START_TILES; i++) board = spawnTile(board, random).board;
  return board;
}

/** A full move: slide, then one spawn if anything changed. A no-op draws no random numbers. */
export function move(board: Board, direction: Direction, random: RandomSource): MoveResult {
  const slid = slide(board, direction);
  if (!slid.changed) return { ...slid, spawned: [] };
  const { board: next, spawned } = spawnTile(slid.board, random);
  return { ...slid, board: next, spawned: spawned ? [spawned] : [] };
}

export function canMove(board: Board, direction: Direction): boolean {
  return slide(board, direction).changed;
}

export function availableMoves(board: Board): Direction[] {
  return DIRECTIONS.filter((d) => canMove(board, d));
}

/** Full and no two orthogonal neighbours equal. */
export function isGameOver(board: Board): boolean {
  for (let r = 0; r < BOARD_SIZE; r++) {
    for (let c = 0; c < BOARD_SIZE; c++) {
      const v = tileAt(board, r, c);
      if (v === 0) return false;
      if (c + 1 < BOARD_SIZE && tileAt(board, r, c + 1) === v) return false;
      if (r + 1 < BOARD_SIZE && tileAt(board, r + 1, c) === v) return false;
    }
  }
  return true;
}

/** The displayed score: the sum of all tiles. */
export function score(board: Board): number {
  return board.reduce((sum, row) => sum + row.reduce((s, v) => s + v, 0), 0);
}

export function maxTile(board: Board): number {
  return Math.max(0, ...board.flat());
}

export function hasWon(board: Board): boolean {
  return maxTile(board) >= WINNING_TILE;
}
