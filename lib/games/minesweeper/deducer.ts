/**
 * The reasoning behind the solver and the hints; it knows no mines. Knowledge is a list of sets:
 * "these unknown cells hold exactly k mines". Every opened number gives one (its unknown neighbours,
 * minus the mines already found around it). Rules, each switchable so tests can show a board needs it:
 *  - single:  a set with 0 mines is all safe; a set with as many mines as cells is all mines.
 *  - subset:  A inside B gives the new set B - A with mines(B) - mines(A).
 *  - overlap: A and B overlap and mines(A) - mines(B) = |A - B|: A - B is all mines, B - A all safe.
 *  - global:  the total mine count: a family of disjoint sets holding K mines leaves the other
 *             unknown cells with (mines left - K); when that is 0 or all of them, they are settled.
 * Every set lies within a 3x3 window (a number's neighbours, or part of them), so sets that can
 * overlap are found by looking at windows at most two rows and columns apart. The vocabulary (cell
 * states, rules, sets) is in mine-sets.ts, the global rule's search in global-rule.ts.
 */
import { findGlobalSettlement } from './global-rule';
import { neighbourTable, type NeighbourTable } from './grid';
import type { BoardSize } from './levels';
import {
  UNKNOWN,
  MINE,
  SAFE,
  difference,
  intersects,
  union,
  type Constraint,
  type Deduction,
  type MineSet,
  type Probe,
  type Rule,
  type SolverRules,
} from './mine-sets';

/**
 * The reasoning engine. With a probe it plays (opens what it proves safe); without one it only
 * reasons over what is already open (for hints), marking proved-safe cells SAFE.
 */
export class Deducer {
  readonly width: number;
  readonly height: number;
  readonly table: NeighbourTable;
  readonly known: Int8Array;
  unknownCount: number;
  minesLeft: number;
  private readonly sets = new Map<number, Constraint>();
  private byOrigin: Constraint[][];
  private readonly todo: Constraint[] = [];
  private todoHead = 0;
  readonly uses: Record<Rule, number> = { single: 0, subset: 0, overlap: 0, global: 0 };
  /** Every step taken, in order, when asked for (hints); null to save the work. */
  readonly steps: Deduction[] | null;

  constructor(
    size: BoardSize,
    private readonly probe: Probe | null,
    private readonly rules: SolverRules,
    recordSteps = false,
  ) {
    this.steps = recordSteps ? [] : null;
    this.width = size.width;
    this.height = size.height;
    const cells = size.width * size.height;
    this.table = neighbourTable(size);
    this.known = new Int8Array(cells).fill(UNKNOWN);
    this.unknownCount = cells;
    this.minesLeft = size.mines;
    this.byOrigin = Array.from({ length: cells }, () => []);
  }

  markSafe(cell: number, rule: Rule | null): void {
    const state = this.known[cell];
    if (state === MINE) throw new Error(`Contradiction: cell ${cell} proved both mine and safe`);
    if (state !== UNKNOWN) return;
    if (rule) this.uses[rule]++;
    if (!this.probe) {
      this.known[cell] = SAFE;
      this.unknownCount--;
      this.reduce(cell, 0);
      return;
    }
    this.known[cell] = this.probe(cell);
    this.unknownCount--;
    this.reduce(cell, 0);
    this.addNumber(cell);
  }

  /** Sets an opened cell's number without probing (a player's board, for hints). */
  loadOpened(cell: number, number: number): void {
    if (this.known[cell] !== UNKNOWN) throw new Error(`Cell ${cell} loaded twice`);
    this.known[cell] = number;
    this.unknownCount--;
  }

  /** The set an opened number gives: its unknown neighbours hold its number less the mines found. */
  addNumber(cell: number): void {
    const base = cell * 9;
    const unknown: number[] = [];
    let minesAround = 0;
    for (let i = 1; i <= this.table[base]!; i++) {
      const n = this.table[base + i]!;
      const s = this.known[n];
      if (s === UNKNOWN) unknown.push(n);
      else if (s === MINE) minesAround++;
    }
    this.addSet(unknown, this.known[cell]! - minesAround, 'single', [cell]);
  }

  markMine(cell: number, rule: Rule): void {
    const state = this.known[cell];
    if (state === MINE) return;
    if (state !== UNKNOWN) throw new Error(`Contradiction: opened cell ${cell} proved a mine`);
    this.known[cell] = MINE;
    this.unknownCount--;
    this.minesLeft--;
    if (this.minesLeft < 0) throw new Error('Contradiction: more mines proved than the board has');
    this.uses[rule]++;
    this.reduce(cell, 1);
  }

  /** The live sets whose window starts at this origin (dead ones dropped). */
  private liveAt(origin: number): Constraint[] {
    const list = this.byOrigin[origin]!;
    if (list.every((c) => c.alive)) return list;
    const live = list.filter((c) => c.alive);
    this.byOrigin[origin] = live;
    return live;
  }

  /** A cell was settled: every set holding it is replaced by the set without it. */
  private reduce(cell: number, mine: number): void {
    const row = Math.floor(cell / this.width);
    const column = cell % this.width;
    for (let r = Math.max(0, row - 2); r <= row; r++) {
      for (let c = Math.max(0, column - 2); c <= column; c++) {
        const list = this.liveAt(r * this.width + c);
        const length = list.length;
        for (let i = 0; i < length; i++) {
          const set = list[i]!;
          if (!set.alive || !set.cells.includes(cell)) continue;
          this.kill(set);
          this.addSet(
            set.cells.filter((x) => x !== cell),
            set.mines - mine,
            set.via,
            set.sources,
          );
        }
      }
    }
  }

  private kill(set: Constraint): void {
    set.alive = false;
    this.sets.delete(set.key);
  }

  private addSet(cells: number[], mines: number, via: Rule, sources: readonly number[]): void {
    if (mines < 0 || mines > cells.length) throw new Error('Contradiction: a set with impossible mines');
    if (cells.length === 0) return;
    let minRow = Infinity;
    let minColumn = Infinity;
    for (const x of cells) {
      minRow = Math.min(minRow, Math.floor(x / this.width));
      minColumn = Math.min(minColumn, x % this.width);
    }
    let mask = 0;
    for (const x of cells) {
      mask |= 1 << ((Math.floor(x / this.width) - minRow) * 3 + (x % this.width) - minColumn);
    }
    const origin = minRow * this.width + minColumn;
    const key = origin * 512 + mask;
    const existing = this.sets.get(key);
    if (existing) {
      if (existing.mines !== mines) throw new Error('Contradiction: one set, two mine counts');
      return;
    }
    const set: Constraint = { cells, mines, key, origin, alive: true, via, sources };
    this.sets.set(key, set);
    this.byOrigin[origin]!.push(set);
    this.todo.push(set);
  }

  /** Settles cells found by one step of reasoning (recorded first, as settling changes the sets). */
  private settle(mines: readonly number[], safe: readonly number[], rule: Rule, sources: readonly number[]): void {
    if (this.steps) {
      const fresh = (cells: readonly number[]) => cells.filter((c) => this.known[c] === UNKNOWN);
      const step = { rule, mines: fresh(mines), safe: fresh(safe), sources };
      if (step.mines.length + step.safe.length > 0) this.steps.push(step);
    }
    for (const cell of mines) this.markMine(cell, rule);
    for (const cell of safe) this.markSafe(cell, rule);
  }

  private process(a: Constraint): void {
    if (!a.alive) return;
    if (a.mines === 0) return this.settle([], a.cells.slice(), a.via, a.sources);
    if (a.mines === a.cells.length) return this.settle(a.cells.slice(), [], a.via, a.sources);
    if (!this.rules.subset && !this.rules.overlap) return;
    const row = Math.floor(a.origin / this.width);
    const column = a.origin % this.width;
    for (let r = Math.max(0, row - 2); r <= Math.min(this.height - 1, row + 2); r++) {
      for (let c = Math.max(0, column - 2); c <= Math.min(this.width - 1, column + 2); c++) {
        const list = this.liveAt(r * this.width + c);
        const length = list.length;
        for (let i = 0; i < length; i++) {
          const b = list[i]!;
          if (b === a || !b.alive || !intersects(a.cells, b.cells)) continue;
          const onlyA = difference(a.cells, b.cells);
          const onlyB = difference(b.cells, a.cells);
          const sources = this.steps ? union(a.sources, b.sources) : a.sources;
          if (onlyA.length === 0) {
            if (this.rules.subset) this.addSet(onlyB, b.mines - a.mines, 'subset', sources);
          } else if (onlyB.length === 0) {
            if (this.rules.subset) this.addSet(onlyA, a.mines - b.mines, 'subset', sources);
          } else if (this.rules.overlap) {
            if (a.mines - b.mines === onlyA.length) return this.settle(onlyA, onlyB, 'overlap', sources);
            if (b.mines - a.mines === onlyB.length) return this.settle(onlyB, onlyA, 'overlap', sources);
          }
        }
      }
    }
  }

  /** The total mine count, alone or against a family of disjoint sets (global-rule.ts). True when it settled cells. */
  private globalStep(): boolean {
    const unknown: number[] = [];
    this.known.forEach((s, cell) => {
      if (s === UNKNOWN) unknown.push(cell);
    });
    const found = findGlobalSettlement([...this.sets.values()], unknown, this.minesLeft, this.known.length);
    if (!found) return false;
    const sources = found.family.flatMap((s) => s.sources);
    if (found.outsideMines) this.settle(found.outside, [], 'global', sources);
    else this.settle([], found.outside, 'global', sources);
    return true;
  }

  run(): void {
    for (;;) {
      while (this.todoHead < this.todo.length) {
        this.process(this.todo[this.todoHead++]!);
        // Drop the processed prefix now and then, so the queue does not grow without bound.
        if (this.todoHead > 4096) {
          this.todo.splice(0, this.todoHead);
          this.todoHead = 0;
        }
      }
      if (this.unknownCount === 0 || !this.rules.global || !this.globalStep()) return;
    }
  }

  liveSets(): MineSet[] {
    return [...this.sets.values()].map((s) => ({ cells: s.cells, mines: s.mines }));
  }
}
