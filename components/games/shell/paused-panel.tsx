/**
 * A paused play's panel: the clock is stopped and what the player could study is hidden until
 * Resume. Over the board (which keeps its place), or in place of it.
 */
export function PausedPanel({ hides, placement, onResume }: { hides: string; placement: 'over-board' | 'in-place'; onResume(): void }) {
  const where =
    placement === 'over-board'
      ? 'absolute inset-0 bg-slate-100 dark:bg-slate-800'
      : 'min-h-64 border border-slate-300 dark:border-slate-700';
  return (
    <div className={`flex flex-col items-center justify-center gap-3 rounded-lg p-4 text-center ${where}`} data-testid="paused-panel">
      <p className="text-lg font-semibold">Paused</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">The clock is stopped and {hides} hidden.</p>
      <button type="button" className="btn-primary" data-resume onClick={onResume}>
        Resume
      </button>
    </div>
  );
}

/**
 * What the clock could not do, shown where the player looks (it is also announced): a pause refused
 * (429: paused too often, so the clock keeps running and the board stays) or a resume that failed.
 */
export function ClockNotice({ message }: { message: string }) {
  return (
    <p
      className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-1 text-sm text-slate-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="clock-notice"
    >
      {message}
    </p>
  );
}
