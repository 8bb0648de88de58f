import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** Wordsearch's example for the first-visit card (components/games/how-to-play/examples.tsx). */
export function Example() {
  const rows = ['CATS', 'OXOQ', 'WNGD', 'KYEV'];
  return (
    <Picture
      label="A 4 by 4 letter grid in which the word CAT, along the top row, is ringed as found"
      caption="CAT is found: its letters are ringed. COW runs down the first column."
    >
      <div className="relative">
        <div className="grid grid-cols-4 rounded border border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
          {rows.flatMap((line, r) =>
            [...line].map((letter, c) => (
              <span key={`${r}-${c}`} className={CELL}>
                {letter}
              </span>
            )),
          )}
        </div>
        {/* The ring around C-A-T: three cells wide, one tall. */}
        <span
          aria-hidden="true"
          className="absolute left-0.5 top-0.5 h-8 w-[6.5rem] rounded-full border-[3px] border-amber-500 bg-amber-400/25"
        />
      </div>
    </Picture>
  );
}
