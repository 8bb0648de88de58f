import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertSameOrigin } from './same-origin';

const post = (headers: Record<string, string>) => new Request('http://localhost:3000/api/puzzles/start', { method: 'POST', headers });
const refused = (headers: Record<string, string>) => {
  try {
    assertSameOrigin(post(headers), 'https://games.example');
    return false;
  } catch (error) {
    return error instanceof AppError && error.status === 403;
  }
};

describe('assertSameOrigin', () => {
  it('accepts our own origins and non-browser callers', () => {
    expect(refused({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(refused({ origin: 'https://games.example' })).toBe(false);
    expect(refused({})).toBe(false);
  });

  it('refuses other origins and cross-site fetch metadata', () => {
    expect(refused({ origin: 'https://evil.example' })).toBe(true);
    expect(refused({ origin: 'null' })).toBe(true);
    expect(refused({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(refused({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(refused({ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' })).toBe(true);
  });
});
