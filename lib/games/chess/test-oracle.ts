import { Chess } from 'chess.js';

/** Slow, independent reference (chess.js only) for cross-checking the fast search in tests. */
const uci = (m: { from: string; to: string; promotion?: string }): string => m.from + m.to + (m.promotion ?? '');

export function oracleMates(fen: string, n: number): boolean {
  const c = new Chess(fen);
  for (const m of c.moves({ verbose: true })) {
    c.move(m);
    const ok = oracleAllLose(c, n - 1);
    c.undo();
    if (ok) return true;
  }
  return false;
}

function oracleAllLose(c: Chess, r: number): boolean {
  if (c.isCheckmate()) return true;
  if (r === 0) return false;
  const replies = c.moves({ verbose: true });
  if (replies.length === 0) return false;
  for (const d of replies) {
    c.move(d);
    const ok = oracleMates(c.fen(), r);
    c.undo();
    if (!ok) return false;
  }
  return true;
}

/** All first moves forcing mate within n (UCI, sorted). */
export function oracleKeys(fen: string, n: number): string[] {
  const c = new Chess(fen);
  const keys: string[] = [];
  for (const m of c.moves({ verbose: true })) {
    c.move(m);
    if (oracleAllLose(c, n - 1)) keys.push(uci(m));
    c.undo();
  }
  return keys.sort();
}
