'use client';

import { useRef, useState } from 'react';

type Outcome = { kind: 'done' | 'error'; text: string } | null;

/** The sentence a reviewer reads after a decision (the board ranks a release earned, when any). */
function decidedText(decision: 'release' | 'reject', ranks: Record<string, number>): string {
  if (decision === 'reject') return 'Rejected: it stays off the leaderboards, and the player reads "Not ranked after review".';
  const entered = Object.entries(ranks).map(([board, rank]) => `#${rank} on ${board}`);
  return entered.length > 0 ? `Released: ranked ${entered.join(', ')}.` : 'Released (a signed-out player: no board to enter).';
}

/**
 * Release and Reject for one held result: plain buttons (keyboard-usable), disabled while the
 * decision is sent and gone once it is made; the outcome is announced (status) or an error shown (alert).
 */
export function ReviewButtons({ playId, label }: { playId: string; label: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const decided = outcome?.kind === 'done';
  // The buttons go once a decision is made: focus moves to its outcome instead of being lost.
  const said = useRef<HTMLParagraphElement>(null);

  async function decide(decision: 'release' | 'reject') {
    setSending(true);
    setOutcome(null);
    try {
      const response = await fetch(`/api/admin/held-results/${encodeURIComponent(playId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision }),
      });
      const body = (await response.json().catch(() => null)) as {
        ranks?: Record<string, number>;
        error?: { message?: string };
      } | null;
      if (response.ok) {
        setOutcome({ kind: 'done', text: decidedText(decision, body?.ranks ?? {}) });
        said.current?.focus();
      } else setOutcome({ kind: 'error', text: body?.error?.message ?? 'The decision could not be recorded. Please try again.' });
    } catch {
      setOutcome({ kind: 'error', text: 'The decision could not be sent. Check the connection and try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex min-w-48 flex-col gap-2">
      {!decided && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={sending}
            onClick={() => decide('release')}
            aria-label={`Release ${label}`}
          >
            Release
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={sending}
            onClick={() => decide('reject')}
            aria-label={`Reject ${label}`}
          >
            Reject
          </button>
        </div>
      )}
      <p role="status" ref={said} tabIndex={-1} className="text-sm text-slate-800 outline-none focus-visible:ring-2 dark:text-slate-200">
        {outcome?.kind === 'done' ? outcome.text : sending ? 'Sending…' : ''}
      </p>
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {outcome?.kind === 'error' ? outcome.text : ''}
      </p>
    </div>
  );
}
