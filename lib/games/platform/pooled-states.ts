import type { AnyHiddenEngine } from '@/lib/games/hidden-state-engine';

/** A stored starting state as its engine read it (null: refused) and what a player is shown of it. */
export type ReadState = { state: unknown; view: unknown } | null;

/** Stored starting states kept read per process: a pool's few thousand deals, each a few kilobytes. */
export const READ_STATES_LIMIT = 4_096;

/**
 * A stored starting state (a pooled deal or a daily, as JSON text) read by its engine: JSON.parse,
 * parseState's checks (a replay of the proof for Solitaire and Mahjong) and the public view. Every
 * new play of a pooled puzzle starts from the same text, so it is read once per process, not on every
 * new play. By engine and exact text: a text is only ever read to the same state. Oldest out first
 * past the limit. The state and view are shared: engines treat them as immutable (a move makes a new
 * state), and a caller must not change them.
 */
export function createReadStates(limit = READ_STATES_LIMIT) {
  const read = new WeakMap<AnyHiddenEngine, Map<string, ReadState>>();
  return function readState(engine: AnyHiddenEngine, text: string): ReadState {
    let byText = read.get(engine);
    if (!byText) read.set(engine, (byText = new Map()));
    const known = byText.get(text);
    if (known !== undefined) return known;
    const state = engine.parseState(JSON.parse(text));
    const fresh = state === null ? null : { state, view: engine.publicView(state) };
    if (byText.size >= limit) byText.delete(byText.keys().next().value as string);
    byText.set(text, fresh);
    return fresh;
  };
}

/** This process's reads (the service is made per request; the texts it reads outlive it). */
export const readStoredState = createReadStates();
