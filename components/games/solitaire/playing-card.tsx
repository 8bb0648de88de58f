import type { CSSProperties } from 'react';
import { isRed, rankOf, suitOf } from './solitaire-client';

/** Card faces and backs, drawn with CSS: the rank and suit in the top corner (what a fanned column shows) and a big suit below. */
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export type CardSize = { width: number; height: number };

/** The corner's type size for a card width: legible on a 390 px phone (a card about 46 px wide). */
export const cornerFont = (width: number) => Math.max(13, Math.min(22, Math.round(width * 0.3)));

/** The face's look; the caller's element (a button or a div) carries the role and the label. */
export function faceClasses(card: number): string {
  const colour = isRed(card) ? 'text-red-700 dark:text-red-800' : 'text-slate-950';
  return `rounded-[6px] border border-slate-400 bg-white shadow-sm dark:border-slate-500 dark:bg-slate-100 ${colour}`;
}

export function CardFace({ card, size }: { card: number; size: CardSize }) {
  const font = cornerFont(size.width);
  const rank = RANKS[rankOf(card) - 1]!;
  const suit = SUIT_SYMBOLS[suitOf(card)]!;
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-0 select-none overflow-hidden">
      <span className="absolute top-0.5 left-1 flex items-baseline font-bold leading-none tracking-tighter" style={{ fontSize: font }}>
        <span>{rank}</span>
        <span style={{ fontSize: font * 0.95 }}>{suit}</span>
      </span>
      <span className="absolute inset-x-0 bottom-[8%] text-center leading-none" style={{ fontSize: size.width * 0.55 }}>
        {suit}
      </span>
    </span>
  );
}

/** A card's back: a patterned panel inside a white margin (the same in both themes, as real cards). */
export function CardBack({ style, className = '' }: { style?: CSSProperties; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`rounded-[6px] border border-slate-500 bg-white p-[3px] shadow-sm dark:border-slate-400 ${className}`}
      style={style}
      data-face-down
    >
      <div className="h-full w-full rounded-[3px] bg-indigo-700 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(255_255_255/0.18)_4px_6px),repeating-linear-gradient(-45deg,transparent_0_4px,rgb(255_255_255/0.18)_4px_6px)]" />
    </div>
  );
}

export const suitSymbol = (suit: number) => SUIT_SYMBOLS[suit]!;
