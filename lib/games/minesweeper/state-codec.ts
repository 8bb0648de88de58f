/**
 * Reading a stored game back (server only: the state holds the mines). The state is plain JSON; this
 * checks a value read from storage really is a consistent game before the engine trusts it.
 */
import { z } from 'zod';
import type { GameState } from './game';
import { MAX_SIDE } from './format';

const cells = z.array(z.number().int().min(0));

const stateSchema = z.object({
  width: z.number().int().min(1).max(MAX_SIDE),
  height: z.number().int().min(1).max(MAX_SIDE),
  mines: z.number().int().min(1),
  mineCells: cells,
  opened: cells,
  status: z.enum(['playing', 'won', 'lost']),
  hit: cells,
});

const strictlyIncreasing = (list: readonly number[]) => list.every((x, i) => i === 0 || list[i - 1]! < x);

/** The game, or null when the value is not a consistent stored game. */
export function parseGameState(value: unknown): GameState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const total = state.width * state.height;
  const onBoard = (list: readonly number[]) => list.every((c) => c < total) && strictlyIncreasing(list);
  if (!onBoard(state.mineCells) || !onBoard(state.opened) || !onBoard(state.hit)) return null;
  if (state.mineCells.length !== state.mines || state.mines >= total) return null;
  const isMine = new Set(state.mineCells);
  if (state.opened.some((c) => isMine.has(c))) return null;
  if (state.hit.some((c) => !isMine.has(c))) return null;
  if ((state.status === 'lost') !== state.hit.length > 0) return null;
  if ((state.status === 'won') !== (state.opened.length === total - state.mines)) return null;
  return state;
}
