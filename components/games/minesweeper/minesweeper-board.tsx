'use client';

import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { BoardView } from '@/lib/games/minesweeper/format';
import { cellLabel } from '@/lib/games/minesweeper/view';
import { cellAt, moveOnScreen, type Layout, type Marks } from './minesweeper-client';
import { CrossIcon, FlagIcon, MineIcon } from '@/components/icons/ui-icons';
import { useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import { ZoomFrame } from '@/components/games/shell/zoom-frame';

/** Held this long, a touch flags instead of opening. */
const LONG_PRESS_MS = 450;
/** A finger moving further than this is scrolling or sliding, not pressing. */
const SLOP_PX = 10;

/** Classic number colours, dark enough on light cells and light enough on dark ones (WCAG AA). */
const NUMBER_CLASS = [
  '',
  'text-blue-700 dark:text-blue-300',
  'text-green-800 dark:text-green-300',
  'text-red-700 dark:text-red-300',
  'text-indigo-900 dark:text-indigo-200',
  'text-rose-900 dark:text-orange-300',
  'text-teal-800 dark:text-teal-300',
  'text-slate-950 dark:text-slate-50',
  'text-slate-600 dark:text-slate-300',
];

type Props = {
  view: BoardView;
  /** Too tall for the screen even whole (Expert on a phone): a zoom frame opens at cells a fingertip wide. */
  startZoomed?: boolean;
  layout: Layout;
  cellSize: number;
  marks: Marks;
  /** The daily's start cell before the first click. */
  start: number | null;
  hintCells: readonly number[];
  focused: number;
  interactive: boolean;
  over: boolean;
  onFocus(cell: number): void;
  /** A click, tap, Space or Enter: open a hidden cell, chord a number (flag-mode taps flag instead, for pointers). */
  onPrimary(cell: number, from: 'pointer' | 'key'): void;
  /** Right click, long press, F. */
  onMark(cell: number): void;
};

/** Board glyphs fill most of a cell, at any cell size. */
const GLYPH = 'h-[0.95em] w-[0.95em] text-slate-900 dark:text-slate-100';

function content(view: BoardView, cell: number, marks: Marks, over: boolean): { text: ReactNode; className: string } {
  const value = view.cells?.[cell] ?? 'hidden';
  const raised =
    'bg-slate-300 shadow-[inset_-2px_-2px_0_rgba(0,0,0,0.25),inset_2px_2px_0_rgba(255,255,255,0.7)] dark:bg-slate-600 dark:shadow-[inset_-2px_-2px_0_rgba(0,0,0,0.45),inset_2px_2px_0_rgba(255,255,255,0.15)]';
  const flat = 'bg-slate-100 dark:bg-slate-900';
  if (value === 'hit') return { text: <MineIcon className={GLYPH} />, className: 'bg-red-600' };
  if (value === 'mine')
    return marks.flags.has(cell) || !view.cells?.includes('hit')
      ? { text: <FlagIcon className={GLYPH} />, className: raised }
      : { text: <MineIcon className={GLYPH} />, className: flat };
  if (value === 'hidden') {
    if (marks.flags.has(cell))
      return over
        ? { text: <CrossIcon className={GLYPH} />, className: flat }
        : { text: <FlagIcon className={GLYPH} />, className: raised };
    if (marks.questions.has(cell)) return { text: '?', className: `${raised} text-slate-900 dark:text-slate-50` };
    return { text: '', className: raised };
  }
  return { text: value === 0 ? '' : String(value), className: `${flat} ${NUMBER_CLASS[value]}` };
}

/** The largest cell a zoom gives (px). */
const MAX_ZOOMED_CELL = 48;
/** The grid's border, both sides (px). */
const BORDER = 4;

/**
 * The board, as large as the page fitted it but never wider than its box: where a cell is then
 * narrower than a fingertip (the 16x16 daily on a phone, Expert on its side), in a frame that zooms
 * (pinch or buttons) and pans (ZoomFrame). A board that fits the screen whole opens whole, every
 * cell and the daily's start in view, Zoom in (one tap) making cells a fingertip wide; one that
 * does not (Expert) opens at that zoom.
 */
export function MinesweeperBoard(props: Props) {
  const { layout, cellSize } = props;
  const outer = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useFitToScreen(
    () => {
      const width = outer.current?.clientWidth;
      if (width) setRoom(width);
    },
    [],
    () => outer.current,
  );
  // The frame's border (2 px) and the grid's own.
  const base = room === null ? cellSize : Math.max(8, Math.min(cellSize, Math.floor((room - BORDER - 2) / layout.columns)));
  const size = { width: layout.columns * base + BORDER, height: layout.rows * base + BORDER };
  // The page re-renders on every change of its frame (loading, statistics, pauses); the grid's
  // hundreds of cells only when what they show changes. Its handlers call the page's latest ones.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onFocus = useCallback((cell: number) => latest.current.onFocus(cell), []);
  const onPrimary = useCallback((cell: number, from: 'pointer' | 'key') => latest.current.onPrimary(cell, from), []);
  const onMark = useCallback((cell: number) => latest.current.onMark(cell), []);
  return (
    <div ref={outer} className="w-full">
      <ZoomFrame base={size} target={base} maxZoom={MAX_ZOOMED_CELL / base} startTapSize={props.startZoomed} name="the board">
        {(zoom) => (
          <StartInView zoom={zoom} start={props.view.cells ? null : props.start}>
            <MemoGrid {...props} cellSize={Math.round(base * zoom)} onFocus={onFocus} onPrimary={onPrimary} onMark={onMark} />
          </StartInView>
        )}
      </ZoomFrame>
    </div>
  );
}

/**
 * Before the daily's first click its start is the only cell to open: a zoom that leaves it out of
 * the frame (the buttons zoom about the frame's middle) brings it back to the middle. After the
 * frame's own scroll for that zoom (a passive effect runs after the frame's layout effect).
 */
function StartInView({ zoom, start, children }: { zoom: number; start: number | null; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(zoom);
  useEffect(() => {
    const frame = box.current?.closest<HTMLElement>('[data-testid="zoom-pan"]');
    const target = box.current?.querySelector<HTMLElement>(`[data-cell="${start}"]`);
    if (start === null || zoom === first.current || !frame || !target) return;
    const [f, t] = [frame.getBoundingClientRect(), target.getBoundingClientRect()];
    if (t.left >= f.left && t.right <= f.right && t.top >= f.top && t.bottom <= f.bottom) return;
    frame.scrollLeft += t.left + t.width / 2 - (f.left + f.width / 2);
    frame.scrollTop += t.top + t.height / 2 - (f.top + f.height / 2);
  }, [zoom, start]);
  return <div ref={box}>{children}</div>;
}

/** Props equal but for hint cells equal by content (the page passes a new empty list each render). */
function sameGrid(a: Props, b: Props): boolean {
  const keys = Object.keys(a) as (keyof Props)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key === 'hintCells'
      ? a.hintCells.length === b.hintCells.length && a.hintCells.every((cell, i) => cell === b.hintCells[i])
      : Object.is(a[key], b[key]),
  );
}

/** The grid: a button per cell, with a roving tabindex; the layout may turn it on its side. */
function MinesweeperGrid(props: Props) {
  const { view, layout, cellSize, marks, start, hintCells, focused, interactive, over } = props;
  const grid = useRef<HTMLDivElement>(null);
  const press = useRef<{ timer: number; x: number; y: number; cell: number } | null>(null);
  /** The cell a long press just flagged: the click that follows the lift must not open it. */
  const swallowClick = useRef<number | null>(null);

  const cancelPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };

  const focusCell = (cell: number) => {
    props.onFocus(cell);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, cell: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = moveOnScreen(view, layout, cell, event.key);
    if (next !== cell || ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      focusCell(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (interactive) props.onPrimary(cell, 'key');
    } else if (event.key === 'f' || event.key === 'F') {
      event.preventDefault();
      if (interactive) props.onMark(cell);
    }
  };

  const onPointerDown = (event: PointerEvent, cell: number) => {
    if (event.pointerType !== 'touch' || !interactive) return;
    cancelPress();
    const timer = window.setTimeout(() => {
      press.current = null;
      swallowClick.current = cell;
      props.onMark(cell);
    }, LONG_PRESS_MS);
    press.current = { timer, x: event.clientX, y: event.clientY, cell };
  };
  const onPointerMove = (event: PointerEvent) => {
    const p = press.current;
    if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > SLOP_PX) cancelPress();
  };

  const rows = Array.from({ length: layout.rows }, (_, r) => r);
  const columns = Array.from({ length: layout.columns }, (_, c) => c);
  const hinted = new Set(hintCells);
  const fontSize = Math.max(11, Math.round(cellSize * 0.6));
  return (
    <div
      ref={grid}
      role="grid"
      aria-label={`Minesweeper board, ${view.width} columns by ${view.height} rows, ${view.mines} mines${layout.transposed ? ', shown on its side' : ''}`}
      aria-readonly={!interactive || undefined}
      data-testid="minesweeper-board"
      data-flourish="grid"
      data-transposed={layout.transposed || undefined}
      className="mx-auto grid w-max touch-manipulation select-none border-2 border-slate-500 [-webkit-touch-callout:none] dark:border-slate-400"
      style={{ gridTemplateColumns: `repeat(${layout.columns}, ${cellSize}px)`, fontSize }}
      onContextMenu={(event) => event.preventDefault()}
    >
      {rows.map((r) => (
        <div role="row" key={r} className="contents">
          {columns.map((c) => {
            const cell = cellAt(view, layout, r, c);
            const shown = content(view, cell, marks, over);
            const isStart = start === cell && !view.cells;
            const extra = [
              isStart ? 'start' : '',
              marks.questions.has(cell) && view.cells?.[cell] !== 'mine' ? 'question mark' : '',
              hinted.has(cell) ? 'hint' : '',
            ].filter(Boolean);
            const label = [cellLabel(view, cell, marks.flags), ...extra].join(', ');
            const value = view.cells?.[cell] ?? 'hidden';
            return (
              <button
                key={cell}
                type="button"
                role="gridcell"
                data-cell={cell}
                data-value={typeof value === 'number' ? String(value) : value}
                data-flag={marks.flags.has(cell) || undefined}
                data-start={isStart || undefined}
                aria-label={label}
                tabIndex={cell === focused ? 0 : -1}
                style={{ width: cellSize, height: cellSize }}
                className={`flex items-center justify-center border border-slate-400/60 font-bold leading-none focus-visible:relative focus-visible:z-10 focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:focus-visible:outline-amber-300 ${shown.className} ${
                  isStart ? 'ring-3 ring-inset ring-emerald-600 dark:ring-emerald-400' : ''
                } ${hinted.has(cell) ? 'ring-3 ring-inset ring-amber-500' : ''}`}
                onFocus={() => props.onFocus(cell)}
                onKeyDown={(event) => onKeyDown(event, cell)}
                onPointerDown={(event) => onPointerDown(event, cell)}
                onPointerMove={onPointerMove}
                onPointerUp={cancelPress}
                onPointerCancel={cancelPress}
                onPointerLeave={cancelPress}
                onClick={() => {
                  if (swallowClick.current === cell) {
                    swallowClick.current = null;
                    return;
                  }
                  swallowClick.current = null;
                  if (interactive) props.onPrimary(cell, 'pointer');
                }}
                onContextMenu={(event) => {
                  event.preventDefault();
                  // A touch's long press is handled by its own timer (some browsers also send this).
                  if (interactive && !press.current && swallowClick.current !== cell) props.onMark(cell);
                }}
              >
                {shown.text !== '' && (
                  <span aria-hidden="true" className="flex items-center justify-center">
                    {shown.text}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

const MemoGrid = memo(MinesweeperGrid, sameGrid);
