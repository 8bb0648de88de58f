'use client';

type Props = {
  remaining: readonly number[];
  notesMode: boolean;
  interactive: boolean;
  onDigit(digit: number): void;
  onErase(): void;
  onToggleNotes(): void;
  onAutoNotes(): void;
};

/** The on-screen pad: digits with how many of each remain, erase, notes mode and auto-notes. */
export function SudokuPad({ remaining, notesMode, interactive, onDigit, onErase, onToggleNotes, onAutoNotes }: Props) {
  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label={notesMode ? 'Digits (notes mode)' : 'Digits'}
        className="grid grid-cols-9 gap-1 @2xl:grid-cols-3 @2xl:gap-2"
        data-testid="sudoku-pad"
      >
        {remaining.map((left, index) => {
          const digit = index + 1;
          return (
            <button
              key={digit}
              type="button"
              className="flex flex-col items-center justify-center rounded-md border border-slate-300 bg-white py-1 text-slate-900 hover:bg-indigo-50 disabled:opacity-50 @2xl:py-2 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              aria-label={`${digit}, ${left} left`}
              disabled={!interactive || (left === 0 && !notesMode)}
              onClick={() => onDigit(digit)}
            >
              <span className={`text-xl font-bold leading-tight @2xl:text-2xl ${notesMode ? 'text-slate-600 dark:text-slate-300' : ''}`}>
                {digit}
              </span>
              <span className="text-[0.7rem] leading-tight text-slate-700 dark:text-slate-300">{left}</span>
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-3 gap-1 @2xl:gap-2">
        <button type="button" className="btn-secondary px-1" onClick={onErase} disabled={!interactive} aria-keyshortcuts="Backspace Delete">
          Erase
        </button>
        <button
          type="button"
          className={notesMode ? 'btn-primary px-1' : 'btn-secondary px-1'}
          onClick={onToggleNotes}
          disabled={!interactive}
          aria-pressed={notesMode}
          aria-keyshortcuts="N"
        >
          Notes <span aria-hidden="true">{notesMode ? 'on' : 'off'}</span>
        </button>
        <button type="button" className="btn-secondary px-1" onClick={onAutoNotes} disabled={!interactive}>
          Auto-notes
        </button>
      </div>
    </div>
  );
}
