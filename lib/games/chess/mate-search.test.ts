import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import { bestDefence, mainLine, solveMate } from './mate-search';
import { isCheckmate, isStalemate, legalMovesUci, playUci } from './rules';
import { oracleKeys, oracleMates } from './test-oracle';

const BACK_RANK = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';

function endsInMate(fen: string, line: string[]): boolean {
  const c = new Chess(fen);
  for (const m of line) c.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return c.isCheckmate();
}

describe('solveMate', () => {
  it('finds a unique back-rank mate in 1', () => {
    expect(solveMate(BACK_RANK, 1)).toEqual({ mateIn: 1, keyMoves: ['a1a8'] });
  });

  it('reports every mating first move when the key is not unique', () => {
    expect(solveMate('6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1', 1)).toEqual({ mateIn: 1, keyMoves: ['a1a8', 'b1b8'] });
  });

  it('reports the faster mate when a longer search bound is given', () => {
    expect(solveMate(BACK_RANK, 3)).toEqual({ mateIn: 1, keyMoves: ['a1a8'] });
  });

  it('handles promotion mates (queen and rook both mate here)', () => {
    expect(solveMate('7k/4P1pp/8/8/8/8/8/4R1K1 w - - 0 1', 2)).toEqual({ mateIn: 1, keyMoves: ['e7e8q', 'e7e8r'] });
    expect(solveMate('8/8/4kb2/8/8/8/p5r1/2K5 b - - 1 64', 2)).toEqual({ mateIn: 1, keyMoves: ['a2a1q', 'a2a1r'] });
  });

  it('returns null without a mate within the bound', () => {
    expect(solveMate('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 2)).toBeNull();
    expect(solveMate('6k1/8/6K1/8/8/8/8/R7 b - - 0 1', 3)).toBeNull();
  });

  it('solves a classic mate in 2 (Nf6+ gxf6 Bxf7#), agreeing with a chess.js brute force', () => {
    const fen = 'r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1';
    expect(solveMate(fen, 3)).toEqual({ mateIn: 2, keyMoves: oracleKeys(fen, 2) });
    expect(oracleMates(fen, 1)).toBe(false);
    expect(mainLine(fen, 2)).toEqual(['d5f6', 'g7f6', 'c4f7']);
  });

  it.each([
    ['Q7/3k4/6Qb/5p1P/8/4P1P1/4KP2/8 w - - 1 47', 2, 7],
    ['5k2/3K1p2/7p/8/2q5/2b5/8/8 b - - 7 65', 2, 1],
  ])(
    'agrees with the chess.js brute force on %s',
    (fen, n, keys) => {
      const s = solveMate(fen, n)!;
      expect(s.mateIn).toBe(n);
      expect(s.keyMoves).toEqual(oracleKeys(fen, n));
      expect(s.keyMoves).toHaveLength(keys);
    },
    60_000,
  );

  // Mates in 3 from self-play games; Stockfish 15.1 `go mate 3` confirms each line.
  it.each([
    ['4Q3/3r3k/5P2/8/5B1K/P3P3/8/8 w - - 7 49', 'e8d7 h7g6 f4e5 g6h6 d7g7'],
    ['8/8/6k1/2b5/2K5/8/5r2/q7 b - - 1 65', 'a1d4 c4b5 f2f6 b5a5 d4b4'],
    ['8/4b3/8/7k/p7/8/7r/K7 b - - 7 61', 'a4a3 a1b1 a3a2 b1a1 e7f6'],
  ])('solves the mate in 3 %s with a unique key and the stubborn main line', (fen, line) => {
    const moves = line.split(' ');
    expect(solveMate(fen, 3)).toEqual({ mateIn: 3, keyMoves: [moves[0]] });
    expect(mainLine(fen, 3)).toEqual(moves);
    expect(endsInMate(fen, moves)).toBe(true);
  });

  it('sees a non-unique mate in 3 (two promotions)', () => {
    const s = solveMate('8/2k4P/5Q2/8/P7/4P1P1/3K1P2/8 w - - 1 46', 3)!;
    expect(s.mateIn).toBe(3);
    expect(s.keyMoves).toEqual(expect.arrayContaining(['h7h8q', 'h7h8r']));
  });

  it('mainLine refuses a position that is not a mate in exactly n', () => {
    expect(() => mainLine(BACK_RANK, 2)).toThrow();
  });
});

describe('bestDefence', () => {
  // Black to move: Kh8 walks into Ra8#, Kf8 runs towards e7 and survives longer.
  const FEN = '6k1/8/6K1/8/8/8/8/R7 b - - 0 1';

  it('prefers the escape from any mate within the bound', () => {
    expect(bestDefence(FEN, 1)).toEqual({ move: 'g8f8', mateIn: null });
  });

  it('picks the longest-delaying defence and reports the mate length after it', () => {
    const afterKh8 = playUci(FEN, ['g8h8'])!;
    expect(solveMate(afterKh8, 3)?.mateIn).toBe(1);
    const d = bestDefence(FEN, 3)!;
    expect(d.move).toBe('g8f8');
    const after = playUci(FEN, ['g8f8'])!;
    expect(oracleMates(after, (d.mateIn ?? 0) - 1)).toBe(false);
    expect(oracleMates(after, d.mateIn!)).toBe(true);
  });

  it('returns null when the defender has no legal move', () => {
    const mated = playUci(BACK_RANK, ['a1a8'])!;
    expect(bestDefence(mated, 2)).toBeNull();
  });

  it('agrees with mainLine on the stubborn reply', () => {
    const fen = '4Q3/3r3k/5P2/8/5B1K/P3P3/8/8 w - - 7 49';
    const after = playUci(fen, ['e8d7'])!;
    expect(bestDefence(after, 2)).toEqual({ move: 'h7g6', mateIn: 2 });
  });
});

describe('rules helpers', () => {
  it('detects checkmate and stalemate', () => {
    expect(isCheckmate(playUci(BACK_RANK, ['a1a8'])!)).toBe(true);
    expect(isCheckmate(BACK_RANK)).toBe(false);
    expect(isStalemate('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')).toBe(true);
  });

  it('lists legal moves like chess.js', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const ref = new Chess(fen).moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
    expect(legalMovesUci(fen).sort()).toEqual(ref.sort());
  });
});
