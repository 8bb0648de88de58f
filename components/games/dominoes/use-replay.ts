'use client';

import { useEffect, useState } from 'react';
import { firstStep, sentenceOf, type DominoesReply } from './dominoes-client';

/** A computer's turn stays on screen this long before the next is shown. */
const STEP_MS = 650;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Shows an answer's events one by one: how many are on screen (`shown`), what to announce of them
 * (`said`: the last one shown, or all at once without motion) and the last one's sentence (`last`).
 * The player's own move is on screen at once; each computer
 * turn follows after a short delay, none under prefers-reduced-motion (then one sentence tells them all).
 */
export function useReplay(view: DominoesReply | null) {
  const [state, setState] = useState<{ view: DominoesReply | null; shown: number; said: string; last: string; answers: number }>({
    view: null,
    shown: 0,
    said: '',
    last: '',
    answers: 0,
  });

  // A new answer: its own move at once (and, without motion, everything).
  if (state.view !== view) {
    const start = view ? firstStep(view) : 0;
    const all = view?.events.length ?? 0;
    const instant = prefersReducedMotion();
    const shown = instant ? all : start;
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

  const current = state.view === view ? state : { shown: view ? firstStep(view) : 0, said: '', last: '' };
  // `answers` counts the answers shown (a test waits for the next one).
  return {
    shown: Math.min(current.shown, total),
    replaying: current.shown < total,
    said: current.said,
    last: current.last,
    answers: state.answers,
  };
}
