/**
 * A useful legal move for the player: the next step of the proven line while the game still
 * follows it; else the first step of a line the solver finds from here within a small cap; else
 * the first of the solver's moves that leads somewhere new (a best guess: a position the player
 * made unwinnable has no good move); else a draw. Off the line a hint never leads back to a
 * position the game has been in while any move leads somewhere new, so following hints does not go
 * round in circles. Worked out with everything the server knows, but it names only face-up cards
 * and piles (a draw is "Turn over cards from the stock"), so it reveals no hidden card. `cells` are the cards
 * concerned (0-51: suit * 13 + rank - 1): the card to move, and the card it goes onto when there
 * is one; none for a draw.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { countOf, ordinal } from '../toolbox/text';
import { cardName } from './cards';
import { deckOf, replayGame, type SolitaireState } from './game';
import { levelById } from './levels';
import { parseStepText } from './notation';
import { isFoundation } from './piles';
import { clonePosition, columnTop, dealPosition, isWon, stockCount, type Position } from './position';
import { DRAW, applyStep, movingCards, refusalOf, type Step } from './rules';
import { positionKey } from './position-memory';
import { solve } from './solver';
import { candidateMoves } from './solver-moves';

/** Positions the hint's search may visit: some 20 ms at most, on the request thread. */
export const HINT_STATE_CAP = 5_000;

/** The next step of the proof while the steps in effect are its beginning. */
function nextProofStep(state: SolitaireState): Step | null {
  if (state.steps.length >= state.proof.length) return null;
  for (let i = 0; i < state.steps.length; i++) if (state.steps[i] !== state.proof[i]) return null;
  return parseStepText(state.proof[state.steps.length]!);
}

/** Every position the game has been in before the one it is in now (replayed from the deal). */
function earlierPositions(state: SolitaireState): Position[] {
  const deck = deckOf(state.deal)!;
  const position = dealPosition(deck, levelById(state.level).drawCount);
  const earlier: Position[] = [];
  for (const text of state.steps) {
    earlier.push(clonePosition(position));
    applyStep(position, parseStepText(text)!);
  }
  return earlier;
}

/**
 * Off the proven line: the first step of a line found from here that never goes back to where the
 * game has been; else the first of the solver's moves that leads somewhere new. Either way,
 * following hints never goes round in circles.
 */
function offLineStep(state: SolitaireState, position: Position): Step | null {
  const earlier = earlierPositions(state);
  const line = solve(position, HINT_STATE_CAP, earlier).line;
  if (line && line.length > 0) return line[0]!;
  const seen = new Set([...earlier, position].map(positionKey));
  for (const { draws, step } of candidateMoves(position)) {
    const next = clonePosition(position);
    for (let i = 0; i < draws; i++) applyStep(next, DRAW);
    applyStep(next, step);
    if (!seen.has(positionKey(next))) return draws > 0 ? DRAW : step;
  }
  return null;
}

function usefulStep(state: SolitaireState, position: Position): Step | null {
  return nextProofStep(state) ?? offLineStep(state, position) ?? (refusalOf(position, DRAW) === null ? DRAW : null);
}

/** The hint for a step: a sentence naming face-up cards only. */
export function describeStep(position: Position, step: Step): PuzzleHint {
  if (step.kind === 'draw') {
    const message = stockCount(position) > 0 ? 'Turn over cards from the stock.' : 'Turn the waste over to start the stock again.';
    return { technique: 'Draw', message, cells: [] };
  }
  const head = movingCards(position, step.from, step.count)[0]!;
  const name = `the ${cardName(head)}${step.count > 1 ? ` and the ${countOf(step.count - 1, 'card')} on it` : ''}`;
  if (isFoundation(step.to)) return { technique: 'To the foundation', message: `Move ${name} to its foundation.`, cells: [head] };
  const base = columnTop(position, step.to);
  if (base === undefined)
    return { technique: 'Empty column', message: `Move ${name} to the ${ordinal(step.to + 1)} column, which is empty.`, cells: [head] };
  if (isFoundation(step.from))
    return { technique: 'From the foundation', message: `Take ${name} back down onto the ${cardName(base)}.`, cells: [head, base] };
  return { technique: 'Build', message: `Move ${name} onto the ${cardName(base)}.`, cells: [head, base] };
}

/** The step the hint suggests (legal from the game's position), or null when the game is over or nothing can move. */
export function hintStep(state: SolitaireState): Step | null {
  const replayed = replayGame(state);
  if (!replayed || isWon(replayed.position)) return null;
  const step = usefulStep(state, replayed.position);
  return step && refusalOf(replayed.position, step) === null ? step : null;
}

/** A useful legal move from the game's position, as a hint, or null when the game is over (or nothing at all can move). */
export function findHint(state: SolitaireState): PuzzleHint | null {
  const step = hintStep(state);
  return step && describeStep(replayGame(state)!.position, step);
}
