import { describe, expect, it } from 'vitest';
import { clampZoom, pinchZoom, scrollKeeping, TAP_PX, tapZoom, zoomIn, zoomOut } from './zoom-math';

describe('zooming a board too small to tap', () => {
  it('makes a 21 px tile a fingertip wide in one press of Zoom in, then goes on in steps up to the largest zoom', () => {
    const tap = tapZoom(21);
    const first = zoomIn(1, tap, 3);
    expect(Math.round(21 * first)).toBeGreaterThanOrEqual(TAP_PX);
    expect(first).toBeCloseTo(tap);
    const second = zoomIn(first, tap, 3);
    expect(second).toBeGreaterThan(first);
    let z = second;
    for (let i = 0; i < 10; i++) z = zoomIn(z, tap, 3);
    expect(z).toBe(3);
  });

  it('zooms out through the fingertip zoom back to the whole board, and never below it', () => {
    const tap = tapZoom(20);
    let z = 3;
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) seen.push((z = zoomOut(z, tap, 3)));
    expect(seen.some((s) => Math.abs(s - tap) < 1e-9)).toBe(true);
    expect(seen.at(-1)).toBe(1);
    expect(Math.min(...seen)).toBe(1);
    // From the fingertip zoom of a 20 px cell (1.6), one press shows the whole board.
    expect(zoomOut(tapZoom(20), tapZoom(20), 3)).toBe(1);
  });

  it('needs no zoom for targets already a fingertip wide', () => {
    expect(tapZoom(40)).toBe(1);
    expect(tapZoom(TAP_PX)).toBe(1);
    expect(clampZoom(0.5, 2)).toBe(1);
    expect(clampZoom(5, 2)).toBe(2);
  });

  it('keeps the point under the fingers in place as the board grows, within what the frame can scroll', () => {
    // The point 100 px into a 300 px frame, scrolled 50 px: 150 px into content 600 px wide; doubled, 300 px.
    expect(scrollKeeping(50, 100, 600, 1200, 300)).toBe(200);
    // Never past either edge.
    expect(scrollKeeping(0, 0, 600, 300, 300)).toBe(0);
    expect(scrollKeeping(500, 300, 800, 1600, 300)).toBe(1300);
  });

  it('follows a pinch: fingers twice as far apart double the zoom, within the limits', () => {
    expect(pinchZoom(1, 100, 200, 3)).toBe(2);
    expect(pinchZoom(2, 100, 50, 3)).toBe(1);
    expect(pinchZoom(1, 100, 50, 3)).toBe(1);
    expect(pinchZoom(2, 100, 400, 3)).toBe(3);
  });
});
