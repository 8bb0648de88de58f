/**
 * The deduction solver's state: each cell a possible queen, ruled out, or a queen. Units are the
 * rows (0..N-1), columns (N..2N-1) and regions (2N..3N-1), the groups that each hold one queen.
 */
import { colOf, regionName, rowOf, touchingCells, type QueenieBoard } from './board';

export const CANDIDATE = 0;
export const RULED_OUT = 1;
export const QUEEN = 2;

export type UnitKind = 'row' | 'column' | 'region';

export class CandidateGrid {
  readonly size: number;
  readonly regions: readonly number[];
  readonly cells: Uint8Array;
  /** The cells of each unit, ascending. Shared between clones: it depends on the board only. */
  readonly units: readonly (readonly number[])[];

  constructor(board: QueenieBoard, cells?: Uint8Array, units?: readonly (readonly number[])[]) {
    this.size = board.size;
    this.regions = board.regions;
    this.cells = cells ?? new Uint8Array(board.size * board.size);
    this.units = units ?? buildUnits(board);
  }

  clone(): CandidateGrid {
    return new CandidateGrid(this, this.cells.slice(), this.units);
  }

  unitsOf(cell: number): [number, number, number] {
    const n = this.size;
    return [rowOf(cell, n), n + colOf(cell, n), 2 * n + (this.regions[cell] as number)];
  }

  isCandidate(cell: number): boolean {
    return this.cells[cell] === CANDIDATE;
  }

  candidatesIn(unit: number): number[] {
    return (this.units[unit] as readonly number[]).filter((cell) => this.cells[cell] === CANDIDATE);
  }

  hasQueen(unit: number): boolean {
    return (this.units[unit] as readonly number[]).some((cell) => this.cells[cell] === QUEEN);
  }

  /** Units still waiting for their queen, of one kind. */
  openUnits(kind: UnitKind): number[] {
    const base = kind === 'row' ? 0 : kind === 'column' ? this.size : 2 * this.size;
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if (!this.hasQueen(base + i)) out.push(base + i);
    return out;
  }

  /** Whether a queen on `cell` would rule out `other` (same row, column or region, or touching). */
  rulesOut(cell: number, other: number): boolean {
    if (cell === other) return false;
    const n = this.size;
    const dr = Math.abs(rowOf(cell, n) - rowOf(other, n));
    const dc = Math.abs(colOf(cell, n) - colOf(other, n));
    return dr === 0 || dc === 0 || (dr <= 1 && dc <= 1) || this.regions[cell] === this.regions[other];
  }

  /** Places a queen and applies the basic eliminations: its row, column, region and touching cells. */
  placeQueen(cell: number): void {
    this.cells[cell] = QUEEN;
    for (const unit of this.unitsOf(cell)) {
      for (const other of this.units[unit] as readonly number[]) if (other !== cell) this.eliminate(other);
    }
    for (const other of touchingCells(cell, this.size)) this.eliminate(other);
  }

  eliminate(cell: number): void {
    if (this.cells[cell] === CANDIDATE) this.cells[cell] = RULED_OUT;
  }

  queens(): number[] {
    const out: number[] = [];
    this.cells.forEach((v, i) => {
      if (v === QUEEN) out.push(i);
    });
    return out;
  }

  isComplete(): boolean {
    return this.queens().length === this.size;
  }

  /** A unit with neither a queen nor a possible cell: the marks cannot lead to a solution. */
  hasContradiction(): boolean {
    return this.units.some((cells) => !cells.some((cell) => this.cells[cell] !== RULED_OUT));
  }
}

function buildUnits(board: QueenieBoard): number[][] {
  const n = board.size;
  const units: number[][] = Array.from({ length: 3 * n }, () => []);
  for (let cell = 0; cell < n * n; cell++) {
    (units[rowOf(cell, n)] as number[]).push(cell);
    (units[n + colOf(cell, n)] as number[]).push(cell);
    (units[2 * n + (board.regions[cell] as number)] as number[]).push(cell);
  }
  return units;
}

export function unitKind(unit: number, size: number): UnitKind {
  return unit < size ? 'row' : unit < 2 * size ? 'column' : 'region';
}

/** 'row 4', 'column 2', 'region C'. */
export function unitName(unit: number, size: number): string {
  const kind = unitKind(unit, size);
  if (kind === 'region') return `region ${regionName(unit - 2 * size)}`;
  return `${kind} ${(unit % size) + 1}`;
}
