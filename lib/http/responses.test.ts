import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { errorResponse, jsonResponse } from './responses';

/** Everything a client receives: status, every header, the body's bytes. */
async function received(response: Response) {
  return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
}

describe('JSON answers', () => {
  it('are what NextResponse.json sent: status, headers and bytes', async () => {
    const data = { playId: 'p-1', state: { grid: '5'.repeat(81), notes: [] }, text: 'clé ✓ "quoted"\n', n: 1.5, none: null };
    expect(await received(jsonResponse(data, { status: 201 }))).toEqual(
      await received(NextResponse.json(data, { status: 201, headers: { 'cache-control': 'no-store' } })),
    );
    const headers = { 'retry-after': '30', 'x-extra': 'yes' };
    expect(await received(jsonResponse([1, 'two'], { headers }))).toEqual(
      await received(NextResponse.json([1, 'two'], { status: 200, headers: { 'cache-control': 'no-store', ...headers } })),
    );
  });

  it("keep a caller's own Content-Type, whatever its case, as NextResponse.json did", async () => {
    const headers = { 'Content-Type': 'application/problem+json' };
    const response = jsonResponse({ a: 1 }, { headers });
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await received(response)).toEqual(
      await received(NextResponse.json({ a: 1 }, { headers: { 'cache-control': 'no-store', ...headers } })),
    );
  });

  it('refuse a value with no JSON text, as Response.json does, rather than answer with no body', () => {
    expect(() => jsonResponse(undefined)).toThrow(TypeError);
    expect(() => NextResponse.json(undefined)).toThrow(TypeError);
  });

  it('carry an error as { error: { code, message, field } } with its status, Retry-After and no-store', async () => {
    const error = new AppError('rate_limited', 'Too many moves.', { retryAfterSeconds: 42 });
    const answer = await received(errorResponse(error));
    expect(answer).toEqual(
      await received(
        NextResponse.json(
          { error: { code: 'rate_limited', message: 'Too many moves.' } },
          { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': '42' } },
        ),
      ),
    );
    const invalid = await received(errorResponse(new AppError('invalid_input', 'level: unknown', { field: 'level' })));
    expect(invalid.status).toBe(422);
    expect(JSON.parse(invalid.body)).toEqual({ error: { code: 'invalid_input', message: 'level: unknown', field: 'level' } });
  });
});
