import type { ReactNode } from 'react';

/** A figure the player has none of yet: a dash on screen, words for a screen reader. */
export const NONE_YET = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">none yet</span>
  </>
);

export type StatisticsRow = { key: string; testId?: string; label: ReactNode; cells: readonly { value: ReactNode; testId?: string }[] };

/** A statistics table under the panel (best times per level, a game's figures per mode): a row per level, figures right-aligned. */
export function StatisticsTable({
  caption,
  headings,
  rows,
  testId,
  className = 'max-w-sm',
}: {
  caption: ReactNode;
  headings: readonly string[];
  rows: readonly StatisticsRow[];
  testId?: string;
  className?: string;
}) {
  return (
    <table className={`w-full text-sm ${className}`} data-testid={testId}>
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading, i) => (
            <th key={heading} scope="col" className={`font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={row.testId}>
            <th scope="row" className="text-left font-normal">
              {row.label}
            </th>
            {row.cells.map((cell, i) => (
              <td key={i} className="text-right tabular-nums" data-testid={cell.testId}>
                {cell.value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
