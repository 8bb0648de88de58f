/**
 * A compact 0x88 chess board with pseudo-legal generation, make/unmake and Zobrist hashing.
 * Built for the exact mate search: chess.js is far too slow for full-width mate-in-3 proofs.
 * Squares: rank * 16 + file (a1 = 0, h8 = 119). Pieces: type | (colour << 3).
 */
export const WHITE = 0;
export const BLACK = 1;
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

const FLAG_DOUBLE = 1;
const FLAG_EP = 2;
const FLAG_CASTLE = 3;

export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const movePromo = (m: number): number => (m >> 14) & 7;
const moveFlag = (m: number): number => (m >> 17) & 3;
const encode = (from: number, to: number, promo = 0, flag = 0): number => from | (to << 7) | (promo << 14) | (flag << 17);

const KNIGHT_D = [33, 31, 18, 14, -33, -31, -18, -14];
const BISHOP_D = [15, 17, -15, -17];
const ROOK_D = [1, -1, 16, -16];
const KING_D = [15, 17, -15, -17, 1, -1, 16, -16];
const PIECE_CHARS = ' pnbrqk';

const CASTLE_MASK = new Uint8Array(128).fill(15);
CASTLE_MASK[0] = 13;
CASTLE_MASK[7] = 14;
CASTLE_MASK[4] = 12;
CASTLE_MASK[112] = 7;
CASTLE_MASK[119] = 11;
CASTLE_MASK[116] = 3;

// Zobrist keys from a fixed xorshift so keys are stable across runs.
let seed = 0x9e3779b9;
const rnd = (): number => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed | 0;
};
const table = (n: number): [Int32Array, Int32Array] => {
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    lo[i] = rnd();
    hi[i] = rnd();
  }
  return [lo, hi];
};
const [Z_PIECE_LO, Z_PIECE_HI] = table(16 * 128);
const [Z_CASTLE_LO, Z_CASTLE_HI] = table(16);
const [Z_EP_LO, Z_EP_HI] = table(128);
const Z_SIDE_LO = rnd();
const Z_SIDE_HI = rnd();

// Geometry by square difference (+119): 1 = same rank/file, 2 = same diagonal, 4 = a knight jump.
const LINE = new Uint8Array(239);
for (let d = 1; d < 8; d++) {
  for (const step of [1, 16]) LINE[119 + d * step] = LINE[119 - d * step] = 1;
  for (const step of [15, 17]) LINE[119 + d * step] = LINE[119 - d * step] = 2;
}
for (const d of KNIGHT_D) LINE[119 + d] = 4;

export const squareName = (sq: number): string => 'abcdefgh'[sq & 7]! + ((sq >> 4) + 1);
export const parseSquare = (s: string): number => {
  const f = s.charCodeAt(0) - 97;
  const r = s.charCodeAt(1) - 49;
  if (s.length !== 2 || f < 0 || f > 7 || r < 0 || r > 7) return -1;
  return r * 16 + f;
};

export function moveToUci(m: number): string {
  const p = movePromo(m);
  return squareName(moveFrom(m)) + squareName(moveTo(m)) + (p ? PIECE_CHARS[p] : '');
}

export class Position {
  readonly board = new Uint8Array(128);
  side = WHITE;
  castling = 0;
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  readonly kings = new Int16Array([-1, -1]);
  hashLo = 0;
  hashHi = 0;
  private readonly undo: number[] = [];

  static fromFen(fen: string): Position {
    const pos = new Position();
    const parts = fen.trim().split(/\s+/);
    const [placement, side, castling, ep, half, full] = parts;
    if (!placement || !side) throw new Error(`invalid FEN: ${fen}`);
    const rows = placement.split('/');
    if (rows.length !== 8) throw new Error(`invalid FEN: ${fen}`);
    rows.forEach((row, i) => {
      let file = 0;
      for (const ch of row) {
        if (ch >= '1' && ch <= '8') file += Number(ch);
        else {
          const t = PIECE_CHARS.indexOf(ch.toLowerCase());
          if (t <= 0 || file > 7) throw new Error(`invalid FEN: ${fen}`);
          const colour = ch === ch.toLowerCase() ? BLACK : WHITE;
          const sq = (7 - i) * 16 + file;
          pos.board[sq] = t | (colour << 3);
          if (t === KING) pos.kings[colour] = sq;
          file++;
        }
      }
      if (file !== 8) throw new Error(`invalid FEN: ${fen}`);
    });
    if (pos.kings[0] === -1 || pos.kings[1] === -1) throw new Error(`invalid FEN (king missing): ${fen}`);
    if (side !== 'w' && side !== 'b') throw new Error(`invalid FEN: ${fen}`);
    pos.side = side === 'w' ? WHITE : BLACK;
    for (const ch of castling ?? '-') pos.castling |= ch === 'K' ? 1 : ch === 'Q' ? 2 : ch === 'k' ? 4 : ch === 'q' ? 8 : 0;
    pos.ep = ep && ep !== '-' ? parseSquare(ep) : -1;
    pos.halfmove = Number(half ?? 0) || 0;
    pos.fullmove = Number(full ?? 1) || 1;
    pos.rehash();
    return pos;
  }

  /** FEN; the en passant square only when a pawn could take there (as chess.js prints it). */
  toFen(): string {
    const rows: string[] = [];
    for (let r = 7; r >= 0; r--) {
      let row = '';
      let empty = 0;
      for (let f = 0; f < 8; f++) {
        const p = this.board[r * 16 + f]!;
        if (!p) empty++;
        else {
          if (empty) row += empty;
          empty = 0;
          const ch = PIECE_CHARS[p & 7]!;
          row += p >> 3 ? ch : ch.toUpperCase();
        }
      }
      rows.push(empty ? row + empty : row);
    }
    let c = '';
    if (this.castling & 1) c += 'K';
    if (this.castling & 2) c += 'Q';
    if (this.castling & 4) c += 'k';
    if (this.castling & 8) c += 'q';
    const ep = this.ep >= 0 && this.legalMoves().some((m) => moveFlag(m) === FLAG_EP) ? squareName(this.ep) : '-';
    return `${rows.join('/')} ${this.side ? 'b' : 'w'} ${c || '-'} ${ep} ${this.halfmove} ${this.fullmove}`;
  }

  private rehash(): void {
    let lo = 0;
    let hi = 0;
    for (let sq = 0; sq < 128; sq++) {
      const p = this.board[sq]!;
      if (p) {
        lo ^= Z_PIECE_LO[p * 128 + sq]!;
        hi ^= Z_PIECE_HI[p * 128 + sq]!;
      }
    }
    lo ^= Z_CASTLE_LO[this.castling]!;
    hi ^= Z_CASTLE_HI[this.castling]!;
    if (this.ep >= 0) {
      lo ^= Z_EP_LO[this.ep]!;
      hi ^= Z_EP_HI[this.ep]!;
    }
    if (this.side) {
      lo ^= Z_SIDE_LO;
      hi ^= Z_SIDE_HI;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /** 53-bit position key (pieces, side, castling, en passant). */
  key(): number {
    return (this.hashHi & 0x1fffff) * 4294967296 + (this.hashLo >>> 0);
  }

  attacked(sq: number, by: number): boolean {
    const b = this.board;
    const c = by << 3;
    if (by === WHITE) {
      if (!((sq - 15) & 0x88) && b[sq - 15] === PAWN) return true;
      if (!((sq - 17) & 0x88) && b[sq - 17] === PAWN) return true;
    } else {
      if (!((sq + 15) & 0x88) && b[sq + 15] === (PAWN | 8)) return true;
      if (!((sq + 17) & 0x88) && b[sq + 17] === (PAWN | 8)) return true;
    }
    for (const d of KNIGHT_D) {
      const s = sq + d;
      if (!(s & 0x88) && b[s] === (KNIGHT | c)) return true;
    }
    for (const d of KING_D) {
      const s = sq + d;
      if (!(s & 0x88) && b[s] === (KING | c)) return true;
    }
    for (const d of BISHOP_D) {
      for (let s = sq + d; !(s & 0x88); s += d) {
        const p = b[s]!;
        if (p) {
          if (p === (BISHOP | c) || p === (QUEEN | c)) return true;
          break;
        }
      }
    }
    for (const d of ROOK_D) {
      for (let s = sq + d; !(s & 0x88); s += d) {
        const p = b[s]!;
        if (p) {
          if (p === (ROOK | c) || p === (QUEEN | c)) return true;
          break;
        }
      }
    }
    return false;
  }

  inCheck(side = this.side): boolean {
    return this.attacked(this.kings[side]!, side ^ 1);
  }

  /** Appends the pseudo-legal moves of the side to move (castling already checks attacked squares). */
  pseudoMoves(out: number[]): void {
    const b = this.board;
    const us = this.side;
    const them = us ^ 1;
    for (let sq = 0; sq < 120; sq++) {
      if (sq & 0x88) {
        sq += 7;
        continue;
      }
      const p = b[sq]!;
      if (!p || p >> 3 !== us) continue;
      const t = p & 7;
      if (t === PAWN) {
        const fwd = us === WHITE ? 16 : -16;
        const rank = sq >> 4;
        const promoting = rank === (us === WHITE ? 6 : 1);
        const to = sq + fwd;
        if (to & 0x88) continue;
        if (!b[to]) {
          if (promoting) for (let q = QUEEN; q >= KNIGHT; q--) out.push(encode(sq, to, q));
          else {
            out.push(encode(sq, to));
            if (rank === (us === WHITE ? 1 : 6) && !b[to + fwd]) out.push(encode(sq, to + fwd, 0, FLAG_DOUBLE));
          }
        }
        for (let side = -1; side <= 1; side += 2) {
          const cap = to + side;
          if (cap & 0x88) continue;
          const q = b[cap]!;
          if (q && q >> 3 === them) {
            if (promoting) for (let pr = QUEEN; pr >= KNIGHT; pr--) out.push(encode(sq, cap, pr));
            else out.push(encode(sq, cap));
          } else if (cap === this.ep && !q) out.push(encode(sq, cap, 0, FLAG_EP));
        }
      } else if (t === KNIGHT || t === KING) {
        for (const d of t === KNIGHT ? KNIGHT_D : KING_D) {
          const to = sq + d;
          if (to & 0x88) continue;
          const q = b[to]!;
          if (!q || q >> 3 === them) out.push(encode(sq, to));
        }
        if (t === KING) this.castles(sq, out);
      } else {
        const dirs = t === BISHOP ? BISHOP_D : t === ROOK ? ROOK_D : KING_D;
        for (const d of dirs) {
          for (let to = sq + d; !(to & 0x88); to += d) {
            const q = b[to]!;
            if (!q) out.push(encode(sq, to));
            else {
              if (q >> 3 === them) out.push(encode(sq, to));
              break;
            }
          }
        }
      }
    }
  }

  private castles(sq: number, out: number[]): void {
    const b = this.board;
    const base = this.side === WHITE ? 0 : 112;
    if (sq !== base + 4) return;
    const c = this.side << 3;
    const them = this.side ^ 1;
    const kRight = this.side === WHITE ? 1 : 4;
    const qRight = this.side === WHITE ? 2 : 8;
    if (this.castling & kRight && !b[base + 5] && !b[base + 6] && b[base + 7] === (ROOK | c)) {
      if (!this.attacked(sq, them) && !this.attacked(base + 5, them) && !this.attacked(base + 6, them)) {
        out.push(encode(sq, base + 6, 0, FLAG_CASTLE));
      }
    }
    if (this.castling & qRight && !b[base + 3] && !b[base + 2] && !b[base + 1] && b[base] === (ROOK | c)) {
      if (!this.attacked(sq, them) && !this.attacked(base + 3, them) && !this.attacked(base + 2, them)) {
        out.push(encode(sq, base + 2, 0, FLAG_CASTLE));
      }
    }
  }

  private zx(p: number, sq: number): void {
    this.hashLo ^= Z_PIECE_LO[p * 128 + sq]!;
    this.hashHi ^= Z_PIECE_HI[p * 128 + sq]!;
  }

  make(m: number): void {
    const b = this.board;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const promo = (m >> 14) & 7;
    const flag = (m >> 17) & 3;
    const us = this.side;
    const piece = b[from]!;
    let cap = b[to]!;
    const u = this.undo;
    u.push(m, this.castling, this.ep, this.halfmove, this.hashLo, this.hashHi);
    if (this.ep >= 0) {
      this.hashLo ^= Z_EP_LO[this.ep]!;
      this.hashHi ^= Z_EP_HI[this.ep]!;
    }
    this.hashLo ^= Z_CASTLE_LO[this.castling]!;
    this.hashHi ^= Z_CASTLE_HI[this.castling]!;
    this.zx(piece, from);
    if (flag === FLAG_EP) {
      const cs = to + (us === WHITE ? -16 : 16);
      cap = b[cs]!;
      b[cs] = 0;
      this.zx(cap, cs);
    } else if (cap) this.zx(cap, to);
    u.push(cap);
    const placed = promo ? promo | (us << 3) : piece;
    b[to] = placed;
    b[from] = 0;
    this.zx(placed, to);
    if (flag === FLAG_CASTLE) {
      const rf = to > from ? from + 3 : from - 4;
      const rt = to > from ? from + 1 : from - 1;
      const r = b[rf]!;
      b[rt] = r;
      b[rf] = 0;
      this.zx(r, rf);
      this.zx(r, rt);
    }
    if ((piece & 7) === KING) this.kings[us] = to;
    this.castling &= CASTLE_MASK[from]! & CASTLE_MASK[to]!;
    this.ep = flag === FLAG_DOUBLE ? (from + to) >> 1 : -1;
    this.halfmove = (piece & 7) === PAWN || cap ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.side = us ^ 1;
    this.hashLo ^= Z_CASTLE_LO[this.castling]! ^ Z_SIDE_LO;
    this.hashHi ^= Z_CASTLE_HI[this.castling]! ^ Z_SIDE_HI;
    if (this.ep >= 0) {
      this.hashLo ^= Z_EP_LO[this.ep]!;
      this.hashHi ^= Z_EP_HI[this.ep]!;
    }
  }

  unmake(): void {
    const u = this.undo;
    const cap = u.pop()!;
    this.hashHi = u.pop()!;
    this.hashLo = u.pop()!;
    this.halfmove = u.pop()!;
    this.ep = u.pop()!;
    this.castling = u.pop()!;
    const m = u.pop()!;
    const b = this.board;
    this.side ^= 1;
    const us = this.side;
    if (us === BLACK) this.fullmove--;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const promo = (m >> 14) & 7;
    const flag = (m >> 17) & 3;
    const piece = promo ? PAWN | (us << 3) : b[to]!;
    b[from] = piece;
    if (flag === FLAG_EP) {
      b[to] = 0;
      b[to + (us === WHITE ? -16 : 16)] = cap;
    } else b[to] = cap;
    if (flag === FLAG_CASTLE) {
      const rf = to > from ? from + 3 : from - 4;
      const rt = to > from ? from + 1 : from - 1;
      b[rf] = b[rt]!;
      b[rt] = 0;
    }
    if ((piece & 7) === KING) this.kings[us] = from;
  }

  /** Makes m if it does not leave the mover's king in check; returns whether it did. */
  makeLegal(m: number): boolean {
    const us = this.side;
    this.make(m);
    if (this.attacked(this.kings[us]!, us ^ 1)) {
      this.unmake();
      return false;
    }
    return true;
  }

  legalMoves(): number[] {
    const pseudo: number[] = [];
    this.pseudoMoves(pseudo);
    return pseudo.filter((m) => {
      if (!this.makeLegal(m)) return false;
      this.unmake();
      return true;
    });
  }

  hasLegalMove(buf: number[] = []): boolean {
    buf.length = 0;
    this.pseudoMoves(buf);
    for (const m of buf) {
      if (this.makeLegal(m)) {
        this.unmake();
        return true;
      }
    }
    return false;
  }

  /**
   * Cheap necessary condition for m (not yet made) to check the king on kingSq: a direct
   * attack pattern from the destination, a discovered line through the origin, or a special move.
   * Callers confirm with make + inCheck.
   */
  mayCheck(m: number, kingSq: number): boolean {
    const from = m & 127;
    const to = (m >> 7) & 127;
    if ((m >> 17) & 2) return true; // en passant or castling
    if (LINE[kingSq - from + 119]! & 3) return true;
    const t = (m >> 14) & 7 || this.board[from]! & 7;
    const g = LINE[kingSq - to + 119]!;
    switch (t) {
      case PAWN:
        return kingSq - to === (this.side === WHITE ? 15 : -15) || kingSq - to === (this.side === WHITE ? 17 : -17);
      case KNIGHT:
        return g === 4;
      case BISHOP:
        return g === 2;
      case ROOK:
        return g === 1;
      case QUEEN:
        return (g & 3) !== 0;
      default:
        return false;
    }
  }

  /** The legal move with this UCI text, or -1. */
  parseUci(uci: string): number {
    for (const m of this.legalMoves()) if (moveToUci(m) === uci) return m;
    return -1;
  }

  pieceAt(sq: number): number {
    return this.board[sq]!;
  }

  isCapture(m: number): boolean {
    return moveFlag(m) === FLAG_EP || this.board[moveTo(m)] !== 0;
  }
}
