/**
 * The moves the solver tries from a position, best first, and the ones it never needs to try. A
 * talon card is played in one go with the draws that bring it to the top of the waste ({ draws,
 * step }), so the search never branches on bare draws. What is left out is pointless: moving a
 * whole run that turns nothing up (unless it empties a column a King waits for), splitting a run
 * unless that frees a card for its foundation, and taking a card back down from a foundation unless
 * something waits to go on it. The visited states stop back-and-forth.
 */
import { KING, type Card } from './cards';
import { type Position } from './position';
import { COLUMNS, FOUNDATION, WASTE } from './piles';
import type { Step } from './rules';

// The card arithmetic of cards.ts and position.ts, repeated here because the search calls it
// millions of times per deal, and calls into other modules cost several times more under the test
// runner's module transform (and some bundlers').
const rankOf = (card: Card): number => (card % 13) + 1;
const suitOf = (card: Card): number => (card / 13) | 0;
const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;
const isRed = (card: Card): boolean => isRedSuit(suitOf(card));
const fitsFoundation = (position: Position, card: Card): boolean => position.foundations[suitOf(card)] === rankOf(card) - 1;
const foundationOfSuit = (suit: number): number => FOUNDATION + suit;
const nextCut = (position: Position, cut: number): number =>
  cut === position.talon.length ? 0 : Math.min(cut + position.drawCount, position.talon.length);
const columnTop = (position: Position, column: number): Card | undefined => position.columns[column]!.at(-1);

/** Draw `draws` times (turning the waste over when the stock is empty), then play the step. */
export type Candidate = { readonly draws: number; readonly step: Step };

/**
 * Visits the talon cards that can come to the top of the waste, each with the draws that bring it
 * there (0 for the waste's top now), fewest first. Drawing cycles through the cut's positions; once
 * a position repeats, the rest repeats too.
 */
export function forEachReachable(position: Position, visit: (draws: number, card: Card) => void): void {
  const n = position.talon.length;
  if (n === 0) return;
  const seen = new Uint8Array(n + 1);
  let cut = position.cut;
  for (let draws = 0; !seen[cut]; draws++) {
    seen[cut] = 1;
    if (cut > 0) visit(draws, position.talon[cut - 1]!);
    cut = nextCut(position, cut);
  }
}

/** The talon cards that can come to the top of the waste, with their draws (forEachReachable). */
export function reachableTalon(position: Position): { draws: number; card: Card }[] {
  const reached: { draws: number; card: Card }[] = [];
  forEachReachable(position, (draws, card) => reached.push({ draws, card }));
  return reached;
}

/**
 * A card that can go to its foundation with no loss: nothing will ever need to be built on it,
 * since both cards of the other colour one rank lower are up already (and the cards that could
 * need those are too). Aces and twos always are.
 */
export function isSafeToFoundation(position: Position, card: Card): boolean {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  const red = isRed(card);
  const suit = suitOf(card);
  for (let s = 0; s < 4; s++) {
    if (s === suit) continue;
    const sameColour = (s === 1 || s === 2) === red;
    if (position.foundations[s]! < (sameColour ? rank - 2 : rank - 1)) return false;
  }
  return true;
}

/** A safe step to a foundation from a column's top or the waste's top, if there is one. */
export function safeFoundationStep(position: Position): Step | null {
  const safe = (card: Card | undefined): card is Card =>
    card !== undefined && fitsFoundation(position, card) && isSafeToFoundation(position, card);
  for (let c = 0; c < COLUMNS; c++) {
    const top = columnTop(position, c);
    if (safe(top)) return { kind: 'move', from: c, to: foundationOfSuit(suitOf(top)), count: 1 };
  }
  const waste = position.cut > 0 ? position.talon[position.cut - 1] : undefined;
  return safe(waste) ? { kind: 'move', from: WASTE, to: foundationOfSuit(suitOf(waste)), count: 1 } : null;
}

/** Which column each card tops (-1: none), set for one position at a time by candidateMoves. */
const topColumn = new Int8Array(52).fill(-1);
let firstEmptyColumn = -1;

/**
 * Adds a move of `count` cards headed by `head` to each column whose top it builds on (at most two:
 * the two cards one rank higher in the other colour), or for a King to the first empty column (one
 * is as good as another). Reads the tops candidateMoves has set. Whether it added any.
 */
function addTableauTargets(out: Candidate[], head: Card, from: number, count: number, draws: number): boolean {
  const rank = rankOf(head);
  if (rank === KING) {
    if (firstEmptyColumn < 0) return false;
    out.push(move(from, firstEmptyColumn, count, draws));
    return true;
  }
  // The two bases one rank higher: spades and clubs for a red card, hearts and diamonds for a black one.
  const [s1, s2] = isRed(head) ? [0, 3] : [1, 2];
  const c1 = topColumn[s1 * 13 + rank]!;
  const c2 = topColumn[s2 * 13 + rank]!;
  const first = c1 >= 0 && c1 !== from ? c1 : -1;
  const second = c2 >= 0 && c2 !== from ? c2 : -1;
  if (first >= 0 && second >= 0) {
    out.push(move(from, Math.min(first, second), count, draws), move(from, Math.max(first, second), count, draws));
    return true;
  }
  const only = Math.max(first, second);
  if (only >= 0) out.push(move(from, only, count, draws));
  return only >= 0;
}

/** Whether a King could use an empty column: one in the talon, or face up on top of other cards. */
function kingWaiting(position: Position): boolean {
  for (const card of position.talon) if (rankOf(card) === KING) return true;
  for (let c = 0; c < COLUMNS; c++) {
    const column = position.columns[c]!;
    for (let i = Math.max(1, position.down[c]!); i < column.length; i++) if (rankOf(column[i]!) === KING) return true;
  }
  return false;
}

/** Whether a card of this rank and colour is free to be built somewhere: in the talon or face up in the tableau. */
function freeCard(position: Position, rank: number, red: boolean): boolean {
  for (let suit = 0; suit < 4; suit++) {
    if (isRedSuit(suit) !== red || position.foundations[suit]! >= rank) continue;
    const card = suit * 13 + rank - 1;
    if (position.talon.includes(card)) return true;
    for (let c = 0; c < COLUMNS; c++) if (position.columns[c]!.indexOf(card, position.down[c]!) >= 0) return true;
  }
  return false;
}

const move = (from: number, to: number, count: number, draws = 0): Candidate => ({ draws, step: { kind: 'move', from, to, count } });

/** The solver's moves from a position, best first (see the file's comment for what is left out). */
export function candidateMoves(position: Position): Candidate[] {
  firstEmptyColumn = -1;
  for (let c = COLUMNS - 1; c >= 0; c--) {
    const column = position.columns[c]!;
    if (column.length === 0) firstEmptyColumn = c;
    else topColumn[column[column.length - 1]!] = c;
  }
  try {
    return movesFromTops(position);
  } finally {
    for (const column of position.columns) if (column.length > 0) topColumn[column[column.length - 1]!] = -1;
  }
}

function movesFromTops(position: Position): Candidate[] {
  const toFoundation: Candidate[] = [];
  const turning: Candidate[] = [];
  const turningDown: number[] = [];
  const fromTalon: Candidate[] = [];
  const rest: Candidate[] = [];
  let kingWaits: boolean | undefined;

  for (let c = 0; c < COLUMNS; c++) {
    const column = position.columns[c]!;
    if (column.length === 0) continue;
    const top = column[column.length - 1]!;
    const down = position.down[c]!;
    if (fitsFoundation(position, top)) toFoundation.push(move(c, foundationOfSuit(suitOf(top)), 1));
    const head = column[down]!;
    if (down > 0) {
      const before = turning.length;
      addTableauTargets(turning, head, c, column.length - down, 0);
      for (let i = before; i < turning.length; i++) turningDown.push(down);
    } else if (rankOf(head) !== KING && (kingWaits ??= kingWaiting(position))) {
      // Emptying a column is worth it only for a King to fill it (a King at the bottom stays).
      addTableauTargets(rest, head, c, column.length, 0);
    }
    // Splitting a run: only to free the card under it for its foundation.
    for (let i = down + 1; i < column.length; i++) {
      if (fitsFoundation(position, column[i - 1]!)) addTableauTargets(rest, column[i]!, c, column.length - i, 0);
    }
  }
  forEachReachable(position, (draws, card) => {
    if (fitsFoundation(position, card)) toFoundation.push(move(WASTE, foundationOfSuit(suitOf(card)), 1, draws));
    addTableauTargets(fromTalon, card, WASTE, 1, draws);
  });
  for (let suit = 0; suit < 4; suit++) {
    const height = position.foundations[suit]!;
    if (height < 2) continue;
    const card = suit * 13 + height - 1;
    const targets: Candidate[] = [];
    if (addTableauTargets(targets, card, FOUNDATION + suit, 1, 0) && freeCard(position, height - 1, !isRed(card))) rest.push(...targets);
  }
  // Moves that turn a card: the columns with the most face-down cards first (a stable sort by that).
  const order = turning.map((_, i) => i).sort((x, y) => turningDown[y]! - turningDown[x]! || x - y);
  return [...toFoundation, ...order.map((i) => turning[i]!), ...fromTalon, ...rest];
}
