import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { readPuzzleSeed } from '@/lib/db/seed-puzzles';
import { Game } from './game';
import { DEEP, sampleOf } from '@/tests/support/property-runs';

const uciOf = (m: { from: string; to: string; promotion?: string }) => m.from + m.to + (m.promotion ?? '');

/** Plays `history` in both, then every legal move: SAN, FEN, checkmate and game over must agree with chess.js. */
function expectSameAsChessJs(fen: string, history: string[] = []): number {
  const chess = new Chess(fen);
  for (const uci of history) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  let compared = 0;
  for (const m of chess.moves({ verbose: true })) {
    const game = Game.fromFen(fen);
    for (const uci of history) game.playUci(uci);
    const played = game.playUci(uciOf(m));
    chess.move(m);
    expect({
      uci: played.uci,
      san: played.san,
      from: played.from,
      to: played.to,
      fen: game.fen(),
      mate: game.isCheckmate(),
      over: game.isGameOver(),
    }).toEqual({
      uci: uciOf(m),
      san: m.san,
      from: m.from,
      to: m.to,
      fen: chess.fen(),
      mate: chess.isCheckmate(),
      over: chess.isGameOver(),
    });
    chess.undo();
    compared++;
  }
  return compared;
}

describe('Game (the fast board with chess.js answers)', () => {
  it('writes the same SAN and FEN as chess.js: castling, en passant, promotions, pins and disambiguation', () => {
    const fens = [
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // castling both ways, pins
      'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions with capture, castling rights
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // en passant with discovered checks
      '7k/8/8/8/8/Q1Q5/8/Q6K w - - 0 1', // three queens on one square: file, rank and full-square disambiguation
      'k7/8/8/8/8/8/1N3N2/K2N4 w - - 0 1', // three knights
      'r6k/8/8/8/8/8/8/R3R2K w - - 0 1', // rooks on one rank
      'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', // en passant available from the FEN
      '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', // back-rank mate
    ];
    let compared = 0;
    for (const fen of fens) {
      compared += expectSameAsChessJs(fen);
      // One move deeper everywhere: the replies' SAN and FEN too.
      for (const m of new Chess(fen).moves({ verbose: true })) compared += expectSameAsChessJs(fen, [uciOf(m)]);
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('agrees with chess.js on every first move of a sample of the shipped puzzles and along their main lines', async () => {
    // Every 25th of the 6,000 in the deep run (240), a fifth of those by default.
    const puzzles = sampleOf(await readPuzzleSeed('supabase/seed/puzzles.tsv.gz'), 25);
    expect(puzzles.length).toBeGreaterThanOrEqual(DEEP ? 240 : 48);
    for (const p of puzzles) {
      const line = p.solution.split(' ');
      for (let ply = 0; ply < line.length; ply++) expectSameAsChessJs(p.fen, line.slice(0, ply));
    }
  }, 60_000);

  it('ends the game as chess.js does: threefold repetition, fifty moves, insufficient material, stalemate', () => {
    const shuffle = 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' ');
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const game = Game.fromFen(start);
    const over = shuffle.map((uci) => (game.playUci(uci), game.isGameOver()));
    expect(over).toEqual([false, false, false, false, false, false, false, true]);

    // A double push with no pawn beside it leaves no en passant square in chess.js's position hash,
    // so the position after it repeats with the knights' shuffle; beside an enemy pawn it does not.
    for (const fen of ['4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1', '4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1']) {
      const line = 'e2e4 e8d8 g1f3 d8e8 f3g1 e8d8 g1f3 d8e8 f3g1 e8d8 g1f3 d8e8 f3g1'.split(' ');
      const chess = new Chess(fen);
      const g = Game.fromFen(fen);
      for (const uci of line) {
        if (chess.isGameOver()) break;
        chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
        g.playUci(uci);
        expect(g.isGameOver(), `${fen} after ${uci}`).toBe(chess.isGameOver());
      }
    }

    const cases: [string, string, boolean][] = [
      ['4k3/8/8/8/8/8/8/R3K3 w - - 99 80', 'a1a2', true], // the hundredth half-move without a capture or pawn move
      ['4k3/8/8/8/8/8/8/R3K3 w - - 98 80', 'a1a2', false],
      ['4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', 'e1d2', true], // king against king
      ['4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1', 'e1d2', true], // a lone bishop
      ['4kb2/8/8/8/8/8/3r4/4KB2 w - - 0 1', 'e1d2', false], // bishops on squares of both colours
      ['4k1b1/8/8/8/8/8/3r4/4KB2 w - - 0 1', 'e1d2', true], // bishops on light squares only
      ['7k/5Q2/8/8/8/8/8/K7 w - - 0 1', 'f7g6', true], // stalemate
    ];
    for (const [fen, uci, expected] of cases) {
      const g = Game.fromFen(fen);
      g.playUci(uci);
      const chess = new Chess(fen);
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4) });
      expect([fen, g.isGameOver()]).toEqual([fen, expected]);
      expect([fen, chess.isGameOver()]).toEqual([fen, expected]);
    }
  });

  it('refuses an illegal move and lists the four promotions between two squares', () => {
    const game = Game.fromFen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
    expect(game.movesBetween('b7', 'b8')).toHaveLength(4);
    expect(game.movesBetween('b7', 'c8')).toEqual([]);
    expect(() => game.playUci('e1e3')).toThrow(/illegal/);
    expect(game.playUci('b7b8n').san).toBe('b8=N');
  });
});
