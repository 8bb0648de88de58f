/**
 * Over the empty grid before the start: the clues are not sent until the play's first move, which
 * starts the clock, so nobody can solve them off the clock. The grid under it is the start: the
 * first tap on a square or letter typed starts the play (the cover lets taps through).
 */
export function CrosswordCover({ starting }: { starting: boolean }) {
  return (
    <div
      className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center bg-slate-100/70 p-2 dark:bg-slate-950/70"
      data-testid="crosswords-cover"
    >
      <p
        className="rounded-xl bg-white px-4 py-3 text-center text-base font-semibold text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100"
        role="status"
      >
        {starting ? 'Starting…' : 'Tap the grid or type to start'}
        <span className="block text-sm font-normal">The clues show and the clock starts then.</span>
      </p>
    </div>
  );
}
