/**
 * What the board marks: each row's and column's counts and the rule breaks to show, at once or
 * (for players who want to find their own mistakes) only once the line concerned is full. Pure.
 */
import { UNFILLED, gridLines, parseGrid, ruleBreaks } from '@/lib/games/takuzu/client';

export type ErrorMarking = 'instant' | 'full-lines';
/** The setting's name and choices, in a player's words. */
export const ERROR_MARKING_LABEL = 'Show mistakes';
export const ERROR_MARKINGS: readonly { id: ErrorMarking; label: string }[] = [
  { id: 'instant', label: 'As I play' },
  { id: 'full-lines', label: 'When a line is full' },
];

export type LineMark = {
  zeros: number;
  ones: number;
  /** The rules this line breaks, shown ('three 1s in a row', 'too many 0s', 'same as row 3'). */
  problems: string[];
};

export type BoardMarks = {
  size: number;
  /** Rows 0..size-1, then columns. */
  lines: LineMark[];
  /** Cells to mark: in three in a row, holding a line's excess symbol, or in a duplicate line. */
  broken: ReadonlySet<number>;
};

const lineWord = (size: number, line: number) => (line < size ? `row ${line + 1}` : `column ${line - size + 1}`);

export function boardMarks(text: string, marking: ErrorMarking): BoardMarks | null {
  const grid = parseGrid(text);
  if (!grid) return null;
  const { size, cells } = grid;
  const lines = gridLines(size);
  const breaks = ruleBreaks(grid);
  const broken = new Set<number>();
  const marks: LineMark[] = lines.map((line) => {
    let zeros = 0;
    let ones = 0;
    for (const i of line) {
      if (cells[i] === 0) zeros++;
      else if (cells[i] === 1) ones++;
    }
    return { zeros, ones, problems: [] };
  });
  const shown = (line: number) => marking === 'instant' || lines[line]!.every((i) => cells[i] !== UNFILLED);

  lines.forEach((line, l) => {
    if (!shown(l)) return;
    const triples = new Set<number>();
    for (let k = 0; k + 2 < size; k++) {
      const v = cells[line[k]!];
      if (v !== UNFILLED && cells[line[k + 1]!] === v && cells[line[k + 2]!] === v) {
        triples
          .add(line[k]!)
          .add(line[k + 1]!)
          .add(line[k + 2]!);
        const problem = `three ${v}s in a row`;
        if (!marks[l]!.problems.includes(problem)) marks[l]!.problems.push(problem);
      }
    }
    for (const i of triples) broken.add(i);
  });
  for (const { kind, index, symbol } of breaks.overfull) {
    const l = kind === 'row' ? index : size + index;
    if (!shown(l)) continue;
    marks[l]!.problems.push(`too many ${symbol}s`);
    for (const i of lines[l]!) if (cells[i] === symbol) broken.add(i);
  }
  for (const { kind, indices } of breaks.duplicates) {
    for (const index of indices) {
      const l = kind === 'row' ? index : size + index;
      const others = indices.filter((o) => o !== index).map((o) => lineWord(size, kind === 'row' ? o : size + o));
      marks[l]!.problems.push(`same as ${others.join(' and ')}`);
      for (const i of lines[l]!) broken.add(i);
    }
  }
  return { size, lines: marks, broken };
}

/** How many of a symbol a line still needs: negative when it holds too many. */
export const leftToPlace = (marks: BoardMarks, placed: number) => marks.size / 2 - placed;

function leftWords(left: number, word: string): string {
  if (left === 0) return `all ${word}s placed`;
  const n = Math.abs(left);
  return `${n} ${n === 1 ? word : `${word}s`} ${left > 0 ? 'to place' : 'too many'}`;
}

/** 'Row 2: 1 zero to place, all ones placed' plus its problems, for screen readers and announcements. */
export function lineSummary(marks: BoardMarks, line: number): string {
  const mark = marks.lines[line];
  if (!mark) return '';
  const name = lineWord(marks.size, line);
  const text = `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${leftWords(leftToPlace(marks, mark.zeros), 'zero')}, ${leftWords(leftToPlace(marks, mark.ones), 'one')}`;
  return mark.problems.length ? `${text}; ${mark.problems.join(', ')}` : text;
}
