import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { CardBack, type CardSize } from './playing-card';

/** The ring the keyboard focus draws (both themes), and the picked and hinted marks. */
export const FOCUS_RING =
  'outline-none focus-visible:ring-4 focus-visible:ring-sky-600 focus-visible:ring-offset-2 dark:focus-visible:ring-sky-300 dark:focus-visible:ring-offset-slate-900';
export const PICKED = 'ring-4 ring-sky-600 dark:ring-sky-300';
export const HINTED = 'ring-4 ring-amber-500 dark:ring-amber-300';

type SpotProps = {
  focusKey: string;
  tabStop: boolean;
  label: string;
  onFocus(): void;
  onKeyDown(event: KeyboardEvent): void;
};

/** An empty pile's outline: a foundation shows its suit, a column is blank. A focusable drop target for the keyboard. */
export function EmptyPile({
  size,
  mark,
  spot,
  style,
  className = '',
}: {
  size: CardSize;
  mark?: ReactNode;
  spot: SpotProps;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-focus-key={spot.focusKey}
      tabIndex={spot.tabStop ? 0 : -1}
      aria-label={spot.label}
      onFocus={spot.onFocus}
      onKeyDown={spot.onKeyDown}
      className={`absolute top-0 left-0 flex items-center justify-center rounded-[6px] border-2 border-dashed border-slate-400 text-slate-600 dark:border-slate-500 dark:text-slate-400 ${FOCUS_RING} ${className}`}
      style={{ width: size.width, height: size.height, ...style }}
    >
      {mark && (
        <span aria-hidden="true" style={{ fontSize: size.width * 0.5 }} className="leading-none">
          {mark}
        </span>
      )}
    </button>
  );
}

type StockProps = {
  size: CardSize;
  stock: number;
  waste: number;
  hinted: boolean;
  disabled: boolean;
  spot: SpotProps;
  onDraw(): void;
};

/** The stock: face down with its count; empty, a recycle mark while the waste can be turned over. */
export function StockPile({ size, stock, waste, hinted, disabled, spot, onDraw }: StockProps) {
  const label =
    stock > 0
      ? `Stock, ${stock} ${stock === 1 ? 'card' : 'cards'}: draw`
      : waste > 0
        ? 'Stock empty: turn the waste over'
        : 'Stock and waste empty';
  return (
    <button
      type="button"
      data-testid="stock"
      data-focus-key={spot.focusKey}
      data-count={stock}
      data-hinted={hinted || undefined}
      tabIndex={spot.tabStop ? 0 : -1}
      aria-label={label}
      aria-disabled={disabled || (stock === 0 && waste === 0) || undefined}
      onFocus={spot.onFocus}
      onKeyDown={spot.onKeyDown}
      onClick={() => !disabled && onDraw()}
      className={`relative block touch-manipulation rounded-[6px] ${FOCUS_RING} ${hinted ? HINTED : ''}`}
      style={{ width: size.width, height: size.height }}
    >
      {stock > 0 ? (
        <>
          <CardBack className="absolute inset-0" />
          <span
            aria-hidden="true"
            className="absolute right-0.5 bottom-0.5 rounded bg-white px-1 text-xs font-bold tabular-nums text-slate-900"
          >
            {stock}
          </span>
        </>
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-[6px] border-2 border-dashed border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-300"
          style={{ fontSize: size.width * 0.5 }}
        >
          {waste > 0 ? '↻' : ''}
        </span>
      )}
    </button>
  );
}
