/**
 * Undo/redo over a view's own state, whatever it holds (digits, notes, marks): every action a
 * player takes is one step, so undo covers view-local actions too. Pure, so it is tested directly
 * and stored as it is for resume.
 */
export type History<State> = {
  past: readonly State[];
  present: State;
  future: readonly State[];
};

/** Steps kept for undo; older ones are dropped so a long game stays small in storage. */
export const MAX_UNDO_STEPS = 300;

export const startHistory = <State>(present: State): History<State> => ({ past: [], present, future: [] });

/** A new step; an update that returns the same state (nothing changed) adds no step. */
export function record<State>(history: History<State>, next: State): History<State> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return { past: past.length > MAX_UNDO_STEPS ? past.slice(past.length - MAX_UNDO_STEPS) : past, present: next, future: [] };
}

export function undo<State>(history: History<State>): History<State> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<State>(history: History<State>): History<State> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

/**
 * A stored history, each state checked by the view's own parser; null when any part is not valid
 * (a stored history from an older version, or edited by hand, is dropped rather than trusted).
 */
export function parseHistory<State>(raw: unknown, parseState: (value: unknown) => State | null): History<State> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { past, present, future } = raw as Record<string, unknown>;
  if (!Array.isArray(past) || !Array.isArray(future)) return null;
  const parsedPresent = parseState(present);
  if (parsedPresent === null) return null;
  const parsedPast: State[] = [];
  for (const item of past.slice(-MAX_UNDO_STEPS)) {
    const state = parseState(item);
    if (state === null) return null;
    parsedPast.push(state);
  }
  const parsedFuture: State[] = [];
  for (const item of future.slice(0, MAX_UNDO_STEPS)) {
    const state = parseState(item);
    if (state === null) return null;
    parsedFuture.push(state);
  }
  return { past: parsedPast, present: parsedPresent, future: parsedFuture };
}
