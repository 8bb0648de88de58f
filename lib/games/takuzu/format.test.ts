import { describe, expect, it } from 'vitest';
import { cellName, UNFILLED, formatGrid, gridLines, lineName, parseBoard, parseGrid } from './format';
import { DAILY_LEVEL, DIFFICULTIES, LEVELS, SIZES, levelId, parseLevelId } from './levels';

describe('levels', () => {
  it('are every size crossed with every difficulty, labelled for people', () => {
    expect(LEVELS).toHaveLength(SIZES.length * DIFFICULTIES.length);
    expect(LEVELS.map((l) => l.id)).toContain('12-hard');
    expect(LEVELS.find((l) => l.id === '6-easy')?.label).toBe('6×6 Easy');
    expect(LEVELS.find((l) => l.id === '10-medium')?.label).toBe('10×10 Medium');
    expect(DAILY_LEVEL).toBe('8-medium');
  });

  it('split into size and difficulty and back', () => {
    for (const { id } of LEVELS) {
      const parsed = parseLevelId(id)!;
      expect(levelId(parsed.size, parsed.difficulty)).toBe(id);
    }
    expect(parseLevelId('8-medium')).toEqual({ size: 8, difficulty: 'medium' });
    for (const bad of ['7-easy', '8-expert', '8medium', '', '08-easy', '8-easy ']) expect(parseLevelId(bad)).toBeNull();
  });
});

describe('format', () => {
  const text = '1.0./.01./0..1/1...';

  it('round-trips rows joined by "/" with 0, 1 and .', () => {
    const grid = parseGrid(text)!;
    expect(grid.size).toBe(4);
    expect(Array.from(grid.cells.slice(0, 4))).toEqual([1, UNFILLED, 0, UNFILLED]);
    expect(grid.cells[6]).toBe(1); // row 2, column 3
    expect(formatGrid(grid)).toBe(text);
  });

  it('rejects ragged, non-square, odd or foreign text', () => {
    for (const bad of ['', '1./0', '10/01/10', '10/0', '1x/01', '10/01/', '..../..../..../...']) {
      expect(parseGrid(bad), bad).toBeNull();
    }
  });

  it('parseBoard accepts only the served sizes', () => {
    expect(parseBoard(text)).toBeNull(); // 4x4 is well formed but not served
    expect(parseBoard(Array(6).fill('......').join('/'))?.size).toBe(6);
  });

  it('names cells and lines 1-based, and lists rows then columns', () => {
    expect(cellName(8, 0)).toBe('r1c1');
    expect(cellName(8, 8 * 3 + 1)).toBe('r4c2');
    expect(lineName(6, 3)).toBe('Row 4');
    expect(lineName(6, 7)).toBe('Column 2');
    const lines = gridLines(4);
    expect(Array.from(lines[1]!)).toEqual([4, 5, 6, 7]);
    expect(Array.from(lines[5]!)).toEqual([1, 5, 9, 13]);
  });
});
