import { describe, expect, it } from 'vitest';
import { formatGrid, parseGrid } from './grid';
import { gradePuzzle, nextDeduction, solveLogically } from './logical-solver';
import { levelRank } from './levels';
import { TECHNIQUES } from './techniques';
import { stateWith } from './test-positions';
import { EASY_PUZZLE, EASY_SOLUTION, GUESSING_PUZZLE } from './test-puzzles';

describe('logical solver and grader', () => {
  it('solves a singles puzzle and grades it easy', () => {
    const result = solveLogically(parseGrid(EASY_PUZZLE) ?? []);
    expect(result.solved).toBe(true);
    expect(formatGrid(result.state.values)).toBe(EASY_SOLUTION);
    expect(gradePuzzle(EASY_PUZZLE)).toBe('easy');
  });

  it('refuses a puzzle that needs guessing, an empty grid and a malformed one', () => {
    expect(gradePuzzle(GUESSING_PUZZLE)).toBeNull();
    expect(gradePuzzle('.'.repeat(81))).toBeNull();
    expect(gradePuzzle(`55${'.'.repeat(79)}`)).toBeNull();
    expect(gradePuzzle('nope')).toBeNull();
  });

  it('tries techniques from the easiest level up', () => {
    const ranks = TECHNIQUES.map((t) => levelRank(t.level));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(TECHNIQUES.map((t) => t.name)).toEqual([
      'Hidden single',
      'Naked single',
      'Pointing',
      'Claiming',
      'Naked pair',
      'Hidden pair',
      'Naked triple',
      'Hidden triple',
      'X-Wing',
      'XY-Wing',
      'Swordfish',
      'W-Wing',
      'Simple colouring',
      'XY-chain',
    ]);
  });

  it('gives a single first even when an X-Wing is on the board', () => {
    const position = stateWith({ r2c3: '14', r2c8: '24', r7c3: '34', r7c8: '45', r5c3: '46', r9c8: '47' });
    expect(nextDeduction(position)?.level).toBe('easy');
    expect(nextDeduction(position, 'easy')?.step.technique).toBe('Hidden single');
  });

  it('never steps past the level it is limited to', () => {
    const result = solveLogically(parseGrid(GUESSING_PUZZLE) ?? [], { maxLevel: 'easy', recordSteps: true });
    expect(result.solved).toBe(false);
    expect(result.steps.every((s) => s.technique.endsWith('single'))).toBe(true);
  });

  it('every step on the easy puzzle agrees with the solution', () => {
    const { steps } = solveLogically(parseGrid(EASY_PUZZLE) ?? [], { recordSteps: true });
    for (const step of steps) {
      if (step.placement) expect(String(step.placement.digit)).toBe(EASY_SOLUTION[step.placement.cell]);
    }
  });
});
