'use client';

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { highOf, lowOf, type End, type Tile } from '@/lib/games/dominoes/tiles';
import { DominoFace } from './domino-tile';
import { HAND_GAP, handPerRow, handTileWidth } from './dominoes-layout';

type Props = {
  hand: readonly Tile[];
  /** Where each tile fits now (empty while it is not the player's turn). */
  fitsOf(tile: Tile): readonly End[];
  picked: Tile | null;
  hinted: Tile | null;
  /** While the line is empty and a tile must open it: that tile (the others wait). */
  leadWith: Tile | null;
  /** Tiles just drawn, ringed until the next move. */
  fresh: ReadonlySet<string>;
  /** The player's turn, nothing being answered or shown: tiles can be picked and dragged. */
  active: boolean;
  compact: boolean;
  onPick(tile: Tile, from: 'pointer' | 'key'): void;
  /** A drag began (the tile is picked while it moves) and is over an end (or none). */
  onDragOver(tile: Tile, end: End | null): void;
  /** Dropped over an end, or elsewhere (null). */
  onDrop(tile: Tile, end: End | null): void;
};

/** The drag starts past this distance, so a tap with a shaking finger stays a tap. */
const DRAG_PX = 8;

/**
 * The player's tiles, upright, at the bottom: buttons in one tab stop (arrow keys move between
 * them, Enter or Space picks one), and draggable with the mouse or a finger onto an end of the line.
 */
export function DominoesHand({ hand, fitsOf, picked, hinted, leadWith, fresh, active, compact, onPick, onDragOver, onDrop }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [focus, setFocus] = useState(0);
  const [ghost, setGhost] = useState<{ tile: Tile; x: number; y: number } | null>(null);
  const drag = useRef<{ tile: Tile; id: number; x: number; y: number; moving: boolean } | null>(null);
  const justDropped = useRef(false);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => setFocus((f) => Math.min(f, Math.max(0, hand.length - 1))), [hand.length]);

  const w = width > 0 ? handTileWidth(hand.length, width, compact ? 44 : 48) : 40;
  // Balanced rows (5 and 4, not 8 and 1): the padding narrows the rows, while the box measured stays as wide.
  const perRow = handPerRow(hand.length, width, w);
  const inset = width > 0 ? Math.max(0, Math.floor((width - (perRow * (w + HAND_GAP) - HAND_GAP) - 1) / 2)) : 0;

  const endUnder = (x: number, y: number): End | null => {
    const end = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-end]')?.dataset.end;
    return end === 'left' || end === 'right' ? end : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, tile: Tile) => {
    if (!active || !event.isPrimary || event.button !== 0) return;
    drag.current = { tile, id: event.pointerId, x: event.clientX, y: event.clientY, moving: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    if (!d.moving && Math.hypot(event.clientX - d.x, event.clientY - d.y) < DRAG_PX) return;
    d.moving = true;
    setGhost({ tile: d.tile, x: event.clientX, y: event.clientY });
    onDragOver(d.tile, endUnder(event.clientX, event.clientY));
  };
  const finish = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (!d.moving) return;
    setGhost(null);
    // The click that follows the pointer's release is the drop's, not a pick.
    justDropped.current = true;
    window.setTimeout(() => (justDropped.current = false), 0);
    onDrop(d.tile, cancelled ? null : endUnder(event.clientX, event.clientY));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? hand.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const to = Math.max(0, Math.min(hand.length - 1, next));
    setFocus(to);
    box.current?.querySelectorAll<HTMLButtonElement>('[data-hand-tile]')[to]?.focus();
  };

  return (
    <div
      ref={box}
      role="group"
      aria-label={`Your hand, ${hand.length} ${hand.length === 1 ? 'tile' : 'tiles'}`}
      className="flex min-h-24 flex-wrap content-start justify-center"
      style={{ gap: HAND_GAP, paddingInline: inset }}
      data-testid="dominoes-hand"
    >
      {hand.map((tile, index) => {
        const ends = fitsOf(tile);
        const isPicked = picked === tile;
        const fit =
          ends.length === 0
            ? leadWith
              ? `, waits: the ${leadWith} opens`
              : ', fits neither end'
            : ends.length === 2
              ? ', fits either end'
              : `, fits the ${ends[0]} end`;
        const label = `${tile}${active ? fit : ''}${fresh.has(tile) ? ', just drawn' : ''}`;
        return (
          <button
            key={tile}
            type="button"
            data-hand-tile
            data-tile={tile}
            data-ends={ends.join(' ')}
            tabIndex={index === focus ? 0 : -1}
            aria-pressed={isPicked}
            aria-label={label}
            onFocus={() => setFocus(index)}
            onClick={(event) => {
              if (justDropped.current) return;
              onPick(tile, event.detail === 0 ? 'key' : 'pointer');
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerDown={(event) => onPointerDown(event, tile)}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => finish(event, false)}
            onPointerCancel={(event) => finish(event, true)}
            className={`relative touch-none rounded-md p-0 transition-transform select-none motion-reduce:transition-none ${isPicked ? '-translate-y-2 ring-4 ring-indigo-500 dark:ring-indigo-300' : hinted === tile ? 'ring-4 ring-amber-500' : fresh.has(tile) ? 'ring-2 ring-sky-500' : ''} ${
              active && ends.length === 0 ? 'opacity-55' : ''
            } ${ghost?.tile === tile ? 'opacity-30' : ''}`}
            style={{ width: w, height: 2 * w }}
          >
            <DominoFace first={highOf(tile)} second={lowOf(tile)} upright width={w} height={2 * w} className="block" />
          </button>
        );
      })}
      {ghost && (
        <div
          className="pointer-events-none fixed z-50 drop-shadow-xl"
          style={{ left: ghost.x - w / 2, top: ghost.y - w, width: w, height: 2 * w }}
          aria-hidden="true"
        >
          <DominoFace first={highOf(ghost.tile)} second={lowOf(ghost.tile)} upright width={w} height={2 * w} />
        </div>
      )}
    </div>
  );
}
