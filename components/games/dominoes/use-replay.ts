'use client';

import { useEffect, useState } from 'react';
import { firstStep, sentenceOf, type DominoesReply } from './dominoes-client';

/** A computer's turn stays on screen this long before the next is shown. */
const STEP_MS = 650;

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

/**
 * Shows an answer's events one by one: how many are on screen (`shown`), what to announce of them
 * (`said`: the last one shown, or all at once without motion) and the last one's sentence (`last`).
 * Each computer turn follows after a short delay, none under prefers-reduced-motion (then one
 * sentence tells them all). The caller passes null while a play is being opened, so the view that
 * follows is shown whole.
 */
export function useReplay(view: DominoesReply | null) {
  const [state, setState] = useState<{ view: DominoesReply | null; shown: number; said: string; last: string; answers: number }>({
    view: null,
    shown: 0,
    said: '',
    last: '',
    answers: 0,
  });

  // A new view: what of it is on screen at once.
  if (state.view !== view) {
    const shown = startOf(view, state.view);
    const said = view ? Array.from({ length: shown }, (_, i) => sentenceOf(view, i)).join('. ') : '';
    setState({ view, shown, said, last: view && shown > 0 ? sentenceOf(view, shown - 1) : '', answers: state.answers + 1 });
  }

  const { shown } = state;
  const total = view?.events.length ?? 0;
  useEffect(() => {
    if (!view || state.view !== view || shown >= total) return;
    const timer = window.setTimeout(
      () =>
        setState((s) =>
          s.view === view ? { ...s, shown: s.shown + 1, said: sentenceOf(view, s.shown), last: sentenceOf(view, s.shown) } : s,
        ),
      STEP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [shown, state.view, total, view]);

  const current = state.view === view ? state : { shown: startOf(view, state.view), said: '', last: '' };
  // `answers` counts the views shown (a test waits for the next one).
  return {
    shown: Math.min(current.shown, total),
    replaying: current.shown < total,
    said: current.said,
    last: current.last,
    answers: state.answers,
  };
}
