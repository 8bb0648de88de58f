import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { cardCode } from './cards';
import { proofMoves, engine } from './engine';
import { replayGame, type SolitaireState } from './game';
import { boardOfPosition, boardText, parseBoardText } from './view';
import { positionOf } from './test-deals';

describe('the public text', () => {
  it('writes the draw count, the columns (# per face-down card), the stock and waste counts, the visible waste and the foundations', () => {
    const position = positionOf({
      drawCount: 3,
      columns: ['', 'Qs|Jh Tc', 'Kd 2c 3c|9h', '', '', '', ''],
      talon: '4s 5s 6s 7s|8s 9s',
      foundations: [3, 0, 1, 13],
    });
    expect(boardText(boardOfPosition(position))).toBe('3:/#JhTc/###9h////:2:4:5s6s7s:3-AK');
    expect(boardText(boardOfPosition({ ...position, drawCount: 1 }))).toBe('1:/#JhTc/###9h////:2:4:7s:3-AK');
  });

  it('reads back every board of a game as it is played, and is the puzzle at the start', () => {
    for (const level of ['draw-1', 'draw-3'] as const) {
      const { puzzle, state } = engine.newGame(level, createSeededRandom(`view ${level}`));
      expect(boardText(boardOfPosition(replayGame(state)!.position))).toBe(puzzle);
      let current: SolitaireState = state;
      for (const move of proofMoves(state)) {
        const board = boardOfPosition(replayGame(current)!.position);
        expect(parseBoardText(boardText(board))).toEqual(board);
        const applied = engine.applyMove(current, move);
        if (!applied || isRefusedMove(applied)) throw new Error('the proof was refused');
        current = applied.state;
      }
    }
  });

  it('refuses texts that are not a board', () => {
    const good = '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:24:0::----';
    expect(parseBoardText(good)).not.toBeNull();
    const bad = [
      '',
      '2:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:24:0::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd:24:0::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c/:24:0::----',
      '1:Ax/#Kc/##Td/###Qs/####5h/#####Jd/######7c:24:0::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:23:0::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######Ah:24:0::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:23:1::----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:22:1:9s8s:----',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:23:0::-A--',
      '1:Ah/#Kc/##Td/###Qs/####5h/#####Jd/######7c:24:0::---',
    ];
    for (const text of bad) expect(parseBoardText(text), text).toBeNull();
  });

  it('the view names a face-down card never, a face-up one always', () => {
    const { state } = engine.newGame('draw-1', createSeededRandom('view hidden'));
    const position = replayGame(state)!.position;
    const view = engine.publicView(state);
    const text = JSON.stringify(view);
    position.columns.forEach((column, c) => {
      column.forEach((card, i) => expect(text.includes(`"${cardCode(card)}"`)).toBe(i >= position.down[c]!));
    });
    for (const card of position.talon) expect(text).not.toContain(`"${cardCode(card)}"`);
  });
});
