/**
 * The moves a player sends, validated with zod at the API boundary. Browser-safe. The browser keeps
 * the letters the player types (no server call per key); a move carries the whole grid as the player
 * has it: one character per cell, row by row (cell index `row * width + column`), `#` a block, `.` an
 * empty square, `A`-`Z` a letter. Whether it fits the puzzle's grid is the engine's to say.
 */
import { z } from 'zod';
import { MAX_SIDE, MIN_SIDE } from './format';

export const MAX_CELLS = MAX_SIDE * MAX_SIDE;

export const lettersSchema = z
  .string()
  .min(MIN_SIDE * MIN_SIDE)
  .max(MAX_CELLS)
  .regex(/^[#.A-Z]+$/);

/** What a Check or a Reveal covers: the square under the cursor, its word in `direction`, or the whole grid. */
export const scopeSchema = z.enum(['square', 'word', 'puzzle']);

const helpFields = {
  scope: scopeSchema,
  /** The cursor's cell. */
  cell: z
    .number()
    .int()
    .min(0)
    .max(MAX_CELLS - 1),
  /** The cursor's direction: which word of the cell `word` means. */
  direction: z.enum(['across', 'down']),
  letters: lettersSchema,
};

export const moveSchema = z.discriminatedUnion('type', [
  // Uncovers the grid and the clues (the play's first move: the clock starts); the reply holds the clues.
  z.object({ type: z.literal('start') }),
  // Which filled squares of the scope are wrong (marked assisted).
  z.object({ type: z.literal('check'), ...helpFields }),
  // The answer's letters in the scope (marked assisted); the whole puzzle ends the play.
  z.object({ type: z.literal('reveal'), ...helpFields }),
  // Keeps the letters so a reload resumes them (sent debounced); never ends the play.
  z.object({ type: z.literal('save'), letters: lettersSchema }),
  // The grid is full: won if right, otherwise the play goes on (`full: true, solved: false`).
  z.object({ type: z.literal('submit'), letters: lettersSchema }),
]);

export type CrosswordScope = z.infer<typeof scopeSchema>;
export type CrosswordMove = z.infer<typeof moveSchema>;
export type HelpMove = Extract<CrosswordMove, { type: 'check' | 'reveal' }>;
