'use client';

import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { layoutById, type LayoutId } from '@/lib/games/mahjong-solitaire/layouts';
import type { Tiles } from '@/lib/games/mahjong-solitaire/rules';
import { tileName } from '@/lib/games/mahjong-solitaire/tiles';
import { ZoomFrame } from '@/components/games/shell/zoom-frame';
import {
  boardSize,
  DEPTH,
  directionOfKey,
  extentOf,
  FACE_HEIGHT,
  FACE_WIDTH,
  faceId,
  nextInDirection,
  TILE_RATIO,
  TILE_SPRITE_PATH,
  tileOrigin,
} from './mahjong-client';
import { MahjongSilhouette } from './mahjong-silhouette';

type TilesProps = {
  layout: LayoutId;
  /** The tiles as shown (a pair sent but not yet answered already gone). */
  tiles: Tiles;
  free: ReadonlySet<number>;
  tileWidth: number;
  selected: number | null;
  hint: readonly number[];
  showFree: boolean;
  /** The free tile that takes Tab (roving tabindex). */
  focused: number | null;
  interactive: boolean;
  onFocus(place: number): void;
  onPick(place: number): void;
  onEscape(): void;
};

type Props = TilesProps & {
  /** False: the layout face down (MahjongSilhouette), the first tap on it deals. */
  dealt: boolean;
  /** The deal was asked for and not answered yet. */
  dealing: boolean;
  onDeal(byKeyboard: boolean): void;
};

const D = DEPTH * FACE_WIDTH;
const VIEW_BOX = `0 0 ${FACE_WIDTH + D} ${FACE_HEIGHT + D}`;

/** The largest tile width a zoom gives (px). */
const MAX_ZOOMED_TILE = 64;

/**
 * The board, face down until the deal, then its tiles. On a phone, where a fitted tile is narrower
 * than a fingertip (the Turtle's 15 columns in 340 px: 21 px), in a frame that zooms (pinch or
 * buttons) and pans (ZoomFrame), opening at tiles at least a fingertip wide with the whole height in
 * view, filling the screen below it, and the middle of the board centred; Zoom out shows it whole. The same frame before and after the
 * deal, so the deal moves nothing. Elsewhere as fitted.
 */
export function MahjongBoard({ dealt, dealing, onDeal, ...props }: Props) {
  const extent = extentOf(layoutById(props.layout).positions);
  const base = boardSize(extent, props.tileWidth);
  return (
    <ZoomFrame base={base} target={props.tileWidth} maxZoom={MAX_ZOOMED_TILE / props.tileWidth} startTapSize fillHeight name="the board">
      {(zoom, opening) => (
        <CentredAtOpening zoom={zoom} opening={opening}>
          {dealt ? (
            <MahjongTiles {...props} tileWidth={props.tileWidth * zoom} />
          ) : (
            <MahjongSilhouette
              layout={props.layout}
              tileWidth={props.tileWidth * zoom}
              dealing={dealing}
              interactive={props.interactive}
              onDeal={onDeal}
            />
          )}
        </CentredAtOpening>
      )}
    </ZoomFrame>
  );
}

/**
 * The frame opens scrolled to its corner: at the opening zoom (past the whole board), its middle is
 * brought into view instead, where the Turtle's top tile and every row's middle lie; again if that
 * zoom follows the board's size, until the player zooms.
 */
function CentredAtOpening({ zoom, opening, children }: { zoom: number; opening: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frame = box.current?.closest<HTMLElement>('[data-testid="zoom-pan"]');
    if (!opening || zoom <= 1 || !frame) return;
    frame.scrollLeft = Math.round((frame.scrollWidth - frame.clientWidth) / 2);
    frame.scrollTop = Math.round((frame.scrollHeight - frame.clientHeight) / 2);
  }, [zoom, opening]);
  return <div ref={box}>{children}</div>;
}

/**
 * The tiles, drawn in place order (layer, row, column) so each tile covers the thickness of the one
 * to its left and above it, and higher layers lie over lower ones, each drawn a little up and left
 * with its thickness showing right and below. Every tile is a button; only free ones take focus,
 * one at a time (Tab), and the arrows move between free tiles as they are drawn.
 */
function MahjongTiles(props: TilesProps) {
  const { layout, tiles, free, tileWidth, selected, hint, showFree, focused, interactive } = props;
  const board = useRef<HTMLDivElement>(null);
  const positions = layoutById(layout).positions;
  const extent = useMemo(() => extentOf(positions), [positions]);
  const size = boardSize(extent, tileWidth);
  const freeList = useMemo(() => [...free], [free]);
  const left = tiles.filter((c) => c !== null).length;

  const focusPlace = (place: number) => {
    props.onFocus(place);
    board.current?.querySelector<HTMLElement>(`[data-place="${place}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, place: number) => {
    const direction = directionOfKey(event.key);
    if (direction) {
      event.preventDefault();
      const next = nextInDirection(positions, freeList, place, direction);
      if (next !== null) focusPlace(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = event.key === 'Home' ? freeList[0] : freeList.at(-1);
      if (next !== undefined) focusPlace(next);
    } else if (event.key === 'Escape') props.onEscape();
  };

  return (
    <div
      ref={board}
      role="group"
      aria-label={`Mahjong board, ${layoutById(layout).label} layout, ${left} tiles left`}
      data-testid="mahjong-solitaire-board"
      data-flourish="tiles"
      data-layout={layout}
      className="relative mx-auto touch-manipulation select-none [--mj-edge:#8a7445] [--mj-face:#fbf7ea] [--mj-side:#cdb88b] dark:[--mj-face:#ece5cf] dark:[--mj-side:#b59f6e]"
      style={left > 0 ? { width: size.width, height: size.height } : undefined}
    >
      {left === 0 && <p className="py-2 text-center text-sm">Every tile is cleared.</p>}
      {tiles.map((code, place) => {
        if (code === null) return null;
        const origin = tileOrigin(positions[place]!, extent, tileWidth);
        const isFree = free.has(place);
        const isSelected = selected === place;
        const isHint = hint.includes(place);
        const lit = isSelected ? 'selected' : isHint ? 'hint' : showFree && isFree ? 'free' : null;
        const fill = lit === 'selected' ? '#c7d2fe' : lit === 'hint' ? '#fde68a' : lit === 'free' ? '#bbf7d0' : 'var(--mj-face)';
        const z = positions[place]!.z;
        return (
          <button
            key={place}
            type="button"
            data-place={place}
            data-code={code}
            data-free={isFree || undefined}
            data-selected={isSelected || undefined}
            data-hint={isHint || undefined}
            aria-label={`${tileName(code)}, ${isFree ? 'free' : 'blocked'}${isHint ? ', hinted' : ''}`}
            aria-pressed={isSelected}
            aria-disabled={!interactive || undefined}
            tabIndex={isFree && place === focused ? 0 : -1}
            className="absolute block cursor-pointer rounded-[10%] p-0 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300"
            style={{
              left: origin.left,
              top: origin.top,
              width: tileWidth * (1 + DEPTH),
              height: tileWidth * (TILE_RATIO + DEPTH),
              // A raised tile casts a shadow down and right on what lies below, so stacks read at a glance.
              filter:
                z > 0
                  ? `drop-shadow(${(tileWidth * 0.05).toFixed(1)}px ${(tileWidth * 0.07).toFixed(1)}px ${(tileWidth * 0.05).toFixed(1)}px rgb(0 0 0 / 0.45))`
                  : undefined,
            }}
            onClick={() => {
              props.onFocus(place);
              props.onPick(place);
            }}
            onKeyDown={(event) => onKeyDown(event, place)}
          >
            <svg viewBox={VIEW_BOX} className="block h-full w-full" aria-hidden="true" focusable="false">
              <rect
                x={D}
                y={D}
                width={FACE_WIDTH}
                height={FACE_HEIGHT}
                rx={7}
                fill="var(--mj-side)"
                stroke="var(--mj-edge)"
                strokeWidth={1.2}
              />
              <rect x={D / 2} y={D / 2} width={FACE_WIDTH} height={FACE_HEIGHT} rx={7} fill="var(--mj-side)" />
              <rect
                x={0.6}
                y={0.6}
                width={FACE_WIDTH - 1.2}
                height={FACE_HEIGHT - 1.2}
                rx={7}
                fill={fill}
                stroke="var(--mj-edge)"
                strokeWidth={1.2}
              />
              {/* Lower layers a shade darker than the top one: depth shading. */}
              {z < extent.layers - 1 && !lit && (
                <rect
                  x={0.6}
                  y={0.6}
                  width={FACE_WIDTH - 1.2}
                  height={FACE_HEIGHT - 1.2}
                  rx={7}
                  fill="#3b2f14"
                  opacity={(extent.layers - 1 - z) * 0.045}
                />
              )}
              <use href={`${TILE_SPRITE_PATH}#${faceId(code)}`} x={2} y={2} width={FACE_WIDTH - 4} height={FACE_HEIGHT - 4} />
              {lit === 'selected' && (
                <rect x={2.5} y={2.5} width={FACE_WIDTH - 5} height={FACE_HEIGHT - 5} rx={6} fill="none" stroke="#4338ca" strokeWidth={5} />
              )}
              {lit === 'hint' && (
                <rect
                  x={2.5}
                  y={2.5}
                  width={FACE_WIDTH - 5}
                  height={FACE_HEIGHT - 5}
                  rx={6}
                  fill="none"
                  stroke="#b45309"
                  strokeWidth={5}
                  strokeDasharray="9 5"
                />
              )}
              {lit === 'free' && (
                <rect x={2} y={2} width={FACE_WIDTH - 4} height={FACE_HEIGHT - 4} rx={6} fill="none" stroke="#047857" strokeWidth={3} />
              )}
            </svg>
          </button>
        );
      })}
    </div>
  );
}
