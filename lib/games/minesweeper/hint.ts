/**
 * Hints that teach: the easiest deduction the player can make next on the board they see, with the
 * cells and a one-line reason. Works from the public board only (no mines), so it can run anywhere.
 * The player's flags are not trusted as facts (they may be wrong); a hint that only finds mines the
 * player has already flagged is skipped for the next one.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { Deducer } from './deducer';
import { ALL_RULES, type Deduction, type Rule, type SolverRules } from './mine-sets';
import type { BoardView } from './format';
import { cellColumn, cellRow } from './grid';

export type MinesweeperHint = PuzzleHint & {
  readonly safe: readonly number[];
  readonly mines: readonly number[];
  /** The opened numbers the reasoning uses. */
  readonly because: readonly number[];
};

const NONE: SolverRules = { subset: false, overlap: false, global: false };

/** Easiest first: one number alone, then one number inside another, overlaps, then the mine count. */
const LADDER: readonly SolverRules[] = [NONE, { ...NONE, subset: true }, { ...NONE, subset: true, overlap: true }, ALL_RULES];

/** Each rule's name, as hints and the generation bench give it. */
export const TECHNIQUE: Record<Rule, string> = {
  single: 'Count',
  subset: 'Subset',
  overlap: 'Overlap',
  global: 'Mine count',
};

function name(view: BoardView, cell: number): string {
  return `r${cellRow(view.width, cell) + 1}c${cellColumn(view.width, cell) + 1}`;
}

function list(view: BoardView, cells: readonly number[]): string {
  return cells.map((c) => name(view, c)).join(', ');
}

function message(view: BoardView, step: Deduction): string {
  const parts: string[] = [];
  if (step.safe.length > 0) parts.push(`${list(view, step.safe)} ${step.safe.length === 1 ? 'is' : 'are'} safe`);
  if (step.mines.length > 0) parts.push(`${list(view, step.mines)} ${step.mines.length === 1 ? 'is a mine' : 'are mines'}`);
  const found = parts.join(' and ');
  const number = (cell: number) => `the ${String(view.cells?.[cell])} at ${name(view, cell)}`;
  const [first, second] = step.sources;
  switch (step.rule) {
    case 'single':
      return step.safe.length > 0
        ? `${number(first!)} already has all its mines around it: ${found}`
        : `${number(first!)} has as many hidden neighbours as mines: ${found}`;
    case 'subset':
    case 'overlap':
      return second === undefined
        ? `${number(first!)}, with the mines found around it: ${found}`
        : `Compare ${step.sources.map(number).join(' and ')}: ${found}`;
    case 'global':
      return `Count the mines left (${view.mines} in all): ${found}`;
  }
}

/** The next deduction on this board, or null when there is none (finished, or a guess is needed). */
export function findHint(view: BoardView, flags: ReadonlySet<number> = new Set()): MinesweeperHint | null {
  if (!view.cells) return null;
  const cells = view.cells;
  for (const rules of LADDER) {
    const deducer = new Deducer(view, null, rules, true);
    try {
      cells.forEach((c, cell) => {
        if (typeof c === 'number') deducer.loadOpened(cell, c);
      });
      cells.forEach((c, cell) => {
        if (typeof c === 'number') deducer.addNumber(cell);
      });
      deducer.run();
    } catch {
      // Numbers no placement of the mines can give (a hand-edited link): nothing to teach.
      return null;
    }
    const step = deducer.steps!.find((s) => s.safe.length > 0 || s.mines.some((m) => !flags.has(m)));
    if (step) {
      return {
        technique: TECHNIQUE[step.rule],
        message: message(view, step),
        cells: [...step.safe, ...step.mines],
        safe: step.safe,
        mines: step.mines,
        because: step.sources,
      };
    }
  }
  return null;
}
