/**
 * Piles by name, as moves and hints name them ('tableau-3', 'waste', 'foundation-hearts'), and as
 * small numbers inside the engine: 0-6 the tableau columns, 7 the waste, 8-11 the foundations in suit
 * order. The stock is never a move's pile: a draw takes from it. Safe for the browser.
 */
import { SUIT_NAMES } from './cards';

export const COLUMNS = 7;
export const WASTE = 7;
export const FOUNDATION = 8;

export const TABLEAU_PILES = ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7'] as const;
export const FOUNDATION_PILES = ['foundation-spades', 'foundation-hearts', 'foundation-diamonds', 'foundation-clubs'] as const;
export const PILE_IDS = [...TABLEAU_PILES, 'waste', ...FOUNDATION_PILES] as const;
export type PileId = (typeof PILE_IDS)[number];

/** The engine's number of a pile. */
export const pileNumber = (pile: PileId): number => PILE_IDS.indexOf(pile);
export const pileIdOf = (pile: number): PileId => {
  const id = PILE_IDS[pile];
  if (id === undefined) throw new RangeError(`No pile ${pile}`);
  return id;
};

export const isTableau = (pile: number): boolean => pile >= 0 && pile < COLUMNS;
export const isFoundation = (pile: number): boolean => pile >= FOUNDATION && pile < FOUNDATION + SUIT_NAMES.length;
export const foundationOfSuit = (suit: number): number => FOUNDATION + suit;

/** One character per pile for the compact move notation: '1'-'7', 'w', 's' 'h' 'd' 'c'. */
export const PILE_CHARS = '1234567wshdc';
