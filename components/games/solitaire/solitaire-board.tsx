'use client';

import type { CSSProperties, KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import { cardCode } from '@/lib/games/solitaire/cards';
import { FOUNDATION_PILES, TABLEAU_PILES, type PileId } from '@/lib/games/solitaire/piles';
import type { SolitaireView } from '@/lib/games/solitaire/view';
import { fanSteps } from './board-fit';
import { spotKey, type Spot } from './board-focus';
import { EmptyPile, FOCUS_RING, HINTED, PICKED, StockPile } from './pile-parts';
import { CardBack, CardFace, cornerFont, faceClasses, suitSymbol, type CardSize } from './playing-card';
import { parseCardCode, spokenCard, type Source } from './solitaire-client';
import type { Drag } from './use-card-drag';

const SUIT_WORDS = ['Spades', 'Hearts', 'Diamonds', 'Clubs'] as const;

export type BoardProps = {
  view: SolitaireView;
  size: CardSize;
  gap: number;
  /** The height the columns may take before their face-up cards close up. */
  tableauHeight: number;
  drag: Drag | null;
  focus: Spot;
  picked: Source | null;
  hintCards: ReadonlySet<number>;
  hintStock: boolean;
  interactive: boolean;
  onPointerDown(event: ReactPointerEvent, source: Source): void;
  onTap(source: Source, clicks: number): void;
  onDraw(): void;
  onFocusSpot(spot: Spot): void;
  onKey(event: KeyboardEvent, spot: Spot): void;
};

/**
 * The board: stock, waste and foundations above the seven columns. Every face-up card that can
 * move is a button (a tap or click sends it to its best place, a drag takes it anywhere); empty
 * piles are buttons too, for the keyboard to drop on. One spot at a time takes Tab (the focus).
 */
export function SolitaireBoard(props: BoardProps) {
  const { view, size, gap, drag, focus, picked, hintCards, interactive } = props;
  const focusKey = spotKey(focus);
  const spot = (s: Spot, label: string) => ({
    focusKey: spotKey(s),
    tabStop: spotKey(s) === focusKey,
    label,
    onFocus: () => props.onFocusSpot(s),
    onKeyDown: (event: KeyboardEvent) => props.onKey(event, s),
  });
  const dragged = (pile: PileId, index: number) => drag !== null && drag.source.pile === pile && index >= drag.source.index;
  const isPicked = (pile: PileId, index: number) => picked !== null && picked.pile === pile && index >= picked.index;

  /** A face-up card that can be moved: `source` is where a move takes it (and the cards on it) from. */
  const faceUp = (code: string, source: Source, s: Spot, label: string, style: CSSProperties) => {
    const card = parseCardCode(code)!;
    const lifted = dragged(source.pile, source.index);
    const marks = isPicked(source.pile, source.index) ? PICKED : hintCards.has(card) ? HINTED : '';
    return (
      <button
        key={code}
        type="button"
        data-card={code}
        data-focus-key={spotKey(s)}
        tabIndex={spotKey(s) === focusKey ? 0 : -1}
        aria-label={label}
        aria-pressed={isPicked(source.pile, source.index) || undefined}
        data-hinted={hintCards.has(card) || undefined}
        aria-disabled={!interactive || undefined}
        onFocus={() => props.onFocusSpot(s)}
        onKeyDown={(event) => props.onKey(event, s)}
        onPointerDown={(event) => props.onPointerDown(event, source)}
        onClick={(event) => props.onTap(source, event.detail)}
        className={`absolute top-0 left-0 touch-none ${faceClasses(card)} ${FOCUS_RING} ${marks} ${interactive ? 'cursor-grab' : ''}`}
        style={{
          width: size.width,
          height: size.height,
          ...style,
          ...(lifted && drag
            ? { transform: `translate(${drag.dx}px, ${drag.dy}px)`, zIndex: 60 + source.index, pointerEvents: 'none' }
            : {}),
        }}
      >
        <CardFace card={card} size={size} />
      </button>
    );
  };

  const wasteTop = view.wasteTop;
  // Draw 3's waste fans its cards so each corner shows (a '10♥' is about two type sizes wide), within its two columns.
  const fanX = Math.min(Math.floor((size.width + gap) / 2), Math.max(Math.round(size.width * 0.3), cornerFont(size.width) * 2));
  const columns = view.tableau.map((column) => ({ column, steps: fanSteps(size, column.down, column.up.length, props.tableauHeight) }));
  const tallest = Math.max(
    props.tableauHeight,
    ...columns.map(({ column, steps }) => column.down * steps.down + Math.max(0, column.up.length - 1) * steps.up + size.height),
  );

  return (
    <div
      data-testid="solitaire-board"
      data-won={view.won || undefined}
      // The win's flourish: the foundations bounce in turn (components/games/shell/win-flourish.css).
      data-flourish="cards"
      role="group"
      aria-label={`Solitaire board, ${view.drawCount === 1 ? 'Draw 1' : 'Draw 3'}`}
      className="select-none"
    >
      <div className="grid grid-cols-7" style={{ columnGap: gap, marginBottom: gap * 2 }}>
        <div className="relative" style={{ height: size.height }}>
          <StockPile
            size={size}
            stock={view.stock}
            waste={view.waste}
            hinted={props.hintStock}
            disabled={!interactive}
            spot={spot({ pile: 'stock', index: -1 }, '')}
            onDraw={props.onDraw}
          />
        </div>
        <div className="relative col-span-2" data-pile="waste" data-testid="waste" data-count={view.waste} style={{ height: size.height }}>
          {wasteTop.length === 0 ? (
            <EmptyPile size={size} spot={spot({ pile: 'waste', index: -1 }, 'Waste, empty')} />
          ) : (
            wasteTop.map((code, i) => {
              const left = { left: i * fanX };
              if (i < wasteTop.length - 1) {
                const card = parseCardCode(code)!;
                return (
                  <div
                    key={code}
                    aria-hidden="true"
                    data-card={code}
                    className={`absolute top-0 ${faceClasses(card)}`}
                    style={{ width: size.width, height: size.height, ...left }}
                  >
                    <CardFace card={card} size={size} />
                  </div>
                );
              }
              const s = { pile: 'waste' as const, index: -1 };
              return faceUp(
                code,
                { pile: 'waste', index: 0 },
                s,
                `${spokenCard(parseCardCode(code)!)}, on the waste (${view.waste} ${view.waste === 1 ? 'card' : 'cards'})`,
                left,
              );
            })
          )}
        </div>
        {FOUNDATION_PILES.map((pile, suit) => {
          const height = view.foundations[suit]!;
          const s = { pile, index: -1 };
          return (
            <div key={pile} className="relative" data-pile={pile} data-count={height} style={{ height: size.height }}>
              {height > 0 && (
                <div
                  aria-hidden="true"
                  className="absolute inset-0 rounded-[6px] border-2 border-dashed border-slate-400 dark:border-slate-500"
                  style={{ width: size.width }}
                />
              )}
              {height === 0 ? (
                <EmptyPile size={size} mark={suitSymbol(suit)} spot={spot(s, `${SUIT_WORDS[suit]} foundation, empty`)} />
              ) : (
                faceUp(
                  cardCode(suit * 13 + height - 1),
                  { pile, index: 0 },
                  s,
                  `${spokenCard(suit * 13 + height - 1)}, top of the ${SUIT_WORDS[suit]!.toLowerCase()} foundation`,
                  {},
                )
              )}
            </div>
          );
        })}
      </div>
      <div className="grid grid-cols-7" style={{ columnGap: gap }}>
        {columns.map(({ column, steps }, c) => {
          const pile = TABLEAU_PILES[c]!;
          return (
            <div
              key={pile}
              className="relative"
              data-pile={pile}
              data-down={column.down}
              data-up={column.up.join(' ')}
              style={{ height: tallest }}
            >
              {column.down === 0 && column.up.length === 0 && (
                <EmptyPile size={size} spot={spot({ pile, index: -1 }, `Column ${c + 1}, empty`)} />
              )}
              {Array.from({ length: column.down }, (_, i) => (
                <CardBack
                  key={`down-${i}`}
                  className="absolute left-0"
                  style={{ top: i * steps.down, width: size.width, height: size.height }}
                />
              ))}
              {column.up.map((code, i) =>
                faceUp(
                  code,
                  { pile, index: i },
                  { pile, index: i },
                  `${spokenCard(parseCardCode(code)!)}, column ${c + 1}${i < column.up.length - 1 ? `, ${column.up.length - 1 - i} on it` : ''}`,
                  {
                    top: column.down * steps.down + i * steps.up,
                  },
                ),
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
