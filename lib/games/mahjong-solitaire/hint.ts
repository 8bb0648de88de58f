/**
 * The hint (server only: it reads the stored clearing order): a free matching pair, one that keeps
 * the board clearable where one is known. The order the board was last dealt with still clears it
 * while the player has only taken pairs of it (taking tiles never blocks others); once they paired
 * differently, the solver looks for a new clearing from the board as it stands.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import type { Pair } from './clearing';
import { freeMatchingPairs, replayProblem, tilesLeft } from './rules';
import { solveBoard } from './solver';
import type { CurrentBoard } from './state';
import { tileName, type TileCode } from './tiles';

/** An order that clears the board as it stands, or null when none is known (none exists, or the solver gave up). */
export function clearingOfBoard(board: CurrentBoard): Pair[] | null {
  const present = (place: number) => board.tiles[place] !== null;
  const stored = board.dealtOrder.filter(([a, b]) => present(a) && present(b));
  if (replayProblem(board.geometry, board.tiles, stored) === null) return stored;
  const solved = solveBoard(board.geometry, board.tiles, { guide: board.dealtOrder });
  return 'solution' in solved ? solved.solution : null;
}

function pairWords(a: TileCode, b: TileCode): string {
  if (a === b) return `the two ${tileName(a)} tiles`;
  const any = a[0] === 'f' ? 'any two flowers match' : 'any two seasons match';
  return `the ${tileName(a)} and the ${tileName(b)} (${any})`;
}

/** A free matching pair to take next, with a plain sentence; null when no pair is free. */
export function findHint(board: CurrentBoard): PuzzleHint | null {
  if (tilesLeft(board.tiles) === 0) return null;
  const clearing = clearingOfBoard(board);
  const codes = (pair: Pair) => [board.tiles[pair[0]]!, board.tiles[pair[1]]!] as const;
  if (clearing) {
    const pair = clearing[0]!;
    return {
      technique: 'Free pair',
      message: `Take ${pairWords(...codes(pair))}: every tile can still be cleared after it.`,
      cells: [...pair],
    };
  }
  const pair = freeMatchingPairs(board.geometry, board.tiles)[0];
  if (!pair) return null;
  return {
    technique: 'Free pair',
    message: `Take ${pairWords(...codes(pair))}. No way to clear every tile from here was found: undo or shuffle to get one.`,
    cells: [...pair],
  };
}
