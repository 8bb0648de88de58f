/**
 * Over the empty grid before the start: the clues are not sent until the play's first move, which
 * starts the clock, so nobody can solve them off the clock. The grid under it is a start too: the
 * first tap on a square or letter typed starts the play (the cover lets taps through); what to do is
 * said in the clue bar's place above it (its Start button) and in the status line.
 */
export function CrosswordCover() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-20 bg-slate-100/70 dark:bg-slate-950/70"
      data-testid="crosswords-cover"
    />
  );
}
