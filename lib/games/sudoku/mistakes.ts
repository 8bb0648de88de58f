/**
 * "Show mistakes": which digits the player wrote differ from the solution. Server side only (it
 * reads the solution); the answer names wrong cells and nothing else, never a right digit.
 */
import { CELL_COUNT, isGridText } from './grid';
import { givensIntact } from './moves';

/** The cells holding a digit that is not the solution's, in order; empty cells and givens never. */
export function sudokuMistakes(puzzle: string, grid: string, solution: string): number[] {
  if (!givensIntact(puzzle, grid) || !isGridText(solution)) return [];
  const wrong: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (puzzle[cell] === '.' && grid[cell] !== '.' && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  return wrong;
}
