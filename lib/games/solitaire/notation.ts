/**
 * Steps in a compact text, for the stored history and the solver's line: 'd' a draw (or turning the
 * waste over), else the source and target piles' characters (piles.ts) and, for a run, its length:
 * 'w3' waste to column 3, '4h' column 4 to the hearts foundation, '254' four cards from column 2 to
 * column 5. Also the player's moves as steps and back. Safe for the browser.
 */
import { PILE_CHARS, pileIdOf, pileNumber } from './piles';
import { DRAW, type Step } from './rules';
import type { CardMove } from './moves';

export function stepText(step: Step): string {
  if (step.kind === 'draw') return 'd';
  return `${PILE_CHARS[step.from]}${PILE_CHARS[step.to]}${step.count > 1 ? step.count : ''}`;
}

const STEP_PATTERN = /^(?:d|([1-7wshdc])([1-7shdc])(1[0-3]|[2-9])?)$/;

/** A step from its text, or null (the piles may still not make a legal move: the rules judge that). */
export function parseStepText(text: string): Step | null {
  const match = STEP_PATTERN.exec(text);
  if (!match) return null;
  if (text === 'd') return DRAW;
  return { kind: 'move', from: PILE_CHARS.indexOf(match[1]!), to: PILE_CHARS.indexOf(match[2]!), count: match[3] ? Number(match[3]) : 1 };
}

/** The player's move for a step: what a client (or a browser test following a line) sends. */
export function moveOfStep(step: Step): { type: 'draw' } | CardMove {
  if (step.kind === 'draw') return { type: 'draw' };
  return { type: 'move', from: pileIdOf(step.from), to: pileIdOf(step.to), ...(step.count > 1 ? { count: step.count } : {}) };
}

export function stepOfMove(move: { type: 'draw' } | CardMove): Step {
  if (move.type === 'draw') return DRAW;
  return { kind: 'move', from: pileNumber(move.from), to: pileNumber(move.to), count: move.count ?? 1 };
}
