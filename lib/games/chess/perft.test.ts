import { describe, expect, it } from 'vitest';
import { Position } from './board';
import { perft, playUci } from './rules';
import { Chess } from 'chess.js';

// Reference numbers from the Chess Programming Wiki perft results.
const CASES: [string, string, number, number][] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3, 8902],
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4, 197281],
  ['kiwipete (castling, en passant, pins)', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
  ['position 3 (en passant discoveries)', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 674624],
  ['position 4 (promotions, castling rights)', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4, 422333],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 3, 62379],
];

describe('fast move generator', () => {
  it.each(CASES)('perft %s depth %i', (_name, fen, depth, nodes) => {
    expect(perft(Position.fromFen(fen), depth)).toBe(nodes);
  });

  it('restores the position and hash after make/unmake', () => {
    const pos = Position.fromFen(CASES[2]![1]);
    const before = [pos.toFen(), pos.key()];
    perft(pos, 3);
    expect([pos.toFen(), pos.key()]).toEqual(before);
  });

  it('writes the same FEN as chess.js along a game with castling, en passant and promotion', () => {
    const moves = 'e2e4 g8f6 e4e5 d7d5 e5d6 e7e6 d6c7 f8e7 c7b8q e8g8 g1f3 a7a5 f1e2 a5a4 e1g1 a4a3'.split(' ');
    const chess = new Chess();
    for (let i = 1; i <= moves.length; i++) {
      chess.move(moves[i - 1]!);
      expect(playUci(new Chess().fen(), moves.slice(0, i))).toBe(chess.fen());
    }
  });

  it('rejects illegal moves', () => {
    expect(playUci('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ['e2e5'])).toBeNull();
  });
});
