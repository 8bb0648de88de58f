'use client';

import { moveFocus } from '../shell/grid-focus';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameViewProps } from '@/components/games/shell/types';
import { cellName } from '@/lib/games/sudoku/grid';
import { conflictingCells, digitsRemaining } from '@/lib/games/sudoku/view';
import { SudokuBoard } from './sudoku-board';
import { SudokuPad } from './sudoku-pad';
import { eraseCell, fillAutoNotes, isGiven, placeDigit, toggleNote, type SudokuState } from './sudoku-state';
import { ToggleSwitch } from '@/components/games/shell/toggle-switch';
import { useBoardSide } from '../shell/use-board-side';

/** Nine cells of at least 32 px, large enough to tap. */
const MIN_SIDE = 288;

/** 'Digit1' / 'Numpad1' → 1, so Shift+1 (a '!' as key) still names its digit. */
function digitOf(event: KeyboardEvent): number | null {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
  return match ? Number(match[1]) : null;
}

/** The sudoku board and its input; the shell around it has the clock, undo, hints and results. */
export function SudokuView({ puzzle, state, update, hintCells, interactive, announce, notify, checkMistakes }: GameViewProps<SudokuState>) {
  const [selected, setSelected] = useState(() => Math.max(0, puzzle.indexOf('.')));
  const [notesMode, setNotesMode] = useState(false);
  // On a laptop the board fits under the toolbar and the message slot, measured; the pad beside it
  // needs no room below (on a phone the CSS width, smaller, still rules).
  const boardBox = useRef<HTMLDivElement>(null);
  const nothingBelow = useRef<HTMLElement>(null);
  const side = useBoardSide(boardBox, nothingBelow, MIN_SIDE);
  const conflicts = useMemo(() => new Set(conflictingCells(state.grid)), [state.grid]);
  const hints = useMemo(() => new Set(hintCells), [hintCells]);
  const remaining = useMemo(() => digitsRemaining(state.grid), [state.grid]);
  const mistakes = useShowMistakes(puzzle, state, interactive, checkMistakes, announce);

  const enter = useCallback(
    (digit: number, asNote: boolean) => {
      if (!interactive) return;
      const where = cellName(selected);
      if (isGiven(puzzle, selected)) return notify(`${where} is a given: it cannot change.`);
      if (asNote) {
        if (state.grid[selected] !== '.') return notify(`${where} holds a digit: erase it to write notes.`);
        const had = ((state.notes[selected] ?? 0) >> (digit - 1)) & 1;
        update((s) => toggleNote(s, puzzle, selected, digit));
        announce(`Note ${digit} ${had ? 'removed from' : 'added to'} ${where}.`);
        return;
      }
      update((s) => placeDigit(s, puzzle, selected, digit));
      const next = placeDigit(state, puzzle, selected, digit);
      announce(`${where}: ${digit}${conflictingCells(next.grid).includes(selected) ? ', conflict' : ''}.`);
    },
    [announce, interactive, notify, puzzle, selected, state, update],
  );

  const erase = useCallback(() => {
    if (!interactive) return;
    if (isGiven(puzzle, selected)) return notify(`${cellName(selected)} is a given: it cannot be erased.`);
    update((s) => eraseCell(s, puzzle, selected));
    announce(`${cellName(selected)} erased.`);
  }, [announce, interactive, notify, puzzle, selected, update]);

  const toggleNotes = useCallback(() => {
    setNotesMode((on) => {
      announce(on ? 'Notes off: digits are placed.' : 'Notes on: digits are noted.');
      return !on;
    });
  }, [announce]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey) return; // undo and redo belong to the shell
    const next = moveFocus(selected, event.key, 9);
    if (next !== selected || event.key.startsWith('Arrow')) {
      event.preventDefault(); // arrows move the selection, never the page
      setSelected(next);
      return;
    }
    const digit = digitOf(event);
    if (digit !== null) {
      event.preventDefault();
      // Shift or Alt with a digit: a one-off note, whatever the mode.
      enter(digit, notesMode !== (event.shiftKey || event.altKey));
    } else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') {
      event.preventDefault();
      erase();
    } else if (event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      toggleNotes();
    }
  };

  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:gap-3">
      <div
        ref={boardBox}
        className="w-[min(100%,calc(100dvh-30rem))] min-w-[16rem] self-center @2xl:w-[min(62%,calc(100dvh-14rem))] @2xl:self-start"
        style={side === null ? undefined : { maxWidth: `${side}px` }}
      >
        <SudokuBoard
          puzzle={puzzle}
          state={state}
          selected={selected}
          conflicts={conflicts}
          mistakes={mistakes.cells}
          hintCells={hints}
          onSelect={setSelected}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="flex-1 space-y-2" onKeyDown={onKeyDown}>
        <SudokuPad
          remaining={remaining}
          notesMode={notesMode}
          interactive={interactive}
          onDigit={(digit) => enter(digit, notesMode)}
          onErase={erase}
          onToggleNotes={toggleNotes}
          onAutoNotes={() => {
            update(fillAutoNotes);
            announce('Notes filled in with every digit each empty cell can still hold.');
          }}
        />
        {/* Off by default and for each new puzzle: checking against the solution makes the result assisted. */}
        <ToggleSwitch checked={mistakes.on} disabled={!interactive} onChange={(on) => mistakes.turn(on)}>
          <span className="font-semibold">Show mistakes</span>{' '}
          <span className="text-slate-700 dark:text-slate-300">(the result counts as assisted)</span>
        </ToggleSwitch>
        <p id="sudoku-keys" className="hidden text-xs text-slate-700 @2xl:block dark:text-slate-300">
          Keys: arrows move, 1-9 place, Shift+digit notes, N notes mode, Backspace erases, Ctrl+Z undo.
        </p>
      </div>
    </div>
  );
}

/** The puzzle "show mistakes" was last turned on for: it stays on for that puzzle after a reload. */
const MISTAKES_FOR_KEY = 'sudoku:show-mistakes-for';

function rememberMistakesFor(puzzle: string | null) {
  try {
    if (puzzle === null) window.localStorage.removeItem(MISTAKES_FOR_KEY);
    else window.localStorage.setItem(MISTAKES_FOR_KEY, puzzle);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

function mistakesRememberedFor(puzzle: string): boolean {
  try {
    return window.localStorage.getItem(MISTAKES_FOR_KEY) === puzzle;
  } catch {
    return false;
  }
}

/**
 * "Show mistakes": while on, every change of the digits asks the server which entered digits are
 * wrong (one check per change, a late answer for an older grid is dropped). A mark lasts while its
 * cell still holds the digit it was given for. Off for each new puzzle; kept on for its puzzle
 * across a reload. Nothing is asked while the board is not in play (paused, e.g. just reloaded): the
 * server refuses checks then, and asking would resume the clock the player stopped.
 */
function useShowMistakes(
  puzzle: string,
  state: SudokuState,
  interactive: boolean,
  checkMistakes: GameViewProps<SudokuState>['checkMistakes'],
  announce: (message: string) => void,
) {
  const [onFor, setOnFor] = useState<string | null>(null);
  const on = onFor === puzzle;
  const [checked, setChecked] = useState<{ grid: string; cells: readonly number[] }>({ grid: '', cells: [] });
  // The effect below runs per change of the digits only; it reads the rest from here.
  const latest = useRef({ state, checkMistakes, announce, checked });
  useEffect(() => {
    latest.current = { state, checkMistakes, announce, checked };
  });
  const ticket = useRef(0);
  // Read after hydration: the server's render cannot know what this browser remembered.
  useEffect(() => {
    if (mistakesRememberedFor(puzzle)) setOnFor(puzzle);
  }, [puzzle]);

  useEffect(() => {
    const mine = ++ticket.current;
    if (!on || !interactive) return;
    const { state: now, checkMistakes: check, checked: known } = latest.current;
    const grid = now.grid;
    // Nothing entered yet, or this grid's answer is already shown (back from a pause): nothing to ask.
    if (![...grid].some((ch, cell) => ch !== '.' && puzzle[cell] === '.') || known.grid === grid) return;
    void check(now).then((cells) => {
      if (cells === null || mine !== ticket.current) return;
      const before = latest.current.checked;
      const fresh = cells.filter((cell) => !(before.cells.includes(cell) && before.grid[cell] === grid[cell]));
      if (fresh.length > 0) latest.current.announce(`Mistake: ${fresh.map(cellName).join(', ')}.`);
      setChecked({ grid, cells });
    });
  }, [interactive, on, puzzle, state.grid]);

  const cells = useMemo(
    () => new Set(on ? checked.cells.filter((cell) => state.grid[cell] === checked.grid[cell]) : []),
    [checked, on, state.grid],
  );

  const turn = (next: boolean) => {
    setOnFor(next ? puzzle : null);
    rememberMistakesFor(next ? puzzle : null);
    announce(next ? 'Show mistakes on: wrong digits are marked, and this result counts as assisted.' : 'Show mistakes off.');
  };

  return { on, cells, turn };
}
