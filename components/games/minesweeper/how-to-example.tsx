import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** Minesweeper's example for the first-visit card (components/games/how-to-play/examples.tsx). */
export function Example() {
  // Column 0 open and empty, column 1 open 1s, column 2 hidden: the middle one is the mine.
  const cells: [string, 'open' | 'hidden' | 'flag'][] = [
    ['', 'open'],
    ['1', 'open'],
    ['', 'hidden'],
    ['', 'open'],
    ['1', 'open'],
    ['', 'flag'],
    ['', 'open'],
    ['1', 'open'],
    ['', 'hidden'],
  ];
  return (
    <Picture
      label="A 3 by 3 corner of a minefield: a column of open 1s beside three hidden cells; the middle hidden cell is flagged as the mine"
      caption="Each 1 touches one mine. The only hidden cell all three touch is the middle one: flag it; the other two are safe."
    >
      <div className="grid grid-cols-3 gap-0.5 rounded bg-slate-300 p-0.5 dark:bg-slate-600">
        {cells.map(([text, kind], i) => (
          <span
            key={i}
            className={`${CELL} ${kind === 'open' ? 'bg-slate-100 text-blue-800 dark:bg-slate-800 dark:text-blue-300' : 'bg-slate-400 shadow-[inset_2px_2px_0_rgba(255,255,255,0.5),inset_-2px_-2px_0_rgba(0,0,0,0.2)] dark:bg-slate-500'}`}
          >
            {kind === 'flag' ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                <path d="M7 3v18" strokeWidth="2" className="stroke-slate-900" />
                <path d="M8 4l10 4-10 4z" className="fill-red-600" />
              </svg>
            ) : (
              text
            )}
          </span>
        ))}
      </div>
    </Picture>
  );
}
