'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a notice stays up: long enough to read a short sentence twice. */
const NOTICE_MS = 3500;

export type PlayNoticeState = { text: string; id: number } | null;

/**
 * "Nothing fails silently": an input the rules ignore (a given, a locked option, the daily's start
 * cell) says why in a short bubble above the board, and to screen readers through `announce`. A new
 * notice replaces the old one and restarts its time.
 */
export function usePlayNotice(announce: (message: string) => void) {
  const [notice, setNotice] = useState<PlayNoticeState>(null);
  const timer = useRef<number | undefined>(undefined);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setNotice(null);
  }, []);
  const notify = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setNotice((before) => ({ text, id: (before?.id ?? 0) + 1 }));
      announce(text);
      timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
    },
    [announce],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { notice, notify, clear };
}

/** The bubble, placed by its parent (the message slot, `relative`) in its middle: over a hint for a moment, never over the board. */
export function PlayNotice({ notice, testId = 'play-notice' }: { notice: PlayNoticeState; testId?: string }) {
  if (!notice) return null;
  return (
    <p
      key={notice.id}
      data-testid={testId}
      className="pointer-events-none absolute top-1/2 left-1/2 z-10 w-max max-w-[calc(100%-1rem)] -translate-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-center text-sm font-semibold text-white shadow-lg motion-safe:animate-[notice-in_150ms_ease-out] dark:bg-white dark:text-slate-950"
    >
      {notice.text}
    </p>
  );
}
