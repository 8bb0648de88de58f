/**
 * The move schema for the API boundary. Apart from moves.ts so the browser, which only builds moves,
 * does not load zod for Takuzu.
 */
import { z } from 'zod';
import type { TakuzuMove } from './moves';

// 12x12 is the largest board: anything past 143 is rejected here, the rest by applyMove.
export const moveSchema = z.strictObject({
  cell: z.int().min(0).max(143),
  value: z.union([z.literal('0'), z.literal('1'), z.null()]),
}) satisfies z.ZodType<TakuzuMove>;
