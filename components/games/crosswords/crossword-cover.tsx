'use client';

import { useEffect, useRef } from 'react';

/**
 * Over the empty grid before the start: the clues are not sent until the player presses Start (the
 * play's first move, which starts the clock), so nobody can solve them off the clock. The button
 * takes the focus, so Enter starts.
 */
export function CrosswordCover({ starting, interactive, onStart }: { starting: boolean; interactive: boolean; onStart(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (interactive) button.current?.focus({ preventScroll: true });
  }, [interactive]);
  return (
    <div
      className="absolute inset-0 z-20 flex items-center justify-center bg-slate-100/80 p-2 dark:bg-slate-950/80"
      data-testid="crosswords-cover"
    >
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 text-center text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100">
        <button
          ref={button}
          type="button"
          className="btn-primary min-h-11 min-w-32 px-6 text-lg"
          onClick={onStart}
          disabled={!interactive || starting}
        >
          {starting ? 'Starting…' : 'Start'}
        </button>
        <p className="text-sm">The clues show and the clock starts when you press Start.</p>
      </div>
    </div>
  );
}
