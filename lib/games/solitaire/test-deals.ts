/**
 * Positions and deals built by hand for the tests: cards by their codes ('Kh'). Not for the game.
 */
import { cardsText, fullDeck, parseCardsText, type Card } from './cards';
import type { SolitaireState } from './game';
import type { DrawCount, LevelId } from './levels';
import { COLUMNS } from './piles';
import { TABLEAU_DEAL, type Position } from './position';
import { stepText } from './notation';
import { solve } from './solver';
import { dealPosition } from './position';

export function cards(text: string): Card[] {
  const parsed = parseCardsText(text.replace(/\s+/g, ''));
  if (!parsed) throw new Error(`Not cards: ${text}`);
  return parsed;
}

/**
 * A position: each column as 'down|up' (face-down cards, a bar, then face-up cards; no bar: all face
 * up), the talon as waste and stock ('waste|stock', stock in drawing order), foundation heights.
 * It need not hold the whole deck: the rules look only at what is there.
 */
export function positionOf(spec: { drawCount?: DrawCount; columns?: string[]; talon?: string; foundations?: number[] }): Position {
  const columns: Card[][] = [];
  const down: number[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    const [first, second] = (spec.columns?.[c] ?? '').split('|');
    const faceDown = second === undefined ? [] : cards(first!);
    columns.push([...faceDown, ...cards(second ?? first!)]);
    down.push(faceDown.length);
  }
  const [waste, stock] = (spec.talon ?? '|').split('|');
  const wasteCards = cards(waste ?? '');
  return {
    drawCount: spec.drawCount ?? 1,
    columns,
    down,
    talon: [...wasteCards, ...cards(stock ?? '')],
    cut: wasteCards.length,
    foundations: spec.foundations ?? [0, 0, 0, 0],
  };
}

/**
 * A deck in deal order with the given face-up card on top of each column and the stock's first
 * cards (in drawing order); every other card fills the rest in deck order.
 */
export function deckWith(tops: readonly string[], stockFirst = ''): Card[] {
  const topCards = tops.map((code) => cards(code)[0]!);
  const stockCards = cards(stockFirst);
  const placed = new Set([...topCards, ...stockCards]);
  const filler = fullDeck().filter((card) => !placed.has(card));
  const deck: Card[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    for (let i = 0; i < c; i++) deck.push(filler.shift()!);
    deck.push(topCards[c]!);
  }
  if (deck.length !== TABLEAU_DEAL) throw new Error('seven tops needed');
  return [...deck, ...stockCards, ...filler];
}

/** A starting state for a hand-made deck, with its proof found by the solver (the deck must be winnable). */
export function stateOfDeck(deck: readonly Card[], level: LevelId = 'draw-1'): SolitaireState {
  const line = solve(dealPosition(deck, level === 'draw-1' ? 1 : 3), 500_000).line;
  if (!line) throw new Error('This test deck is not proven winnable');
  return { level, deal: cardsText(deck), steps: [], moves: 0, proof: line.map(stepText) };
}
