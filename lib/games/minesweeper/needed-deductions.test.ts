import { describe, expect, it } from 'vitest';
import { neededDeductions } from './needed-deductions';
import { drawnBoard } from './test-boards';

const needs = (rows: string[]) => {
  const board = drawnBoard(rows);
  return neededDeductions(board.size, board.mines, board.start);
};

describe('what a board needed (for the generation bench)', () => {
  it('counts each step after the first click and names the rules as hints do', () => {
    // The zero at S opens r1c2 (a zero too), which opens the 1 at r1c3, which finds the mine.
    expect(needs(['S..*'])).toEqual({ techniques: ['Count'], steps: 3 });
  });

  it('names the rule each hand-drawn board is known to need', () => {
    expect(needs(['**..S', '.....', '..*..'])?.techniques).toContain('Subset');
    expect(needs(['*.S..', '*...*', '.*.*.'])?.techniques).toContain('Overlap');
    expect(needs(['..*', '..S', '...', '...'])?.techniques).toContain('Mine count');
    expect(needs(['S..*'])?.techniques).not.toContain('Mine count');
  });

  it('is null for a board that needs a guess', () => {
    expect(needs(['S.*', '...'])).toBeNull();
  });
});
