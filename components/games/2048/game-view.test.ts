import { describe, expect, it } from 'vitest';
import { move, startSession, toSavedGame, type Board, type GameSession } from '@/lib/games/2048';
import { gameReducer, initialGameState, type GameState } from './game-state';
import { parseBest, parseSavedGame } from './persistence';
import { layoutAfterMove, layoutFromBoard } from './tile-tracker';
import { parseTestParams } from './url-params';

const board = (...rows: number[][]): Board => rows;
const fixed = (value: number) => () => value;

describe('tile tracker', () => {
  it('keeps ids for sliding tiles, leaves merged ones as ghosts and adds the merged and new tiles', () => {
    const start = board([2, 2, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    const before = layoutFromBoard(start, 1);
    expect(before.tiles.map((t) => [t.id, t.value, t.kind])).toEqual([
      [1, 2, 'new'],
      [2, 2, 'new'],
      [3, 4, 'new'],
    ]);
    const result = move(start, 'left', fixed(0)); // spawn in the first empty cell [0,2]
    const after = layoutAfterMove(before, result);
    expect(after.tiles.map((t) => [t.id, t.value, t.row, t.col, t.kind])).toEqual([
      [1, 2, 0, 0, 'ghost'],
      [2, 2, 0, 0, 'ghost'],
      [3, 4, 0, 1, 'moved'],
      [4, 4, 0, 0, 'merged'],
      [5, 2, 0, 2, 'new'],
    ]);
    // The next move drops the ghosts and keeps every live id: [4, 4, 2, 0] slides down without merging.
    const next = layoutAfterMove(after, move(result.board, 'down', fixed(0)));
    expect(next.tiles.map((t) => [t.id, t.value, t.row, t.col, t.kind])).toEqual([
      [3, 4, 3, 1, 'moved'],
      [4, 4, 3, 0, 'moved'],
      [5, 2, 3, 2, 'moved'],
      [6, 2, 0, 0, 'new'],
    ]);
  });

  it('returns the same layout for a move that changed nothing', () => {
    const start = board([2, 4, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    const layout = layoutFromBoard(start, 1);
    expect(layoutAfterMove(layout, move(start, 'up', fixed(0)))).toBe(layout);
  });
});

describe('game reducer', () => {
  const started = (session: GameSession, best = 0): GameState => gameReducer(initialGameState, { type: 'start', session, epoch: 1, best });

  it('moves, announces merges and raises the best score', () => {
    const startBoard = board([4, 4, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    const state = gameReducer(started(startSession({ seed: 'r', startBoard }), 5), { type: 'move', direction: 'left' });
    expect(state.session?.moves).toBe('l');
    expect(state.announcement).toMatch(/^Moved left\. Two 4s merged into 8\. New [24] at row \d, column \d\. Score 1[24]\.$/);
    expect(state.best).toBeGreaterThanOrEqual(12);
    const stuckBoard = board([2, 4, 8, 16], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    const stuck = startSession({ seed: 'r', startBoard: stuckBoard });
    const refused = gameReducer(started(stuck), { type: 'move', direction: 'up' });
    expect(refused.announcement).toBe('Cannot move up.');
    expect(refused.session).toBe(stuck);
  });

  it('switches to a server seed only for the current, untouched game', () => {
    const state = started(startSession({ seed: 'local' }));
    const switched = gameReducer(state, { type: 'server-game', epoch: 1, gameId: 'g1', seed: 'server' });
    expect(switched.session).toMatchObject({ seed: 'server', gameId: 'g1', moves: '' });
    expect(switched.session?.board).toEqual(startSession({ seed: 'server' }).board);
    expect(gameReducer(state, { type: 'server-game', epoch: 0, gameId: 'g1', seed: 'server' })).toBe(state);
    const moved = ['left', 'right', 'up', 'down']
      .map((d) => gameReducer(state, { type: 'move', direction: d as 'left' }))
      .find((s) => s.session?.moves !== '') as GameState;
    expect(gameReducer(moved, { type: 'server-game', epoch: 1, gameId: 'g1', seed: 'server' })).toBe(moved);
  });

  it('records a leaderboard answer only for the game it belongs to', () => {
    const state = gameReducer(started(startSession({ seed: 's', gameId: 'g1' })), { type: 'submitting' });
    expect(state.session?.submitted).toBe(true);
    expect(state.submission).toEqual({ status: 'pending' });
    const answer = { status: 'accepted', timeSeconds: 42 } as const;
    expect(gameReducer(state, { type: 'submitted', gameId: 'g2', submission: answer })).toBe(state);
    expect(gameReducer(state, { type: 'submitted', gameId: 'g1', submission: answer }).submission).toEqual(answer);
  });

  it('announces a win and waits for Keep Playing', () => {
    const startBoard = board([1024, 1024, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    const session = startSession({ seed: 'w', startBoard });
    const won = gameReducer(started(session), { type: 'move', direction: 'left' });
    expect(won.announcement).toContain('You win!');
    expect(gameReducer(won, { type: 'move', direction: 'right' })).toBe(won);
    const going = gameReducer(won, { type: 'keep-playing' });
    expect(gameReducer(going, { type: 'move', direction: 'right' }).session?.moves).toBe('lr');
  });
});

describe('test parameters', () => {
  it('accepts a plain seed and a strict board', () => {
    expect(parseTestParams('?seed=e2e-1')).toEqual({ seed: 'e2e-1', board: null });
    const list = '2,4,2,4,4,2,4,2,2,4,2,4,4,2,8,8';
    expect(parseTestParams(`?board=${list}`).board).toEqual([
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 8, 8],
    ]);
  });

  it('ignores invalid values', () => {
    for (const search of ['?seed=', '?seed=a%20b', `?seed=${'x'.repeat(65)}`, '?seed=a&seed=b']) {
      expect(parseTestParams(search).seed).toBeNull();
    }
    const zeros = (n: number) => Array(n).fill('0').join(',');
    const bad = [
      '2,4',
      `3,${zeros(15)}`, // not a power of two
      `1,${zeros(15)}`,
      `262144,${zeros(15)}`, // larger than any tile
      zeros(16), // no tile at all
      `2,${zeros(14)},-2`,
      `2, ${zeros(15)}`,
      `2,${zeros(16)}`, // 17 cells
    ];
    for (const list of bad) expect(parseTestParams(`?board=${list}`).board).toBeNull();
  });
});

describe('stored values', () => {
  it('reads a best score and ignores garbage', () => {
    expect(parseBest('1234')).toBe(1234);
    const junk = [null, '', 'abc', '-5', '1e5', '12.5', 'NaN', '{"a":1}', '99999999'];
    for (const raw of junk) expect(parseBest(raw)).toBe(0);
  });

  it('reads a saved game and ignores garbage', () => {
    const session = startSession({ seed: 'stored' });
    expect(parseSavedGame(JSON.stringify(toSavedGame(session)))).toEqual(session);
    for (const junk of [null, '', '{', 'null', '[]', '{"version":1}']) expect(parseSavedGame(junk)).toBeNull();
  });
});
