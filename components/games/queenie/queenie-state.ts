/**
 * The Queenie view's state and the actions on it, pure: the player's grid (the engine's text, '.'
 * empty, 'x' marked empty, 'Q' queen) and which x marks auto-X put there (so removing the queen
 * takes its x marks away again). The shell records every action for undo and stores the state for
 * resume. Imports only browser-light engine modules (no solver, no generator, no zod).
 */
import { colOf, regionName, rowOf, type QueenieBoard } from '@/lib/games/queenie/board';
import { formatGrid, parseGrid, queenCells, type Mark } from '@/lib/games/queenie/grid';
import type { QueenieMove } from '@/lib/games/queenie/moves';
import { conflicts, ruledOutBy } from '@/lib/games/queenie/view';

export type QueenieState = {
  grid: string;
  /** Cells whose x was placed by auto-X, ascending. */
  auto: readonly number[];
};

export function initialQueenieState(board: QueenieBoard): QueenieState {
  return { grid: formatGrid(new Array<Mark>(board.size * board.size).fill('.'), board.size), auto: [] };
}

/** A stored state that fits this board (grid shape, auto cells holding an x); else null. */
export function parseQueenieState(value: unknown, board: QueenieBoard): QueenieState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { grid, auto } = value as Record<string, unknown>;
  if (typeof grid !== 'string' || !Array.isArray(auto)) return null;
  const marks = parseGrid(grid, board.size);
  if (!marks) return null;
  if (
    !auto.every(
      (cell, i) => Number.isInteger(cell) && marks[cell as number] === 'x' && (i === 0 || (auto[i - 1] as number) < (cell as number)),
    )
  )
    return null;
  return { grid, auto: auto as number[] };
}

/** A won play's board from the server's solution (the player grid's shape: queens and empty cells); null unless it fits. */
export const solvedQueenieState = (board: QueenieBoard, solution: string): QueenieState | null =>
  parseQueenieState({ grid: solution, auto: [] }, board);

export const marksOf = (state: QueenieState, board: QueenieBoard): Mark[] => parseGrid(state.grid, board.size) ?? [];

/** A click or tap: empty -> x -> queen -> empty. */
export function nextMark(mark: Mark): Mark {
  return mark === '.' ? 'x' : mark === 'x' ? 'Q' : '.';
}

/**
 * Sets one cell. A queen placed with auto-X marks the empty cells it rules out; a queen taken away
 * clears the auto x marks no remaining queen rules out. The player's own x marks are never touched.
 */
export function setMark(state: QueenieState, board: QueenieBoard, cell: number, mark: Mark, autoX: boolean): QueenieState {
  const marks = marksOf(state, board);
  const before = marks[cell];
  if (before === undefined || before === mark) return state;
  marks[cell] = mark;
  const auto = new Set(state.auto);
  auto.delete(cell);
  if (before === 'Q') {
    const queens = queenCells(marks);
    const stillOut = new Set(queens.flatMap((q) => ruledOutBy(board, q)));
    for (const c of [...auto]) {
      if (!stillOut.has(c)) {
        marks[c] = '.';
        auto.delete(c);
      }
    }
  }
  if (mark === 'Q' && autoX) {
    for (const c of ruledOutBy(board, cell)) {
      if (marks[c] === '.') {
        marks[c] = 'x';
        auto.add(c);
      }
    }
  }
  return { grid: formatGrid(marks, board.size), auto: [...auto].sort((a, b) => a - b) };
}

/** A drag: every empty cell passed over becomes an x (one undo step); marked cells stay as they are. */
export function markXs(state: QueenieState, board: QueenieBoard, cells: readonly number[]): QueenieState {
  const marks = marksOf(state, board);
  let changed = false;
  for (const cell of cells) {
    if (marks[cell] === '.') {
      marks[cell] = 'x';
      changed = true;
    }
  }
  return changed ? { grid: formatGrid(marks, board.size), auto: state.auto } : state;
}

/** One move per marked cell: replayed from the empty grid, they give this grid. */
export function queenieMoves(board: QueenieBoard, state: QueenieState): QueenieMove[] {
  const moves: QueenieMove[] = [];
  marksOf(state, board).forEach((mark, cell) => {
    if (mark !== '.') moves.push({ cell, mark: mark === 'Q' ? 'queen' : 'x' });
  });
  return moves;
}

/** N queens and no conflict: then each row, column and region has one, so the server is asked. */
export function queenieReady(board: QueenieBoard, state: QueenieState): boolean {
  const marks = marksOf(state, board);
  return queenCells(marks).length === board.size && conflicts(board, marks).length === 0;
}

const MARK_WORDS: Record<Mark, string> = { '.': 'empty', x: 'marked empty', Q: 'queen' };

/** 'row 3, column 5, region C, queen'; '..., queen, conflict'; '..., empty, hint'. */
export function cellLabel(board: QueenieBoard, mark: Mark, cell: number, extra: { conflict: boolean; hint: boolean }): string {
  const parts = [
    `row ${rowOf(cell, board.size) + 1}`,
    `column ${colOf(cell, board.size) + 1}`,
    `region ${regionName(board.regions[cell] ?? 0)}`,
    MARK_WORDS[mark],
  ];
  if (extra.conflict) parts.push('conflict');
  if (extra.hint) parts.push('hint');
  return parts.join(', ');
}
