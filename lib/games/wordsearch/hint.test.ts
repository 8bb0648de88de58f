import { describe, expect, it } from 'vitest';
import { findHint } from './hint';

// C A T S
// O X O Q
// W N G D
// K Y E V
const PUZZLE = 'CATS/OXOQ/WNGD/KYEV:CAT,COW,GOT,SON:Animals';
const SOLUTION = '0-2,0-8,10-2,3-9';

describe('hint', () => {
  it('names the first word not found yet and its first cell', () => {
    expect(findHint(PUZZLE, '0000', SOLUTION)).toEqual({
      technique: 'First letter',
      message: 'CAT starts at the circled C on the grid.',
      cells: [0],
    });
    expect(findHint(PUZZLE, '1100', SOLUTION)).toEqual({
      technique: 'First letter',
      message: 'GOT starts at the circled G on the grid.',
      cells: [10],
    });
    expect(findHint(PUZZLE, '1110', SOLUTION)?.message).toBe('SON starts at the circled S on the grid.');
  });

  it('has nothing when every word is found or a text is malformed', () => {
    expect(findHint(PUZZLE, '1111', SOLUTION)).toBeNull();
    expect(findHint(PUZZLE, '000', SOLUTION)).toBeNull();
    expect(findHint(PUZZLE, '0000', '0-2')).toBeNull();
    expect(findHint('nonsense', '0000', SOLUTION)).toBeNull();
  });
});
