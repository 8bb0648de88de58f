'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { layoutById, type LayoutId } from '@/lib/games/mahjong-solitaire/layouts';
import { boardSize, DEPTH, extentOf, TILE_RATIO, tileOrigin } from './mahjong-client';

type Props = {
  layout: LayoutId;
  tileWidth: number;
  /** The deal was asked for and not answered yet. */
  dealing: boolean;
  /** False while the play cannot be played (paused, loading). */
  interactive: boolean;
  /** `byKeyboard`: Enter or Space pressed the board's button (the focus then goes on to a free tile). */
  onDeal(byKeyboard: boolean): void;
};

/**
 * A play before its tiles are dealt: the layout's silhouette (blank tile backs, each where its tile
 * will lie, at the board's size, so nothing moves when the faces come), itself the "Deal the tiles"
 * button: the first tap on the board deals. Drawn in the dealt board's zoom frame (MahjongBoard).
 * The server has sent no face yet: nothing of the deal can be studied before the clock runs. The
 * button takes the focus, so Enter deals.
 */
export function MahjongSilhouette({ layout, tileWidth, dealing, interactive, onDeal }: Props) {
  const { positions, label } = layoutById(layout);
  const extent = useMemo(() => extentOf(positions), [positions]);
  const size = boardSize(extent, tileWidth);
  const button = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  // A new play's first control is this button: focus it (without scrolling the page to it).
  useEffect(() => {
    if (interactive) button.current?.focus({ preventScroll: true });
  }, [layout, interactive]);

  const w = tileWidth;
  const h = tileWidth * TILE_RATIO;
  const d = DEPTH * tileWidth;
  const r = w * 0.1;
  return (
    <div
      role="group"
      aria-label={`Mahjong board, ${label} layout, ${positions.length} tiles face down`}
      data-testid="mahjong-solitaire-board"
      data-layout={layout}
      data-dealt="false"
      className="relative mx-auto select-none [--mj-back:#2f7a57] [--mj-back-edge:#1d4d37] [--mj-side:#cdb88b] dark:[--mj-back:#2a6b4d] dark:[--mj-back-edge:#143726] dark:[--mj-side:#b59f6e]"
      style={{ width: size.width, height: size.height }}
    >
      <svg width={size.width} height={size.height} className="absolute inset-0 block" aria-hidden="true" focusable="false">
        {positions.map((position, place) => {
          const { left, top } = tileOrigin(position, extent, tileWidth);
          return (
            <g key={place} transform={`translate(${left.toFixed(1)} ${top.toFixed(1)})`}>
              <rect x={d} y={d} width={w} height={h} rx={r} fill="var(--mj-side)" stroke="var(--mj-back-edge)" strokeWidth={0.8} />
              <rect
                x={0.5}
                y={0.5}
                width={w - 1}
                height={h - 1}
                rx={r}
                fill="var(--mj-back)"
                stroke="var(--mj-back-edge)"
                strokeWidth={0.8}
              />
              {/* Lower layers a shade darker, as on the dealt board. */}
              {position.z < extent.layers - 1 && (
                <rect x={0.5} y={0.5} width={w - 1} height={h - 1} rx={r} fill="#000" opacity={(extent.layers - 1 - position.z) * 0.06} />
              )}
            </g>
          );
        })}
      </svg>
      {/* The board is the deal button: the first tap on it deals (nothing else to press first). */}
      <button
        ref={button}
        type="button"
        aria-label="Deal the tiles"
        aria-describedby={hintId}
        className="absolute inset-0 flex cursor-pointer items-center justify-center rounded p-2 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-default"
        onClick={(event) => onDeal(event.detail === 0)}
        disabled={!interactive || dealing}
        data-testid="deal-tiles"
      >
        <span
          id={hintId}
          className="max-w-xs rounded-xl bg-white/95 px-4 py-3 text-center text-base font-semibold text-slate-900 shadow-lg dark:bg-slate-900/95 dark:text-slate-100"
        >
          {dealing ? 'Dealing…' : 'Tap the tiles to deal'}
          <span className="block text-sm font-normal">The clock starts then.</span>
        </span>
      </button>
    </div>
  );
}
