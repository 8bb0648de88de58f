import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Facebook's `signed_request` (used by the Data Deletion Request Callback): two base64url parts joined
 * by a dot, `<signature>.<payload>`, where the signature is HMAC-SHA256 of the encoded payload keyed
 * with the app secret and the payload is JSON such as
 * `{"algorithm":"HMAC-SHA256","expires":1291840400,"issued_at":1291836800,"user_id":"218471"}`.
 *
 * Pure: no I/O, never throws on bad input. Every failure is a typed result the caller maps to a 400.
 */
export type SignedRequestPayload = {
  algorithm: 'HMAC-SHA256';
  /** The app-scoped Facebook user id (digits). */
  userId: string;
  issuedAt: number | null;
  expires: number | null;
};

export type SignedRequestFailure = 'missing' | 'malformed' | 'unsupported_algorithm' | 'bad_signature' | 'missing_user_id';

export type SignedRequestResult =
  { ok: true; payload: SignedRequestPayload } | { ok: false; reason: SignedRequestFailure; message: string };

/** Generous: real signed requests are a few hundred characters. */
export const MAX_SIGNED_REQUEST_LENGTH = 8192;
const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const USER_ID = /^[0-9]{1,64}$/;

const messages: Record<SignedRequestFailure, string> = {
  missing: 'The signed_request field is missing.',
  malformed: 'The signed_request is malformed.',
  unsupported_algorithm: 'The signed_request uses an unsupported algorithm (only HMAC-SHA256 is accepted).',
  bad_signature: 'The signed_request signature is not valid.',
  missing_user_id: 'The signed_request does not name a user.',
};

const fail = (reason: SignedRequestFailure): SignedRequestResult => ({ ok: false, reason, message: messages[reason] });

/** Strict base64url: Buffer's own decoder silently skips characters outside the alphabet. */
function decodeBase64Url(part: string): Buffer | null {
  if (part.length === 0 || !BASE64URL.test(part)) return null;
  const bare = part.replace(/=+$/, '');
  // A length of 1 mod 4 cannot come from any byte string.
  if (bare.length % 4 === 1) return null;
  return Buffer.from(bare, 'base64url');
}

function optionalNumber(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Verifies and decodes a signed_request with the app secret: the algorithm must be HMAC-SHA256
 * (case-insensitive) and the signature must match in a constant-time comparison.
 */
export function parseSignedRequest(signedRequest: unknown, appSecret: string): SignedRequestResult {
  if (typeof signedRequest !== 'string' || signedRequest.trim() === '') return fail('missing');
  // Without a secret nothing can be verified (an empty HMAC key would accept forgeries).
  if (appSecret === '') return fail('bad_signature');
  const value = signedRequest.trim();
  if (value.length > MAX_SIGNED_REQUEST_LENGTH) return fail('malformed');

  const parts = value.split('.');
  if (parts.length !== 2) return fail('malformed');
  const [encodedSignature = '', encodedPayload = ''] = parts;
  const signature = decodeBase64Url(encodedSignature);
  const payloadBytes = decodeBase64Url(encodedPayload);
  if (!signature || !payloadBytes) return fail('malformed');

  let data: unknown;
  try {
    data = JSON.parse(payloadBytes.toString('utf8'));
  } catch {
    return fail('malformed');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('malformed');
  const payload = data as Record<string, unknown>;

  if (typeof payload.algorithm !== 'string' || payload.algorithm.toUpperCase() !== 'HMAC-SHA256') return fail('unsupported_algorithm');

  // The signature covers the payload part exactly as it was sent.
  if (signature.length !== SIGNATURE_BYTES) return fail('bad_signature');
  const expected = createHmac('sha256', appSecret).update(encodedPayload).digest();
  if (!timingSafeEqual(signature, expected)) return fail('bad_signature');

  const rawUserId = payload.user_id;
  const userId = typeof rawUserId === 'number' && Number.isSafeInteger(rawUserId) && rawUserId >= 0 ? String(rawUserId) : rawUserId;
  if (typeof userId !== 'string' || userId === '') return fail('missing_user_id');
  if (!USER_ID.test(userId)) return fail('malformed');

  const issuedAt = optionalNumber(payload.issued_at);
  const expires = optionalNumber(payload.expires);
  if (issuedAt === undefined || expires === undefined) return fail('malformed');

  return { ok: true, payload: { algorithm: 'HMAC-SHA256', userId, issuedAt, expires } };
}

/** Builds a signed_request the way Facebook does (for tests and local tools). */
export function createSignedRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = createHmac('sha256', appSecret).update(encodedPayload).digest('base64url');
  return `${signature}.${encodedPayload}`;
}
