'use client';

import { moveFocus } from '../shell/grid-focus';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useBoardSide } from '../shell/use-board-side';
import type { GameViewProps } from '@/components/games/shell/types';
import { TakuzuBoard } from './takuzu-board';
import { boardMarks, ERROR_MARKING_LABEL, ERROR_MARKINGS, type ErrorMarking } from './takuzu-marks';
import { charAt, cycle, isGiven, setCell, sizeOf, type CellSymbol, type TakuzuState } from './takuzu-state';

const MARKING_KEY = 'takuzu:error-marking';

function storedMarking(): ErrorMarking {
  try {
    return window.localStorage.getItem(MARKING_KEY) === 'full-lines' ? 'full-lines' : 'instant';
  } catch {
    return 'instant';
  }
}

const SPOKEN: Record<CellSymbol, string> = { '0': '0', '1': '1', '.': 'empty' };
/** The smallest board (with its counts) offered on a very short screen: a 12x12 board keeps 24 px cells. */
const MIN_SIDE = 330;

/** The Takuzu board and its input; the shell around it has the clock, undo, hints and results. */
export function TakuzuView({ puzzle, state, update, hintCells, interactive, announce, notify }: GameViewProps<TakuzuState>) {
  const size = sizeOf(puzzle);
  // The view is only drawn in the browser once a play is loaded, so reading storage here is safe.
  const [marking, setMarking] = useState<ErrorMarking>(storedMarking);
  const marks = useMemo(() => boardMarks(state.grid, marking), [state.grid, marking]);
  const hints = useMemo(() => new Set(hintCells), [hintCells]);
  const [selected, setSelected] = useState(() => Math.max(0, puzzle.replaceAll('/', '').indexOf('.')));
  const markingId = useId();
  // The board and its counts fit under whatever the shell shows above them (a hint, a notice), measured.
  const boardBox = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const side = useBoardSide(boardBox, controls, MIN_SIDE);

  const put = useCallback(
    (cell: number, symbol: CellSymbol) => {
      if (!interactive) return;
      const row = Math.floor(cell / size);
      const col = cell % size;
      const where = `Row ${row + 1}, column ${col + 1}`;
      if (isGiven(puzzle, size, cell)) return notify(`${where} is given: it cannot change.`);
      const next = setCell(state, puzzle, cell, symbol);
      if (next === state) return;
      update((s) => setCell(s, puzzle, cell, symbol));
      const after = boardMarks(next.grid, marking);
      const problems = after
        ? [
            ...(after.lines[row]?.problems ?? []).map((p) => `row ${row + 1}: ${p}`),
            ...(after.lines[size + col]?.problems ?? []).map((p) => `column ${col + 1}: ${p}`),
          ]
        : [];
      announce(`${where}: ${SPOKEN[symbol]}.${problems.length ? ` Rule broken, ${problems.join('; ')}.` : ''}`);
    },
    [announce, interactive, marking, notify, puzzle, size, state, update],
  );

  const onCycle = useCallback(
    (cell: number, direction: 1 | -1) => put(cell, cycle(charAt(state.grid, size, cell), direction)),
    [put, size, state.grid],
  );

  const chooseMarking = (value: ErrorMarking) => {
    setMarking(value);
    try {
      window.localStorage.setItem(MARKING_KEY, value);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  };

  if (!marks) return <p role="alert">This puzzle cannot be shown.</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // undo and redo belong to the shell
    const next = moveFocus(selected, event.key, size);
    if (next !== selected || event.key.startsWith('Arrow')) {
      event.preventDefault(); // arrows move the focus, never the page
      setSelected(next);
      return;
    }
    if (event.key === '0' || event.key === '1') put(selected, event.key);
    else if (event.key === ' ') onCycle(selected, event.shiftKey ? -1 : 1);
    else if (event.key === 'Backspace' || event.key === 'Delete') put(selected, '.');
    else return;
    event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:gap-4">
      <div
        ref={boardBox}
        className="w-[min(100%,calc(100dvh-19rem))] min-w-[16rem] self-center @2xl:w-[min(64%,calc(100dvh-13rem))] @2xl:self-start"
        style={side === null ? undefined : { maxWidth: `${side}px` }}
      >
        <TakuzuBoard
          puzzle={puzzle}
          state={state}
          marks={marks}
          selected={selected}
          hintCells={hints}
          interactive={interactive}
          onSelect={setSelected}
          onCycle={onCycle}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* One row under the board on a phone (the legend's words only where there is room): it stays on screen. */}
      <div ref={controls} className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-2 text-sm @2xl:flex-col @2xl:items-stretch">
        <p className="flex items-center gap-2" aria-hidden="true">
          <span className="inline-flex h-6 w-6 items-center justify-center rounded bg-sky-100 font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100">
            0
          </span>
          <span className="inline-flex h-6 w-6 items-center justify-center rounded bg-amber-100 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            1
          </span>
          <span className="hidden text-slate-700 @sm:inline dark:text-slate-300">
            {size / 2} of each per line; beside the board, how many are left
          </span>
        </p>
        <p className="ml-auto flex items-center gap-2 @2xl:ml-0">
          <label htmlFor={markingId} className="font-semibold">
            {ERROR_MARKING_LABEL}
          </label>
          <select
            id={markingId}
            value={marking}
            onChange={(event) => chooseMarking(event.target.value as ErrorMarking)}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          >
            {ERROR_MARKINGS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </p>
        <p id="takuzu-keys" className="hidden text-xs text-slate-700 @2xl:block dark:text-slate-300">
          Keys: arrows move, 0 and 1 place, Space cycles (Shift+Space back), Backspace clears, Ctrl+Z undo. Right-click or long-press cycles
          back.
        </p>
      </div>
    </div>
  );
}
