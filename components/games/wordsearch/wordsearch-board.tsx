'use client';

import { memo, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { GridCell, useFocusFollowsSelection } from '../shell/grid-cell';
import type { WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import { snapEnd } from '@/lib/games/wordsearch/lines';
import { BOARD, bandColours, SELECTING, WRONG, wordColour, type WordColour } from './wordsearch-palette';
import { cellLabel, type FoundLine, type WordsearchMove } from './wordsearch-state';

export type Flash = { key: number; from: number; to: number };

type Props = {
  puzzle: WordsearchPuzzle;
  /** The puzzle text, on the board for tests (public anyway). */
  text: string;
  lines: readonly FoundLine[];
  foundByCell: ReadonlyMap<number, readonly number[]>;
  selected: number;
  /** The marked start of a selection (a click, a tap, Space or Enter), if any. */
  pending: number | null;
  /** The line shown while a start is marked (to the focus or the pointer). */
  preview: WordsearchMove | null;
  /** A wrong selection, shown briefly. */
  flash: Flash | null;
  hintCells: ReadonlySet<number>;
  interactive: boolean;
  onSelect(cell: number): void;
  /** A click or tap on one cell (or Enter / Space on it). */
  onTap(cell: number): void;
  /** A drag from one cell to another, snapped to a direction. */
  onLine(from: number, to: number): void;
  /** The mouse hovers over a cell (null: it left the board), for the pending selection's preview. */
  onHover(cell: number | null): void;
  onKeyDown(event: KeyboardEvent): void;
};

type Drag = { pointerId: number; from: number; to: number };

/** A band over the cells of a line, in cell units (the SVG's viewBox is the grid), with a dark edge. */
function Band({
  puzzle,
  from,
  to,
  colour,
  dashed = false,
}: {
  puzzle: WordsearchPuzzle;
  from: number;
  to: number;
  colour: WordColour;
  dashed?: boolean;
}) {
  const [x1, y1] = [(from % puzzle.width) + 0.5, Math.floor(from / puzzle.width) + 0.5];
  const [x2, y2] = [(to % puzzle.width) + 0.5, Math.floor(to / puzzle.width) + 0.5];
  const [light, dark] = [bandColours(colour, 'light'), bandColours(colour, 'dark')];
  // The theme's pair through CSS variables: the dark class on <html> decides, as for the rest of the page.
  const vars = { '--band-fill': light.fill, '--band-edge': light.edge, '--band-dark-fill': dark.fill, '--band-dark-edge': dark.edge };
  return (
    <g style={vars as CSSProperties} data-band="">
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className="stroke-(--band-edge) dark:stroke-(--band-dark-edge)"
        strokeWidth={0.82}
        strokeLinecap="round"
        strokeDasharray={dashed ? '0.18 0.12' : undefined}
      />
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className="stroke-(--band-fill) dark:stroke-(--band-dark-fill)"
        strokeWidth={0.68}
        strokeLinecap="round"
      />
    </g>
  );
}

/**
 * The letter grid: one focusable cell at a time (roving tabindex), the found words drawn as bands
 * in their own colours under the letters, the selection being made as a dashed band. A press on one
 * cell dragged to another selects the line between them, snapped to the nearest of the eight
 * directions; a press and release on one cell is a tap (marks a start, or ends a marked selection).
 * touch-action none: a drag never scrolls the page.
 */
export const WordsearchBoard = memo(function WordsearchBoard(props: Props) {
  const {
    puzzle,
    text,
    lines,
    foundByCell,
    selected,
    pending,
    preview,
    flash,
    hintCells,
    interactive,
    onSelect,
    onTap,
    onLine,
    onHover,
    onKeyDown,
  } = props;
  const root = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const flashBand = useRef<SVGGElement>(null);
  const [dragging, setDragging] = useState<WordsearchMove | null>(null);
  const { width, height } = puzzle;

  useFocusFollowsSelection(root, selected);

  // A wrong selection blinks, unless the player asked for less motion (then it only shows briefly).
  useEffect(() => {
    const band = flashBand.current;
    if (!flash || !band || typeof band.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = band.animate([{ opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }], {
      duration: 600,
      easing: 'ease-in-out',
    });
    return () => animation.cancel();
  }, [flash]);

  /** The cell under a point, clamped to the board (a drag may leave it while captured). */
  const cellAt = (x: number, y: number): number | null => {
    const el = root.current;
    if (!el) return null;
    const rect = el.getBoundingClientRect();
    const left = rect.left + el.clientLeft;
    const top = rect.top + el.clientTop;
    const col = Math.min(width - 1, Math.max(0, Math.floor(((x - left) / el.clientWidth) * width)));
    const row = Math.min(height - 1, Math.max(0, Math.floor(((y - top) / el.clientHeight) * height)));
    return row * width + col;
  };

  const endDrag = (commit: boolean) => {
    const d = drag.current;
    drag.current = null;
    setDragging(null);
    if (!d || !commit) return;
    if (d.to === d.from) onTap(d.from);
    else onLine(d.from, d.to);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null) return;
    drag.current = { pointerId: event.pointerId, from: cell, to: cell };
    // Keep receiving the pointer's moves even over the board's edge.
    root.current?.setPointerCapture?.(event.pointerId);
    onSelect(cell);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null) return;
    if (!d) {
      if (event.pointerType === 'mouse' && pending !== null) onHover(cell);
      return;
    }
    if (d.pointerId !== event.pointerId) return;
    const to = snapEnd(puzzle, d.from, cell);
    if (to === d.to) return;
    d.to = to;
    setDragging({ from: d.from, to });
  };

  const shown = dragging ?? preview;
  return (
    <div
      ref={root}
      role="grid"
      aria-label={`Wordsearch grid, ${width} by ${height}`}
      aria-describedby="wordsearch-keys"
      aria-rowcount={height}
      aria-colcount={width}
      data-testid="wordsearch-board"
      data-flourish="words"
      data-puzzle={text}
      className="@container relative grid w-full touch-none overflow-hidden rounded-md border border-slate-700 @2xl:border-2 bg-(--board-surface) text-(--board-letter) select-none dark:border-slate-500 dark:bg-(--board-dark-surface) dark:text-(--board-dark-letter)"
      style={
        {
          gridTemplateRows: `repeat(${height}, minmax(0, 1fr))`,
          aspectRatio: `${width} / ${height}`,
          WebkitTouchCallout: 'none',
          '--board-surface': BOARD.light.surface,
          '--board-letter': BOARD.light.letter,
          '--board-dark-surface': BOARD.dark.surface,
          '--board-dark-letter': BOARD.dark.letter,
        } as CSSProperties
      }
      onKeyDown={onKeyDown}
      onKeyUp={(event) => (event.key === ' ' || event.key === 'Enter') && event.preventDefault()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => drag.current?.pointerId === event.pointerId && endDrag(true)}
      onPointerCancel={() => endDrag(false)}
      onPointerLeave={() => onHover(null)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
      >
        {lines.map((line) => (
          <Band key={line.word} puzzle={puzzle} from={line.from} to={line.to} colour={wordColour(line.word)} />
        ))}
        {flash && (
          <g ref={flashBand} key={flash.key} data-testid="wrong-selection">
            <Band puzzle={puzzle} from={flash.from} to={flash.to} colour={WRONG} />
          </g>
        )}
        {shown && <Band puzzle={puzzle} from={shown.from} to={shown.to} colour={SELECTING} dashed />}
      </svg>
      {Array.from({ length: height }, (_, row) => (
        <div role="row" key={row} className="relative grid" style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))` }}>
          {Array.from({ length: width }, (_, col) => {
            const cell = row * width + col;
            const foundIn = foundByCell.get(cell) ?? [];
            const hint = hintCells.has(cell);
            const start = cell === pending;
            return (
              <GridCell
                key={cell}
                cell={cell}
                selected={cell === selected}
                data-found={foundIn.length > 0 ? '' : undefined}
                data-start={start ? '' : undefined}
                data-hint={hint ? '' : undefined}
                label={cellLabel(puzzle, cell, { start, foundIn, hint })}
                // Pointer input is handled on the board (taps and drags); this is a screen reader's click.
                pointerOnBoard
                onPress={(pressed) => interactive && onTap(pressed)}
                className={`flex aspect-square min-w-0 items-center justify-center p-0 leading-none font-semibold outline-offset-[-3px] focus-visible:outline-[3px] focus-visible:outline-indigo-700 dark:focus-visible:outline-indigo-300 ${
                  foundIn.length > 0 ? 'font-extrabold' : ''
                } ${start ? 'rounded-full ring-[3px] ring-slate-900 ring-inset dark:ring-slate-100' : ''} ${hint ? 'rounded-full ring-4 ring-orange-600 ring-inset dark:ring-orange-400' : ''}`}
                style={{ fontSize: `calc(56cqw / ${Math.max(width, height)})` }}
              >
                <span aria-hidden="true">{puzzle.letters[cell]}</span>
              </GridCell>
            );
          })}
        </div>
      ))}
    </div>
  );
});
