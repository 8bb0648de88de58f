import { z } from 'zod';
import { DIFFICULTIES } from './puzzle-rules';

const square = z.string().regex(/^[a-h][1-8]$/, 'must be a square such as e4');
export const difficultySchema = z.enum(DIFFICULTIES, { error: 'difficulty must be easy, medium or hard' });

/** idx past 2000 is let through so the service can answer 'No more puzzles in this difficulty'. */
export const startSchema = z.object({
  difficulty: difficultySchema,
  idx: z
    .number({ error: 'idx must be a number' })
    .int('idx must be a whole number')
    .min(1, 'idx must be at least 1')
    .max(1_000_000, 'idx is too large'),
});

export const moveSchema = z.object({
  from: square,
  to: square,
  promotion: z.enum(['q', 'n', 'r', 'b'], { error: 'promotion must be q, n, r or b' }).optional(),
});

export const attemptIdSchema = z.string().uuid('The puzzle attempt id is not valid.');

export const openingQuerySchema = z.object({
  difficulty: difficultySchema,
  idx: z.coerce.number().int().min(1).max(2000),
});
