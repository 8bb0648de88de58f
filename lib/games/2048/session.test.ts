import { describe, expect, it } from 'vitest';
import type { Board, Direction } from './board';
import { canMove, score } from './engine';
import { decodeMoves } from './move-codec';
import { isLostReplay, replayGame } from './replay';
import {
  continueAfterWin,
  isBlocked,
  isValidSeed,
  lostMoves,
  markSubmitted,
  restoreSession,
  sessionMove,
  startSession,
  toSavedGame,
  winningMoves,
  type GameSession,
} from './session';

const nearWin: Board = [
  [1024, 1024, 0, 0],
  [0, 0, 0, 0],
  [0, 0, 0, 0],
  [0, 0, 0, 2],
];

function play(session: GameSession, directions: Direction[]): GameSession {
  let current = session;
  for (const d of directions) current = sessionMove(current, d)?.session ?? current;
  return current;
}

/** Plays `count` effective moves, always the first direction that changes the board. */
function playSome(session: GameSession, count: number): GameSession {
  let current = session;
  for (let i = 0; i < count && !isBlocked(current); i++) {
    const d = (['left', 'down', 'right', 'up'] as Direction[]).find((x) => canMove(current.board, x));
    if (!d) break;
    current = sessionMove(current, d)?.session ?? current;
  }
  return current;
}

describe('game session', () => {
  it('starts from a seed exactly like a replay and records effective moves', () => {
    const session = playSome(startSession({ seed: 'session-seed' }), 40);
    expect(session.moves).toMatch(/^[udlr]{40}$/);
    expect(replayGame('session-seed', decodeMoves(session.moves) ?? []).board).toEqual(session.board);
  });

  it('is pure: the same move on the same session gives the same result', () => {
    const session = startSession({ seed: 'pure' });
    const direction = (['left', 'right', 'up', 'down'] as const).find((d) => canMove(session.board, d)) as Direction;
    expect(sessionMove(session, direction)).toEqual(sessionMove(session, direction));
  });

  it('keeps a no-op move out of the list', () => {
    const startBoard = [
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const session = startSession({ seed: 's', startBoard });
    const out = sessionMove(session, 'up');
    expect(out?.result.changed).toBe(false);
    expect(out?.session).toBe(session);
  });

  it('blocks on a win until Keep Playing and remembers the winning moves', () => {
    const won = play(startSession({ seed: 'w', startBoard: nearWin }), ['left']);
    expect(won.wonAtMove).toBe(1);
    expect(isBlocked(won)).toBe(true);
    expect(sessionMove(won, 'down')).toBeNull();
    const going = play(continueAfterWin(won), ['down']);
    expect(going.moves).toBe('ld');
    expect(winningMoves(going)).toBe('l');
  });

  it('gives a server game lost without 2048 all its moves to count, and nothing for a win or a local game', () => {
    const lost = playSome(startSession({ seed: 'lose-me', gameId: 'g-lost' }), 5000);
    expect(lost.over).toBe(true);
    if (lost.wonAtMove !== null) throw new Error('this seed made 2048: pick another');
    expect(lostMoves(lost)).toBe(lost.moves);
    expect(isLostReplay(replayGame(lost.seed, decodeMoves(lost.moves)!))).toBe(true); // what the server checks
    expect(lostMoves(playSome(startSession({ seed: 'lose-me' }), 5000))).toBeNull(); // no server game
    expect(lostMoves(playSome(startSession({ seed: 'lose-me', gameId: 'g-lost' }), 10))).toBeNull(); // still going
    const wonThenOver = {
      ...play(continueAfterWin(play(startSession({ seed: 'w', startBoard: nearWin, gameId: 'g-won' }), ['left'])), []),
      over: true,
    };
    expect(lostMoves(wonThenOver)).toBeNull();
  });

  it('does not show a win for a start board that already holds 2048', () => {
    const startBoard = [
      [2048, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const session = startSession({ seed: 'w', startBoard });
    expect(session.wonAtMove).toBe(0);
    expect(isBlocked(session)).toBe(false);
  });

  it('detects game over and blocks further moves', () => {
    const session = startSession({
      seed: 'over',
      startBoard: [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [32, 4, 2, 4],
        [64, 32, 8, 8],
      ],
    });
    expect(session.over).toBe(false);
    // Merging the 8s empties only [3,0], between a 32 and a 64: a 2 or a 4 there ends the game.
    const after = play(session, ['right']);
    expect(after.over).toBe(true);
    expect(sessionMove(after, 'left')).toBeNull();
    expect(score(after.board)).toBe(score(session.board) + (after.board[3]?.[0] ?? 0));
  });

  it('drops the game id of a start-board game', () => {
    expect(startSession({ seed: 's', startBoard: nearWin, gameId: 'g' }).gameId).toBeNull();
    expect(startSession({ seed: 's', gameId: 'g' }).gameId).toBe('g');
  });
});

describe('saved games', () => {
  const roundTrip = (session: GameSession) => restoreSession(JSON.parse(JSON.stringify(toSavedGame(session))));

  it('restores a saved game that continues identically', () => {
    const session = playSome(startSession({ seed: 'saved', gameId: 'game-1' }), 30);
    const restored = roundTrip(session);
    expect(restored).toEqual(session);
    expect(playSome(restored as GameSession, 10)).toEqual(playSome(session, 10));
  });

  it('restores win, keep-playing and submitted flags', () => {
    const won = markSubmitted(play(startSession({ seed: 'w', startBoard: nearWin }), ['left']));
    expect(roundTrip(won)).toEqual(won);
    const going = continueAfterWin(won);
    expect(roundTrip(going)?.keepPlaying).toBe(true);
  });

  it('discards anything that does not replay to the saved board', () => {
    const saved = toSavedGame(playSome(startSession({ seed: 'tamper' }), 10));
    const variants: unknown[] = [
      null,
      'text',
      42,
      [],
      { ...saved, version: 2 },
      { ...saved, seed: '' },
      { ...saved, seed: 7 },
      { ...saved, moves: 'xyz' },
      { ...saved, moves: saved.moves.slice(0, -1) },
      { ...saved, moves: `${saved.moves}u` },
      { ...saved, board: saved.board.map((r) => r.map((v) => (v === 0 ? 2 : v))) },
      {
        ...saved,
        board: [
          [2, 0],
          [0, 0],
        ],
      },
      { ...saved, board: saved.board.map((r) => r.map((v) => (v === 0 ? 3 : v))) },
      { ...saved, gameId: '' },
      { ...saved, gameId: 'has space' },
      { ...saved, startBoard: 'x' },
      { ...saved, startBoard: nearWin, gameId: 'g' },
    ];
    for (const variant of variants) expect(restoreSession(variant)).toBeNull();
    expect(restoreSession(saved)).not.toBeNull();
  });
});

describe('ids', () => {
  it('accepts 1 to 128 printable ASCII characters without spaces', () => {
    expect(isValidSeed('abc-123_XYZ')).toBe(true);
    expect(isValidSeed('a'.repeat(128))).toBe(true);
    for (const bad of ['', 'a'.repeat(129), 'a b', 'é', '\n', 5, null]) expect(isValidSeed(bad)).toBe(false);
  });
});
