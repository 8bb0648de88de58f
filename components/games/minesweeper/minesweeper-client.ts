/**
 * The browser side's pure parts: the server's answer as a board, the player's own marks (flags and
 * optional question marks, kept per play in this browser: the server never needs them), how the board
 * is laid out on screen (Expert turned on its side on a portrait screen) and arrow-key moves.
 */
import { parseView, type BoardView } from '@/lib/games/minesweeper/format';

/** A move's answer or a resumed play's view: `{ board, opened }`; only the board is kept. */
export function parseReply(value: unknown): BoardView | null {
  if (typeof value !== 'object' || value === null || !('board' in value) || typeof value.board !== 'string') return null;
  return parseView(value.board);
}

export type Marks = { readonly flags: ReadonlySet<number>; readonly questions: ReadonlySet<number> };
export const NO_MARKS: Marks = { flags: new Set(), questions: new Set() };

const marksKey = (playId: string) => `minesweeper:marks:${playId}`;

/** The marks stored for a play, keeping only cells of the board that are still hidden. */
export function loadMarks(storage: Pick<Storage, 'getItem'> | null, playId: string, view: BoardView): Marks {
  try {
    const raw = JSON.parse(storage?.getItem(marksKey(playId)) ?? 'null') as { flags?: unknown; questions?: unknown } | null;
    const cells = (list: unknown) =>
      new Set(Array.isArray(list) ? list.filter((c): c is number => Number.isInteger(c) && c >= 0 && c < view.width * view.height) : []);
    return pruneMarks({ flags: cells(raw?.flags), questions: cells(raw?.questions) }, view);
  } catch {
    return NO_MARKS;
  }
}

export function saveMarks(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, playId: string, marks: Marks): void {
  try {
    if (marks.flags.size === 0 && marks.questions.size === 0) storage?.removeItem(marksKey(playId));
    else storage?.setItem(marksKey(playId), JSON.stringify({ flags: [...marks.flags], questions: [...marks.questions] }));
  } catch {
    // Private mode or a full storage: the marks last for this page only.
  }
}

/** Marks only stay on hidden cells, and on mines shown at the end (an area opening over a wrong flag takes it away). */
export function pruneMarks(marks: Marks, view: BoardView): Marks {
  const hidden = (c: number) => !view.cells || view.cells[c] === 'hidden' || view.cells[c] === 'mine';
  return { flags: new Set([...marks.flags].filter(hidden)), questions: new Set([...marks.questions].filter(hidden)) };
}

/** Flag a hidden cell: none -> flag (-> question mark, when they are on) -> none. */
export function cycleMark(marks: Marks, cell: number, questionMarks: boolean): Marks {
  const flags = new Set(marks.flags);
  const questions = new Set(marks.questions);
  if (flags.has(cell)) {
    flags.delete(cell);
    if (questionMarks) questions.add(cell);
  } else if (questions.has(cell)) questions.delete(cell);
  else flags.add(cell);
  return { flags, questions };
}

/**
 * The screen's rows and columns: a board wider than tall is turned on its side (columns become rows)
 * on a portrait screen, so Expert's 30 columns run down a phone. Only the display turns.
 */
export type Layout = { readonly rows: number; readonly columns: number; readonly transposed: boolean };

export function layoutOf(view: Pick<BoardView, 'width' | 'height'>, portrait: boolean): Layout {
  const transposed = portrait && view.width > view.height;
  return transposed ? { rows: view.width, columns: view.height, transposed } : { rows: view.height, columns: view.width, transposed };
}

/** The board cell shown at a screen position. */
export function cellAt(view: Pick<BoardView, 'width'>, layout: Layout, row: number, column: number): number {
  return layout.transposed ? column * view.width + row : row * view.width + column;
}

/** The screen position of a board cell. */
export function positionOf(view: Pick<BoardView, 'width'>, layout: Layout, cell: number): { row: number; column: number } {
  const row = Math.floor(cell / view.width);
  const column = cell % view.width;
  return layout.transposed ? { row: column, column: row } : { row, column };
}

/** The cell an arrow key (or Home/End) moves to, as the board is shown; no wrapping. */
export function moveOnScreen(view: Pick<BoardView, 'width'>, layout: Layout, cell: number, key: string): number {
  const { row, column } = positionOf(view, layout, cell);
  const to = (r: number, c: number) => cellAt(view, layout, r, c);
  if (key === 'ArrowUp') return to(Math.max(0, row - 1), column);
  if (key === 'ArrowDown') return to(Math.min(layout.rows - 1, row + 1), column);
  if (key === 'ArrowLeft') return to(row, Math.max(0, column - 1));
  if (key === 'ArrowRight') return to(row, Math.min(layout.columns - 1, column + 1));
  if (key === 'Home') return to(row, 0);
  if (key === 'End') return to(row, layout.columns - 1);
  return cell;
}

/** The classic counter's three digits (negative when over-flagged): 10 -> "010", -3 -> "-03". */
export function counterText(value: number): string {
  return value < 0 ? `-${String(Math.min(99, -value)).padStart(2, '0')}` : String(Math.min(999, value)).padStart(3, '0');
}
