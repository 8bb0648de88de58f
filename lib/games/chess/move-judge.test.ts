import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { readPuzzleSeed } from '@/lib/db/seed-puzzles';
import { hintSquare, judgeMove, type AttemptSnapshot, type MoveInput } from './move-judge';
import { hintSquareWithChessJs, judgeMoveWithChessJs } from './move-judge-oracle';
import { DEEP, sampleOf } from '@/tests/support/property-runs';

const input = (uci: string): MoveInput => ({
  from: uci.slice(0, 2),
  to: uci.slice(2, 4),
  ...(uci[4] ? { promotion: uci[4] as MoveInput['promotion'] } : {}),
});

/** Every legal move here, and a few refused ones, judged by both: the verdicts must be identical. */
function expectSameJudgements(attempt: AttemptSnapshot): number {
  const chess = new Chess(attempt.startFen);
  for (const uci of attempt.moves) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  const inputs: MoveInput[] = chess.moves({ verbose: true }).map((m) => input(m.from + m.to + (m.promotion ?? '')));
  const first = inputs[0]!;
  inputs.push(
    { from: first.from, to: first.from }, // no move
    { from: 'a1', to: 'h8' },
    { ...first, promotion: 'q' }, // a promotion piece on a move that does not promote: ignored by both
  );
  for (const move of inputs) {
    const promoting = move.promotion && inputs.filter((m) => m.from === move.from && m.to === move.to).length > 1;
    if (promoting) inputs.push({ from: move.from, to: move.to }); // a promotion without its piece
  }
  for (const move of inputs) expect([move, judgeMove(attempt, move)]).toEqual([move, judgeMoveWithChessJs(attempt, move)]);
  expect(hintSquare(attempt)).toBe(hintSquareWithChessJs(attempt));
  return inputs.length;
}

describe('move judge (fast board) against the chess.js judge', () => {
  it('gives the same verdict, SAN, FEN and reply for every move of a sample of shipped puzzles, on and off the main line', async () => {
    // Every 200th of the 6,000 in the deep run (30), a fifth of those by default.
    const puzzles = sampleOf(await readPuzzleSeed('supabase/seed/puzzles.tsv.gz'), 200);
    expect(puzzles.length).toBe(DEEP ? 30 : 6);
    let judged = 0;
    for (const p of puzzles) {
      const solution = p.solution.split(' ');
      const base = { startFen: p.fen, solution, maxUserMoves: p.maxUserMoves };
      judged += expectSameJudgements({ ...base, moves: [] });
      // Deeper: after the key and its reply, and after a deviation answered by the mate search.
      if (p.maxUserMoves > 1) {
        judged += expectSameJudgements({ ...base, moves: solution.slice(0, 2) });
        const deviation = new Chess(p.fen)
          .moves({ verbose: true })
          .map((m) => m.from + m.to + (m.promotion ?? ''))
          .find((u) => u !== solution[0]);
        const answered = deviation ? judgeMove({ ...base, moves: [] }, input(deviation)) : null;
        if (answered?.kind === 'continue') judged += expectSameJudgements({ ...base, moves: answered.moves });
      }
    }
    // Each puzzle gives some 30 to 60 inputs: over a thousand in the deep run.
    expect(judged).toBeGreaterThan(puzzles.length * 15);
  }, 120_000);

  it('promotions: the piece is required, each piece is judged on its own, and the SAN names it', () => {
    // White promotes on b8 (a check with a queen or rook), and may capture on a8 or c8.
    const attempt: AttemptSnapshot = { startFen: 'r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1', solution: ['b7c8q'], maxUserMoves: 2, moves: [] };
    expectSameJudgements(attempt);
    expect(judgeMove(attempt, { from: 'b7', to: 'b8' })).toEqual({
      kind: 'illegal',
      message: 'Invalid move: b7b8 needs a promotion piece (q, n, r or b)',
    });
    const queen = judgeMove(attempt, { from: 'b7', to: 'c8', promotion: 'q' });
    expect(queen.kind !== 'illegal' && queen.userMove).toEqual({ uci: 'b7c8q', san: 'bxc8=Q+', from: 'b7', to: 'c8' });
  });
});
