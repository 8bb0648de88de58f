/**
 * The moves a player sends, validated with zod at the API boundary (browser-safe). A tile may be
 * written either way round ('4-6' is the 6-4). Whether a move is allowed now is the engine's to say.
 */
import { z } from 'zod';
import { parseTile } from './tiles';

export const tileTextSchema = z.string().refine((text) => parseTile(text) !== null, 'must be a tile such as 6-4');

export const playMoveSchema = z.object({ type: z.literal('play'), tile: tileTextSchema, end: z.enum(['left', 'right']) });
export const drawMoveSchema = z.object({ type: z.literal('draw') });
export const passMoveSchema = z.object({ type: z.literal('pass') });
/** After a round's summary: deal the next round. */
export const nextRoundMoveSchema = z.object({ type: z.literal('next-round') });

export const moveSchema = z.discriminatedUnion('type', [playMoveSchema, drawMoveSchema, passMoveSchema, nextRoundMoveSchema]);

export type PlayMove = z.infer<typeof playMoveSchema>;
export type Move = z.infer<typeof moveSchema>;

/** The sentences a refused move answers with (a 400 the player reads; nothing changes). */
export const REFUSALS = {
  notInHand: 'That tile is not in your hand',
  fitsNeither: 'That tile fits neither end',
  wrongEnd: (end: 'left' | 'right') => `That tile does not fit the ${end} end`,
  mustOpenWith: (tile: string) => `The first tile must be the ${tile}`,
  canStillPlay: 'You can still play',
  boneyardEmpty: 'The boneyard is empty',
  noDrawing: 'There is no drawing in the Block game',
  drawFirst: 'You cannot play: draw from the boneyard first',
  roundOver: 'The round is over: deal the next one',
  roundNotOver: 'The round is not over yet',
} as const;
