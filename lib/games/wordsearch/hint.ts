/**
 * The hint: where a word not found yet starts. The player sees the word list anyway, so naming the
 * word gives nothing more away than its first cell. Server-side: it reads the solution.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { parseWordsearch } from './format';
import { isFoundState } from './moves';
import { parsePlaces } from './solution';

/** The first word in list order not found yet; null when all are found or a text is malformed. */
export function findHint(puzzleText: string, found: string, solution: string): PuzzleHint | null {
  const puzzle = parseWordsearch(puzzleText);
  const places = parsePlaces(solution);
  if (!puzzle || !places || places.length !== puzzle.words.length || !isFoundState(puzzle, found)) return null;
  const index = found.indexOf('0');
  if (index < 0) return null;
  const start = places[index]!.from;
  // The board rings the cell (cells); the words say which letter to look for.
  return {
    technique: 'First letter',
    message: `${puzzle.words[index]} starts at the circled ${puzzle.letters[start]} on the grid.`,
    cells: [start],
  };
}
