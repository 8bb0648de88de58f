/**
 * Hints that teach. A wrong digit comes first (it would spoil every deduction after it); otherwise
 * the easiest deduction from the candidates the placed digits leave (the player's notes are not
 * trusted). An elimination is followed through to the placement it leads to, so every hint ends
 * with a digit the player can write.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { CELL_COUNT, PEERS, UNITS, cellName, isGridText, parseGrid, unitName } from './grid';
import { nextStep } from './logical-solver';
import { givensIntact } from './moves';
import { applyStep, createState, type Step } from './solver-state';

/** Steps followed after an elimination before giving up on naming the placement. */
const MAX_FOLLOW_STEPS = 40;

function mistakeHint(grid: string, solution: string): PuzzleHint | null {
  const wrong: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (grid[cell] !== '.' && grid[cell] !== solution[cell]) wrong.push(cell);
  }
  if (!wrong.length) return null;
  // A wrong digit that clashes with another can be explained by that clash, so name one of those first.
  for (const cell of wrong) {
    const digit = grid[cell];
    const clash = (PEERS[cell] ?? []).find((peer) => grid[peer] === digit);
    if (clash === undefined) continue;
    const unit = UNITS.findIndex((u) => u.includes(cell) && u.includes(clash));
    return {
      technique: 'Mistake',
      message: `${cellName(cell)} is not ${digit}: ${unitName(unit)} already has ${digit} in ${cellName(clash)}`,
      cells: [cell, clash],
    };
  }
  const cell = wrong[0] ?? 0;
  return {
    technique: 'Mistake',
    message: `${cellName(cell)} is not ${grid[cell]}: check ${cellName(cell)}`,
    cells: [cell],
  };
}

function stepCells(step: Step): number[] {
  return [...step.cells, ...step.eliminations.map((e) => e.cell), ...(step.placement ? [step.placement.cell] : [])];
}

function deductionHint(grid: string, solution: string): PuzzleHint | null {
  const values = parseGrid(grid);
  if (!values) return null;
  const state = createState(values);
  const first = nextStep(state)?.step;
  if (!first) {
    // Beyond the solver's techniques (not a puzzle we serve): give one digit rather than nothing.
    const cell = values.findIndex((v) => v === 0);
    if (cell < 0) return null;
    return { technique: 'Reveal', message: `No known technique applies here: ${cellName(cell)} is ${solution[cell]}`, cells: [cell] };
  }
  if (first.placement) return { technique: first.technique, message: first.message, cells: stepCells(first) };

  // Follow the elimination to the placement it makes possible.
  const cells = new Set(stepCells(first));
  applyStep(state, first);
  const between: string[] = [];
  for (let i = 0; i < MAX_FOLLOW_STEPS; i++) {
    const next = nextStep(state)?.step;
    if (!next) break;
    if (next.placement) {
      cells.add(next.placement.cell);
      // When more eliminations are needed first, name them so the player knows what to look for.
      const then = between.length
        ? `Then, after ${between.length} more elimination${between.length === 1 ? '' : 's'} (${[...new Set(between)].join(', ')})`
        : 'Then';
      return { technique: first.technique, message: `${first.message}. ${then}: ${next.message}`, cells: [...cells] };
    }
    between.push(next.technique);
    applyStep(state, next);
  }
  return { technique: first.technique, message: first.message, cells: [...cells] };
}

/** The next step from this grid; null when it is solved or does not belong to the puzzle. */
export function sudokuHint(puzzle: string, grid: string, solution: string): PuzzleHint | null {
  if (!isGridText(solution) || !givensIntact(puzzle, grid) || grid === solution) return null;
  return mistakeHint(grid, solution) ?? deductionHint(grid, solution);
}
