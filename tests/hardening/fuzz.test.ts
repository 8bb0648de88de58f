import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialsSchema, oauthSchema, recoverSchema } from '@/lib/auth/auth-schemas';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { finishRunSchema } from '@/lib/games/2048/run-service';
import { moveSchema, openingQuerySchema, startSchema } from '@/lib/games/chess/puzzle-schemas';
import { client, Jar, pool, send, type Reply } from '@/tests/support/production-server';
import { PASSWORD, startPostgresSite, uniqueEmail, type PostgresSite } from './harness';
import { RUN_SEED, runs } from '@/tests/support/property-runs';

/**
 * Thousands of generated bad requests to every route handler of a production server on a real
 * PostgreSQL: wrong types, huge strings, unicode, negative and huge numbers, FEN-like text, bad
 * JSON, oversize bodies, wrong content types, garbled or missing cookies and odd path parameters.
 * Every answer must be a 4xx with the JSON error body (or the route's documented non-error answer
 * for inputs that are not an error there, such as a redirect), never a 5xx; afterwards the database
 * holds exactly what it held before (rate-limit counters aside: counting attempts is their job).
 *
 * FUZZ_SEED (or the run's FC_SEED) reproduces a run; FUZZ_RUNS sets the number of requests per
 * route (160 in the deep run, a fifth of that by default: tests/support/property-runs.ts).
 */
const SEED = Number(process.env.FUZZ_SEED ?? RUN_SEED);
const RUNS = Number(process.env.FUZZ_RUNS ?? runs(160));
const FACEBOOK_APP_SECRET = 'fuzz-facebook-secret';

let site: PostgresSite;
let origin: string;
let user: Jar;
let userAttempt: string;

// ---------------------------------------------------------------------------------------------
// Generators

const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 120 });
const unicode = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
const huge = fc.oneof(
  fc.integer({ min: 300, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 3000 }).map((n) => '🧩é\u202e'.repeat(n)),
);
const fenLike = fc.oneof(
  fc.constantFrom(
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'k7/8/1K6/8/8/8/8/7R w - - 0 1',
    '8/8/8/8/8/8/8/8 w - - 0 1',
    'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'kkkkkkkk/8/8/8/8/8/8/KKKKKKKK b - - 0 1',
    'x'.repeat(90),
  ),
  fc.array(fc.constantFrom(...'rnbqkpRNBQKP12345678/ wb-KQkq0'.split('')), { maxLength: 90 }).map((a) => a.join('')),
);
const nasty = fc.constantFrom(
  'e2e4',
  'a9',
  'h0',
  'e4e5e6',
  'e7e8=Q',
  'O-O-O',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '"; drop table puzzles; --',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '${7*7}',
  '{{7*7}}',
  'DELETE',
  'delete',
  'admin',
  'premium',
  'easy ',
  'EASY',
  'Easy',
  '-1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '',
  ' ',
);
const number = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2001, 1e6 + 1, 1e308, -1e308, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc.double(),
);
const badScalar = fc.oneof(
  { weight: 3, arbitrary: ascii },
  { weight: 2, arbitrary: unicode },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fenLike },
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
);

/** A JSON object with the route's fields, each either a plausible value or a bad one, plus extras. */
function fieldBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields).map(([name, good]) => [name, fc.option(fc.oneof(good, badScalar), { nil: undefined })] as const);
  return fc
    .tuple(
      fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'tier', 'userId', 'key', 'admin', 'progress', 'x'), badScalar, {
        maxKeys: 2,
      }),
    )
    .map(([body, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = v;
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
      return out;
    });
}

const notJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

/** A request body for a JSON route: mostly the route's shape with bad values, then everything else. */
function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>, schema: z.ZodType | null): fc.Arbitrary<string> {
  const shaped = fieldBody(fields).filter((b) => schema === null || !schema.safeParse(b).success);
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((b) => JSON.stringify(b)) },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .filter((v) => schema === null || !schema.safeParse(v).success)
        .map((v) => JSON.stringify(v) ?? 'null'),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          '{',
          '{"a":',
          'null',
          'undefined',
          'NaN',
          "{'a':1}",
          '[1,2',
          '\uFEFF{}',
          '{"a":1}{"b":2}',
          '{"__proto__":{"admin":true}}',
        ),
        shaped.map((b) => JSON.stringify(b).slice(0, -1)),
        unicode.filter(notJson),
        ascii.filter(notJson),
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
    { weight: 1, arbitrary: fc.integer({ min: 16 * 1024, max: 48 * 1024 }).map((n) => JSON.stringify({ pad: 'x'.repeat(n) })) },
  );
}

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constant('application/json; charset=utf-8') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      '',
      'application/x-www-form-urlencoded',
      'application/JSON',
      'application/jsonp',
      'multipart/form-data',
      'application/json;;;',
    ),
  },
);

const b64 = (value: string) => Buffer.from(value).toString('base64url');
const jwtLike = fc
  .tuple(fc.jsonValue({ maxDepth: 1 }), fc.jsonValue({ maxDepth: 2 }), ascii)
  .map(([h, p, s]) => `${b64(JSON.stringify(h) ?? '')}.${b64(JSON.stringify(p) ?? '')}.${b64(s)}`);
const cookieValue = fc.oneof(
  ascii.map((s) => s.replace(/;/g, '')),
  jwtLike,
  fc.uuid(),
  huge.map((s) => s.slice(0, 1500).replace(/[^\x20-\x7e]/g, 'x')),
);
// Shaped like a signed anonymous key (`<uuid>.<43 base64url>`) but signed by nobody.
const signedLike = fc.tuple(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map(([u, sig]) => `${u}.${sig}`);
const anonValue = fc.oneof(cookieValue, signedLike);

type CookieMode = 'none' | 'garbled' | 'user' | 'raw';
function cookies(allowUser: boolean): fc.Arbitrary<string | undefined> {
  const garbled = fc
    .record({
      session_access: fc.option(cookieValue),
      session_refresh: fc.option(cookieValue),
      anon_key: fc.option(anonValue),
      '__Host-anon_key': fc.option(anonValue),
      extra: fc.option(cookieValue),
    })
    .map((c) =>
      Object.entries(c)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  const modes: fc.Arbitrary<CookieMode> = fc.constantFrom<CookieMode>(
    ...(allowUser ? (['none', 'garbled', 'garbled', 'user', 'raw'] as const) : (['none', 'garbled', 'garbled', 'raw'] as const)),
  );
  return fc
    .tuple(modes, garbled, ascii)
    .map(([mode, g, raw]) => (mode === 'none' ? undefined : mode === 'garbled' ? g : mode === 'raw' ? raw : `user:${raw}`));
}

const browserHeaders = fc.record({
  origin: fc.option(
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('own') },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost') },
    ),
  ),
  fetchSite: fc.option(fc.constantFrom('same-origin', 'none', 'cross-site')),
  xff: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), ascii, fc.constant(', , ,'))),
});

/** A path segment; '.' and '..' are left out: URL normalisation turns them into another route. */
const pathParam = fc
  .oneof(
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: ascii.map((s) => encodeURIComponent(s) || 'x') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((s) => encodeURIComponent(s)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%00',
        '%2F',
        '..%2F..',
        'a%20b',
        '%ZZ',
        '%C0%AE%C0%AE',
        'null',
        'undefined',
        '0',
        '-1',
        'a'.repeat(2000),
      ),
    },
  )
  .filter((s) => !/^(\.|%2e){1,2}$/i.test(s));

/** A query string with the route's keys (bad values) and extras, kept under Node's 16 KB header limit. */
const queryString = (fields: Record<string, fc.Arbitrary<unknown>>, schema: z.ZodType) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(fields).map(([k, good]) => [k, fc.option(fc.oneof(good, badScalar))]))),
      fc.dictionary(ascii, ascii, { maxKeys: 2 }),
    )
    .map(([known, extra]) => {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(known))
        if (v !== null) params[k] = (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 600);
      return { ...extra, ...params };
    })
    .filter((params) => !schema.safeParse(params).success)
    .map((params) => {
      try {
        return new URLSearchParams(params).toString();
      } catch {
        return 'difficulty=bad';
      }
    });

// ---------------------------------------------------------------------------------------------
// Routes

type Expect = 'error' | 'redirect' | 'state' | 'page';
type Generated = { method: string; path: string; body?: string; type?: string; cookie?: string; headers: Record<string, string> };
type Route = { name: string; expect: Expect; arbitrary: fc.Arbitrary<Generated> };

const difficulty = fc.constantFrom('easy', 'medium', 'hard');
const square = fc.constantFrom('e2', 'e4', 'h1', 'h8', 'a1', 'b6');

function headersFrom(h: { origin: string | null; fetchSite: string | null; xff: string | null }): Record<string, string> {
  const out: Record<string, string> = {};
  if (h.origin) out.origin = h.origin === 'own' ? origin : h.origin;
  if (h.fetchSite) out['sec-fetch-site'] = h.fetchSite;
  if (h.xff !== null) out['x-forwarded-for'] = h.xff;
  return out;
}

function jsonRoute(
  name: string,
  path: fc.Arbitrary<string>,
  fields: Record<string, fc.Arbitrary<unknown>>,
  schema: z.ZodType | null,
  allowUser: boolean,
): Route {
  return {
    name,
    expect: 'error',
    arbitrary: fc
      .record({ path, body: jsonBody(fields, schema), type: contentType, cookie: cookies(allowUser), headers: browserHeaders })
      .map((r) => ({
        method: 'POST',
        path: r.path,
        body: r.body,
        type: r.type,
        cookie: r.cookie,
        headers: headersFrom(r.headers),
      })),
  };
}

function getRoute(name: string, expectation: Expect, path: fc.Arbitrary<string>, allowUser: boolean): Route {
  return {
    name,
    expect: expectation,
    arbitrary: fc
      .record({ path, cookie: cookies(allowUser), headers: browserHeaders })
      .map((r) => ({ method: 'GET', path: r.path, cookie: r.cookie, headers: headersFrom(r.headers) })),
  };
}

function routes(): Route[] {
  const attempt = fc.oneof({ weight: 5, arbitrary: pathParam }, { weight: 1, arbitrary: fc.constant(userAttempt) });
  const signedRequest = fc.oneof(
    ascii,
    fc
      .tuple(fc.uint8Array({ minLength: 0, maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([sig, payload]) => `${Buffer.from(sig).toString('base64url')}.${b64(JSON.stringify(payload) ?? '')}`),
    fc
      .record({
        algorithm: fc.constantFrom('HMAC-SHA256', 'hmac-sha256', 'none', 'RS256'),
        user_id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        issued_at: fc.oneof(fc.integer(), fc.string()),
      })
      .map((payload) => `${b64('x'.repeat(32))}.${b64(JSON.stringify(payload))}`),
    huge,
  );
  const facebookBody = fc.oneof(
    signedRequest.map((s) => `signed_request=${encodeURIComponent(s)}`),
    fc
      .tuple(signedRequest, signedRequest)
      .map(([a, b]) => `signed_request=${encodeURIComponent(a)}&signed_request=${encodeURIComponent(b)}`),
    ascii,
    fc.constant(''),
    fc.integer({ min: 16 * 1024, max: 40 * 1024 }).map((n) => `signed_request=${'a'.repeat(n)}`),
  );
  return [
    jsonRoute(
      'signup',
      fc.constant('/api/auth/signup'),
      { email: fc.emailAddress(), password: fc.constantFrom(PASSWORD, 'short') },
      credentialsSchema,
      false,
    ),
    jsonRoute(
      'login',
      fc.constant('/api/auth/login'),
      { email: fc.emailAddress(), password: fc.constantFrom(PASSWORD, 'wrong') },
      null,
      true,
    ),
    jsonRoute(
      'oauth',
      fc.constant('/api/auth/oauth'),
      { provider: fc.constantFrom('google', 'facebook'), next: fc.constantFrom('/', '//evil.example', 'javascript:alert(1)') },
      oauthSchema,
      true,
    ),
    jsonRoute('recover', fc.constant('/api/auth/recover'), { email: fc.emailAddress() }, recoverSchema, true),
    jsonRoute(
      'reset-password',
      fc.constant('/api/auth/reset-password'),
      { password: fc.constantFrom(PASSWORD, 'short'), token: ascii },
      null,
      true,
    ),
    jsonRoute(
      'puzzles/start',
      fc.constant('/api/puzzles/start'),
      { difficulty, idx: fc.integer({ min: -5, max: 2100 }) },
      startSchema,
      true,
    ),
    jsonRoute(
      'puzzles/moves',
      attempt.map((a) => `/api/puzzles/attempts/${a}/moves`),
      { from: square, to: square, promotion: fc.constantFrom('q', 'k', 'x') },
      moveSchema,
      true,
    ),
    jsonRoute(
      'puzzles/hint',
      pathParam.map((a) => `/api/puzzles/attempts/${a}/hint`),
      {},
      null,
      true,
    ),
    jsonRoute('2048/runs', fc.constant('/api/2048/runs'), {}, null, false),
    jsonRoute(
      '2048/finish',
      pathParam.map((a) => `/api/2048/runs/${a}/finish`),
      { moves: fc.constantFrom('udlr', 'x', 'u'.repeat(30_000)) },
      finishRunSchema,
      true,
    ),
    jsonRoute(
      'account/delete',
      fc.constant('/api/account/delete'),
      { confirm: fc.constantFrom('delete', 'DELETE ', 'yes') },
      z.object({ confirm: z.literal('DELETE') }),
      true,
    ),
    jsonRoute(
      'admin/tier',
      fc.constant('/api/admin/tier'),
      { email: fc.emailAddress(), tier: fc.constantFrom('admin', 'premium') },
      null,
      true,
    ),
    {
      // Well-formed moves that are illegal in the user's open attempt (a mate in one: only Rh8 and Ra1 are legal rook moves here).
      name: 'puzzles/moves (illegal)',
      expect: 'error',
      arbitrary: fc
        .record({
          from: square,
          to: square,
          promotion: fc.option(fc.constantFrom('q', 'n', 'r', 'b'), { nil: undefined }),
          headers: browserHeaders,
        })
        .filter((m) => !(m.from === 'h1' && (m.to === 'a1' || m.to === 'h8')) && !(m.from === 'b6' && m.to === 'b6'))
        .map((m) => ({
          method: 'POST',
          path: `/api/puzzles/attempts/${userAttempt}/moves`,
          body: JSON.stringify({ from: m.from, to: m.to, promotion: m.promotion }),
          type: 'application/json',
          cookie: 'user:',
          headers: headersFrom(m.headers),
        })),
    },
    {
      name: 'pages',
      expect: 'page',
      arbitrary: fc
        .record({
          page: fc.constantFrom(
            '/',
            '/chess-puzzles',
            '/2048',
            '/login',
            '/signup',
            '/reset-password',
            '/facebook-data-deletion-status',
            '/delete-account',
            '/no-such-page',
          ),
          key: fc.constantFrom('error', 'next', 'token', 'code', 'difficulty', 'x'),
          value: fc.oneof(
            ascii,
            nasty,
            fenLike,
            huge.map((v) => v.slice(0, 600)),
          ),
          cookie: cookies(true),
          headers: browserHeaders,
        })
        .map((r) => {
          let query = '';
          try {
            query = new URLSearchParams({ [r.key]: r.value }).toString();
          } catch {
            query = 'x=1';
          }
          return { method: 'GET', path: `${r.page}?${query}`, cookie: r.cookie, headers: headersFrom(r.headers) };
        }),
    },
    {
      name: 'facebook/data-deletion',
      expect: 'error',
      arbitrary: fc
        .record({
          body: facebookBody,
          type: fc.oneof(
            { weight: 6, arbitrary: fc.constant('application/x-www-form-urlencoded') },
            { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain', '') },
          ),
          headers: browserHeaders,
        })
        .map((r) => ({ method: 'POST', path: '/api/facebook/data-deletion', body: r.body, type: r.type, headers: headersFrom(r.headers) })),
    },
    {
      name: 'auth/logout',
      expect: 'redirect',
      arbitrary: fc
        .record({
          body: fc.oneof(ascii, fc.constant('')),
          type: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', ''),
          cookie: cookies(false),
          headers: browserHeaders,
        })
        .map((r) => ({
          method: 'POST',
          path: '/api/auth/logout',
          body: r.body,
          type: r.type,
          cookie: r.cookie,
          headers: headersFrom(r.headers),
        })),
    },
    getRoute('puzzles/state', 'state', fc.constant('/api/puzzles/state'), true),
    // The games platform: no fuzzed game id names a playable game, so every call must be refused.
    jsonRoute(
      'games/plays',
      pathParam.map((g) => `/api/games/${g}/plays`),
      { mode: fc.constantFrom('daily', 'practice', 'weekly'), level: ascii },
      null,
      true,
    ),
    jsonRoute(
      'games/finish',
      fc.tuple(pathParam, pathParam).map(([g, p]) => `/api/games/${g}/plays/${p}/finish`),
      { moves: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
      null,
      true,
    ),
    jsonRoute(
      'games/moves',
      fc.tuple(pathParam, attempt).map(([g, p]) => `/api/games/${g}/plays/${p}/moves`),
      { move: fc.jsonValue({ maxDepth: 2 }) },
      null,
      true,
    ),
    jsonRoute(
      'games/hint',
      fc.tuple(pathParam, attempt).map(([g, p]) => `/api/games/${g}/plays/${p}/hint`),
      { moves: fc.jsonValue({ maxDepth: 2 }) },
      null,
      true,
    ),
    jsonRoute(
      'games/check',
      fc.tuple(pathParam, attempt).map(([g, p]) => `/api/games/${g}/plays/${p}/check`),
      { moves: fc.jsonValue({ maxDepth: 2 }) },
      null,
      true,
    ),
    jsonRoute('account/display-name', fc.constant('/api/account/display-name'), { name: fc.oneof(ascii, unicode) }, null, false),
    getRoute(
      'games/daily',
      'error',
      pathParam.map((g) => `/api/games/${g}/daily`),
      true,
    ),
    getRoute(
      'leaderboards',
      'error',
      fc.oneof(ascii, unicode).map((b) => `/api/leaderboards/2048?board=${encodeURIComponent(b)}`),
      true,
    ),
    getRoute(
      'puzzles/opening',
      'error',
      queryString({ difficulty, idx: fc.integer({ min: 1, max: 2000 }) }, openingQuerySchema).map((q) => `/api/puzzles/opening?${q}`),
      true,
    ),
    getRoute(
      'puzzles/solution',
      'error',
      attempt.map((a) => `/api/puzzles/attempts/${a}/solution`),
      true,
    ),
    getRoute(
      'admin/puzzle',
      'error',
      queryString({ difficulty, idx: fc.integer({ min: 1, max: 2000 }) }, openingQuerySchema.or(openingQuerySchema)).map(
        (q) => `/api/admin/puzzle?${q}`,
      ),
      true,
    ),
    getRoute(
      'auth/callback',
      'redirect',
      fc
        .record({
          code: fc.option(
            fc.oneof(
              ascii,
              unicode,
              huge.map((s) => s.slice(0, 600)),
            ),
          ),
          next: fc.option(fc.oneof(ascii, nasty, fc.constantFrom('//evil.example', '/\\evil', 'https://evil.example', '/ok'))),
        })
        .map(({ code, next }) => {
          const q = new URLSearchParams();
          try {
            if (code !== null) q.set('code', code);
            if (next !== null) q.set('next', next);
          } catch {
            /* a lone surrogate: leave it out */
          }
          return `/auth/callback?${q.toString()}`;
        }),
      false,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------

/** Every table's row count and content digest, rate-limit counters aside. */
async function snapshot(sql: SqlExecutor): Promise<Record<string, string>> {
  const tables = await sql.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'auth', 'embedded_auth', 'app_private')
       and not (table_schema = 'public' and table_name = 'rate_limits') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sql.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
    );
    out[name] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return out;
}

type Failure = { route: string; request: Generated; status: number; body: string; why: string };

function judge(route: Route, request: Generated, reply: Reply): string | null {
  if (reply.status >= 500) return 'a 5xx';
  const type = String(reply.headers['content-type'] ?? '');
  const isJsonError = () => {
    const error = (reply.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    return (
      type.startsWith('application/json') &&
      typeof error?.code === 'string' &&
      typeof error.message === 'string' &&
      error.message.length > 0
    );
  };
  if (reply.status === 405 && request.method !== 'GET' && request.method !== 'POST') return null;
  if (route.expect === 'page') return reply.status === 200 || reply.status === 404 ? null : `page answered ${reply.status}`;
  if (reply.status >= 400 && reply.status < 500) {
    return isJsonError() ? null : '4xx without the JSON error body';
  }
  switch (route.expect) {
    case 'error':
      return `expected a 4xx, got ${reply.status}`;
    case 'state': {
      const body = reply.json as { signedIn?: unknown } | undefined;
      return reply.status === 200 && typeof body?.signedIn === 'boolean' ? null : `unexpected ${reply.status}`;
    }
    case 'redirect': {
      const location = String(reply.headers.location ?? '');
      if (reply.status !== 303) return `unexpected ${reply.status}`;
      return location.startsWith('/') && !location.startsWith('//') && !location.includes('\\')
        ? null
        : `redirect off the site: ${location}`;
    }
  }
}

beforeAll(async () => {
  site = await startPostgresSite({ puzzles: 5, env: { FACEBOOK_APP_SECRET } });
  origin = new URL(site.servers[0]!.url).origin;
  // A signed-in premium user with an attempt in progress: its cookies and attempt id are fuzzed too.
  const api = client(site.servers[0]!);
  user = new Jar();
  const email = uniqueEmail('fuzz');
  expect((await api.postJson('/api/auth/signup', { email, password: PASSWORD }, user)).status).toBe(201);
  await site.sql.query("update public.profiles set tier = 'premium' where user_id = (select id from auth.users where email = $1)", [email]);
  const started = await api.postJson('/api/puzzles/start', { difficulty: 'easy', idx: 1 }, user);
  userAttempt = (started.json as { attemptId: string }).attemptId;
  expect(userAttempt).toMatch(/^[0-9a-f-]{36}$/);
});
afterAll(async () => {
  await site?.close();
});

describe(`fuzzing every route handler (seed ${SEED})`, () => {
  it('answers every bad request with a 4xx JSON error (never a 5xx) and changes nothing', { timeout: 240_000 }, async () => {
    const before = await snapshot(site.sql);
    const all = routes();
    const requests: { route: Route; request: Generated }[] = [];
    for (const [i, route] of all.entries()) {
      for (const request of fc.sample(route.arbitrary, { numRuns: RUNS, seed: SEED + i })) requests.push({ route, request });
    }
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const perRoute = new Map<string, { n: number; ms: number; statuses: Set<number> }>();
    const started = Date.now();
    await pool(requests, 8, async ({ route, request }) => {
      const t0 = performance.now();
      const headers: Record<string, string> = { ...request.headers };
      if (request.type) headers['content-type'] = request.type;
      if (request.cookie !== undefined) headers.cookie = request.cookie.startsWith('user:') ? user.header() : request.cookie;
      let reply: Reply;
      try {
        reply = await send(site.servers[0]!.url, request.path, { method: request.method, headers, body: request.body });
      } catch (error) {
        failures.push({ route: route.name, request, status: 0, body: String(error), why: 'no answer' });
        return;
      }
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      const stats = perRoute.get(route.name) ?? { n: 0, ms: 0, statuses: new Set<number>() };
      perRoute.set(route.name, { n: stats.n + 1, ms: stats.ms + performance.now() - t0, statuses: stats.statuses.add(reply.status) });
      const why = judge(route, request, reply);
      if (why)
        failures.push({
          route: route.name,
          request: { ...request, body: request.body?.slice(0, 300) },
          status: reply.status,
          body: reply.text.slice(0, 300),
          why,
        });
    });
    console.info(
      `fuzz: ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})\n` +
        [...perRoute]
          .map(
            ([name, s]) =>
              `  ${name.padEnd(26)} ${String(s.n).padStart(4)} × ${(s.ms / s.n).toFixed(0).padStart(4)} ms  ${[...s.statuses].sort().join(' ')}`,
          )
          .join('\n'),
    );
    const summary = failures
      .slice(0, 8)
      .map((f) => JSON.stringify(f))
      .join('\n');
    expect(failures.length, `seed ${SEED}; ${failures.length} of ${requests.length} failed:\n${summary}`).toBe(0);
    expect(requests.length).toBeGreaterThanOrEqual(all.length * RUNS);
    // Mostly refused for the input, not for the origin: the generators reach the handlers' own checks.
    const refusedForInput = [400, 401, 404, 409, 413, 415, 422].reduce((n, s) => n + (statuses.get(s) ?? 0), 0);
    expect(refusedForInput).toBeGreaterThan(requests.length / 2);

    expect(await snapshot(site.sql)).toEqual(before);
    expect(site.servers[0]!.logs()).not.toMatch(/unexpected error in a route handler/);
    // The fuzzed user is still there and still signed in.
    expect((await client(site.servers[0]!).get('/api/puzzles/state', user)).json).toMatchObject({ signedIn: true, tier: 'premium' });
  });
});
