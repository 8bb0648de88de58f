import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-redirect';

describe('safeNextPath', () => {
  it('keeps same-origin paths', () => {
    expect(safeNextPath('/chess-puzzles')).toBe('/chess-puzzles');
    expect(safeNextPath('/reset-password?x=1#a')).toBe('/reset-password?x=1#a');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      '/%0d%0a',
      'evil',
      '',
      null,
      undefined,
      `/${'a'.repeat(600)}`,
      '/\tx',
    ]) {
      const result = safeNextPath(bad as string);
      expect(result === '/' || result === '/%0d%0a').toBe(true);
    }
    expect(safeNextPath('//evil.example', '/home')).toBe('/home');
  });
});
