import { describe, expect, it } from 'vitest';
import { TECHNIQUE_LEVEL, type Deduction, type Technique } from './deductions';
import { formatGrid, parseGrid } from './format';
import { DIFFICULTIES } from './levels';
import { easiestDeduction, gradePuzzle, solveLogically, TECHNIQUES } from './solver';
import { findCompleteLines, findGaps, findOneLeft, findPairs } from './techniques-basic';
import { findLineComparisons, findLookAheads } from './techniques-advanced';

/** A grid whose first rows are given, the rest empty. */
function rows(size: number, ...given: string[]) {
  const all = [...given, ...Array(size - given.length).fill('.'.repeat(size))];
  return parseGrid(all.join('/'))!;
}

function run(technique: Technique, text: ReturnType<typeof rows>): Deduction[] {
  const out: Deduction[] = [];
  technique(text.cells, text.size, out);
  return out;
}

describe('easy: pairs', () => {
  it('two equal neighbours force the other symbol on both sides', () => {
    expect(run(findPairs, rows(6, '..00..'))).toEqual([
      {
        technique: 'pair',
        line: 0,
        set: [
          { cell: 1, value: 1 },
          { cell: 4, value: 1 },
        ],
        because: [2, 3],
        symbol: 0,
      },
    ]);
  });
  it('at the edge, and in columns', () => {
    expect(run(findPairs, rows(6, '11....'))[0]?.set).toEqual([{ cell: 2, value: 0 }]);
    const column = run(findPairs, rows(6, '......', '1.....', '1.....'));
    expect(column).toEqual([
      {
        technique: 'pair',
        line: 6,
        set: [
          { cell: 0, value: 0 },
          { cell: 18, value: 0 },
        ],
        because: [6, 12],
        symbol: 1,
      },
    ]);
  });
  it('nothing when the neighbours are filled or the cells differ', () => {
    expect(run(findPairs, rows(6, '0110..', '1.....'))).toEqual([]);
  });
});

describe('easy: gaps', () => {
  it('x . x forces the other symbol between', () => {
    expect(run(findGaps, rows(6, '1.1...'))).toEqual([
      { technique: 'gap', line: 0, set: [{ cell: 1, value: 0 }], because: [0, 2], symbol: 1 },
    ]);
    expect(run(findGaps, rows(6, '1.0...', '......'))).toEqual([]);
  });
});

describe('medium: complete line', () => {
  it('a line with its half of one symbol has the other everywhere else', () => {
    expect(run(findCompleteLines, rows(6, '1.1.1.'))).toEqual([
      {
        technique: 'complete-line',
        line: 0,
        set: [1, 3, 5].map((cell) => ({ cell, value: 0 })),
        because: [0, 2, 4],
        symbol: 1,
      },
    ]);
    expect(run(findCompleteLines, rows(6, '1.1.0.'))).toEqual([]);
  });
});

describe('medium: one left', () => {
  it('the last symbol must fall in the window that would otherwise be three of the other', () => {
    // Row needs one more 1; c5-c7 hold no 1, so it goes there and c2, c3 are 0.
    expect(run(findOneLeft, rows(8, '1..1...1'))).toEqual([
      {
        technique: 'one-left',
        line: 0,
        set: [
          { cell: 1, value: 0 },
          { cell: 2, value: 0 },
        ],
        because: [4, 5, 6],
        symbol: 1,
      },
    ]);
  });
  it('places the symbol when only one cell is left for it', () => {
    expect(run(findOneLeft, rows(6, '1.0..1'))[0]?.set).toEqual([
      { cell: 1, value: 0 },
      { cell: 3, value: 1 },
      { cell: 4, value: 0 },
    ]);
  });
  it('says nothing when the last symbol could go anywhere', () => {
    expect(run(findOneLeft, rows(6, '1..1..'))).toEqual([]);
  });
  it('finds what pairs and gaps cannot', () => {
    const grid = rows(8, '1..1...1');
    expect(run(findPairs, grid).filter((d) => d.line === 0)).toEqual([]);
    expect(run(findGaps, grid).filter((d) => d.line === 0)).toEqual([]);
  });
});

describe('hard: line comparison', () => {
  it('a line two cells from a completed one takes the other arrangement', () => {
    expect(run(findLineComparisons, rows(6, '101010', '1010..'))).toEqual([
      {
        technique: 'line-comparison',
        line: 1,
        set: [
          { cell: 10, value: 0 },
          { cell: 11, value: 1 },
        ],
        because: [0, 1, 2, 3, 4, 5],
        other: 0,
      },
    ]);
  });
  it('only against a matching completed line', () => {
    expect(run(findLineComparisons, rows(6, '100110', '1010..'))).toEqual([]);
    expect(run(findLineComparisons, rows(6, '10101.', '1010..'))).toEqual([]);
  });
});

describe('hard: look-ahead', () => {
  it('keeps what every valid arrangement of a nearly complete line agrees on', () => {
    // Row 1 needs one 1 in c1, c2 or c4: c2 would repeat row 0 (011001), so c2 is 0.
    const found = run(findLookAheads, rows(6, '011001', '..1.01'));
    expect(found.filter((d) => d.line === 1)).toEqual([
      { technique: 'look-ahead', line: 1, set: [{ cell: 7, value: 0 }], because: [8, 10, 11], ways: 2 },
    ]);
    // Without the completed row the same line tells nothing.
    expect(run(findLookAheads, rows(6, '......', '..1.01')).filter((d) => d.line === 1)).toEqual([]);
  });
  it('sees three-in-a-row consequences the simpler techniques miss', () => {
    const grid = rows(8, '.0..1..0');
    for (const level of ['easy', 'medium'] as const) {
      expect(TECHNIQUES[level].flatMap((t) => run(t, grid))).toEqual([]);
    }
    expect(run(findLookAheads, grid)).toEqual([
      { technique: 'look-ahead', line: 0, set: [{ cell: 0, value: 1 }], because: [1, 4, 7], ways: 3 },
    ]);
  });
  it('leaves lines with too many empty cells alone', () => {
    expect(run(findLookAheads, rows(8, '.0.....0'))).toEqual([]);
  });
});

describe('technique levels', () => {
  it('every technique is listed at the level the grading table gives it', () => {
    const grids = [
      rows(6, '..00..'),
      rows(6, '1.1...'),
      rows(6, '1.1.1.'),
      rows(8, '1..1...1'),
      rows(6, '101010', '1010..'),
      rows(8, '.0..1..0'),
    ];
    for (const level of DIFFICULTIES) {
      for (const technique of TECHNIQUES[level]) {
        const found = grids.flatMap((g) => run(technique, g));
        expect(found.length).toBeGreaterThan(0);
        for (const d of found) expect(TECHNIQUE_LEVEL[d.technique]).toBe(level);
      }
    }
  });
});

describe('solver and grade', () => {
  const SOLUTION = '110100/011010/100101/001101/110010/001011';
  const graded = {
    easy: '11..00/.1..../..0..1/00...1/...0../00..11',
    medium: '..0.../.1..../..0..1/.....1/..00../....11',
    hard: '..0..0/.1..../..0.../.0..../...01./....11',
  } as const;

  it.each(DIFFICULTIES)('grades a %s puzzle by the hardest level it needs', (level) => {
    const puzzle = parseGrid(graded[level])!;
    expect(gradePuzzle(puzzle)).toBe(level);
    const solved = solveLogically(puzzle);
    expect(formatGrid({ size: 6, cells: solved.cells })).toBe(SOLUTION);
    expect(solved.hardest).toBe(level);
    if (level !== 'easy') {
      const easier = DIFFICULTIES[DIFFICULTIES.indexOf(level) - 1]!;
      expect(solveLogically(puzzle, easier).solved).toBe(false);
    }
  });

  it('refuses puzzles that need guessing', () => {
    expect(gradePuzzle(rows(6))).toBeNull();
    expect(gradePuzzle(rows(6, '1.....'))).toBeNull();
  });

  it('reports contradictions instead of filling them in', () => {
    // The gap in row 1 makes r1c2 0, the pair in column 2 makes it 1.
    const result = solveLogically(rows(6, '1.1...', '.0....', '.0....'));
    expect(result.contradiction).toBe(true);
  });

  it('the easiest deduction comes from the easiest level available', () => {
    expect(easiestDeduction(rows(6, '1.1.1.', '..00..').cells, 6)?.technique).toBe('pair');
    expect(easiestDeduction(rows(8, '1..1...1').cells, 8)?.technique).toBe('one-left');
    expect(easiestDeduction(rows(6).cells, 6)).toBeNull();
  });
});
