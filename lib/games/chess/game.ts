import { BISHOP, KING, KNIGHT, PAWN, Position, moveFrom, movePromo, moveTo, moveToUci, parseSquare, squareName } from './board';

/**
 * A game over the fast board with the answers the puzzle server needs from chess.js, the same as
 * chess.js 1.x gives them: SAN, checkmate, game over (stalemate, insufficient material, fifty
 * moves, threefold repetition since the start FEN) and the FEN. chess.js builds the SAN of every
 * legal move whenever it lists or plays one, which made it the largest cost of a move request.
 */
export type PlayedUci = { uci: string; san: string; from: string; to: string };

const SAN_PIECE = ' PNBRQK';

/** The promotion piece of a move as UCI writes it ('q', 'r', 'b', 'n'), or '' when it does not promote. */
export const promotionOf = (m: number): string => (movePromo(m) ? SAN_PIECE[movePromo(m)]!.toLowerCase() : '');

export class Game {
  private readonly pos: Position;
  /** Occurrences of each position since the start, keyed as chess.js hashes them (for repetition). */
  private readonly seen = new Map<string, number>();
  /** The en passant square as chess.js hashes the current position (see count). */
  private epKey = -1;

  private constructor(fen: string) {
    this.pos = Position.fromFen(fen);
    this.count(this.pos.ep);
  }

  static fromFen(fen: string): Game {
    return new Game(fen);
  }

  /** The legal moves from one square to another: one, or four when they promote, or none. */
  movesBetween(from: string, to: string): number[] {
    const f = parseSquare(from);
    const t = parseSquare(to);
    return this.pos.legalMoves().filter((m) => moveFrom(m) === f && moveTo(m) === t);
  }

  /** Plays a legal move (from movesBetween) and returns it with its SAN. */
  play(m: number): PlayedUci {
    const legal = this.pos.legalMoves();
    if (!legal.includes(m)) throw new Error(`illegal move ${moveToUci(m)} in ${this.fen()}`);
    let san = this.sanBody(m, legal);
    const doublePush = (this.pos.pieceAt(moveFrom(m)) & 7) === PAWN && Math.abs(moveTo(m) - moveFrom(m)) === 32;
    this.pos.make(m);
    if (this.pos.inCheck()) san += this.pos.hasLegalMove() ? '+' : '#';
    this.count(doublePush ? this.pos.ep : -1);
    return { uci: moveToUci(m), san, from: squareName(moveFrom(m)), to: squareName(moveTo(m)) };
  }

  /** Plays a move given as UCI text (a stored line); throws if it is not legal here. */
  playUci(uci: string): PlayedUci {
    const promo = uci[4] ?? '';
    const m = this.movesBetween(uci.slice(0, 2), uci.slice(2, 4)).find((c) => promotionOf(c) === promo);
    if (m === undefined) throw new Error(`illegal move ${uci} in ${this.fen()}`);
    return this.play(m);
  }

  isCheckmate(): boolean {
    return this.pos.inCheck() && !this.pos.hasLegalMove();
  }

  /** chess.js's isGameOver: checkmate or a draw (fifty moves, stalemate, insufficient material, threefold). */
  isGameOver(): boolean {
    if (!this.pos.hasLegalMove()) return true;
    return this.pos.halfmove >= 100 || this.insufficientMaterial() || (this.seen.get(this.key(this.epKey)) ?? 0) >= 3;
  }

  fen(): string {
    return this.pos.toFen();
  }

  /** SAN without the check suffix, as chess.js writes it (its disambiguation included). */
  private sanBody(m: number, legal: number[]): string {
    const pos = this.pos;
    const from = moveFrom(m);
    const to = moveTo(m);
    const type = pos.pieceAt(from) & 7;
    if (type === KING && Math.abs(to - from) === 2) return to > from ? 'O-O' : 'O-O-O';
    let san = '';
    if (type === PAWN) {
      if (pos.isCapture(m)) san += squareName(from)[0] + 'x';
    } else {
      san += SAN_PIECE[type];
      let ambiguities = 0;
      let sameRank = 0;
      let sameFile = 0;
      for (const other of legal) {
        const o = moveFrom(other);
        if (o === from || moveTo(other) !== to || (pos.pieceAt(o) & 7) !== type) continue;
        ambiguities++;
        if (o >> 4 === from >> 4) sameRank++;
        if ((o & 7) === (from & 7)) sameFile++;
      }
      if (ambiguities > 0)
        san += sameRank > 0 && sameFile > 0 ? squareName(from) : sameFile > 0 ? squareName(from)[1] : squareName(from)[0];
      if (pos.isCapture(m)) san += 'x';
    }
    san += squareName(to);
    const promo = movePromo(m);
    if (promo) san += '=' + SAN_PIECE[promo];
    return san;
  }

  /**
   * chess.js's insufficient material: king against king, a lone minor piece, or only bishops (of
   * either side) all on squares of one colour.
   */
  private insufficientMaterial(): boolean {
    let pieces = 0;
    let bishops = 0;
    let knights = 0;
    let light = 0;
    for (let sq = 0; sq < 120; sq++) {
      if (sq & 0x88) {
        sq += 7;
        continue;
      }
      const type = this.pos.pieceAt(sq) & 7;
      if (!type) continue;
      pieces++;
      if (type === KNIGHT) knights++;
      if (type === BISHOP) {
        bishops++;
        light += ((sq >> 4) + (sq & 7)) & 1;
      }
    }
    if (pieces === 2) return true;
    if (pieces === 3 && (bishops === 1 || knights === 1)) return true;
    return pieces === bishops + 2 && (light === 0 || light === bishops);
  }

  // chess.js keeps an en passant square in its position hash only after a double push next to an
  // enemy pawn (or as the start FEN gives it); repetitions are counted with the same rule.
  private count(ep: number): void {
    const keep = ep >= 0 && (this.seen.size === 0 || this.enemyPawnBeside(ep));
    this.epKey = keep ? ep : -1;
    const key = this.key(this.epKey);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  /** Whether a pawn of the side to move stands beside the pawn that just pushed past ep. */
  private enemyPawnBeside(ep: number): boolean {
    const pushed = ep + (this.pos.side === 0 ? -16 : 16);
    const pawn = PAWN | (this.pos.side << 3);
    return [pushed - 1, pushed + 1].some((sq) => !(sq & 0x88) && this.pos.pieceAt(sq) === pawn);
  }

  private key(ep: number): string {
    return `${String.fromCharCode(...this.pos.board)}|${this.pos.side}|${this.pos.castling}|${ep}`;
  }
}
