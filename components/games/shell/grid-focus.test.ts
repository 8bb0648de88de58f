import { describe, expect, it } from 'vitest';
import { moveFocus } from './grid-focus';

describe('moving the focus on a grid', () => {
  it('moves one cell per arrow, stops at the edges, and jumps to the row ends with Home and End', () => {
    expect(moveFocus(0, 'ArrowUp', 6)).toBe(0);
    expect(moveFocus(0, 'ArrowLeft', 6)).toBe(0);
    expect(moveFocus(0, 'ArrowRight', 6)).toBe(1);
    expect(moveFocus(1, 'ArrowDown', 6)).toBe(7);
    expect(moveFocus(31, 'ArrowDown', 6)).toBe(31);
    expect(moveFocus(11, 'ArrowRight', 6)).toBe(11);
    expect(moveFocus(80, 'ArrowDown', 9)).toBe(80);
    expect(moveFocus(40, 'Home', 9)).toBe(36);
    expect(moveFocus(40, 'End', 9)).toBe(44);
    expect(moveFocus(5, 'x', 6)).toBe(5);
  });

  it('keeps the rows and columns of a board wider than tall', () => {
    expect(moveFocus(3, 'ArrowDown', 4, 2)).toBe(7);
    expect(moveFocus(7, 'ArrowDown', 4, 2)).toBe(7);
    expect(moveFocus(7, 'ArrowRight', 4, 2)).toBe(7);
    expect(moveFocus(6, 'Home', 4, 2)).toBe(4);
  });
});
