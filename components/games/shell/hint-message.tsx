import type { ReactNode } from 'react';

/** A hint as the game pages show it: the technique it teaches, then what it says. */
export function HintMessage({ hint, className = 'px-3 py-1' }: { hint: { technique: string; message: string }; className?: string }) {
  return (
    <p
      className={`max-h-full overflow-y-auto rounded-md border-l-4 border-amber-600 bg-amber-50 text-sm leading-snug text-slate-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50 ${className}`}
      data-testid="hint-message"
    >
      <strong>{hint.technique}:</strong> {hint.message}
    </p>
  );
}

/**
 * The line above a board where a hint, a refusal or a clock notice shows, one at a time: two lines
 * tall whether or not one shows, so the board never moves under a finger when one comes or goes (a
 * longer hint scrolls inside it; a taller bar, Mahjong's no-moves, spills over the board's edge
 * rather than push it). A notice bubble floats over it, never over the board. With neither, the
 * quiet `status` line (status-line.ts) holds the space: no live region, so it is never announced;
 * top-aligned, so its first line stays put when the play's answer lengthens it to two.
 */
export function MessageSlot({ children, notice, status }: { children?: ReactNode; notice?: ReactNode; status?: string }) {
  return (
    <div className="relative z-10 h-12 *:max-h-full" data-testid="message-slot">
      {children}
      {notice}
      {!children && !notice && status && (
        <p className="pt-1 text-sm leading-snug text-slate-600 dark:text-slate-400" data-testid="status-line">
          <span className="line-clamp-2">{status}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The Hint button's label: the same word while the hint is worked out (the button disabled and
 * aria-busy), only pulsing, so the button keeps its width: a wider "Thinking…" wrapped a phone's
 * toolbar onto a second row and pushed the board down for as long as it showed.
 */
export function HintLabel({ busy }: { busy: boolean }) {
  return <span className={busy ? 'motion-safe:animate-pulse' : undefined}>Hint</span>;
}
