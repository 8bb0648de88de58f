/** Compact move lists: one letter per move, 'u' 'd' 'l' 'r'. */
import type { Direction } from './board';

const LETTER: Record<Direction, string> = { up: 'u', down: 'd', left: 'l', right: 'r' };
const DIRECTION: Record<string, Direction> = { u: 'up', d: 'down', l: 'left', r: 'right' };

/**
 * No game can be longer: every effective move adds at least 2 to the tile sum, which 16 cells of at
 * most 131072 bound. Callers (the server) should pass a tighter limit.
 */
export const MAX_MOVES = 1_048_576;

export function encodeMoves(moves: readonly Direction[]): string {
  return moves.map((m) => LETTER[m]).join('');
}

export function encodeMove(move: Direction): string {
  return LETTER[move];
}

export function isValidMoveString(value: unknown, maxLength = MAX_MOVES): value is string {
  return typeof value === 'string' && value.length <= maxLength && /^[udlr]*$/.test(value);
}

/** Null for anything but lower-case 'udlr' letters within maxLength. */
export function decodeMoves(text: string, maxLength = MAX_MOVES): Direction[] | null {
  if (!isValidMoveString(text, maxLength)) return null;
  return Array.from(text, (letter) => DIRECTION[letter] as Direction);
}
