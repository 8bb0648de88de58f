'use client';

import { moveFocus } from '../shell/grid-focus';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameViewProps } from '@/components/games/shell/types';
import { colOf, parsePuzzle, regionName, rowOf } from '@/lib/games/queenie/board';
import { queenCells, type Mark } from '@/lib/games/queenie/grid';
import { brokenCells, conflicts as conflictCells } from '@/lib/games/queenie/view';
import { QueenieBoard } from './queenie-board';
import { useBoardSide } from '../shell/use-board-side';
import { initialQueenieState, markXs, marksOf, nextMark, setMark, type QueenieState } from './queenie-state';

const AUTO_X_KEY = 'queenie:auto-x';
/** The smallest board side offered, even on a very short screen (a 10x10 board keeps 25 px cells). */
const MIN_BOARD_SIDE = 256;

function storedAutoX(): boolean {
  try {
    return window.localStorage.getItem(AUTO_X_KEY) === '1';
  } catch {
    return false;
  }
}

/** The Queenie board and its input; the shell around it has the clock, undo, hints and results. */
export function QueenieView({ puzzle, state, update, hintCells, interactive, announce }: GameViewProps<QueenieState>) {
  const board = useMemo(() => parsePuzzle(puzzle), [puzzle]);
  const marks = useMemo(() => (board ? marksOf(state, board) : []), [board, state]);
  const conflicts = useMemo(() => new Set(board ? conflictCells(board, marks) : []), [board, marks]);
  const broken = useMemo(() => new Set(board ? brokenCells(board, marks) : []), [board, marks]);
  const hints = useMemo(() => new Set(hintCells), [hintCells]);
  const [selected, setSelected] = useState(0);
  // The view is only drawn in the browser once a play is loaded, so reading storage here is safe.
  const [autoX, setAutoX] = useState(storedAutoX);
  const boardBox = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const side = useBoardSide(boardBox, controls, MIN_BOARD_SIDE);

  const act = useCallback(
    (cell: number, mark: Mark) => {
      if (!board || !interactive) return;
      const next = setMark(state, board, cell, mark, autoX);
      if (next === state) return;
      update((s) => setMark(s, board, cell, mark, autoX));
      const where = `Row ${rowOf(cell, board.size) + 1}, column ${colOf(cell, board.size) + 1}`;
      const clash = conflictCells(board, marksOf(next, board)).includes(cell) ? ', conflict' : '';
      const queens = queenCells(marksOf(next, board)).length;
      if (mark === 'Q')
        announce(`${where}: queen in region ${regionName(board.regions[cell] ?? 0)}${clash}. ${queens} of ${board.size} queens.`);
      else announce(`${where}: ${mark === 'x' ? 'marked empty' : 'cleared'}.`);
    },
    [announce, autoX, board, interactive, state, update],
  );

  const tap = useCallback((cell: number) => act(cell, nextMark(marks[cell] ?? '.')), [act, marks]);

  const drag = useCallback(
    (cells: readonly number[]) => {
      if (!board || !interactive) return;
      const empty = cells.filter((cell) => marks[cell] === '.').length;
      if (empty === 0) return;
      update((s) => markXs(s, board, cells));
      announce(`${empty} ${empty === 1 ? 'cell' : 'cells'} marked empty.`);
    },
    [announce, board, interactive, marks, update],
  );

  const toggleAutoX = () => {
    const on = !autoX;
    setAutoX(on);
    try {
      window.localStorage.setItem(AUTO_X_KEY, on ? '1' : '0');
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    announce(on ? 'Auto-X on: a queen marks the cells it rules out.' : 'Auto-X off.');
  };

  if (!board) return <p role="alert">This puzzle cannot be shown.</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // undo and redo belong to the shell
    const next = moveFocus(selected, event.key, board.size);
    if (next !== selected || event.key.startsWith('Arrow')) {
      event.preventDefault(); // arrows move the focus, never the page
      setSelected(next);
      return;
    }
    const key = event.key.toLowerCase();
    const current = marks[selected] ?? '.';
    if (key === 'q') act(selected, current === 'Q' ? '.' : 'Q');
    else if (key === 'x') act(selected, current === 'x' ? '.' : 'x');
    else if (key === ' ') act(selected, nextMark(current));
    else if (key === 'backspace' || key === 'delete') act(selected, '.');
    else return;
    event.preventDefault();
  };

  const queens = queenCells(marks).length;
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:gap-4">
      <div
        ref={boardBox}
        className="w-[min(100%,calc(100dvh-22rem))] min-w-[16rem] self-center @2xl:w-[min(62%,calc(100dvh-13rem))] @2xl:self-start"
        style={side === null ? undefined : { maxWidth: `${side}px` }}
      >
        <QueenieBoard
          board={board}
          puzzle={puzzle}
          marks={marks}
          selected={selected}
          conflicts={conflicts}
          broken={broken}
          hintCells={hints}
          interactive={interactive}
          onSelect={setSelected}
          onTap={tap}
          onDrag={drag}
          onKeyDown={onKeyDown}
        />
      </div>
      <div ref={controls} className="flex flex-1 items-center gap-2 @2xl:flex-col @2xl:items-stretch">
        {/* Two lines always reserved: a conflict appearing never moves the buttons. */}
        <div
          className="order-last ml-auto min-h-[2.5rem] text-right text-sm leading-tight @2xl:order-first @2xl:ml-0 @2xl:text-left"
          data-testid="queen-count"
        >
          <p className="font-semibold tabular-nums">
            Queens {queens} / {board.size}
          </p>
          <p className="font-semibold text-red-800 dark:text-red-300">{conflicts.size > 0 ? 'Conflict: queens clash' : ''}</p>
        </div>
        <button
          type="button"
          className={autoX ? 'btn-primary' : 'btn-secondary'}
          onClick={toggleAutoX}
          aria-pressed={autoX}
          disabled={!interactive}
        >
          Auto-X <span aria-hidden="true">{autoX ? 'on' : 'off'}</span>
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!interactive || marks.every((m) => m === '.')}
          onClick={() => {
            update(() => initialQueenieState(board));
            announce('Board cleared.');
          }}
        >
          Clear
        </button>
        <p id="queenie-keys" className="hidden text-xs text-slate-700 @2xl:block dark:text-slate-300">
          Keys: arrows move, Q queen, X mark, Space cycles, Backspace clears, Ctrl+Z undo. Drag to mark several cells.
        </p>
      </div>
    </div>
  );
}
