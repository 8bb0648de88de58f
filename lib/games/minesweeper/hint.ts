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
import { joinWithAnd } from '../toolbox/text';

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

const DIRECTIONS = ['up-left of', 'above', 'up-right of', 'left of', '', 'right of', 'down-left of', 'below', 'down-right of'];

/** 'the cell above the 2': a hidden cell by where it lies from a number next to it (the board shows both). */
function besideNumber(view: BoardView, cell: number, sources: readonly number[]): string | null {
  for (const source of sources) {
    const dr = cellRow(view.width, cell) - cellRow(view.width, source);
    const dc = cellColumn(view.width, cell) - cellColumn(view.width, source);
    if (Math.abs(dr) <= 1 && Math.abs(dc) <= 1 && (dr || dc))
      return `the cell ${DIRECTIONS[(dr + 1) * 3 + dc + 1]} the ${String(view.cells?.[source])}`;
  }
  return null;
}

/** What the step finds, told by the highlight: 'the 2 highlighted hidden cells are safe', 'the cell above the 3 is a mine, …'. */
function found(view: BoardView, step: Deduction): string {
  const safe = step.safe.length === 1 ? 'the highlighted hidden cell is safe' : `the ${step.safe.length} highlighted hidden cells are safe`;
  if (step.mines.length === 0) return safe;
  const named = step.mines.map((m) => besideNumber(view, m, step.sources));
  const mines =
    step.mines.length <= 3 && named.every((n) => n !== null)
      ? `${joinWithAnd(named as string[])} ${step.mines.length === 1 ? 'is a mine' : 'are mines'}`
      : `${step.mines.length === 1 ? 'the highlighted hidden cell is a mine' : `${step.mines.length} of the highlighted hidden cells are mines`}`;
  if (step.safe.length === 0) return named.every((n) => n !== null) ? mines : mines.replace(/^\d+ of the/, 'the');
  return `${mines}, and the other highlighted hidden ${step.safe.length === 1 ? 'cell is' : 'cells are'} safe`;
}

function message(view: BoardView, step: Deduction): string {
  const number = (cell: number) => String(view.cells?.[cell]);
  const [first, second] = step.sources;
  const what = found(view, step);
  switch (step.rule) {
    case 'single':
      return step.safe.length > 0
        ? `The highlighted ${number(first!)} already touches all its mines, so ${what}`
        : `The highlighted ${number(first!)} has just as many hidden cells around it as mines, so ${what}`;
    case 'subset':
    case 'overlap':
      return second === undefined
        ? `The highlighted ${number(first!)}, with the mines already certain around it: ${what}`
        : `Compare the highlighted ${step.sources.map(number).join(' and ')}: ${what}`;
    case 'global':
      return `Add up the mines left (${view.mines} in all): ${what}`;
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
        // The numbers the reasoning reads are highlighted with the cells it proves, as the message says.
        cells: [...(step.rule === 'global' ? [] : step.sources), ...step.safe, ...step.mines],
        safe: step.safe,
        mines: step.mines,
        because: step.sources,
      };
    }
  }
  return null;
}
