import { Position, moveToUci } from './board';

const NO_UPPER = 15;
const TT_LIMIT = 4_000_000;

/**
 * Exact full-width proof search for forced mates (no engine scores, no unsound pruning).
 * The transposition table maps a position key (attacker to move) to depth bounds:
 * upper = a mate within that many moves is proven, lower = no mate within that many is proven.
 */
export class MateSearch {
  nodes = 0;
  private readonly tt = new Map<number, number>();
  private readonly bufs: number[][] = [];
  private readonly killers: number[] = [];
  private ply = 0;

  constructor(readonly pos: Position) {}

  private buf(): number[] {
    let b = this.bufs[this.ply];
    if (!b) {
      b = [];
      this.bufs[this.ply] = b;
    }
    b.length = 0;
    return b;
  }

  /** Can the side to move force mate within n moves? */
  canMate(n: number): boolean {
    const pos = this.pos;
    const key = pos.key();
    const e = this.tt.get(key);
    let upper = NO_UPPER;
    let lower = 0;
    if (e !== undefined) {
      upper = e >> 4;
      lower = e & 15;
      if (upper <= n) return true;
      if (lower >= n) return false;
    }
    this.nodes++;
    const moves = this.buf();
    pos.pseudoMoves(moves);
    this.ply++;
    let found = false;
    const king = pos.kings[pos.side ^ 1]!;
    // Checks first (mates are found sooner); at the last move only checks can mate.
    for (let pass = 0; pass < (n === 1 ? 1 : 2) && !found; pass++) {
      for (const m of moves) {
        if (pass === 0 && !pos.mayCheck(m, king)) continue;
        if (!pos.makeLegal(m)) continue;
        const check = pos.inCheck();
        if (check === (pass === 0)) found = n === 1 ? !pos.hasLegalMove(this.buf()) : this.allLose(n - 1, check);
        pos.unmake();
        if (found) break;
      }
    }
    this.ply--;
    if (this.tt.size > TT_LIMIT) this.tt.clear();
    this.tt.set(key, found ? Math.min(upper, n) * 16 + lower : upper * 16 + Math.max(lower, n));
    return found;
  }

  /** The defender is to move: does every reply lose to a mate within r more attacker moves? */
  allLose(r: number, check = this.pos.inCheck()): boolean {
    const pos = this.pos;
    const moves = this.buf();
    pos.pseudoMoves(moves);
    const killer = this.killers[this.ply];
    if (killer !== undefined) {
      const i = moves.indexOf(killer);
      if (i > 0) {
        moves[i] = moves[0]!;
        moves[0] = killer;
      }
    }
    this.ply++;
    let any = false;
    let lost = true;
    for (const m of moves) {
      if (!pos.makeLegal(m)) continue;
      any = true;
      const mated = r > 0 && this.canMate(r);
      pos.unmake();
      if (!mated) {
        lost = false;
        this.killers[this.ply - 1] = m;
        break;
      }
    }
    this.ply--;
    return lost && (any || check);
  }

  /** Shortest forced mate (moves) for the side to move within max, or null. */
  mateLength(max: number, from = 1): number | null {
    for (let n = from; n <= max; n++) if (this.canMate(n)) return n;
    return null;
  }

  /** Legal moves of the side to move that force mate within n moves, sorted by UCI. */
  keyMoves(n: number): number[] {
    const pos = this.pos;
    const keys: number[] = [];
    for (const m of byUci(pos.legalMoves())) {
      pos.make(m);
      if (this.allLose(n - 1)) keys.push(m);
      pos.unmake();
    }
    return keys;
  }

  /**
   * The defender's reply that delays mate longest (escaping any mate within max is best);
   * ties go to the first move in UCI order. Null when the defender has no legal move.
   */
  bestDefence(max: number): { move: number; mateIn: number | null } | null {
    const pos = this.pos;
    let best: { move: number; mateIn: number | null } | null = null;
    for (const m of byUci(pos.legalMoves())) {
      pos.make(m);
      let mateIn: number | null;
      if (best === null) mateIn = this.mateLength(max);
      else if (best.mateIn !== null && this.canMate(best.mateIn)) mateIn = -1;
      else mateIn = this.mateLength(max, (best.mateIn ?? max) + 1);
      pos.unmake();
      if (best === null || mateIn !== -1) best = { move: m, mateIn };
      if (best.mateIn === null) break;
    }
    return best;
  }
}

function byUci(moves: number[]): number[] {
  return moves
    .map((m) => [moveToUci(m), m] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, m]) => m);
}

/** The shortest forced mate for the side to move within maxMoves and all first moves achieving it. */
export function solveMate(fen: string, maxMoves: number): { mateIn: number; keyMoves: string[] } | null {
  const s = new MateSearch(Position.fromFen(fen));
  const mateIn = s.mateLength(maxMoves);
  if (mateIn === null) return null;
  return { mateIn, keyMoves: s.keyMoves(mateIn).map(moveToUci) };
}

/** The defender (side to move) reply that delays the solver's mate longest; see MateSearch.bestDefence. */
export function bestDefence(fen: string, maxSolverMoves: number): { move: string; mateIn: number | null } | null {
  const d = new MateSearch(Position.fromFen(fen)).bestDefence(maxSolverMoves);
  return d && { move: moveToUci(d.move), mateIn: d.mateIn };
}

/**
 * The main line of a mate in exactly n: solver moves (first key in UCI order), opponent replies
 * the most stubborn (bestDefence), ending with the mating move. Throws unless it is a mate in exactly n.
 */
export function mainLine(fen: string, n: number): string[] {
  const pos = Position.fromFen(fen);
  const s = new MateSearch(pos);
  if (s.mateLength(n) !== n) throw new Error(`not a mate in exactly ${n}: ${fen}`);
  const line: string[] = [];
  for (let left = n; left >= 1; left--) {
    const key = s.keyMoves(left)[0];
    if (key === undefined) throw new Error(`lost the mate at ${line.join(' ')}`);
    pos.make(key);
    line.push(moveToUci(key));
    if (left === 1) break;
    const d = s.bestDefence(left - 1);
    if (!d || d.mateIn !== left - 1) throw new Error(`unexpected defence at ${line.join(' ')}`);
    pos.make(d.move);
    line.push(moveToUci(d.move));
  }
  return line;
}
