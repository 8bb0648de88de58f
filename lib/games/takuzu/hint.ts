/**
 * Hints that teach: first a mistake (a filled cell the solution disagrees with, named with the rule
 * it breaks when it breaks one), else the easiest deduction the solver can make next, in words.
 * Server-side: it needs the solution and the solver.
 */
import type { PuzzleHint } from '../grid-puzzle-engine';
import { TECHNIQUE_NAME, type Assignment, type Deduction } from './deductions';
import { UNFILLED, gridLines, lineName, parseBoard, parseGrid, type Grid } from './format';
import { ruleBreaks } from './rules';
import { easiestDeduction } from './solver';
import { joinWithAnd, ordinal } from '../toolbox/text';

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Cells of one line as a player counts them along it: 'its third cell', 'its first and fourth cells',
 * 'its second cell from the top' (a column); `or` joins with 'or' instead of 'and'.
 */
function cellsAlong(size: number, line: number, cells: readonly number[], or = false): string {
  const column = line >= size;
  const places = [...cells].sort((a, b) => a - b).map((i) => ordinal((column ? Math.floor(i / size) : i % size) + 1));
  const list = or ? joinWithAnd(places).replace(/ and (?=[^ ]+$)/, ' or ') : joinWithAnd(places);
  return `its ${list} ${cells.length === 1 || or ? 'cell' : 'cells'}${column ? ' from the top' : ''}`;
}

/** 'its second and fifth cells are 0, its third cell is 1'. */
function describeSet(size: number, line: number, set: readonly Assignment[]): string {
  const parts: string[] = [];
  for (const value of [0, 1] as const) {
    const cells = set.filter((a) => a.value === value).map((a) => a.cell);
    if (cells.length > 0) parts.push(`${cellsAlong(size, line, cells)} ${cells.length === 1 ? 'is' : 'are'} ${value}`);
  }
  return parts.join(', ');
}

/** A cell as a player finds it: 'the third cell of row 2'. */
const cellPlace = (size: number, cell: number) => `the ${ordinal((cell % size) + 1)} cell of row ${Math.floor(cell / size) + 1}`;

export function describeDeduction(size: number, d: Deduction): string {
  const line = lineName(size, d.line);
  const set = describeSet(size, d.line, d.set);
  const symbol = d.symbol ?? 0;
  switch (d.technique) {
    case 'pair':
      return `Look at ${lower(line)}: two ${symbol}s sit side by side, and a third would make three in a row, so ${set}`;
    case 'gap':
      return `Look at ${lower(line)}: two ${symbol}s have one cell between them, and a ${symbol} there would make three in a row, so ${set}`;
    case 'complete-line':
      return `${line} has its ${countWord(size / 2)} ${symbol}s: the rest are ${1 - symbol}`;
    case 'one-left':
      return (
        `${line} needs one more ${symbol}, and it must go in ${cellsAlong(size, d.line, d.because, true)} ` +
        `(anywhere else leaves three ${1 - symbol}s in a row), so ${set}`
      );
    case 'line-comparison':
      return `${line} must differ from ${lower(lineName(size, d.other ?? 0))}, which it matches but for its two empty cells, so ${set}`;
    case 'look-ahead':
      return (
        `Try the ways to fill the empty cells of ${lower(line)}: ` +
        `${d.ways === 1 ? 'only one keeps the rules' : `all ${d.ways} that keep the rules agree`}, and ${set}`
      );
  }
}

/** Why a wrong filled cell is wrong, naming a rule it breaks if any. */
function mistakeReason(grid: Grid, cell: number): string | null {
  const { size } = grid;
  const breaks = ruleBreaks(grid);
  const value = grid.cells[cell]!;
  const row = Math.floor(cell / size);
  const col = cell % size;
  if (breaks.triples.includes(cell)) {
    const lines = gridLines(size);
    const inLine = (l: number) => {
      const line = lines[l]!;
      const k = line.indexOf(cell);
      return [-2, -1, 0].some((s) => [0, 1, 2].every((t) => grid.cells[line[k + s + t] ?? -1] === value));
    };
    const l = inLine(row) ? row : size + col;
    if (inLine(l)) return `it makes three ${value}s in a row in ${lower(lineName(size, l))}`;
  }
  for (const o of breaks.overfull) {
    if (o.symbol === value && o.index === (o.kind === 'row' ? row : col)) {
      return `${o.kind} ${o.index + 1} has more than ${countWord(size / 2)} ${value}s`;
    }
  }
  for (const d of breaks.duplicates) {
    const own = d.kind === 'row' ? row : col;
    const twin = d.indices.find((i) => i !== own);
    if (d.indices.includes(own) && twin !== undefined) return `${d.kind} ${own + 1} repeats ${d.kind} ${twin + 1}`;
  }
  return null;
}

/** The technique of the last resort: a cell given away when no technique applies (never on a served puzzle). */
export const FALLBACK_TECHNIQUE = 'Reveal';

/** A hint with what it tells the player to do: the cells to fill (none for a mistake to fix). */
export type TakuzuHintWithEffect = { readonly hint: PuzzleHint; readonly fills: readonly Assignment[] };

/** The next step from this grid with its effect; null when it is solved or does not belong to the puzzle. */
export function findHintWithEffect(puzzle: string, gridText: string, solutionText: string): TakuzuHintWithEffect | null {
  const givens = parseBoard(puzzle);
  const grid = parseGrid(gridText);
  const solution = parseGrid(solutionText);
  if (!givens || !grid || !solution || grid.size !== givens.size || solution.size !== givens.size) return null;
  const { size } = grid;
  const wrong: number[] = [];
  grid.cells.forEach((v, i) => {
    if (v !== UNFILLED && v !== solution.cells[i]) wrong.push(i);
  });
  if (wrong.length > 0) {
    // A mistake that breaks a rule teaches more than one that only leads nowhere.
    const reasons = wrong.map((cell) => ({ cell, reason: mistakeReason(grid, cell) }));
    const pick = reasons.find((r) => r.reason !== null) ?? reasons[0]!;
    const value = grid.cells[pick.cell];
    const name = `The ${value} in ${cellPlace(size, pick.cell)}`;
    const message = pick.reason ? `${name} is wrong: ${pick.reason}` : `${name} is wrong: with a ${value} there the puzzle has no solution`;
    return { hint: { technique: 'Mistake', message, cells: [pick.cell] }, fills: [] };
  }
  const firstUnfilled = grid.cells.indexOf(UNFILLED);
  if (firstUnfilled < 0) return null;
  const d = easiestDeduction(grid.cells, size);
  if (!d) {
    // Never expected for a served puzzle (its techniques solve it from the givens, so from any
    // correct grid too): reveal a cell rather than leave the player without help.
    const value = solution.cells[firstUnfilled] === 1 ? 1 : 0;
    const hint = {
      technique: FALLBACK_TECHNIQUE,
      message: `No step we know of works here, so here is one: ${cellPlace(size, firstUnfilled)} is ${value}`,
      cells: [firstUnfilled],
    };
    return { hint, fills: [{ cell: firstUnfilled, value }] };
  }
  const cells = [...new Set([...d.set.map((a) => a.cell), ...d.because])];
  return { hint: { technique: TECHNIQUE_NAME[d.technique], message: describeDeduction(size, d), cells }, fills: d.set };
}

/** The next step from this grid, as the player is told it; null when it is solved or does not belong to the puzzle. */
export function findHint(puzzle: string, gridText: string, solutionText: string): PuzzleHint | null {
  return findHintWithEffect(puzzle, gridText, solutionText)?.hint ?? null;
}
