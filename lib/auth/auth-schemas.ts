import { z } from 'zod';

export const credentialsSchema = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .email('Enter a valid e-mail address.'),
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200, 'That password is too long.'),
});

export const oauthSchema = z.object({
  provider: z.enum(['google', 'facebook'], { error: 'Choose Google or Facebook.' }),
  next: z.string().max(512).optional(),
});

export const recoverSchema = z.object({ email: credentialsSchema.shape.email });

export const resetPasswordSchema = z.object({
  password: z.string({ error: 'Enter a new password.' }).min(1, 'Enter a new password.').max(200, 'That password is too long.'),
  token: z.string().max(200).optional(),
});
