import { describe, expect, it } from 'vitest';
import { parseBoardText, type SolitaireView } from '@/lib/games/solitaire/view';
import { isArrow, nextSpot, settle } from './board-focus';
import { bestPlace, cardsAt, fits, moveTo, movedWords, parseView } from './solitaire-client';

/** A view from the public one-line board text (README), with the counters a reply has. */
function viewOf(text: string): SolitaireView {
  const board = parseBoardText(text);
  if (!board) throw new Error(`not a board: ${text}`);
  return { ...board, score: 0, moves: 0, canUndo: false, canAutoComplete: false, won: false };
}

// Columns: 8♠ | 7♥ on a face-down card | empty | K♣ Q♥ | A♦ | K♦ on 2 | 9♣; the waste shows 6♣; the spades foundation holds A♠.
const VIEW = viewOf('1:8s/#7h//KcQh/Ad/##Kd/#9c:29:11:6c:A---');

describe('reading the server answer', () => {
  it('takes a reply and refuses anything else', () => {
    expect(parseView(VIEW)).toEqual(VIEW);
    expect(parseView({ ...VIEW, tableau: VIEW.tableau.slice(1) })).toBeNull();
    expect(parseView({ ...VIEW, wasteTop: ['Xx'] })).toBeNull();
    expect(parseView({ ...VIEW, drawCount: 2 })).toBeNull();
    expect(parseView(null)).toBeNull();
  });
});

describe('where a tapped card goes', () => {
  it('goes to its foundation first, then onto a column it builds on, a King to an empty column', () => {
    expect(bestPlace(VIEW, { pile: 'tableau-5', index: 0 })).toBe('foundation-diamonds');
    expect(bestPlace(VIEW, { pile: 'tableau-2', index: 0 })).toBe('tableau-1');
    expect(bestPlace(VIEW, { pile: 'tableau-6', index: 0 })).toBe('tableau-3');
    // A King already at the bottom of its column gains nothing in another empty one.
    expect(bestPlace(VIEW, { pile: 'tableau-4', index: 0 })).toBeNull();
    // The 6♣ from the waste builds on the red 7.
    expect(bestPlace(VIEW, { pile: 'waste', index: 0 })).toBe('tableau-2');
  });

  it('has no place for a card nothing takes', () => {
    expect(bestPlace(VIEW, { pile: 'tableau-7', index: 0 })).toBeNull();
    expect(bestPlace(VIEW, { pile: 'tableau-1', index: 0 })).toBeNull();
  });

  it('moves runs between columns only, and sends their length', () => {
    const run = { pile: 'tableau-4' as const, index: 0 };
    expect(cardsAt(VIEW, run)).toHaveLength(2);
    expect(fits(VIEW, cardsAt(VIEW, run), 'tableau-4', 'foundation-clubs')).toBe(false);
    expect(moveTo(VIEW, run, 'tableau-3')).toEqual({ type: 'move', from: 'tableau-4', to: 'tableau-3', count: 2 });
    expect(moveTo(VIEW, { pile: 'waste', index: 0 }, 'tableau-2')).toEqual({ type: 'move', from: 'waste', to: 'tableau-2' });
    expect(movedWords(cardsAt(VIEW, run), 'tableau-3')).toBe('K♣ and 1 on it to column 3.');
  });
});

describe('the keyboard focus', () => {
  it('moves along the rows, down into a column at its top card, and up through its run to the pile above', () => {
    expect(isArrow('ArrowUp')).toBe(true);
    expect(nextSpot(VIEW, { pile: 'stock', index: -1 }, 'ArrowRight')).toEqual({ pile: 'waste', index: -1 });
    expect(nextSpot(VIEW, { pile: 'foundation-spades', index: -1 }, 'ArrowDown')).toEqual({ pile: 'tableau-4', index: 1 });
    expect(nextSpot(VIEW, { pile: 'tableau-4', index: 1 }, 'ArrowUp')).toEqual({ pile: 'tableau-4', index: 0 });
    expect(nextSpot(VIEW, { pile: 'tableau-4', index: 0 }, 'ArrowUp')).toEqual({ pile: 'foundation-spades', index: -1 });
    expect(nextSpot(VIEW, { pile: 'tableau-4', index: 1 }, 'ArrowLeft')).toEqual({ pile: 'tableau-3', index: -1 });
    expect(nextSpot(VIEW, { pile: 'stock', index: -1 }, 'ArrowLeft')).toEqual({ pile: 'stock', index: -1 });
  });

  it('falls back to the pile top when its card is gone', () => {
    expect(settle(VIEW, { pile: 'tableau-1', index: 3 })).toEqual({ pile: 'tableau-1', index: 0 });
    expect(settle(VIEW, { pile: 'waste', index: 4 })).toEqual({ pile: 'waste', index: -1 });
  });
});
