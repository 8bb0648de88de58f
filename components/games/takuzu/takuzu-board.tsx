'use client';

import { memo, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GridCell, useFocusFollowsSelection } from '../shell/grid-cell';
import { LineCounts } from './line-counts';
import type { BoardMarks } from './takuzu-marks';
import { cellLabel, charAt, isGiven, type TakuzuState } from './takuzu-state';

type Props = {
  puzzle: string;
  state: TakuzuState;
  marks: BoardMarks;
  selected: number;
  hintCells: ReadonlySet<number>;
  interactive: boolean;
  onSelect(cell: number): void;
  /** Forward (click, tap, Enter) or backward (right-click, long-press). */
  onCycle(cell: number, direction: 1 | -1): void;
  onKeyDown(event: KeyboardEvent): void;
};

/** A touch held this long cycles backward instead of forward. */
const LONG_PRESS_MS = 450;
// Stripes as well as red: a rule break is not told by colour alone.
const BROKEN_STRIPES = 'repeating-linear-gradient(135deg, rgb(220 38 38 / 0.55) 0 4px, transparent 4px 9px)';

// In dark mode a player's 0s and 1s are as clearly coloured as the givens (which stay brighter, bold and dotted).
const SYMBOL_CLASSES = {
  '0': {
    given: 'bg-sky-300 text-sky-950 dark:bg-sky-700 dark:text-white',
    played: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  },
  '1': {
    given: 'bg-amber-400 text-amber-950 dark:bg-amber-500 dark:text-slate-950',
    played: 'bg-amber-100 text-amber-900 dark:bg-amber-800 dark:text-amber-50',
  },
  '.': { given: '', played: 'bg-white dark:bg-slate-900' },
} as const;

type Press = { pointerId: number; cell: number; timer: number; done: boolean };

/**
 * The square board with what each row still needs at its right and each column's below. One focusable cell
 * at a time (roving tabindex). touch-action none: a touch never scrolls the page; the context menu
 * never opens on the board (a right-click or long-press is a move).
 */
export const TakuzuBoard = memo(function TakuzuBoard(props: Props) {
  const { puzzle, state, marks, selected, hintCells, interactive, onSelect, onCycle, onKeyDown } = props;
  const root = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const size = marks.size;

  useFocusFollowsSelection(root, selected);

  useEffect(() => () => window.clearTimeout(press.current?.timer), []);

  const cellOf = (event: PointerEvent) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    return target ? Number(target.dataset.cell) : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const cell = cellOf(event);
    if (!interactive || cell === null) return;
    onSelect(cell);
    window.clearTimeout(press.current?.timer);
    if (event.pointerType === 'mouse') {
      if (event.button === 2) onCycle(cell, -1);
      press.current = event.button === 0 ? { pointerId: event.pointerId, cell, timer: 0, done: false } : null;
      return;
    }
    const pressed: Press = { pointerId: event.pointerId, cell, done: false, timer: 0 };
    pressed.timer = window.setTimeout(() => {
      pressed.done = true;
      onCycle(cell, -1);
    }, LONG_PRESS_MS);
    press.current = pressed;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    press.current = null;
    if (!p || p.pointerId !== event.pointerId) return;
    window.clearTimeout(p.timer);
    // A release on the cell pressed is a tap; one after a long press already moved back.
    if (!p.done && cellOf(event) === p.cell) onCycle(p.cell, 1);
  };

  const cancel = () => {
    window.clearTimeout(press.current?.timer);
    press.current = null;
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-1" data-testid="takuzu-area">
      <div
        ref={root}
        role="grid"
        aria-label={`Takuzu board, ${size} by ${size}`}
        aria-describedby="takuzu-keys"
        aria-rowcount={size}
        aria-colcount={size}
        data-testid="takuzu-board"
        data-flourish="grid"
        data-puzzle={puzzle}
        className="@container grid aspect-square w-full touch-none overflow-hidden rounded-md border-2 border-slate-700 select-none dark:border-slate-300"
        style={{ gridTemplateRows: `repeat(${size}, minmax(0, 1fr))`, WebkitTouchCallout: 'none' }}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={cancel}
        onPointerLeave={cancel}
        onContextMenu={(event) => event.preventDefault()}
      >
        {Array.from({ length: size }, (_, row) => (
          <div role="row" key={row} className="grid" style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}>
            {Array.from({ length: size }, (_, col) => {
              const cell = row * size + col;
              const value = charAt(state.grid, size, cell);
              const given = isGiven(puzzle, size, cell);
              const broken = marks.broken.has(cell);
              const hint = hintCells.has(cell);
              const right = col === size - 1 ? '' : 'border-r border-r-slate-400 dark:border-r-slate-600';
              const bottom = row === size - 1 ? '' : 'border-b border-b-slate-400 dark:border-b-slate-600';
              return (
                <GridCell
                  key={cell}
                  cell={cell}
                  selected={cell === selected}
                  data-value={value}
                  label={cellLabel(puzzle, state, cell, { broken, hint })}
                  // Pointer input is handled on the board (taps, long-presses); this is Enter or a screen reader's click.
                  pointerOnBoard
                  onPress={(pressed) => interactive && onCycle(pressed, 1)}
                  className={`relative flex aspect-square min-w-0 items-center justify-center p-0 text-[clamp(0.9rem,calc(60cqw/var(--n)),2.2rem)] leading-none outline-offset-[-4px] focus-visible:outline-[3px] focus-visible:outline-indigo-800 dark:focus-visible:outline-indigo-300 ${
                    SYMBOL_CLASSES[value][given ? 'given' : 'played'] || SYMBOL_CLASSES['.'].played
                  } ${given ? 'font-black' : 'font-semibold'} ${right} ${bottom} ${hint ? 'ring-4 ring-violet-700 ring-inset dark:ring-violet-300' : ''}`}
                  style={{ backgroundImage: broken ? BROKEN_STRIPES : undefined, ['--n' as string]: size }}
                >
                  {value !== '.' && <span aria-hidden="true">{value}</span>}
                  {given && (
                    <span aria-hidden="true" className="absolute top-[8%] left-[8%] h-[12%] w-[12%] rounded-full bg-current opacity-60" />
                  )}
                </GridCell>
              );
            })}
          </div>
        ))}
      </div>
      <LineCounts marks={marks} kind="row" />
      <LineCounts marks={marks} kind="column" />
      {/* The corner under the row counts names what they count (screen readers hear it in each line's sentence). */}
      <p aria-hidden="true" className="self-start px-0.5 pt-0.5 text-[0.7rem] leading-tight text-slate-700 dark:text-slate-300">
        left
      </p>
    </div>
  );
});
