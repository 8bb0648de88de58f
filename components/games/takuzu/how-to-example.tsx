import type { ReactNode } from 'react';

function TakuzuLine({ cells, ok, children }: { cells: string; ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex gap-0.5">
        {[...cells].map((v, i) => (
          <span
            key={i}
            className={`flex h-7 w-7 items-center justify-center rounded text-sm font-bold ${v === '1' ? 'bg-sky-700 text-white dark:bg-sky-500 dark:text-slate-950' : 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100'}`}
          >
            {v}
          </span>
        ))}
      </span>
      <span
        className={`w-5 flex-none text-center text-lg font-bold ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
        aria-hidden="true"
      >
        {ok ? '✓' : '✗'}
      </span>
      <span className="text-sm">{children}</span>
    </li>
  );
}

/** Takuzu's three rules, one line each, a breaking example beside a keeping one. */
export function Example() {
  return (
    <figure data-testid="how-to-example" className="w-full">
      <ul className="space-y-2" aria-label="The three rules, with examples">
        <TakuzuLine cells="001000" ok={false}>
          <span className="sr-only">Wrong: 0 0 1 0 0 0. </span>Never three alike side by side.
        </TakuzuLine>
        <TakuzuLine cells="011010" ok>
          <span className="sr-only">Right: 0 1 1 0 1 0. </span>As many 0s as 1s in every row and column.
        </TakuzuLine>
        <TakuzuLine cells="010110" ok={false}>
          <span className="sr-only">Wrong if another row is also 0 1 0 1 1 0. </span>No two rows (or columns) the same.
        </TakuzuLine>
      </ul>
    </figure>
  );
}
