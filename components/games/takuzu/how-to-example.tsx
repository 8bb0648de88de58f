import type { ReactNode } from 'react';

function Cell({ value }: { value: string }) {
  return (
    <span
      // The board's own colours: 0 sky, 1 amber.
      className={`flex h-7 w-7 items-center justify-center rounded text-sm font-bold ${value === '1' ? 'bg-amber-100 text-amber-900 dark:bg-amber-800 dark:text-amber-50' : 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50'}`}
    >
      {value}
    </span>
  );
}

function TakuzuLine({ cells, ok, children }: { cells: string; ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex gap-0.5">
        {[...cells].map((v, i) => (
          <Cell key={i} value={v} />
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

/** Takuzu's three rules, one line each, a breaking example beside a keeping one (two equal rows for the last). */
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
        <li className="flex items-center gap-3" data-testid="takuzu-equal-rows">
          <span className="flex flex-col gap-0.5 rounded-md p-0.5 ring-2 ring-red-700 dark:ring-red-400" aria-hidden="true">
            {['010110', '010110'].map((row, r) => (
              <span key={r} className="flex gap-0.5" data-testid="example-row">
                {[...row].map((v, i) => (
                  <Cell key={i} value={v} />
                ))}
              </span>
            ))}
          </span>
          <span className="w-5 flex-none text-center text-lg font-bold text-red-700 dark:text-red-400" aria-hidden="true">
            ✗
          </span>
          <span className="text-sm">
            <span className="sr-only">Wrong: two rows both 0 1 0 1 1 0. </span>No two rows (or columns) the same.
          </span>
        </li>
      </ul>
    </figure>
  );
}
