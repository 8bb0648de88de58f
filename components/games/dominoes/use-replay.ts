'use client';

import { useEffect, useState } from 'react';
import { dealSentence, firstStep, sentenceOf, type DominoesReply } from './dominoes-client';

/** A computer's turn stays on screen this long before the next is shown. */
const STEP_MS = 650;
/** The turns kept for the on-screen log (more than its box shows: the oldest are clipped at its top). */
const LOG_SIZE = 5;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How many of a view's events are on screen when it arrives. An answer to a move: the player's own
 * move at once, the computers' turns to follow. A view after none (the page's deal, a play resumed or
 * opened): all of it, as it stands, since no move of the player's calls for a replay, and one would
 * move the line's ends under the player while the page loads (a layout shift).
 */
function startOf(view: DominoesReply | null, after: DominoesReply | null): number {
  if (!view) return 0;
  return after === null || prefersReducedMotion() ? view.events.length : firstStep(view);
}

/** The log after a new view: the round's earlier turns (none in a new round or play), then what is shown of it at once. */
function logOf(view: DominoesReply | null, before: { view: DominoesReply | null; log: readonly string[] }, shown: number): string[] {
  if (!view) return [];
  const deal = dealSentence(view);
  const base = before.view && before.view.round === view.round ? before.log : deal ? [deal] : [];
  return [...base, ...Array.from({ length: shown }, (_, i) => `${sentenceOf(view, i)}.`)].slice(-LOG_SIZE);
}

/**
 * Shows an answer's events one by one: how many are on screen (`shown`), what to announce of them
 * (`said`: the last one shown, or all at once without motion) and the round's last few turns as
 * sentences (`log`, the deal first, the last one shown at its end), which the page shows as a log.
 * Each computer turn follows after a short delay, none under prefers-reduced-motion (then one
 * sentence tells them all). The caller passes null while a play is being opened, so the view that
 * follows is shown whole.
 */
export function useReplay(view: DominoesReply | null) {
  const [state, setState] = useState<{
    view: DominoesReply | null;
    shown: number;
    said: string;
    log: readonly string[];
    answers: number;
  }>({ view: null, shown: 0, said: '', log: [], answers: 0 });

  // A new view: what of it is on screen at once.
  if (state.view !== view) {
    const shown = startOf(view, state.view);
    const said = view ? Array.from({ length: shown }, (_, i) => sentenceOf(view, i)).join('. ') : '';
    setState({ view, shown, said, log: logOf(view, state, shown), answers: state.answers + 1 });
  }

  const { shown } = state;
  const total = view?.events.length ?? 0;
  useEffect(() => {
    if (!view || state.view !== view || shown >= total) return;
    const timer = window.setTimeout(
      () =>
        setState((s) =>
          s.view === view
            ? {
                ...s,
                shown: s.shown + 1,
                said: sentenceOf(view, s.shown),
                log: [...s.log, `${sentenceOf(view, s.shown)}.`].slice(-LOG_SIZE),
              }
            : s,
        ),
      STEP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [shown, state.view, total, view]);

  const current = state.view === view ? state : { shown: startOf(view, state.view), said: '', log: [] };
  // `answers` counts the views shown (a test waits for the next one).
  return {
    shown: Math.min(current.shown, total),
    replaying: current.shown < total,
    said: current.said,
    log: current.log,
    answers: state.answers,
  };
}
