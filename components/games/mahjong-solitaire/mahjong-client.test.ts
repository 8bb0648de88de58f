import { describe, expect, it } from 'vitest';
import { layoutById } from '@/lib/games/mahjong-solitaire/layouts';
import { boardSize, extentOf, fitTileWidth, helpWords, nextInDirection, parseReply, tileOrigin } from './mahjong-client';

const quick = layoutById('quick').positions;
const board = `quick:${'d1'.repeat(2)}${'..'.repeat(46)}`;

describe('the Mahjong view helpers', () => {
  it('reads a move reply, and nothing that is not one', () => {
    const reply = { started: true, board, freePairs: 0, noMovesLeft: false, canUndo: true, canRedo: false, shuffles: 2 };
    expect(parseReply(reply)).toMatchObject({ layout: 'quick', started: true, freePairs: 0, canUndo: true, shuffles: 2 });
    expect(parseReply(reply)!.tiles.filter((c) => c !== null)).toEqual(['d1', 'd1']);
    const bad = [
      null,
      'x',
      { ...reply, board: 'quick:d1' },
      { ...reply, board: `quick:${'d1'.repeat(3)}${'..'.repeat(45)}` },
      { ...reply, freePairs: -1 },
      { ...reply, canUndo: 'yes' },
      { ...reply, started: undefined },
    ];
    for (const value of bad) expect(parseReply(value), JSON.stringify(value)).toBeNull();
  });

  it('reads a play not dealt yet: the layout, no tile', () => {
    const reply = { started: false, board: 'quick:48', freePairs: 0, noMovesLeft: false, canUndo: false, canRedo: false, shuffles: 0 };
    expect(parseReply(reply)).toEqual({
      layout: 'quick',
      started: false,
      tiles: [],
      freePairs: 0,
      noMovesLeft: false,
      canUndo: false,
      canRedo: false,
      shuffles: 0,
    });
    for (const text of ['quick:47', 'quick', board, 'dragon:48']) expect(parseReply({ ...reply, board: text }), text).toBeNull();
  });

  it('says the help a result had as it was: hints and shuffles apart', () => {
    expect(helpWords(0, 0)).toBe('');
    expect(helpWords(1, 0)).toBe('a hint');
    expect(helpWords(0, 1)).toBe('a shuffle');
    expect(helpWords(1, 1)).toBe('a hint and a shuffle');
    expect(helpWords(2, 3)).toBe('2 hints and 3 shuffles');
  });

  it('fits the board to the box, the width or the height deciding, within the bounds', () => {
    const extent = extentOf(quick);
    expect(extent).toEqual({ columns: 6, rows: 6, layers: 3 });
    const phone = fitTileWidth(extent, { width: 360, height: 600 }, 20, 64);
    expect(boardSize(extent, phone).width).toBeLessThanOrEqual(360);
    expect(phone).toBeGreaterThan(50);
    const short = fitTileWidth(extent, { width: 1000, height: 300 }, 20, 64);
    expect(boardSize(extent, short).height).toBeLessThanOrEqual(300);
    expect(fitTileWidth(extent, { width: 2000, height: 2000 }, 20, 64)).toBe(64);
    expect(fitTileWidth(extent, { width: 50, height: 50 }, 20, 64)).toBe(20);
  });

  it('draws a higher layer up and to the left of the one below', () => {
    const extent = extentOf(quick);
    const top = quick.findIndex((p) => p.z === 2);
    const under = quick.findIndex((p) => p.z === 0 && p.x === quick[top]!.x && p.y === quick[top]!.y);
    const a = tileOrigin(quick[top]!, extent, 50);
    const b = tileOrigin(quick[under]!, extent, 50);
    expect(a.left).toBeLessThan(b.left);
    expect(a.top).toBeLessThan(b.top);
  });

  it('moves the focus with the arrows to the nearest tile that way, along the same row first', () => {
    const ground = quick.map((p, i) => ({ ...p, i })).filter((p) => p.z === 0);
    const at = (x: number, y: number) => ground.find((p) => p.x === x && p.y === y)!.i;
    const all = ground.map((p) => p.i);
    expect(nextInDirection(quick, all, at(4, 4), 'right')).toBe(at(6, 4));
    expect(nextInDirection(quick, all, at(4, 4), 'left')).toBe(at(2, 4));
    expect(nextInDirection(quick, all, at(4, 4), 'down')).toBe(at(4, 6));
    expect(nextInDirection(quick, all, at(4, 4), 'up')).toBe(at(4, 2));
    expect(nextInDirection(quick, [at(4, 4), at(10, 4)], at(4, 4), 'left')).toBeNull();
  });
});
