import { describe, expect, it } from 'vitest';
import { guessSchema } from './guess-schema';

describe('guessSchema', () => {
  it('accepts five letters in any case and lower-cases them', () => {
    expect(guessSchema.parse('SPEED')).toBe('speed');
    expect(guessSchema.parse('SpEeD')).toBe('speed');
    expect(guessSchema.parse('crane')).toBe('crane');
  });

  it.each(['spee', 'speedy', 'spe3d', ' speed', 'spéed', '', 'sp ed'])('refuses %j', (input) => {
    expect(guessSchema.safeParse(input).success).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(guessSchema.safeParse(12345).success).toBe(false);
    expect(guessSchema.safeParse(null).success).toBe(false);
  });
});
