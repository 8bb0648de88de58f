import { describe, expect, it } from 'vitest';
import { directionFromDelta, directionFromKey } from './input';

describe('directionFromDelta', () => {
  it('needs more than 30 px on the larger axis', () => {
    expect(directionFromDelta(30, 0)).toBeNull();
    expect(directionFromDelta(-30, 29)).toBeNull();
    expect(directionFromDelta(31, 0)).toBe('right');
    expect(directionFromDelta(0, -31)).toBe('up');
    expect(directionFromDelta(10, 10, 5)).toBe('down');
  });

  it('lets the larger axis pick the direction', () => {
    expect(directionFromDelta(-80, 40)).toBe('left');
    expect(directionFromDelta(80, -40)).toBe('right');
    expect(directionFromDelta(40, 80)).toBe('down');
    expect(directionFromDelta(-40, -80)).toBe('up');
  });

  it('ignores non-finite deltas', () => {
    expect(directionFromDelta(Number.NaN, 100)).toBeNull();
    expect(directionFromDelta(Infinity, 0)).toBeNull();
  });
});

describe('directionFromKey', () => {
  it('maps arrow keys and WASD in either case', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map(directionFromKey)).toEqual(['up', 'down', 'left', 'right']);
    expect(['w', 'a', 's', 'd', 'W', 'A', 'S', 'D'].map(directionFromKey)).toEqual([
      'up',
      'left',
      'down',
      'right',
      'up',
      'left',
      'down',
      'right',
    ]);
  });

  it('ignores other keys', () => {
    expect(['Enter', ' ', 'x', 'toString', 'constructor', ''].map(directionFromKey)).toEqual(Array(6).fill(null));
  });
});
