'use client';

import { memo, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GridCell, useFocusFollowsSelection } from '../shell/grid-cell';
import { colOf, rowOf, type QueenieBoard as Board } from '@/lib/games/queenie/board';
import type { Mark } from '@/lib/games/queenie/grid';
import { regionBorders } from '@/lib/games/queenie/view';
import { regionFill } from './queenie-palette';
import { cellLabel } from './queenie-state';

type Props = {
  board: Board;
  puzzle: string;
  marks: readonly Mark[];
  selected: number;
  conflicts: ReadonlySet<number>;
  /** Every cell of a broken row, column or region (striped), beyond the clashing queens (red). */
  broken: ReadonlySet<number>;
  hintCells: ReadonlySet<number>;
  interactive: boolean;
  onSelect(cell: number): void;
  /** A click or tap on one cell (or Enter on it). */
  onTap(cell: number): void;
  /** A drag over several cells, in the order passed. */
  onDrag(cells: readonly number[]): void;
  onKeyDown(event: KeyboardEvent): void;
};

type Drag = { pointerId: number; cells: number[] };

const THICK = '3px solid #0f172a';
const THIN = '1px solid rgb(15 23 42 / 0.25)';
// Stripes as well as red: a conflict is not told by colour alone.
const CONFLICT_STRIPES = 'repeating-linear-gradient(135deg, rgb(220 38 38 / 0.45) 0 4px, transparent 4px 9px)';

function cellAt(x: number, y: number): number | null {
  const target = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
  return target ? Number(target.dataset.cell) : null;
}

function QueenIcon({ conflict }: { conflict: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-3/5 w-3/5 ${conflict ? 'fill-red-700' : 'fill-slate-900'}`} data-mark="queen">
      <path d="M3 8l4.5 4L12 4l4.5 8L21 8l-2 11H5L3 8zm2 12.5h14V22H5v-1.5z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-1/3 w-1/3 stroke-slate-700"
      strokeWidth={3}
      strokeLinecap="round"
      data-mark="x"
    >
      <path d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

/**
 * The N x N board: pastel regions with thick borders between them, one focusable cell at a time
 * (roving tabindex). A press and release on one cell is a tap; moving to other cells while pressed
 * marks them x (previewed, then one undo step). touch-action none: a drag never scrolls the page.
 */
export const QueenieBoard = memo(function QueenieBoard(props: Props) {
  const { board, puzzle, marks, selected, conflicts, broken, hintCells, interactive, onSelect, onTap, onDrag, onKeyDown } = props;
  const root = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<readonly number[]>([]);
  const borders = useMemo(() => regionBorders(board), [board]);
  const size = board.size;

  useFocusFollowsSelection(root, selected);

  const endDrag = (commit: boolean) => {
    const d = drag.current;
    drag.current = null;
    setPreview([]);
    if (!d || !commit) return;
    if (d.cells.length > 1) onDrag(d.cells);
    else if (d.cells[0] !== undefined) onTap(d.cells[0]);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null) return;
    drag.current = { pointerId: event.pointerId, cells: [cell] };
    // Keep receiving the pointer's moves even over the board's edge.
    root.current?.setPointerCapture(event.pointerId);
    onSelect(cell);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null || d.cells.includes(cell)) return;
    d.cells.push(cell);
    setPreview([...d.cells]);
  };

  const previewed = new Set(preview);
  return (
    <div
      ref={root}
      role="grid"
      aria-label={`Queenie board, ${size} by ${size}`}
      aria-describedby="queenie-keys"
      aria-rowcount={size}
      aria-colcount={size}
      data-testid="queenie-board"
      data-flourish="grid"
      data-puzzle={puzzle}
      className="@container grid w-full touch-none overflow-hidden rounded-md border-[3px] border-slate-900 select-none dark:border-slate-950 dark:brightness-[0.78] dark:saturate-[0.85]"
      style={{ gridTemplateRows: `repeat(${size}, minmax(0, 1fr))` }}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => drag.current?.pointerId === event.pointerId && endDrag(true)}
      onPointerCancel={() => endDrag(false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" key={row} className="grid" style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}>
          {Array.from({ length: size }, (_, col) => {
            const cell = row * size + col;
            const stored = marks[cell] ?? '.';
            const mark: Mark = stored === '.' && previewed.has(cell) ? 'x' : stored;
            const conflict = conflicts.has(cell);
            const hint = hintCells.has(cell);
            const edge = borders[cell];
            return (
              <GridCell
                key={cell}
                cell={cell}
                selected={cell === selected}
                data-mark={stored}
                data-broken={broken.has(cell) || undefined}
                label={cellLabel(board, stored, cell, { conflict, hint })}
                // Pointer input is handled on the board (taps and drags); this is Enter or a screen reader's click.
                pointerOnBoard
                onPress={(pressed) => interactive && onTap(pressed)}
                className={`relative flex aspect-square min-w-0 items-center justify-center p-0 outline-offset-[-5px] focus-visible:outline-[3px] focus-visible:outline-indigo-800 ${
                  hint ? 'ring-4 ring-orange-600 ring-inset' : ''
                }`}
                style={{
                  backgroundColor: regionFill(board.regions[cell] ?? 0),
                  backgroundImage: conflict || broken.has(cell) ? CONFLICT_STRIPES : undefined,
                  borderRight: colOf(cell, size) === size - 1 ? undefined : edge?.right ? THICK : THIN,
                  borderBottom: rowOf(cell, size) === size - 1 ? undefined : edge?.bottom ? THICK : THIN,
                }}
              >
                {mark === 'Q' ? <QueenIcon conflict={conflict} /> : mark === 'x' ? <XIcon /> : null}
              </GridCell>
            );
          })}
        </div>
      ))}
    </div>
  );
});
