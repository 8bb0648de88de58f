/**
 * The Solitaire view's pure helpers: reading the server's answer, and where a card may go on the
 * board the player sees (the server still judges every move). Imports the engine's browser-safe
 * modules one by one (not the `client` barrel, which brings zod's move schema along).
 */
import { KING, SUIT_NAMES, buildsOn, cardName, isRed, parseCardCode, rankOf, suitOf, type Card } from '@/lib/games/solitaire/cards';
import { FOUNDATION_PILES, TABLEAU_PILES, type PileId } from '@/lib/games/solitaire/piles';
import type { SolitaireView } from '@/lib/games/solitaire/view';

export type { SolitaireView };

/** The moves the page sends (the engine's schema checks them on the server). */
export type SolitaireMove =
  { type: 'draw' } | { type: 'undo' } | { type: 'auto' } | { type: 'move'; from: PileId; to: PileId; count?: number };

const isCount = (value: unknown, max = 52): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const isCodes = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((code) => typeof code === 'string' && parseCardCode(code) !== null);

/** A move's reply (or a resumed play's view) read back; null when it is not one. */
export function parseView(value: unknown): SolitaireView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.drawCount !== 1 && v.drawCount !== 3) return null;
  if (!Array.isArray(v.tableau) || v.tableau.length !== TABLEAU_PILES.length) return null;
  for (const column of v.tableau as unknown[]) {
    if (typeof column !== 'object' || column === null) return null;
    const c = column as Record<string, unknown>;
    if (!isCount(c.down, 6) || !isCodes(c.up)) return null;
  }
  if (!isCount(v.stock) || !isCount(v.waste) || !isCodes(v.wasteTop) || !isCount(v.score, 100_000) || !isCount(v.moves, 1_000_000))
    return null;
  if (!Array.isArray(v.foundations) || v.foundations.length !== 4 || !v.foundations.every((n) => isCount(n, 13))) return null;
  if (typeof v.canUndo !== 'boolean' || typeof v.canAutoComplete !== 'boolean' || typeof v.won !== 'boolean') return null;
  return value as SolitaireView;
}

/** Where a picked card (and the cards on it) comes from. `index` counts face-up cards of a column from the bottom. */
export type Source = { pile: PileId; index: number };

export const foundationPile = (suit: number): PileId => FOUNDATION_PILES[suit]!;
export const tableauPile = (column: number): PileId => TABLEAU_PILES[column]!;
export const columnOf = (pile: PileId): number => (TABLEAU_PILES as readonly string[]).indexOf(pile);
export const foundationIndexOf = (pile: PileId): number => (FOUNDATION_PILES as readonly string[]).indexOf(pile);

/** The top card of a foundation (null when empty). */
export function foundationTop(view: SolitaireView, suit: number): Card | null {
  const height = view.foundations[suit]!;
  return height === 0 ? null : suit * 13 + height - 1;
}

/** The cards a source holds, bottom to top: a column's from `index` up, the waste's top, a foundation's top. */
export function cardsAt(view: SolitaireView, source: Source): Card[] {
  const column = columnOf(source.pile);
  if (column >= 0) return view.tableau[column]!.up.slice(source.index).map((code) => parseCardCode(code)!);
  if (source.pile === 'waste') {
    const top = view.wasteTop.at(-1);
    return top ? [parseCardCode(top)!] : [];
  }
  const top = foundationTop(view, foundationIndexOf(source.pile));
  return top === null ? [] : [top];
}

/** Whether the cards may go onto a pile, by the rules the player can see (the server has the last word). */
export function fits(view: SolitaireView, cards: readonly Card[], from: PileId, to: PileId): boolean {
  const head = cards[0];
  if (head === undefined || from === to) return false;
  const f = foundationIndexOf(to);
  if (f >= 0) return cards.length === 1 && suitOf(head) === f && view.foundations[f] === rankOf(head) - 1;
  const column = columnOf(to);
  if (column < 0) return false;
  const target = view.tableau[column]!;
  const top = target.up.at(-1);
  if (top === undefined) return target.down === 0 && rankOf(head) === KING;
  return buildsOn(head, parseCardCode(top)!);
}

/**
 * The best place for a card and those on it, as a tap sends it: its foundation first (a single
 * card), else the first column it builds on, else an empty column (a King). Null when none.
 */
export function bestPlace(view: SolitaireView, source: Source): PileId | null {
  const cards = cardsAt(view, source);
  const head = cards[0];
  if (head === undefined) return null;
  const foundation = foundationPile(suitOf(head));
  if (source.pile !== foundation && fits(view, cards, source.pile, foundation)) return foundation;
  const columns = TABLEAU_PILES.filter((pile) => pile !== source.pile && fits(view, cards, source.pile, pile));
  // A King already at the bottom of its column gains nothing by moving to another empty one.
  const bare = columnOf(source.pile) >= 0 && view.tableau[columnOf(source.pile)]!.down === 0 && source.index === 0;
  return columns.find((pile) => view.tableau[columnOf(pile)]!.up.length > 0) ?? (bare ? null : (columns[0] ?? null));
}

/** The move that takes a source's cards to a pile. */
export function moveTo(view: SolitaireView, source: Source, to: PileId): SolitaireMove {
  const count = cardsAt(view, source).length;
  return { type: 'move', from: source.pile, to, ...(count > 1 ? { count } : {}) };
}

const SUIT_WORDS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const RANK_WORDS = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'] as const;

/** A card as a screen reader says it: 'Queen of hearts'. */
export const spokenCard = (card: Card): string => `${RANK_WORDS[rankOf(card) - 1]} of ${SUIT_WORDS[suitOf(card)]}`;

/** What a move did, in words (for the announcer). */
export function movedWords(cards: readonly Card[], to: PileId): string {
  const what = cards.length > 1 ? `${cardName(cards[0]!)} and ${cards.length - 1} on it` : cardName(cards[0]!);
  const f = foundationIndexOf(to);
  if (f >= 0) return `${what} to the ${SUIT_NAMES[f]} foundation.`;
  return `${what} to column ${columnOf(to) + 1}.`;
}

export { cardName, isRed, parseCardCode, rankOf, suitOf };

/** The help a result had, in words: 'a hint', '3 hints'; '' for none. */
export const helpWords = (hints: number): string => (hints === 0 ? '' : hints === 1 ? 'a hint' : `${hints} hints`);
