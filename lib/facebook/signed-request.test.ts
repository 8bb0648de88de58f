import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignedRequest, parseSignedRequest } from './signed-request';

const SECRET = 'app-secret-0123456789abcdef';
const payload = { algorithm: 'HMAC-SHA256', expires: 1291840400, issued_at: 1291836800, user_id: '218471' };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const sign = (encodedPayload: string, secret = SECRET) => createHmac('sha256', secret).update(encodedPayload).digest('base64url');
/** A request whose payload is exactly this text, correctly signed. */
const signedText = (text: string, secret = SECRET) => `${sign(b64(text), secret)}.${b64(text)}`;

describe('parseSignedRequest', () => {
  it('accepts a valid request and returns the Facebook user id', () => {
    const result = parseSignedRequest(createSignedRequest(payload, SECRET), SECRET);
    expect(result).toEqual({
      ok: true,
      payload: { algorithm: 'HMAC-SHA256', userId: '218471', issuedAt: 1291836800, expires: 1291840400 },
    });
  });

  it("matches Facebook's documented construction (HMAC-SHA256 over the base64url payload, no padding)", () => {
    const encoded = b64(JSON.stringify(payload));
    expect(encoded).not.toContain('=');
    const request = `${createHmac('sha256', SECRET).update(encoded).digest('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.${encoded}`;
    expect(parseSignedRequest(request, SECRET)).toMatchObject({ ok: true, payload: { userId: '218471' } });
  });

  it('accepts the algorithm in any letter case and a numeric user id', () => {
    expect(parseSignedRequest(createSignedRequest({ ...payload, algorithm: 'hmac-sha256' }, SECRET), SECRET)).toMatchObject({ ok: true });
    expect(parseSignedRequest(createSignedRequest({ algorithm: 'HMAC-SHA256', user_id: 1234567890 }, SECRET), SECRET)).toMatchObject({
      ok: true,
      payload: { userId: '1234567890', issuedAt: null, expires: null },
    });
  });

  it('refuses a tampered payload, a tampered signature and another secret', () => {
    const valid = createSignedRequest(payload, SECRET);
    const [sig, body] = valid.split('.') as [string, string];
    const otherUser = b64(JSON.stringify({ ...payload, user_id: '999999' }));
    expect(parseSignedRequest(`${sig}.${otherUser}`, SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });

    const flipped = Buffer.from(sig, 'base64url');
    flipped[0] = flipped[0]! ^ 0x01;
    expect(parseSignedRequest(`${flipped.toString('base64url')}.${body}`, SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });

    expect(parseSignedRequest(createSignedRequest(payload, 'another-secret'), SECRET)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    // A signature of the wrong length never reaches the comparison (timingSafeEqual needs equal lengths).
    expect(parseSignedRequest(`${sig.slice(0, 20)}.${body}`, SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });
    expect(parseSignedRequest(`${sig}AAAA.${body}`, SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });
    // An empty secret verifies nothing.
    expect(parseSignedRequest(createSignedRequest(payload, ''), '')).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('refuses any algorithm but HMAC-SHA256, even when the signature matches', () => {
    for (const algorithm of ['HMAC-SHA1', 'none', 'HS256', 'HMAC-SHA512', '', 42, null]) {
      const result = parseSignedRequest(createSignedRequest({ ...payload, algorithm }, SECRET), SECRET);
      expect({ algorithm, result }).toMatchObject({ algorithm, result: { ok: false, reason: 'unsupported_algorithm' } });
    }
    const { algorithm: _omitted, ...withoutAlgorithm } = payload;
    expect(parseSignedRequest(createSignedRequest(withoutAlgorithm, SECRET), SECRET)).toMatchObject({
      ok: false,
      reason: 'unsupported_algorithm',
    });
  });

  it('refuses malformed input without throwing', () => {
    const valid = createSignedRequest(payload, SECRET);
    const [sig, body] = valid.split('.') as [string, string];
    const cases: unknown[] = [
      'no-dot-at-all',
      `${sig}.${body}.extra`,
      `.${body}`,
      `${sig}.`,
      `${sig}.${body}!`,
      `${sig}.not base64`,
      `${sig}.${body.slice(0, -1)}`.replace(/.$/, '*'),
      `${sig}.A`,
      `${'A'.repeat(9000)}.${body}`,
      signedText('not json'),
      signedText('[1,2,3]'),
      signedText('"a string"'),
      signedText('null'),
    ];
    for (const input of cases) {
      const result = parseSignedRequest(input, SECRET);
      expect({ input: String(input).slice(0, 40), ok: result.ok }).toEqual({ input: String(input).slice(0, 40), ok: false });
      if (!result.ok) expect(['malformed', 'bad_signature']).toContain(result.reason);
    }
    for (const missing of [undefined, null, '', '   ', 42, {}, ['a.b']]) {
      expect(parseSignedRequest(missing, SECRET)).toMatchObject({ ok: false, reason: 'missing' });
    }
  });

  it('refuses a correctly signed payload without a usable user id or with bad field types', () => {
    expect(parseSignedRequest(createSignedRequest({ algorithm: 'HMAC-SHA256' }, SECRET), SECRET)).toMatchObject({
      ok: false,
      reason: 'missing_user_id',
    });
    expect(parseSignedRequest(createSignedRequest({ algorithm: 'HMAC-SHA256', user_id: '' }, SECRET), SECRET)).toMatchObject({
      ok: false,
      reason: 'missing_user_id',
    });
    expect(parseSignedRequest(createSignedRequest({ algorithm: 'HMAC-SHA256', user_id: { id: 1 } }, SECRET), SECRET)).toMatchObject({
      ok: false,
    });
    expect(parseSignedRequest(createSignedRequest({ algorithm: 'HMAC-SHA256', user_id: "1' or '1'='1" }, SECRET), SECRET)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(parseSignedRequest(createSignedRequest({ ...payload, issued_at: 'yesterday' }, SECRET), SECRET)).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('gives every failure a message fit for a JSON error', () => {
    const result = parseSignedRequest(createSignedRequest(payload, 'wrong'), SECRET);
    expect(result.ok === false && result.message).toBe('The signed_request signature is not valid.');
  });
});
