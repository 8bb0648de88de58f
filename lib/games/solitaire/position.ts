/**
 * A Klondike position, mutable so the solver can play and take back moves without copying. The
 * stock and waste are one sequence, the talon, cut in two: `talon[0..cut)` is the waste (its top
 * last) and `talon[cut..)` the stock in the order it is drawn. Drawing moves the cut forward;
 * turning the waste over (stock empty) moves it back to 0 without reordering anything, which is
 * what turning the waste face down does to a real pile.
 */
import { DECK_SIZE, KING, rankOf, suitOf, type Card } from './cards';
import type { DrawCount } from './levels';
import { COLUMNS } from './piles';

export type Position = {
  readonly drawCount: DrawCount;
  /** Each column bottom to top. */
  readonly columns: Card[][];
  /** How many cards at the bottom of each column are face down. */
  readonly down: number[];
  /** Waste then stock (see above). */
  readonly talon: Card[];
  /** The waste's size: the number of talon cards turned up. */
  cut: number;
  /** Cards on each foundation (suit order), Ace first. */
  readonly foundations: number[];
};

/** Cards in the tableau at the deal: 1 + 2 + ... + 7. */
export const TABLEAU_DEAL = (COLUMNS * (COLUMNS + 1)) / 2;

/**
 * The deal: column by column, column i gets i + 1 cards with the last face up; the other 24 form
 * the stock, drawn in their order in the deck.
 */
export function dealPosition(deck: readonly Card[], drawCount: DrawCount): Position {
  if (deck.length !== DECK_SIZE) throw new RangeError('A deal needs 52 cards');
  const columns: Card[][] = [];
  let next = 0;
  for (let c = 0; c < COLUMNS; c++) {
    columns.push(deck.slice(next, next + c + 1));
    next += c + 1;
  }
  return {
    drawCount,
    columns,
    down: columns.map((column) => column.length - 1),
    talon: deck.slice(TABLEAU_DEAL),
    cut: 0,
    foundations: [0, 0, 0, 0],
  };
}

export function clonePosition(position: Position): Position {
  return {
    drawCount: position.drawCount,
    columns: position.columns.map((column) => [...column]),
    down: [...position.down],
    talon: [...position.talon],
    cut: position.cut,
    foundations: [...position.foundations],
  };
}

export const isWon = (position: Position): boolean => position.foundations.every((height) => height === KING);

/** Where a draw moves the cut: the next one or three cards, or back to 0 (the waste turned over) when the stock is empty. */
export const nextCut = (position: Position, cut = position.cut): number =>
  cut === position.talon.length ? 0 : Math.min(cut + position.drawCount, position.talon.length);

export const stockCount = (position: Position): number => position.talon.length - position.cut;
export const wasteTop = (position: Position): Card | undefined => (position.cut > 0 ? position.talon[position.cut - 1] : undefined);
export const columnTop = (position: Position, column: number): Card | undefined => position.columns[column]!.at(-1);
export const faceUpCount = (position: Position, column: number): number => position.columns[column]!.length - position.down[column]!;

/** The top card of a foundation, if any. */
export const foundationTop = (position: Position, suit: number): Card | undefined => {
  const height = position.foundations[suit]!;
  return height === 0 ? undefined : suit * 13 + height - 1;
};

/** Whether a card may go onto its foundation now. */
export const fitsFoundation = (position: Position, card: Card): boolean => position.foundations[suitOf(card)] === rankOf(card) - 1;

/** No card face down and nothing in the stock or waste: the rest is forced (see auto-complete). */
export const isAutoCompletable = (position: Position): boolean => position.talon.length === 0 && position.down.every((d) => d === 0);
