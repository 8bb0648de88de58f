/**
 * A small local stand-in for the Supabase Auth (GoTrue) HTTP endpoints that @supabase/supabase-js
 * calls, for tests: the hosted service cannot run here. Response bodies, status codes and error
 * codes follow GoTrue (API version 2024-01-01, which supabase-js reads `code` from).
 * Users and sessions live in memory; every request is recorded for assertions.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';

export type StandInOptions = {
  /** The key the gateway demands in the `apikey` header. */
  anonKey?: string;
  /** When false, sign-up answers with the user only and a confirmation code (see `confirmations`). */
  autoconfirm?: boolean;
  /** Lifetime of minted access tokens; negative mints already-expired ones (as if time had passed). */
  accessTokenTtlSeconds?: number;
  minPasswordLength?: number;
  /** The e-mail address the simulated OAuth provider signs in as. */
  oauthEmail?: (provider: string) => string;
};

export type RecordedRequest = {
  method: string;
  /** The path below /auth/v1, e.g. `/token`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
};

type StoredUser = { id: string; email: string; password: string | null; provider: string; createdAt: string; confirmed: boolean };
type FlowState = { userId: string; challenge: string; method: string; provider: string };
type InjectedFailure = { status: number; code?: string; message?: string; path?: string };

export type SupabaseAuthStandIn = {
  /** The project URL to hand to createServerClient (auth lives under /auth/v1). */
  url: string;
  requests: RecordedRequest[];
  /** Requests to one endpoint, e.g. requestsTo('POST', '/token'). */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The next `times` requests (optionally only those to `path`) get this status instead. */
  failNext(status: number, options?: { times?: number; code?: string; message?: string; path?: string }): void;
  setAccessTokenTtl(seconds: number): void;
  /** Auth codes mailed for unconfirmed sign-ups, by address (the link's `?code=`). */
  confirmations: Map<string, string>;
  /** Whether this refresh token can still be exchanged. */
  isRefreshTokenActive(token: string): boolean;
  userByEmail(email: string): StoredUser | undefined;
  close(): Promise<void>;
};

const PROVIDERS = new Set(['google', 'facebook', 'github', 'apple', 'azure']);
/** Routes the browser navigates to, which the Supabase gateway serves without an API key. */
const OPEN_ROUTES = new Set(['/authorize', '/callback', '/verify']);

export async function startSupabaseAuthStandIn(options: StandInOptions = {}): Promise<SupabaseAuthStandIn> {
  const secret = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const minLength = options.minPasswordLength ?? 8;
  let ttl = options.accessTokenTtlSeconds ?? 3600;
  const users = new Map<string, StoredUser>();
  const sessions = new Map<string, { userId: string; active: boolean }>();
  const refreshTokens = new Map<string, { sessionId: string; revoked: boolean }>();
  const flows = new Map<string, FlowState>();
  const confirmations = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  let base = '';

  const findUser = (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase());

  function userJson(u: StoredUser) {
    const identityData = { email: u.email, email_verified: true, phone_verified: false, sub: u.id };
    return {
      id: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: u.email,
      email_confirmed_at: u.createdAt,
      phone: '',
      confirmed_at: u.createdAt,
      last_sign_in_at: new Date().toISOString(),
      app_metadata: { provider: u.provider, providers: [u.provider] },
      user_metadata: identityData,
      identities: [
        {
          identity_id: randomUUID(),
          id: u.id,
          user_id: u.id,
          identity_data: identityData,
          provider: u.provider,
          last_sign_in_at: u.createdAt,
          created_at: u.createdAt,
          updated_at: u.createdAt,
          email: u.email,
        },
      ],
      created_at: u.createdAt,
      updated_at: u.createdAt,
      is_anonymous: false,
    };
  }

  async function issueSession(u: StoredUser, method: string, sessionId: string = randomUUID()) {
    const now = Math.floor(Date.now() / 1000);
    sessions.set(sessionId, { userId: u.id, active: true });
    const accessToken = await new SignJWT({
      email: u.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
      app_metadata: { provider: u.provider, providers: [u.provider] },
      user_metadata: {},
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(u.id)
      .setAudience('authenticated')
      .setIssuer(`${base}/auth/v1`)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(secret);
    const refreshToken = randomBytes(9).toString('base64url');
    refreshTokens.set(refreshToken, { sessionId, revoked: false });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: now + ttl,
      refresh_token: refreshToken,
      user: userJson(u),
    };
  }

  /** The user and session of a Bearer token, or the GoTrue error for it. */
  async function authenticate(req: IncomingMessage): Promise<{ user: StoredUser; sessionId: string } | [number, string, string]> {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    try {
      const { payload } = await jwtVerify(token, secret, { audience: 'authenticated' });
      const sessionId = String(payload.session_id ?? '');
      const user = users.get(String(payload.sub));
      if (!user) return [403, 'user_not_found', 'User from sub claim in JWT does not exist'];
      if (!sessions.get(sessionId)?.active) return [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'];
      return { user, sessionId };
    } catch (e) {
      return [403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(e as Error).message}`];
    }
  }

  function weakReasons(password: string): string[] {
    const reasons: string[] = [];
    if (password.length < minLength) reasons.push('length');
    if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) reasons.push('characters');
    return reasons;
  }

  function s256(verifier: string): string {
    return createHash('sha256').update(verifier).digest('base64url');
  }

  type Reply = [number, unknown] | [number, unknown, Record<string, string>];
  const error = (status: number, code: string, message: string, extra: object = {}): Reply => [status, { code, message, ...extra }];

  async function route(req: IncomingMessage, r: RecordedRequest): Promise<Reply> {
    const body = r.body ?? {};
    const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const key = `${r.method} ${r.path}`;

    if (key === 'POST /signup') {
      const email = str('email').toLowerCase();
      const password = str('password');
      if (!email || !password) return error(400, 'validation_failed', 'Signup requires a valid password');
      const reasons = weakReasons(password);
      if (reasons.length) {
        return error(422, 'weak_password', `Password should be at least ${minLength} characters and contain letters and digits.`, {
          weak_password: { reasons },
        });
      }
      if (findUser(email)) {
        // GoTrue hides confirmed addresses behind a fake user when confirmation is on.
        if (options.autoconfirm === false) return [200, { ...userJson(findUser(email)!), id: randomUUID(), identities: [] }];
        return error(422, 'user_already_exists', 'User already registered');
      }
      const user: StoredUser = {
        id: randomUUID(),
        email,
        password,
        provider: 'email',
        createdAt: new Date().toISOString(),
        confirmed: options.autoconfirm !== false,
      };
      users.set(user.id, user);
      if (options.autoconfirm === false) {
        const code = randomUUID();
        if (str('code_challenge'))
          flows.set(code, { userId: user.id, challenge: str('code_challenge'), method: str('code_challenge_method'), provider: 'email' });
        confirmations.set(email, code);
        return [200, { ...userJson(user), email_confirmed_at: null, confirmed_at: null, confirmation_sent_at: new Date().toISOString() }];
      }
      return [200, await issueSession(user, 'password')];
    }

    if (key === 'POST /token') {
      const grant = r.query.grant_type;
      if (grant === 'password') {
        const user = findUser(str('email'));
        if (!user || user.password === null || user.password !== str('password'))
          return error(400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.confirmed) return error(400, 'email_not_confirmed', 'Email not confirmed');
        return [200, await issueSession(user, 'password')];
      }
      if (grant === 'refresh_token') {
        const token = refreshTokens.get(str('refresh_token'));
        if (!token) return error(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        if (token.revoked) return error(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        const session = sessions.get(token.sessionId);
        const user = session?.active ? users.get(session.userId) : undefined;
        if (!user) return error(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
        token.revoked = true;
        return [200, await issueSession(user, 'token_refresh', token.sessionId)];
      }
      if (grant === 'pkce') {
        const authCode = str('auth_code');
        const verifier = str('code_verifier');
        if (!authCode || !verifier)
          return error(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
        const flow = flows.get(authCode);
        if (!flow) return error(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        const expected = flow.method.toLowerCase() === 's256' ? s256(verifier) : verifier;
        if (expected !== flow.challenge)
          return error(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
        flows.delete(authCode);
        users.get(flow.userId)!.confirmed = true;
        return [200, await issueSession(users.get(flow.userId)!, flow.provider === 'email' ? 'otp' : 'oauth')];
      }
      return error(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }

    if (key === 'GET /authorize') {
      // The provider's consent screen and its /callback are simulated: the provider says yes at once.
      const provider = r.query.provider ?? '';
      if (!PROVIDERS.has(provider)) return error(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
      const challenge = r.query.code_challenge ?? '';
      const method = r.query.code_challenge_method ?? '';
      if (!challenge || !['s256', 'plain'].includes(method.toLowerCase()))
        return error(400, 'validation_failed', 'PKCE flow requires code_challenge and code_challenge_method');
      const email = (options.oauthEmail ?? ((p) => `${p}-user@example.test`))(provider).toLowerCase();
      let user = findUser(email);
      if (!user) {
        user = { id: randomUUID(), email, password: null, provider, createdAt: new Date().toISOString(), confirmed: true };
        users.set(user.id, user);
      }
      const code = randomUUID();
      flows.set(code, { userId: user.id, challenge, method, provider });
      const target = new URL(r.query.redirect_to || 'http://localhost:3000');
      target.searchParams.set('code', code);
      return [302, null, { location: target.toString() }];
    }

    if (key === 'GET /user' || key === 'PUT /user') {
      const auth = await authenticate(req);
      if (Array.isArray(auth)) return error(...auth);
      if (r.method === 'PUT' && typeof body.password === 'string') {
        const reasons = weakReasons(body.password);
        if (reasons.length)
          return error(422, 'weak_password', `Password should be at least ${minLength} characters and contain letters and digits.`, {
            weak_password: { reasons },
          });
        if (body.password === auth.user.password)
          return error(422, 'same_password', 'New password should be different from the old password.');
        auth.user.password = body.password;
      }
      return [200, userJson(auth.user)];
    }

    if (key === 'POST /logout') {
      const auth = await authenticate(req);
      if (Array.isArray(auth)) return error(...auth);
      const scope = r.query.scope ?? 'global';
      for (const [id, s] of sessions) {
        if (s.userId !== auth.user.id) continue;
        if (scope === 'global' || (scope === 'local' && id === auth.sessionId) || (scope === 'others' && id !== auth.sessionId))
          s.active = false;
      }
      return [204, null];
    }

    if (key === 'POST /recover') return [200, {}];

    return error(404, 'not_found', `no stand-in route for ${key}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname.replace(/^\/auth\/v1/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    };
    requests.push(record);

    let reply: Reply;
    const failure = failures.findIndex((f) => !f.path || f.path === record.path);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      reply = [
        f!.status,
        f!.code ? { code: f!.code, message: f!.message ?? 'injected failure' } : { message: f!.message ?? 'Service Unavailable' },
      ];
    } else if (!url.pathname.startsWith('/auth/v1/')) {
      reply = [404, { message: 'no Route matched with those values' }];
    } else if (options.anonKey && req.headers.apikey !== options.anonKey && !OPEN_ROUTES.has(record.path)) {
      reply = [401, { message: 'Invalid API key' }];
    } else {
      reply = await route(req, record).catch((e: unknown) => error(500, 'unexpected_failure', String(e)));
    }
    const [status, payload, headers = {}] = reply;
    res.writeHead(status, {
      'x-supabase-api-version': '2024-01-01',
      ...(payload === null ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    res.end(payload === null ? undefined : JSON.stringify(payload));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    failNext(status, opts = {}) {
      for (let i = 0; i < (opts.times ?? 1); i++) failures.push({ status, code: opts.code, message: opts.message, path: opts.path });
    },
    setAccessTokenTtl(seconds) {
      ttl = seconds;
    },
    confirmations,
    isRefreshTokenActive(token) {
      const t = refreshTokens.get(token);
      return !!t && !t.revoked && !!sessions.get(t.sessionId)?.active;
    },
    userByEmail: (email) => findUser(email),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** A URL on 127.0.0.1 where nothing listens (a port that was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
