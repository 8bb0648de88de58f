/**
 * The moves a player sends, validated with zod at the API boundary. Flags are the player's own
 * notes and stay in the browser; a chord carries the flags around its number, so the server can
 * open exactly the other neighbours (a wrong flag then opens a mine, as in the classic game).
 * Whether a cell is on the board is checked by the engine, which knows the board's size.
 */
import { z } from 'zod';

const cellSchema = z
  .number()
  .int()
  .min(0)
  .max(100 * 100 - 1);

export const openMoveSchema = z.object({ kind: z.literal('open'), cell: cellSchema });

export const chordMoveSchema = z.object({
  kind: z.literal('chord'),
  cell: cellSchema,
  /** The flagged neighbours of `cell`; a number has at most eight. */
  flags: z.array(cellSchema).max(8),
});

export const moveSchema = z.discriminatedUnion('kind', [openMoveSchema, chordMoveSchema]);

export type OpenMove = z.infer<typeof openMoveSchema>;
export type ChordMove = z.infer<typeof chordMoveSchema>;
export type Move = z.infer<typeof moveSchema>;
