import 'server-only';
import { headers } from 'next/headers';
import { getStore } from '@/lib/db/database';
import type { Store } from '@/lib/db/store';
import { getEnv } from '@/lib/env';
import { clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';
import { hmacSha256 } from './keyed-hmac';
import type { RateBucket } from '@/lib/db/store/rate-limits';
import { rateLimited } from './errors';

/** The caller's IP: the connection's, or with TRUSTED_PROXY_HOPS the one the trusted proxies saw. */
export async function clientIp(): Promise<string> {
  const request = await headers();
  return clientAddress({
    forwardedFor: request.get('x-forwarded-for'),
    socketAddress: request.get(SOCKET_ADDRESS_HEADER),
    trustedHops: getEnv().trustedProxyHops,
    ipv6PrefixBits: getEnv().ipv6LimitPrefix,
  });
}

/**
 * The database secret (server_secrets, made on first use, shared by every server on the database)
 * that keys the stored hashes of subjects. Each purpose (rate-limit buckets, the address a help
 * record went to) hashes under a key of its own derived from it, so the tables cannot be joined on a
 * hash. One row: the first request that counts a limit makes it (every first call does), so no later
 * kind of request adds a row of its own.
 */
export const SUBJECT_HASH_SECRET = 'subject-hash';
export type SubjectPurpose = 'rate-limit' | 'help-address';

// Per secret, each purpose's key once: the same buffer every time, so hmacSha256 imports it once.
const purposeKeys = new WeakMap<Uint8Array, Map<SubjectPurpose, Buffer>>();

/** The key of one purpose: HMAC-SHA-256 of its name under the database secret. */
export function purposeKey(secret: Uint8Array, purpose: SubjectPurpose): Buffer {
  let keys = purposeKeys.get(secret);
  if (!keys) purposeKeys.set(secret, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) keys.set(purpose, (key = hmacSha256(secret, purpose)));
  return key;
}

/** HMAC-SHA-256 of a subject under a purpose's key, as stored (base64url, 192 bits). */
export const keyedSubjectHash = (value: string, key: Uint8Array) => hmacSha256(key, value).toString('base64url').slice(0, 32);

/**
 * A subject (an address, an e-mail) as stored: keyed-hashed, so the tables hold no addresses, and a
 * plain hash of every IPv4 address (2^32 of them, minutes of work) finds none either. Rows hashed the
 * old way (plain SHA-256) are simply never matched again: rate-limit windows last an hour or a day,
 * help records two days, and both are swept.
 */
export async function hashSubject(value: string, purpose: SubjectPurpose, store?: Pick<Store, 'serverSecrets'>): Promise<string> {
  const secrets = (store ?? (await getStore())).serverSecrets;
  return keyedSubjectHash(value, purposeKey(await secrets.secret(SUBJECT_HASH_SECRET), purpose));
}

export type RateRule = { name: string; windowSeconds: number; limit: number; message: string };

/** The rule's limit as this server applies it (RATE_LIMIT_MULTIPLIER included). */
export const ruleLimit = (rule: RateRule) => Math.max(1, Math.round(rule.limit * getEnv().rateLimitMultiplier));

/** The rule's bucket for this subject and its limit, for a statement that counts the hit along with its own write. */
export async function rateBucket(rule: RateRule, subject: string): Promise<RateBucket> {
  const hashed = await hashSubject(subject, 'rate-limit');
  return { bucket: `${rule.name}:${hashed}`, windowSeconds: rule.windowSeconds, limit: ruleLimit(rule), message: rule.message };
}

/** Throws 429 with Retry-After when the rule's bucket for this subject is full. */
export async function enforceRateLimit(rule: RateRule, subject: string): Promise<void> {
  const store = await getStore();
  const { bucket, windowSeconds, limit } = await rateBucket(rule, subject);
  const result = await store.rateLimits.hit(bucket, windowSeconds, limit);
  if (!result.allowed) throw rateLimited(rule.message, result.retryAfterSeconds);
}

export const RATE_RULES = {
  signInPerIp: {
    name: 'sign-in-ip',
    windowSeconds: 600,
    limit: 30,
    message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  },
  signInPerEmail: {
    name: 'sign-in-email',
    windowSeconds: 600,
    limit: 10,
    message: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
  },
  signUpPerIp: {
    name: 'sign-up-ip',
    windowSeconds: 3600,
    limit: 20,
    message: 'Too many accounts created from your network. Please try again later.',
  },
  signUpPerEmail: {
    name: 'sign-up-email',
    windowSeconds: 3600,
    limit: 10,
    message: 'Too many sign-up attempts for this e-mail address. Please try again later.',
  },
  recoverPerIp: {
    name: 'recover-ip',
    windowSeconds: 3600,
    limit: 10,
    message: 'Too many password reset requests. Please try again later.',
  },
  // Each attempt hashes the new password (scrypt) before the token is checked: unthrottled, a CPU sink.
  resetPasswordPerIp: {
    name: 'reset-ip',
    windowSeconds: 3600,
    limit: 20,
    message: 'Too many password reset attempts from your network. Please try again later.',
  },
  // Generous for a player (one new puzzle every 12 s for an hour); stops a script filling the tables.
  newPlaysPerKey: {
    name: 'new-plays-key',
    windowSeconds: 3600,
    limit: 300,
    message: 'Too many new games in the last hour. Please wait a little and try again.',
  },
  // Per address, so a script without cookies (a new key each call) is stopped too. Generous: a
  // school or a household shares one address, and an address alone never marks anybody.
  playStartsPerIp: {
    name: 'play-starts-ip',
    windowSeconds: 3600,
    limit: 1000,
    message: 'Too many games started from your network in the last hour. Please wait a little and try again.',
  },
  // Never a refusal: past this allowance of standing keys a newcomer gets a short-lived key (a day,
  // swept first), and what any key plays is bounded by the address's other limits (lib/auth/viewer.ts).
  anonKeysPerIp: {
    name: 'anon-keys-ip',
    windowSeconds: 3600,
    limit: 200,
    message: 'Never sent: past this allowance a new visitor is given a short-lived key instead of a refusal.',
  },
  playMovesPerIp: {
    name: 'play-moves-ip',
    windowSeconds: 600,
    limit: 6000,
    message: 'Too many moves from your network in the last few minutes. Please wait a little and try again.',
  },
  playHelpPerIp: {
    name: 'play-help-ip',
    windowSeconds: 600,
    limit: 1200,
    message: 'Too many hints and checks from your network in the last few minutes. Please wait a little and try again.',
  },
  playClockPerIp: {
    name: 'play-clock-ip',
    windowSeconds: 600,
    limit: 1200,
    message: 'Too many pauses from your network in the last few minutes. Please wait a little and try again.',
  },
  displayNamePerIp: {
    name: 'display-name-ip',
    windowSeconds: 3600,
    limit: 30,
    message: 'Too many display-name changes from your network. Please try again later.',
  },
  // Each call may ask the outside opening explorer (when its answer is not cached yet).
  openingPerIp: {
    name: 'opening-ip',
    windowSeconds: 600,
    limit: 200,
    message: 'Too many opening look-ups from your network. Please wait a few minutes.',
  },
  // The success page polls every 1.5 s for about a minute; several tabs stay well within.
  premiumStatusPerUser: {
    name: 'premium-status-user',
    windowSeconds: 600,
    limit: 200,
    message: 'Too many status checks. Please wait a few minutes and reload the page.',
  },
  // A newcomer's first puzzle past it is still given, counted with playStartsPerIp (lib/requests/puzzle-requests.ts).
  anonymousPuzzleStartsPerIp: {
    name: 'anon-puzzle-ip',
    windowSeconds: 86_400,
    limit: 30,
    message: 'Too many free puzzles from your network today. Create a free account or come back tomorrow.',
  },
  // Past the 30, a newcomer's first puzzle (a school's or a carrier's next visitor) is still given, up
  // to this many a day: a script clearing its cookies gets at most these, not a puzzle per request.
  anonymousNewcomerPuzzlesPerIp: {
    name: 'anon-newcomer-puzzle-ip',
    windowSeconds: 86_400,
    limit: 300,
    message: 'Too many free puzzles from your network today. Create a free account or come back tomorrow.',
  },
} satisfies Record<string, RateRule>;
