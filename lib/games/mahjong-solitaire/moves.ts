/**
 * The moves a player sends, validated with zod at the API boundary. Whether the tiles of a pair are
 * on the board, free and matching is the engine's to say, with its reason.
 */
import { z } from 'zod';

/** A tile's index: its place in the layout (at most 144 places). */
const tileIndex = z.number().int().min(0).max(143);

export const pairMoveSchema = z.object({ type: z.literal('pair'), a: tileIndex, b: tileIndex });

export const moveSchema = z.discriminatedUnion('type', [
  // Deals the tiles: the faces are shown, and the clock starts (the play's first move).
  z.object({ type: z.literal('start') }),
  pairMoveSchema,
  z.object({ type: z.literal('undo') }),
  z.object({ type: z.literal('redo') }),
  z.object({ type: z.literal('shuffle') }),
]);

export type PairMove = z.infer<typeof pairMoveSchema>;
export type Move = z.infer<typeof moveSchema>;
