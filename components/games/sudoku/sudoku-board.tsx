'use client';

import { memo, useRef, type KeyboardEvent } from 'react';
import { GridCell, useFocusFollowsSelection } from '../shell/grid-cell';
import { boxOf, colOf, maskDigits, rowOf } from '@/lib/games/sudoku/grid';
import { cellLabel, isGiven, type SudokuState } from './sudoku-state';

type Props = {
  puzzle: string;
  state: SudokuState;
  selected: number;
  conflicts: ReadonlySet<number>;
  /** Entered digits the server said are wrong ("show mistakes"). */
  mistakes: ReadonlySet<number>;
  hintCells: ReadonlySet<number>;
  onSelect(cell: number): void;
  onKeyDown(event: KeyboardEvent): void;
};

const NOTE_SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

type CellFlags = { given: boolean; conflict: boolean; mistake: boolean; hint: boolean };

function cellClasses(
  cell: number,
  selected: number,
  value: string,
  selectedValue: string,
  { given, conflict, mistake, hint }: CellFlags,
): string {
  const related = rowOf(cell) === rowOf(selected) || colOf(cell) === colOf(selected) || boxOf(cell) === boxOf(selected);
  const sameDigit = value !== '.' && value === selectedValue;
  const background =
    cell === selected
      ? 'bg-indigo-300 dark:bg-indigo-700'
      : hint
        ? 'bg-amber-200 dark:bg-amber-800'
        : mistake
          ? 'bg-rose-100 dark:bg-rose-950'
          : sameDigit
            ? 'bg-indigo-200 dark:bg-indigo-900'
            : related
              ? 'bg-indigo-50 dark:bg-slate-800'
              : 'bg-white dark:bg-slate-900';
  // Struck through as well as red: a mistake is not told by colour alone (a conflict is underlined).
  const text = mistake
    ? 'text-red-700 line-through decoration-2 dark:text-red-300'
    : conflict
      ? 'text-red-700 underline decoration-wavy decoration-2 dark:text-red-300'
      : given
        ? 'text-slate-900 dark:text-slate-50'
        : 'text-indigo-800 dark:text-indigo-200';
  // Thick lines between the 3x3 boxes; the outer frame is the board's own border.
  const right =
    colOf(cell) === 8
      ? ''
      : colOf(cell) % 3 === 2
        ? 'border-r-2 border-r-slate-700 dark:border-r-slate-300'
        : 'border-r border-r-slate-300 dark:border-r-slate-600';
  const bottom =
    rowOf(cell) === 8
      ? ''
      : rowOf(cell) % 3 === 2
        ? 'border-b-2 border-b-slate-700 dark:border-b-slate-300'
        : 'border-b border-b-slate-300 dark:border-b-slate-600';
  const ring = hint ? 'ring-2 ring-inset ring-amber-600 dark:ring-amber-400' : '';
  return `relative flex aspect-square min-w-0 items-center justify-center p-0 text-[clamp(1rem,5cqw,2rem)] leading-none outline-offset-[-3px] focus-visible:z-10 ${given ? 'font-bold' : 'font-medium'} ${background} ${text} ${right} ${bottom} ${ring}`;
}

/** The 9x9 grid: one focusable cell at a time (roving tabindex), arrows move, labels say everything. */
export const SudokuBoard = memo(function SudokuBoard({
  puzzle,
  state,
  selected,
  conflicts,
  mistakes,
  hintCells,
  onSelect,
  onKeyDown,
}: Props) {
  const board = useRef<HTMLDivElement>(null);
  const selectedValue = state.grid[selected] ?? '.';
  useFocusFollowsSelection(board, selected);

  return (
    <div
      ref={board}
      role="grid"
      aria-label="Sudoku board"
      aria-describedby="sudoku-keys"
      data-testid="sudoku-board"
      data-flourish="grid"
      data-puzzle={puzzle}
      className="@container grid w-full grid-rows-9 overflow-hidden rounded-md border-2 border-slate-700 select-none dark:border-slate-300"
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: 9 }, (_, row) => (
        <div role="row" key={row} className="grid grid-cols-9">
          {Array.from({ length: 9 }, (_, col) => {
            const cell = row * 9 + col;
            const value = state.grid[cell] ?? '.';
            const given = isGiven(puzzle, cell);
            const conflict = conflicts.has(cell);
            const mistake = mistakes.has(cell);
            const hint = hintCells.has(cell);
            const notes = value === '.' ? maskDigits(state.notes[cell] ?? 0) : [];
            return (
              <GridCell
                key={cell}
                cell={cell}
                selected={cell === selected}
                data-mistake={mistake ? '' : undefined}
                label={cellLabel(puzzle, state, cell, { conflict, hint, mistake })}
                className={cellClasses(cell, selected, value, selectedValue, { given, conflict, mistake, hint })}
                onPress={onSelect}
              >
                {value !== '.' ? (
                  <span aria-hidden="true">{value}</span>
                ) : (
                  notes.length > 0 && (
                    <span
                      aria-hidden="true"
                      className="grid h-full w-full grid-cols-3 grid-rows-3 p-px text-[clamp(0.5rem,1.9cqw,0.8rem)] font-normal text-slate-700 dark:text-slate-300"
                    >
                      {NOTE_SLOTS.map((d) => (
                        <span key={d} className="flex items-center justify-center">
                          {notes.includes(d) ? d : ''}
                        </span>
                      ))}
                    </span>
                  )
                )}
              </GridCell>
            );
          })}
        </div>
      ))}
    </div>
  );
});
