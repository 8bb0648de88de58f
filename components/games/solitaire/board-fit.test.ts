import { describe, expect, it } from 'vitest';
import { fanSteps } from './solitaire-board';
import { boardHeight, GROWTH, RATIO, widthByHeight } from './board-fit';

describe('the card size that fits the height', () => {
  it('is the widest card whose board (top row, deepest deal, room to grow) fits the room', () => {
    for (const room of [240, 300, 456, 600, 900]) {
      for (const gap of [4, 8]) {
        const width = widthByHeight(room, gap);
        expect(boardHeight(width, gap)).toBeLessThanOrEqual(room);
        expect(boardHeight(width + 1, gap)).toBeGreaterThan(room);
      }
    }
  });

  it('fits the deepest dealt column and more face-up cards at the fan the board draws, in the height left under the top row', () => {
    for (const room of [300, 456, 700]) {
      const gap = 8;
      const width = widthByHeight(room, gap);
      const size = { width, height: Math.round(width * RATIO) };
      const tableau = room - size.height - 2 * gap;
      const up = 1 + GROWTH;
      const steps = fanSteps(size, 6, up, tableau);
      expect(size.height + 6 * steps.down + (up - 1) * steps.up).toBeLessThanOrEqual(tableau);
    }
  });

  it('gives cards wider than the old budget of 4.2 card heights on a laptop', () => {
    // 1280x800: about 456 px left under the board's top.
    expect(widthByHeight(456, 8)).toBeGreaterThan(Math.floor(456 / (4.2 * RATIO)));
  });
});
