'use client';

import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { End } from '@/lib/games/dominoes/tiles';
import type { LineTile } from './dominoes-client';
import { layoutLine } from './dominoes-layout';
import { DominoFace } from './domino-tile';

type Props = {
  line: readonly LineTile[];
  /** Index of the round's opening tile in `line` (the middle when unknown). */
  anchor: number;
  /** The box's height: what the screen has left for the line. */
  height: number;
  /** Where the tile picked (or dragged) fits: those ends are lit and take a tap. */
  fits: readonly End[];
  /** The end a dragged tile is over. */
  over: End | null;
  /** The tile picked, to name it in the ends' labels. */
  picked: string | null;
  /** Tiles laid since the player's last turn, ringed. */
  recent: ReadonlySet<string>;
  compact: boolean;
  onEnd(end: End, from: 'pointer' | 'key'): void;
  onCancel(): void;
};

/**
 * Tiles and ends sit at the box's corner, placed by a transform: a tile laid re-centres the snake,
 * and a transform moves what is already on the table without a layout shift (the computers' turns
 * land well after the player's tap, where a real visitor's CLS counts them). They glide to their
 * new places and a new tile fades in, except under reduced motion.
 */
const MOVES =
  'absolute left-0 top-0 transition-[transform,opacity,background-color,border-color] duration-300 starting:opacity-0 motion-reduce:transition-none';
const at = (p: { x: number; y: number }) => `translate(${p.x}px, ${p.y}px)`;

/**
 * The line of play: a snake read like a page, from the left end at the top left to the right end
 * at the bottom right, in a box of fixed height (no layout shift as it grows). Its two ends are buttons (also the drop targets,
 * `data-end`), lit where the tile picked fits; arrow keys move between them, Escape puts the tile back.
 */
export function DominoesLine({ line, anchor, height, fits, over, picked, recent, compact, onEnd, onCancel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const layout = width > 0 ? layoutLine(line, anchor, { width, height }, { min: 12, max: compact ? 30 : 40 }) : null;
  const ends = line.length === 0 ? 'the centre of the table' : null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, end: End) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    // Left (or Up) goes to the left end, Right (or Down) to the right end, where the tile fits there.
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? 'left'
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 'right'
          : null;
    if (!to) return;
    event.preventDefault();
    box.current?.querySelector<HTMLButtonElement>(`[data-end="${fits.includes(to) ? to : end}"]`)?.focus();
  };

  return (
    <div
      ref={box}
      className="relative w-full overflow-y-auto rounded-lg bg-emerald-800 dark:bg-emerald-950"
      style={{ height }}
      data-testid="dominoes-line"
      data-flourish="tiles"
      data-length={line.length}
    >
      {layout && (
        <>
          <ol
            aria-label={line.length === 0 ? 'Line of play: empty' : `Line of play, ${line.length} tiles, left to right`}
            className="relative"
            style={{ height: layout.height }}
          >
            {layout.tiles.map((placed) => {
              const tile = line[placed.index]!;
              const fresh = recent.has(tile.tile);
              return (
                <li
                  key={tile.tile}
                  className={`${MOVES} rounded-md ${fresh ? 'ring-2 ring-amber-300 ring-offset-1 ring-offset-emerald-800 dark:ring-offset-emerald-950' : ''}`}
                  style={{ transform: at(placed), width: placed.width, height: placed.height }}
                  data-tile={tile.tile}
                  data-seat={tile.seat}
                >
                  <DominoFace
                    first={placed.first}
                    second={placed.second}
                    upright={placed.upright}
                    width={placed.width}
                    height={placed.height}
                    className="block"
                  />
                  <span className="sr-only">
                    {tile.left}-{tile.right}
                    {tile.double ? ' (a double, crosswise)' : ''}
                  </span>
                </li>
              );
            })}
          </ol>
          {layout.slots.map((slot) => {
            const fitsHere = fits.includes(slot.end) || (line.length === 0 && fits.length > 0);
            const lit = over === slot.end || (line.length === 0 && over !== null);
            const pip = line.length === 0 ? null : slot.end === 'left' ? line[0]!.left : line[line.length - 1]!.right;
            const name = ends ?? `${slot.end === 'left' ? 'Left' : 'Right'} end, ${pip}`;
            return (
              <button
                key={slot.end}
                type="button"
                data-end={slot.end}
                data-fits={fitsHere || undefined}
                tabIndex={fitsHere ? 0 : -1}
                aria-label={fitsHere && picked ? `Play ${picked} at ${ends ?? `the ${slot.end} end (${pip})`}` : name}
                aria-disabled={!fitsHere}
                onClick={(event) => onEnd(slot.end, event.detail === 0 ? 'key' : 'pointer')}
                onKeyDown={(event) => onKeyDown(event, slot.end)}
                className={`${MOVES} flex items-center justify-center rounded-md border-2 text-xs font-bold ${
                  lit
                    ? 'border-white bg-white text-slate-950 shadow-lg'
                    : fitsHere
                      ? 'border-amber-200 bg-amber-300 text-slate-950'
                      : 'border-dashed border-emerald-200 bg-transparent text-base text-white'
                }`}
                style={{ transform: at(slot), width: slot.size, height: slot.size }}
              >
                {/* Each open end shows its number, so both ends read at a glance. */}
                <span aria-hidden="true">{fitsHere ? 'Here' : (pip ?? '')}</span>
              </button>
            );
          })}
        </>
      )}
    </div>
  );
}
