/**
 * The rules of Klondike on a mutable position: what a step may do (with the sentence a player reads
 * when it may not), doing it, and taking it back. The engine and the solver share these, so a line
 * the solver finds is one the engine plays.
 */
import { KING, buildsOn, cardName, isRed, rankOf, suitOf, SUIT_NAMES, type Card } from './cards';
import { columnTop, faceUpCount, fitsFoundation, foundationTop, nextCut, type Position } from './position';
import { FOUNDATION, PILE_IDS, WASTE, isFoundation, isTableau } from './piles';

/** One draw (or turning the waste over), or `count` cards from one pile to another. */
export type Step =
  { readonly kind: 'draw' } | { readonly kind: 'move'; readonly from: number; readonly to: number; readonly count: number };

/** What taking a step back needs: the step, whether it turned a card up, the cut before, its points. */
export type StepRecord = { readonly step: Step; readonly turned: boolean; readonly cut: number; readonly points: number };

export const DRAW: Step = { kind: 'draw' };

/** Standard (Windows) scoring. */
export const POINTS = {
  wasteToTableau: 5,
  toFoundation: 10,
  turnOver: 5,
  foundationToTableau: -15,
  /** Turning the waste over in Draw 1 (none in Draw 3). */
  recycleDrawOne: -100,
} as const;

const pileName = (pile: number): string =>
  isTableau(pile) ? `column ${pile + 1}` : pile === WASTE ? 'the waste' : `the ${SUIT_NAMES[pile - FOUNDATION]} foundation`;
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const rankWord = (rank: number) => ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'][rank]!;

/** The cards a step would move, bottom first (empty when the pile has none). */
export function movingCards(position: Position, from: number, count: number): Card[] {
  if (isTableau(from)) return position.columns[from]!.slice(-count);
  if (from === WASTE) return position.cut > 0 ? [position.talon[position.cut - 1]!] : [];
  const top = foundationTop(position, from - FOUNDATION);
  return top === undefined ? [] : [top];
}

function sourceRefusal(position: Position, from: number, count: number): string | null {
  if (!isTableau(from) && count !== 1) return `Only one card at a time moves from ${pileName(from)}.`;
  if (movingCards(position, from, 1).length === 0) return `${capitalised(pileName(from))} is empty.`;
  if (isTableau(from)) {
    const column = position.columns[from]!;
    if (count > column.length) return `Column ${from + 1} has only ${column.length} card${column.length === 1 ? '' : 's'}.`;
    if (count > faceUpCount(position, from)) return 'Face-down cards cannot be moved.';
  }
  return null;
}

function targetRefusal(position: Position, head: Card, count: number, to: number): string | null {
  if (isFoundation(to)) {
    if (count !== 1) return 'Cards go onto a foundation one at a time.';
    const suit = to - FOUNDATION;
    if (suitOf(head) !== suit)
      return `The ${cardName(head)} goes on the ${SUIT_NAMES[suitOf(head)]} foundation, not the ${SUIT_NAMES[suit]}.`;
    if (!fitsFoundation(position, head)) {
      const height = position.foundations[suit]!;
      if (height >= rankOf(head)) return `The ${cardName(head)} is already there.`;
      return `The ${cardName(head)} cannot go up yet: the ${rankWord(rankOf(head) - 1)} of ${SUIT_NAMES[suit]} must be there first.`;
    }
    return null;
  }
  const base = columnTop(position, to);
  if (base === undefined) return rankOf(head) === KING ? null : 'Only a King, or a run headed by a King, can go to an empty column.';
  if (buildsOn(head, base)) return null;
  if (rankOf(head) === KING) return 'A King can go only to an empty column.';
  return `The ${cardName(head)} goes only on a ${isRed(head) ? 'black' : 'red'} ${rankWord(rankOf(head) + 1)}, not on the ${cardName(base)}.`;
}

/** Why a step is not allowed here, or null when it is. */
export function refusalOf(position: Position, step: Step): string | null {
  if (step.kind === 'draw') return position.talon.length === 0 ? 'The stock and the waste are empty: there is nothing to draw.' : null;
  const { from, to, count } = step;
  if (from === to) return 'A move needs two different piles.';
  if (to === WASTE) return 'Cards reach the waste only by drawing from the stock.';
  if (isFoundation(from) && !isTableau(to)) return 'A card leaves a foundation only for the tableau.';
  const source = sourceRefusal(position, from, count);
  if (source) return source;
  return targetRefusal(position, movingCards(position, from, count)[0]!, count, to);
}

function take(position: Position, from: number, count: number): Card[] {
  if (isTableau(from)) return position.columns[from]!.splice(-count, count);
  if (from === WASTE) {
    position.cut -= 1;
    return position.talon.splice(position.cut, 1);
  }
  const suit = from - FOUNDATION;
  position.foundations[suit]! -= 1;
  return [suit * 13 + position.foundations[suit]!];
}

function put(position: Position, to: number, cards: readonly Card[]): void {
  if (isTableau(to)) position.columns[to]!.push(...cards);
  else if (to === WASTE) {
    position.talon.splice(position.cut, 0, cards[0]!);
    position.cut += 1;
  } else position.foundations[to - FOUNDATION]! += 1;
}

function pointsOf(position: Position, step: Step, turned: boolean, recycled: boolean): number {
  if (step.kind === 'draw') return recycled && position.drawCount === 1 ? POINTS.recycleDrawOne : 0;
  let points = turned ? POINTS.turnOver : 0;
  if (isFoundation(step.to)) points += POINTS.toFoundation;
  else if (step.from === WASTE) points += POINTS.wasteToTableau;
  else if (isFoundation(step.from)) points += POINTS.foundationToTableau;
  return points;
}

/**
 * Plays a step the rules allow (check with refusalOf first: this does not). A column left with
 * only face-down cards turns its top one up.
 */
export function applyStep(position: Position, step: Step): StepRecord {
  const cut = position.cut;
  if (step.kind === 'draw') {
    const recycled = cut === position.talon.length;
    position.cut = nextCut(position);
    return { step, turned: false, cut, points: pointsOf(position, step, false, recycled) };
  }
  put(position, step.to, take(position, step.from, step.count));
  let turned = false;
  if (isTableau(step.from)) {
    const down = position.down[step.from]!;
    if (down > 0 && position.columns[step.from]!.length === down) {
      position.down[step.from] = down - 1;
      turned = true;
    }
  }
  return { step, turned, cut, points: pointsOf(position, step, turned, false) };
}

/** Takes back the last step played (its record from applyStep). */
export function undoStep(position: Position, record: StepRecord): void {
  const { step } = record;
  if (step.kind === 'draw') {
    position.cut = record.cut;
    return;
  }
  if (record.turned) position.down[step.from]! += 1;
  put(position, step.from, take(position, step.to, step.count));
}

/** Every step the rules allow here (a draw, then card moves by source, target and length). */
export function legalSteps(position: Position): Step[] {
  const steps: Step[] = refusalOf(position, DRAW) === null ? [DRAW] : [];
  for (let from = 0; from < PILE_IDS.length; from++) {
    const most = isTableau(from) ? position.columns[from]!.length - position.down[from]! : 1;
    for (let to = 0; to < PILE_IDS.length; to++) {
      for (let count = 1; count <= most; count++) {
        const step: Step = { kind: 'move', from, to, count };
        if (refusalOf(position, step) === null) steps.push(step);
      }
    }
  }
  return steps;
}
