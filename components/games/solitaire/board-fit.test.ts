import { describe, expect, it } from 'vitest';
import { boardHeight, boardSize, DOWN_CLOSEST, fanSteps, GRIP, GROWTH, LONGEST, MIN_WIDTH, RATIO, widthByHeight } from './board-fit';
import { cornerFont, type CardSize } from './playing-card';

const sizeOf = (width: number): CardSize => ({ width, height: Math.round(width * RATIO) });
const columnHeight = (size: CardSize, down: number, up: number, steps: { down: number; up: number }) =>
  size.height + down * steps.down + Math.max(0, up - 1) * steps.up;

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
      const size = sizeOf(widthByHeight(room, gap));
      const tableau = room - size.height - 2 * gap;
      const up = 1 + GROWTH;
      const steps = fanSteps(size, 6, up, tableau);
      expect(columnHeight(size, 6, up, steps)).toBeLessThanOrEqual(tableau);
      // Their whole corner shows.
      expect(steps.up).toBeGreaterThanOrEqual(cornerFont(size.width) + 3);
    }
  });

  it('gives cards wider than the old budget of 4.2 card heights on a laptop', () => {
    // 1280x800: about 456 px left under the board's top.
    expect(widthByHeight(456, 8)).toBeGreaterThan(Math.floor(456 / (4.2 * RATIO)));
  });
});

describe('a long column', () => {
  // 1280x800 as the page lays it out: a 718 px board with 400 px under its top (measured), 84 px cards.
  it('on a 1280x800 laptop: every column a deal can reach stays within the height the columns get', () => {
    const { card, tableauHeight } = boardSize(718, 400);
    expect(card.width).toBe(84);
    for (let down = 0; down <= LONGEST.down; down++) {
      for (let up = 1; up <= LONGEST.up; up++) {
        const steps = fanSteps(card, down, up, tableauHeight);
        expect(columnHeight(card, down, up, steps), `${down} down, ${up} up`).toBeLessThanOrEqual(tableauHeight);
      }
    }
  });

  it('stays on the screen for any board the page sizes (a phone to a wide screen), each card a strip wide enough to pick up', () => {
    for (const width of [358, 718, 1200]) {
      for (let room = 240; room <= 1000; room += 7) {
        const { card, gap, tableauHeight } = boardSize(width, room);
        // Smaller than the smallest card: only there may the page scroll.
        if (widthByHeight(room, gap) < MIN_WIDTH) continue;
        const at = `board ${width} px, room ${room}`;
        expect(card.height + 2 * gap + tableauHeight, at).toBeLessThanOrEqual(room);
        const steps = fanSteps(card, LONGEST.down, LONGEST.up, tableauHeight);
        expect(columnHeight(card, LONGEST.down, LONGEST.up, steps), at).toBeLessThanOrEqual(tableauHeight);
        expect(steps.up, at).toBeGreaterThanOrEqual(GRIP);
        expect(steps.down, at).toBeGreaterThanOrEqual(DOWN_CLOSEST);
      }
    }
  });

  it('closes its face-up cards to their corner before the backs, and the backs before the face-up cards go under the corner', () => {
    const size = sizeOf(84);
    const corner = cornerFont(84) + 3;
    const full = fanSteps(size, 6, 1, 1000);
    // Room for the corners with the backs at their full step: only the face-up cards close up.
    const cornersFit = fanSteps(size, 6, 10, size.height + 6 * full.down + 9 * corner);
    expect(cornersFit).toEqual({ down: full.down, up: corner });
    // A few px less: the backs close up first, the corners still show.
    const backsClose = fanSteps(size, 6, 10, size.height + 6 * full.down + 9 * corner - 12);
    expect(backsClose.up).toBe(corner);
    expect(backsClose.down).toBeLessThan(full.down);
    // Less than the backs at their closest leave: the face-up cards go under their corner.
    const strips = fanSteps(size, 6, 10, size.height + 6 * DOWN_CLOSEST + 9 * 15);
    expect(strips).toEqual({ down: DOWN_CLOSEST, up: 15 });
  });
});
