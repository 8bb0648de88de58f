/**
 * Cards as numbers 0-51 (suit * 13 + rank - 1), so piles are plain number arrays the solver can
 * copy and hash cheaply. Suits in foundation order: spades, hearts, diamonds, clubs. Their public
 * text is two characters, rank then suit ('Ah', 'Tc', 'Ks'); players read '10♥'. Safe for the browser.
 */
export type Card = number;

export const SUITS = ['s', 'h', 'd', 'c'] as const;
export type Suit = (typeof SUITS)[number];
export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
/** Rank characters, index = rank - 1. */
export const RANK_CHARS = 'A23456789TJQK';
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const DECK_SIZE = 52;
export const KING = 13;

export const cardOf = (suit: number, rank: number): Card => suit * 13 + rank - 1;
export const suitOf = (card: Card): number => Math.floor(card / 13);
/** 1 (Ace) to 13 (King). */
export const rankOf = (card: Card): number => (card % 13) + 1;
/** Hearts and diamonds. */
export const isRed = (card: Card): boolean => {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
};
export const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

/** Whether `card` may be built on `base` in the tableau: one rank lower, the other colour. */
export const buildsOn = (card: Card, base: Card): boolean => rankOf(card) === rankOf(base) - 1 && isRed(card) !== isRed(base);

/** The public two-character code, e.g. 'Th'. */
export const cardCode = (card: Card): string => `${RANK_CHARS[rankOf(card) - 1]}${SUITS[suitOf(card)]}`;

/** A card from its code, or null. */
export function parseCardCode(code: string): Card | null {
  if (code.length !== 2) return null;
  const rank = RANK_CHARS.indexOf(code[0]!);
  const suit = (SUITS as readonly string[]).indexOf(code[1]!);
  return rank < 0 || suit < 0 ? null : cardOf(suit, rank + 1);
}

/** What a player reads: '10♥', 'K♠'. */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card) - 1]}${SUIT_SYMBOLS[suitOf(card)]}`;

/** A sorted deck, 0..51. */
export const fullDeck = (): Card[] => Array.from({ length: DECK_SIZE }, (_, card) => card);

/** Cards in text: codes joined, e.g. 'AhKc'. */
export const cardsText = (cards: readonly Card[]): string => cards.map(cardCode).join('');

/** Cards from codes joined without separators; null when any is not a card. */
export function parseCardsText(text: string): Card[] | null {
  if (text.length % 2 !== 0) return null;
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const card = parseCardCode(text.slice(i, i + 2));
    if (card === null) return null;
    cards.push(card);
  }
  return cards;
}
