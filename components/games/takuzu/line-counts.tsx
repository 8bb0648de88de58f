import { leftToPlace, lineSummary, type BoardMarks } from './takuzu-marks';

const CHIP = {
  '0': 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  '1': 'bg-amber-100 text-amber-900 dark:bg-amber-800 dark:text-amber-50',
} as const;

/** One symbol's count: how many are still to place, a tick when none, "+n" in red when too many. */
function Chip({ symbol, left }: { symbol: '0' | '1'; left: number }) {
  const over = left < 0;
  return (
    <span
      aria-hidden="true"
      data-left={left}
      className={`inline-flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded px-0.5 font-bold ${
        over ? 'bg-red-700 text-white dark:bg-red-400 dark:text-slate-950' : CHIP[symbol]
      } ${left === 0 ? 'opacity-70' : ''}`}
    >
      {over ? `+${-left}` : left === 0 ? '✓' : left}
    </span>
  );
}

/**
 * Each row's counts at the board's right (kind "row") or each column's below it: the 0s and 1s that
 * line still needs, in the symbols' colours, with the whole sentence for screen readers.
 */
export function LineCounts({ marks, kind }: { marks: BoardMarks; kind: 'row' | 'column' }) {
  const { size } = marks;
  const lines = kind === 'row' ? marks.lines.slice(0, size) : marks.lines.slice(size);
  const offset = kind === 'row' ? 0 : size;
  const track = `repeat(${size}, minmax(0, 1fr))`;
  return (
    <ol
      aria-label={kind === 'row' ? 'Left to place in each row' : 'Left to place in each column'}
      // Aligned with the board's lines (its 2px border on each side).
      className={`grid text-[0.8rem] leading-none tabular-nums ${kind === 'row' ? 'py-[2px]' : 'px-[2px]'}`}
      style={kind === 'row' ? { gridTemplateRows: track } : { gridTemplateColumns: track }}
      data-testid={kind === 'row' ? 'row-counts' : 'column-counts'}
    >
      {lines.map((line, i) => (
        <li
          key={i}
          className={kind === 'row' ? 'flex items-center gap-0.5 px-0.5' : 'flex flex-col items-center gap-0.5 pt-0.5'}
          data-zeros={line.zeros}
          data-ones={line.ones}
        >
          <span className="sr-only">{lineSummary(marks, offset + i)}</span>
          <Chip symbol="0" left={leftToPlace(marks, line.zeros)} />
          <Chip symbol="1" left={leftToPlace(marks, line.ones)} />
          {line.problems.length > 0 && (
            <span aria-hidden="true" className="font-bold text-red-700 dark:text-red-300">
              !
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
