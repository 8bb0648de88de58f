/**
 * The solver's memory of positions visited: 64-bit hashes of a position's identity in an
 * open-addressing table of typed arrays, so remembering a position allocates nothing (a Set of
 * numbers would box each key). Columns are interchangeable, so their hashes are added (a column
 * with face-down cards is told apart by them); the foundations follow from the rest; in Draw 1
 * where the stock is cut does not matter. A collision only makes the search skip a position: it
 * may miss a win, never claim a false one (every line is played by the rules).
 */
import type { Position } from './position';
import { COLUMNS } from './piles';

/** Mixes a 32-bit value (murmur3's finaliser), so sums of mixed column hashes do not cancel. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The two 32-bit halves of the last position hashed (kept here to allocate nothing). */
let hashLo = 0;
let hashHi = 0;

function hashPosition(position: Position): void {
  let lo = 0;
  let hi = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const column = position.columns[c]!;
    let a = position.down[c]! + 1;
    let b = a ^ 0x5bd1e995;
    for (let i = 0; i < column.length; i++) {
      a = (Math.imul(a, 31) + column[i]! + 1) | 0;
      b = (Math.imul(b, 0x01000193) ^ (column[i]! + 7)) | 0;
    }
    lo = (lo + mix(a)) | 0;
    hi = (hi + mix(b)) | 0;
  }
  // In Draw 1 every talon card can be drawn whatever the cut: where it is changes nothing but draws.
  let a = position.drawCount === 1 ? 101 : position.cut + 102;
  let b = a ^ 0x5bd1e995;
  for (let i = 0; i < position.talon.length; i++) {
    a = (Math.imul(a, 31) + position.talon[i]! + 1) | 0;
    b = (Math.imul(b, 0x01000193) ^ (position.talon[i]! + 7)) | 0;
  }
  hashLo = mix(lo ^ mix(a)) | 0;
  hashHi = mix(hi + mix(b)) | 0;
}

/** A position's identity as one number (52 bits of its hash). */
export function positionKey(position: Position): number {
  hashPosition(position);
  return (hashHi & 0x1fffff) * 0x100000000 + (hashLo >>> 0);
}

export class VisitedPositions {
  private lo = new Int32Array(1 << 12);
  private hi = new Int32Array(1 << 12);
  private used = new Uint8Array(1 << 12);
  size = 0;

  /** Remembers a position; false when it was remembered already. */
  add(position: Position): boolean {
    hashPosition(position);
    return this.addHash(hashLo, hashHi);
  }

  private addHash(lo: number, hi: number): boolean {
    if ((this.size + 1) * 2 > this.used.length) this.grow();
    const mask = this.used.length - 1;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    while (this.used[i]) {
      if (this.lo[i] === lo && this.hi[i] === hi) return false;
      i = (i + 1) & mask;
    }
    this.used[i] = 1;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.size++;
    return true;
  }

  private grow(): void {
    const { lo, hi, used } = this;
    this.lo = new Int32Array(used.length * 2);
    this.hi = new Int32Array(used.length * 2);
    this.used = new Uint8Array(used.length * 2);
    this.size = 0;
    for (let i = 0; i < used.length; i++) if (used[i]) this.addHash(lo[i]!, hi[i]!);
  }
}
