'use client';

import { useRef, type KeyboardEvent } from 'react';
import { GridCell, useFocusFollowsSelection } from '@/components/games/shell/grid-cell';
import { cellLabel, isEmpty, slotOf, type Cursor, type Layout } from './crossword-cursor';

export type CellMarks = {
  pencil: ReadonlySet<number>;
  wrong: ReadonlySet<number>;
  confirmed: ReadonlySet<number>;
  revealed: ReadonlySet<number>;
};

type Props = {
  layout: Layout;
  letters: readonly string[];
  cursor: Cursor;
  marks: CellMarks;
  cellSize: number;
  interactive: boolean;
  onPress(cell: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
};

/** A square's words for screen readers, besides its letter. */
function marksOf(marks: CellMarks, cell: number): string[] {
  return [
    ...(marks.revealed.has(cell) ? ['revealed'] : []),
    ...(marks.wrong.has(cell) ? ['wrong'] : []),
    ...(marks.confirmed.has(cell) ? ['checked right'] : []),
    ...(marks.pencil.has(cell) && !marks.revealed.has(cell) ? ['pencil'] : []),
  ];
}

function letterColour(marks: CellMarks, cell: number): string {
  if (marks.wrong.has(cell)) return 'text-red-700 dark:text-red-300';
  if (marks.revealed.has(cell) || marks.confirmed.has(cell)) return 'text-blue-800 dark:text-blue-300';
  if (marks.pencil.has(cell)) return 'text-slate-500 font-medium dark:text-slate-300';
  return 'text-slate-950 dark:text-slate-50';
}

/**
 * The grid: a `grid` of `gridcell` buttons (one tab stop, the cursor's square), numbers in the
 * corners, the cursor's entry lit, its square lit more. Wrong letters are red and struck, revealed
 * ones blue with a corner mark, pencilled ones grey; each said in the square's name too. In the dark
 * theme the squares are a mid slate so the near-black blocks stand apart (letters stay over 4.5:1).
 */
export function CrosswordBoard({ layout, letters, cursor, marks, cellSize, interactive, onPress, onKeyDown }: Props) {
  const board = useRef<HTMLDivElement>(null);
  useFocusFollowsSelection(board, cursor.cell);
  const word = new Set(slotOf(layout, cursor)?.cells ?? []);
  const rows = Array.from({ length: layout.height }, (_, r) => r);
  const columns = Array.from({ length: layout.width }, (_, c) => c);
  return (
    <div
      ref={board}
      role="grid"
      aria-label={`Crossword, ${layout.width} by ${layout.height}`}
      data-testid="crosswords-board"
      data-flourish="words"
      className="mx-auto w-max border-2 border-slate-900 bg-slate-900 select-none dark:border-slate-400 dark:bg-slate-950"
      onKeyDown={onKeyDown}
    >
      {rows.map((r) => (
        <div role="row" key={r} className="flex">
          {columns.map((c) => {
            const cell = r * layout.width + c;
            const style = { width: cellSize, height: cellSize };
            if (layout.blocks[cell])
              return (
                <div role="gridcell" aria-label="block" key={cell} data-block="" className="bg-slate-900 dark:bg-slate-950" style={style} />
              );
            const letter = letters[cell] ?? '';
            const selected = cell === cursor.cell;
            const background = selected
              ? 'bg-amber-300 dark:bg-amber-300'
              : word.has(cell)
                ? 'bg-sky-100 dark:bg-sky-900'
                : 'bg-white dark:bg-slate-700';
            const colour = selected && !marks.wrong.has(cell) && !marks.pencil.has(cell) ? 'text-slate-950' : letterColour(marks, cell);
            return (
              <GridCell
                key={cell}
                cell={cell}
                selected={selected}
                label={cellLabel(layout, cursor, cell, letter, marksOf(marks, cell))}
                onPress={onPress}
                disabled={!interactive}
                data-letter={letter || undefined}
                data-wrong={marks.wrong.has(cell) || undefined}
                data-revealed={marks.revealed.has(cell) || undefined}
                data-pencil={(marks.pencil.has(cell) && !isEmpty(letter)) || undefined}
                data-in-word={word.has(cell) || undefined}
                className={`relative border border-slate-400 font-bold uppercase focus-visible:z-10 focus-visible:-outline-offset-3 disabled:cursor-default dark:border-slate-600 ${background} ${selected ? 'dark:text-slate-950' : ''}`}
                style={style}
              >
                {layout.numbers[cell] !== null && (
                  <span
                    aria-hidden="true"
                    className={`absolute top-0 left-0.5 leading-none font-semibold ${selected ? 'text-slate-950' : 'text-slate-800 dark:text-slate-200'}`}
                    style={{ fontSize: Math.max(9, cellSize * 0.26) }}
                  >
                    {layout.numbers[cell]}
                  </span>
                )}
                <span
                  aria-hidden="true"
                  className={`flex h-full items-center justify-center pt-[12%] ${colour}`}
                  style={{ fontSize: cellSize * 0.56 }}
                >
                  {letter}
                </span>
                {marks.wrong.has(cell) && (
                  <svg
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 h-full w-full text-red-700 dark:text-red-300"
                    viewBox="0 0 10 10"
                    preserveAspectRatio="none"
                  >
                    <line x1="0.5" y1="9.5" x2="9.5" y2="0.5" stroke="currentColor" strokeWidth="0.5" />
                  </svg>
                )}
                {marks.revealed.has(cell) && (
                  <span
                    aria-hidden="true"
                    className="absolute top-0 right-0 h-0 w-0 border-t-[10px] border-l-[10px] border-t-blue-700 border-l-transparent dark:border-t-blue-300"
                  />
                )}
              </GridCell>
            );
          })}
        </div>
      ))}
    </div>
  );
}
