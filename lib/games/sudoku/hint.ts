/**
 * Hints that teach. A wrong digit comes first (it would spoil every deduction after it); otherwise
 * the easiest deduction from the candidates the placed digits leave (the player's notes are not
 * trusted). An elimination is followed through to the placement it leads to, so every hint ends
 * with a digit the player can write.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { CELL_COUNT, PEERS, UNITS, capitalise, cellPlace, colOf, isGridText, parseGrid, placeName, rowOf, unitKind } from './grid';
import { countOf } from '../toolbox/text';
import { nextDeduction } from './logical-solver';
import { givensIntact } from './moves';
import { applyDeduction, createState, type CellDigit, type Deduction } from './solver-state';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Steps followed after an elimination before giving up on naming the placement. */
const MAX_FOLLOW_STEPS = 40;

/** The technique of the last resort: a digit given away when no technique applies (never on a served puzzle). */
export const FALLBACK_TECHNIQUE = 'Reveal';

/**
 * A hint with what it tells the player to do: the digit to write (null for a mistake to fix, or an
 * elimination whose placement lies beyond MAX_FOLLOW_STEPS).
 */
export type SudokuHintWithEffect = { readonly hint: PuzzleHint; readonly placement: CellDigit | null };

function mistakeHint(grid: string, solution: string): SudokuHintWithEffect | null {
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
    // The wrong one told apart from its twin by what differs between them (row or column).
    const which = unitKind(unit) !== 'row' && rowOf(cell) !== rowOf(clash) ? `row ${rowOf(cell) + 1}` : `column ${colOf(cell) + 1}`;
    const message = `${capitalise(placeName(unit))} has two ${digit}s: the one in ${which} is wrong`;
    return { hint: { technique: 'Mistake', message, cells: [cell, clash] }, placement: null };
  }
  const cell = wrong[0] ?? 0;
  return {
    hint: { technique: 'Mistake', message: `The ${grid[cell]} in ${cellPlace(cell)} is wrong: clear it`, cells: [cell] },
    placement: null,
  };
}

function deductionCells(step: Deduction): number[] {
  return [...step.cells, ...step.eliminations.map((e) => e.cell), ...(step.placement ? [step.placement.cell] : [])];
}

function deductionHint(grid: string, solution: string): SudokuHintWithEffect | null {
  const values = parseGrid(grid);
  if (!values) return null;
  const state = createState(values);
  const first = nextDeduction(state)?.step;
  if (!first) {
    // Beyond the solver's techniques (not a puzzle we serve): give one digit rather than nothing.
    const cell = values.findIndex((v) => v === 0);
    if (cell < 0) return null;
    const message = `No step we know of works here, so here is a digit: ${cellPlace(cell)} is ${solution[cell]}`;
    return { hint: { technique: FALLBACK_TECHNIQUE, message, cells: [cell] }, placement: { cell, digit: Number(solution[cell]) } };
  }
  if (first.placement)
    return { hint: { technique: first.technique, message: first.message, cells: deductionCells(first) }, placement: first.placement };

  // Follow the elimination to the placement it makes possible.
  const cells = new Set(deductionCells(first));
  applyDeduction(state, first);
  const between: string[] = [];
  for (let i = 0; i < MAX_FOLLOW_STEPS; i++) {
    const next = nextDeduction(state)?.step;
    if (!next) break;
    if (next.placement) {
      cells.add(next.placement.cell);
      // When more eliminations are needed first, say so: the highlighted cells alone do not show them.
      const then = between.length ? `Then, after ${countOf(between.length, 'more step')} of this kind,` : 'Then';
      const message = `${first.message}. ${then} ${lowerFirst(next.message)}`;
      return { hint: { technique: first.technique, message, cells: [...cells] }, placement: next.placement };
    }
    between.push(next.technique);
    applyDeduction(state, next);
  }
  return { hint: { technique: first.technique, message: first.message, cells: [...cells] }, placement: null };
}

/** The next step from this grid with its effect; null when it is solved or does not belong to the puzzle. */
export function findHintWithEffect(puzzle: string, grid: string, solution: string): SudokuHintWithEffect | null {
  if (!isGridText(solution) || !givensIntact(puzzle, grid) || grid === solution) return null;
  return mistakeHint(grid, solution) ?? deductionHint(grid, solution);
}

/** The next step from this grid, as the player is told it; null when it is solved or does not belong to the puzzle. */
export function findHint(puzzle: string, grid: string, solution: string): PuzzleHint | null {
  return findHintWithEffect(puzzle, grid, solution)?.hint ?? null;
}
