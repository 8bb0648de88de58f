/**
 * Where the keyboard focus is on the Solitaire board, and where the arrows take it. The board has
 * two rows on a grid of seven: the stock (1st), the waste (2nd) and the four foundations (4th-7th)
 * above the seven columns. In a column, up and down go through its face-up cards (the card
 * picked carries those on it); up from a column's lowest face-up card goes to the pile above.
 */
import { FOUNDATION_PILES, TABLEAU_PILES, type PileId } from '@/lib/games/solitaire/piles';
import { columnOf } from './solitaire-client';
import type { SolitaireView } from '@/lib/games/solitaire/view';

/** A focusable spot: a pile (index -1: the pile itself, e.g. empty, or its top card) or a column's face-up card. */
export type Spot = { pile: PileId | 'stock'; index: number };

const TOP_ROW: readonly (PileId | 'stock')[] = ['stock', 'waste', ...FOUNDATION_PILES];
/** The top-row pile over each column. */
const ABOVE: readonly (PileId | 'stock')[] = ['stock', 'waste', 'waste', ...FOUNDATION_PILES];
/** The column under each top-row pile. */
const BELOW: Record<string, number> = {
  stock: 0,
  waste: 1,
  'foundation-spades': 3,
  'foundation-hearts': 4,
  'foundation-diamonds': 5,
  'foundation-clubs': 6,
};

export const spotKey = (spot: Spot) => `${spot.pile}:${spot.index}`;

/** A column's top spot: its top face-up card, or the empty column. */
export function columnTop(view: SolitaireView, column: number): Spot {
  return { pile: TABLEAU_PILES[column]!, index: view.tableau[column]!.up.length - 1 };
}

/** The spot itself if it still exists in this view, else its pile's top. */
export function settle(view: SolitaireView, spot: Spot): Spot {
  if (spot.pile === 'stock') return spot;
  const column = columnOf(spot.pile);
  if (column < 0) return { pile: spot.pile, index: -1 };
  const up = view.tableau[column]!.up.length;
  return spot.index >= 0 && spot.index < up ? spot : columnTop(view, column);
}

export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const isArrow = (key: string): key is Arrow =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/** Where an arrow key takes the focus (it stays at the edges). */
export function nextSpot(view: SolitaireView, from: Spot, key: Arrow): Spot {
  const here = settle(view, from);
  const column = here.pile === 'stock' ? -1 : columnOf(here.pile);
  if (column < 0) {
    const at = TOP_ROW.indexOf(here.pile);
    if (key === 'ArrowLeft') return { pile: TOP_ROW[Math.max(0, at - 1)]!, index: -1 };
    if (key === 'ArrowRight') return { pile: TOP_ROW[Math.min(TOP_ROW.length - 1, at + 1)]!, index: -1 };
    // Down into a column lands on its top card, the one most often moved (up reaches the run under it).
    if (key === 'ArrowDown') return columnTop(view, BELOW[here.pile]!);
    return here;
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight')
    return columnTop(view, Math.max(0, Math.min(6, column + (key === 'ArrowLeft' ? -1 : 1))));
  const up = view.tableau[column]!.up.length;
  if (key === 'ArrowDown') return here.index >= 0 && here.index < up - 1 ? { ...here, index: here.index + 1 } : here;
  return here.index > 0 ? { ...here, index: here.index - 1 } : { pile: ABOVE[column]!, index: -1 };
}
