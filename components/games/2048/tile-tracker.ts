/**
 * Gives every tile a stable id across moves so React keeps its element and the CSS transform slides it.
 * Tiles that merge away stay for one move as ghosts under the merged tile, as in the original game.
 */
import { BOARD_SIZE, type Board, type MoveResult } from '@/lib/games/2048';

export type TileKind = 'new' | 'merged' | 'moved' | 'ghost';

export interface TileView {
  id: number;
  value: number;
  row: number;
  col: number;
  kind: TileKind;
}

export interface TileLayout {
  /** Sorted by id, so existing DOM nodes never reorder. */
  tiles: TileView[];
  /** Row-major ids of the live tiles, 0 for an empty cell. */
  cellIds: number[];
  nextId: number;
}

const index = (row: number, col: number) => row * BOARD_SIZE + col;

export function emptyLayout(nextId = 1): TileLayout {
  return { tiles: [], cellIds: Array<number>(BOARD_SIZE * BOARD_SIZE).fill(0), nextId };
}

function addTile(layout: TileLayout, row: number, col: number, value: number, kind: TileKind): void {
  const id = layout.nextId++;
  layout.cellIds[index(row, col)] = id;
  layout.tiles.push({ id, value, row, col, kind });
}

/** Fresh ids for every tile of a board (a new or restored game); they pop in as new tiles. */
export function layoutFromBoard(board: Board, nextId: number): TileLayout {
  const layout = emptyLayout(nextId);
  board.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value !== 0) addTile(layout, row, col, value, 'new');
    }),
  );
  return layout;
}

export function layoutAfterMove(previous: TileLayout, result: MoveResult): TileLayout {
  if (!result.changed) return previous;
  const layout = emptyLayout(previous.nextId);
  for (const { from, to, value, merged } of result.movements) {
    const id = previous.cellIds[index(from[0], from[1])];
    // Out of sync (should not happen): rebuild rather than animate wrongly.
    if (!id) return layoutFromBoard(result.board, previous.nextId);
    if (!merged) layout.cellIds[index(to[0], to[1])] = id;
    layout.tiles.push({ id, value, row: to[0], col: to[1], kind: merged ? 'ghost' : 'moved' });
  }
  for (const { at, value } of result.merges) addTile(layout, at[0], at[1], value, 'merged');
  for (const { at, value } of result.spawned) addTile(layout, at[0], at[1], value, 'new');
  layout.tiles.sort((a, b) => a.id - b.id);
  return layout;
}
