import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** Sudoku's example for the first-visit card (components/games/how-to-play/examples.tsx). */
export function Example() {
  const row = ['5', '3', '', '6', '7', '8', '9', '1', '2'];
  return (
    <Picture
      label="A sudoku row holding 5 3 6 7 8 9 1 2 and one empty cell, which must be 4"
      caption="One digit is missing from this row: it must be 4."
    >
      <div className="flex border-2 border-slate-800 dark:border-slate-300">
        {row.map((digit, i) => (
          <span
            key={i}
            className={`${CELL} h-8 w-8 text-base ${i % 3 === 2 && i < 8 ? 'border-r-2 border-slate-800 dark:border-slate-300' : i < 8 ? 'border-r border-slate-300 dark:border-slate-600' : ''} ${digit ? '' : 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'}`}
          >
            {digit || '4'}
          </span>
        ))}
      </div>
    </Picture>
  );
}
