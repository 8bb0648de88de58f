/**
 * The move schema for the API boundary. Apart from moves.ts so the browser, which only builds
 * moves, does not load zod for Wordsearch.
 */
import { z } from 'zod';
import { MAX_SIDE } from './format';
import type { WordsearchMove } from './moves';

// Cells of the largest board the format allows; off this board is caught by applyMove.
const cell = z
  .int()
  .min(0)
  .max(MAX_SIDE * MAX_SIDE - 1);

export const moveSchema = z.strictObject({ from: cell, to: cell }) satisfies z.ZodType<WordsearchMove>;
