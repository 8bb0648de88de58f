import { describe, expect, it } from 'vitest';
import { parseShape } from './format';
import { isAmericanStyle, isConnected, isSymmetric, runLengths, slotsOf, type GridShape } from './grid';

const shape = (grid: string): GridShape => parseShape(grid)!;
/** Each slot as 'A1 0,1,2' (direction letter, number, cells), the order slotsOf gives. */
const describeSlots = (grid: string) =>
  slotsOf(shape(grid)).map((s) => `${s.direction === 'across' ? 'A' : 'D'}${s.number} ${s.cells.join(',')}`);

describe('slotsOf numbers entries the standard way', () => {
  it('an open 3x3: three across, three down, numbers 1-5', () => {
    expect(describeSlots('.../.../...')).toEqual(['A1 0,1,2', 'A4 3,4,5', 'A5 6,7,8', 'D1 0,3,6', 'D2 1,4,7', 'D3 2,5,8']);
  });

  it('a mini with corner blocks: a cell starting both entries gets one number', () => {
    expect(describeSlots('#..../...../...../...../....#')).toEqual([
      'A1 1,2,3,4',
      'A5 5,6,7,8,9',
      'A6 10,11,12,13,14',
      'A7 15,16,17,18,19',
      'A8 20,21,22,23',
      'D1 1,6,11,16,21',
      'D2 2,7,12,17,22',
      'D3 3,8,13,18,23',
      'D4 4,9,14,19',
      'D5 5,10,15,20',
    ]);
  });

  it('a block in the middle starts new entries after it, and a lone white cell is no entry', () => {
    // Row 1 is '.#.': its two white cells are runs of one across, so only down entries pass them,
    // and the top right cell starts only a down entry (2), so the bottom row is 3 across.
    expect(describeSlots('.../.#./...')).toEqual(['A1 0,1,2', 'A3 6,7,8', 'D1 0,3,6', 'D2 2,5,8']);
  });

  it('numbers a 7x7 with inner blocks row by row', () => {
    const slots = slotsOf(shape('...#.../...#.../......./##...##/......./...#.../...#...'));
    const numbers = (direction: string) => slots.filter((s) => s.direction === direction).map((s) => s.number);
    expect(numbers('across')).toEqual([1, 4, 7, 8, 9, 11, 12, 16, 17, 18, 19]);
    expect(numbers('down')).toEqual([1, 2, 3, 4, 5, 6, 10, 12, 13, 14, 15]);
    expect(slots.find((s) => s.direction === 'down' && s.number === 10)!.cells).toEqual([17, 24, 31]);
  });
});

describe('pattern checks', () => {
  it('symmetry is by 180-degree rotation', () => {
    expect(isSymmetric(shape('#..../...../...../...../....#'))).toBe(true);
    expect(isSymmetric(shape('#..../...../...../...../#....'))).toBe(false);
  });

  it('run lengths count every run of white cells, single cells too', () => {
    expect(runLengths(shape('.../.#./...')).sort()).toEqual([1, 1, 1, 1, 3, 3, 3, 3]);
  });

  it('connectivity fails when blocks cut the white cells apart', () => {
    expect(isConnected(shape('.../###/...'))).toBe(false);
    expect(isConnected(shape('.../.#./...'))).toBe(true);
  });

  it('American style: symmetric, connected, every run at least 3', () => {
    expect(isAmericanStyle(shape('#..../...../...../...../....#'))).toBe(true);
    expect(isAmericanStyle(shape('.../.#./...'))).toBe(false); // runs of one
    expect(isAmericanStyle(shape('##.../...../...../...../...##'))).toBe(true);
    expect(isAmericanStyle(shape('.#.../...../...../...../...#.'))).toBe(false); // a run of one in row 0
  });
});
