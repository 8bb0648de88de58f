/**
 * The moves a player sends, validated with zod at the API boundary. Whether a move is legal now is
 * the engine's business (it knows the cards).
 * - draw: turn one (Draw 1) or three (Draw 3) cards from the stock onto the waste; with the stock
 *   empty, turn the waste over into a new stock.
 * - move: `count` cards (default 1: a run of several only between tableau columns) from one pile to
 *   another; the card turned up in the column left behind is turned by the server.
 * - undo: takes back the last draw or move (unlimited).
 * - auto: auto-complete, once every card is face up and the stock and waste are empty.
 */
import { z } from 'zod';
import { PILE_IDS } from './piles';

export const pileSchema = z.enum(PILE_IDS);

export const drawMoveSchema = z.object({ type: z.literal('draw') });
export const cardMoveSchema = z.object({
  type: z.literal('move'),
  from: pileSchema,
  to: pileSchema,
  count: z.number().int().min(1).max(13).optional(),
});
export const undoMoveSchema = z.object({ type: z.literal('undo') });
export const autoMoveSchema = z.object({ type: z.literal('auto') });

export const moveSchema = z.discriminatedUnion('type', [drawMoveSchema, cardMoveSchema, undoMoveSchema, autoMoveSchema]);

export type CardMove = z.infer<typeof cardMoveSchema>;
export type Move = z.infer<typeof moveSchema>;
