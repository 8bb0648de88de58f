/**
 * Browser helpers over the public board: status, the mine counter, labels for screen readers, merging
 * the server's answers, and which flags a chord sends. Nothing here knows an unopened cell's content.
 */
import type { BoardView, CellView } from './format';
import { cellColumn, cellRow, neighbours } from './grid';

export type ViewStatus = 'not-started' | 'playing' | 'won' | 'lost';

export function viewStatus(view: BoardView): ViewStatus {
  if (!view.cells) return 'not-started';
  if (view.cells.includes('hit')) return 'lost';
  if (view.cells.includes('mine')) return 'won';
  const opened = view.cells.filter((c) => typeof c === 'number').length;
  return opened === view.width * view.height - view.mines ? 'won' : 'playing';
}

/** The classic counter: mines minus flags (negative when the player over-flags). */
export function minesLeft(view: BoardView, flags: ReadonlySet<number>): number {
  return view.mines - flags.size;
}

/** The board before the first click, as a list of hidden cells. */
export function hiddenCells(view: BoardView): CellView[] {
  return view.cells ? [...view.cells] : new Array<CellView>(view.width * view.height).fill('hidden');
}

/** The view after the server's answer: opened cells get their numbers, and mines when given. */
export function withOpened(
  view: BoardView,
  opened: readonly { cell: number; number: number }[],
  mines: readonly number[] = [],
  hit: readonly number[] = [],
): BoardView {
  const cells = hiddenCells(view);
  for (const { cell, number } of opened) cells[cell] = number;
  for (const m of mines) cells[m] = 'mine';
  for (const h of hit) cells[h] = 'hit';
  return { ...view, cells };
}

/** The flagged neighbours of a cell: what a chord move carries. */
export function chordFlags(view: BoardView, cell: number, flags: ReadonlySet<number>): number[] {
  return neighbours(view, cell).filter((n) => flags.has(n));
}

/** Whether clicking this cell chords: an opened number with as many flags as its number and a hidden neighbour left. */
export function canChord(view: BoardView, cell: number, flags: ReadonlySet<number>): boolean {
  const value = view.cells?.[cell];
  if (typeof value !== 'number' || value === 0) return false;
  const around = neighbours(view, cell);
  const flagged = around.filter((n) => flags.has(n)).length;
  const hidden = around.some((n) => view.cells?.[n] === 'hidden' && !flags.has(n));
  return flagged === value && hidden;
}

/** A screen-reader label, e.g. "row 3, column 5, 2 mines around" (rows and columns from 1). */
export function cellLabel(view: BoardView, cell: number, flags: ReadonlySet<number>): string {
  const where = `row ${cellRow(view.width, cell) + 1}, column ${cellColumn(view.width, cell) + 1}`;
  const value = view.cells?.[cell] ?? 'hidden';
  if (value === 'hit') return `${where}, mine, exploded`;
  if (value === 'mine') return flags.has(cell) ? `${where}, flagged mine` : `${where}, mine`;
  if (value === 'hidden') {
    const over = viewStatus(view) === 'lost' || viewStatus(view) === 'won';
    if (flags.has(cell)) return over ? `${where}, wrong flag` : `${where}, flagged`;
    return `${where}, hidden`;
  }
  if (value === 0) return `${where}, empty`;
  return `${where}, ${value} ${value === 1 ? 'mine' : 'mines'} around`;
}
