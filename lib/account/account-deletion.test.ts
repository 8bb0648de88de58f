import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createSignedRequest } from '@/lib/facebook/signed-request';
import { AppError } from '@/lib/http/errors';
import { metrics } from '@/lib/observability/metrics';
import { freshPglite } from '@/tests/support/databases';
import { cancelWithoutStripe, createBillingService } from '@/lib/payments/billing-service';
import type { PaymentGateway } from '@/lib/payments/gateway';
import { createAccountDeletion, embeddedAuthAdmin, hashProviderUserId, type AuthAdmin } from './account-deletion';
import { createSupabaseAuthAdmin, MISSING_SERVICE_ROLE_KEY } from './supabase-admin';

const SECRET = 'facebook-app-secret-for-tests';
const SITE = 'https://puzzles.example';

let sql: SqlExecutor;
let store: Store;
let puzzleId: string;
let users = 0;

/** A user holding every kind of data we keep, optionally linked to a Facebook identity. */
async function userWithData(options: { facebookId?: string; anonKey?: string } = {}) {
  users += 1;
  const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [
    `player${users}@example.com`,
  ]);
  const id = user!.id;
  await sql.query("insert into public.profiles (user_id, tier) values ($1, 'premium')", [id]);
  await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 12), ($1, 'medium', 3)", [id]);
  await sql.query("insert into public.play_quota (key, game_slug, day, used) values ($1, 'chess_puzzles', current_date, 2)", [id]);
  await sql.query("insert into public.play_quota_items (key, game_slug, day, item) values ($1, 'chess_puzzles', current_date, 'easy:12')", [
    id,
  ]);
  await sql.query('insert into public.puzzle_attempts (key, puzzle_id) values ($1, $2)', [id, puzzleId]);
  const [run] = await sql.query<{ id: string }>(
    "insert into public.game_runs (game_slug, user_id, seed) values ('2048', $1, 'seed') returning id::text",
    [id],
  );
  await sql.query(
    "insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds) values ('2048', 'all:standard', $1, 321)",
    [id],
  );
  await sql.query(
    "insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds) values ('2048', $1, '2048:' || $2, 'practice', 'standard', current_date, true, 321)",
    [id, run!.id],
  );
  const [puzzle] = await sql.query<{ id: string }>(
    "insert into public.game_puzzles (game_slug, level, puzzle, solution) values ('sudoku', 'easy', 'p', 's') returning id::text",
  );
  await sql.query(
    "insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id) values ('sudoku', $1, 'practice', 'easy', current_date, $2)",
    [id, puzzle!.id],
  );
  await sql.query('insert into embedded_auth.sessions (user_id) values ($1)', [id]);
  if (options.facebookId) {
    await sql.query("insert into auth.identities (provider, provider_id, user_id, identity_data) values ('facebook', $1, $2, '{}')", [
      options.facebookId,
      id,
    ]);
  }
  if (options.anonKey) {
    await sql.query("insert into public.puzzle_progress (key, difficulty, last_completed) values ($1, 'easy', 5)", [options.anonKey]);
  }
  return id;
}

/** How many rows each table holds for this user (by user id, or by key). */
async function footprint(userId: string) {
  const count = async (query: string) => Number((await sql.query<{ n: number }>(query, [userId]))[0]?.n ?? 0);
  return {
    users: await count('select count(*)::int as n from auth.users where id = $1::uuid'),
    identities: await count('select count(*)::int as n from auth.identities where user_id = $1::uuid'),
    sessions: await count('select count(*)::int as n from embedded_auth.sessions where user_id = $1::uuid'),
    profiles: await count('select count(*)::int as n from public.profiles where user_id = $1::uuid'),
    gameRuns: await count('select count(*)::int as n from public.game_runs where user_id = $1::uuid'),
    leaderboard: await count('select count(*)::int as n from public.leaderboard_bests where user_id = $1::uuid'),
    results: await count('select count(*)::int as n from public.game_results where player_key = $1'),
    plays: await count('select count(*)::int as n from public.game_plays where player_key = $1'),
    progress: await count('select count(*)::int as n from public.puzzle_progress where key = $1'),
    quota: await count('select count(*)::int as n from public.play_quota where key = $1'),
    quotaItems: await count('select count(*)::int as n from public.play_quota_items where key = $1'),
    attempts: await count('select count(*)::int as n from public.puzzle_attempts where key = $1'),
  };
}
const NOTHING = {
  users: 0,
  identities: 0,
  sessions: 0,
  profiles: 0,
  gameRuns: 0,
  leaderboard: 0,
  results: 0,
  plays: 0,
  progress: 0,
  quota: 0,
  quotaItems: 0,
  attempts: 0,
};
const EVERYTHING = {
  users: 1,
  identities: 0,
  sessions: 1,
  profiles: 1,
  gameRuns: 1,
  leaderboard: 1,
  results: 1,
  plays: 1,
  progress: 2,
  quota: 1,
  quotaItems: 1,
  attempts: 1,
};

const service = (authAdmin?: AuthAdmin) =>
  createAccountDeletion({ store: store.dataDeletion, authAdmin: authAdmin ?? embeddedAuthAdmin(store.dataDeletion), siteUrl: SITE });
const signed = (userId: string | number, secret = SECRET) =>
  createSignedRequest({ algorithm: 'HMAC-SHA256', expires: 1291840400, issued_at: 1291836800, user_id: userId }, secret);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  const [puzzle] = await sql.query<{ id: string }>(
    "insert into public.puzzles (difficulty, idx, fen, player_to_move, max_user_moves, solution) values ('easy', 1, '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'w', 1, '{d1d8}') returning id::text",
  );
  puzzleId = puzzle!.id;
});
afterAll(() => sql.close());

describe('Facebook data deletion callback', () => {
  it('deletes everything held for the Facebook user, answers url + code, and the status reads completed', async () => {
    const victim = await userWithData({ facebookId: '10001' });
    const bystander = await userWithData({ facebookId: '10002' });
    expect(await footprint(victim)).toEqual({ ...EVERYTHING, identities: 1 });

    const answer = await service().handleFacebookCallback(signed('10001'), SECRET);
    expect(answer.confirmation_code).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.url).toBe(`${SITE}/facebook-data-deletion-status?code=${answer.confirmation_code}`);
    expect(Object.keys(answer).sort()).toEqual(['confirmation_code', 'url']);

    expect(await footprint(victim)).toEqual(NOTHING);
    expect(await footprint(bystander)).toEqual({ ...EVERYTHING, identities: 1 });

    const status = await service().requestStatus(answer.confirmation_code);
    expect(status).toMatchObject({ confirmationCode: answer.confirmation_code, provider: 'facebook', status: 'completed' });
    expect(status!.completedAt).toBeInstanceOf(Date);
    expect(status!.completedAt!.getTime()).toBeGreaterThanOrEqual(status!.requestedAt.getTime());

    // Only a digest of the Facebook id is kept, never the id itself.
    const rows = await sql.query<Record<string, unknown>>('select * from public.data_deletion_requests where confirmation_code = $1', [
      answer.confirmation_code,
    ]);
    expect(rows[0]?.provider_user_id_hash).toBe(hashProviderUserId('10001'));
    expect(JSON.stringify(rows)).not.toContain('10001');
  });

  it('reads the same status for the same code every time; asking again is harmless and gets its own code', async () => {
    await userWithData({ facebookId: '20001' });
    const first = await service().handleFacebookCallback(signed('20001'), SECRET);
    const read1 = await service().requestStatus(first.confirmation_code);
    const read2 = await service().requestStatus(first.confirmation_code);
    expect(read2).toEqual(read1);
    expect(read1?.status).toBe('completed');

    const again = await service().handleFacebookCallback(signed('20001'), SECRET);
    expect(again.confirmation_code).not.toBe(first.confirmation_code);
    expect((await service().requestStatus(again.confirmation_code))?.status).toBe('no_data');
    // The first request keeps its outcome.
    expect(await service().requestStatus(first.confirmation_code)).toEqual(read1);
    // Finishing a finished request again changes nothing.
    expect(await store.dataDeletion.finishRequest(first.confirmation_code, 'no_data')).toEqual(read1);
  });

  it('refuses a tampered, wrongly signed, wrong-algorithm or missing signed_request and deletes nothing', async () => {
    const victim = await userWithData({ facebookId: '30001' });
    const before = await footprint(victim);
    const [sig, body] = signed('30001').split('.') as [string, string];
    const forged = `${sig}.${Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: '30001', issued_at: 1 })).toString('base64url')}`;
    const requests: unknown[] = [
      forged,
      signed('30001', 'not-the-secret'),
      createSignedRequest({ algorithm: 'HMAC-SHA1', user_id: '30001' }, SECRET),
      `${sig}.${body}.x`,
      'garbage',
      undefined,
      '',
    ];
    const count = async () =>
      Number((await sql.query<{ n: number }>('select count(*)::int as n from public.data_deletion_requests'))[0]?.n);
    const recorded = await count();
    for (const request of requests) {
      const error = await rejection(service().handleFacebookCallback(request, SECRET));
      expect({ request: String(request).slice(0, 20), status: error.status }).toEqual({
        request: String(request).slice(0, 20),
        status: 400,
      });
      expect(error.message).toMatch(/signed_request/);
    }
    expect(await footprint(victim)).toEqual(before);
    expect(await count()).toBe(recorded);
  });

  it('counts each callback as a webhook event: refused when the signature fails, applied when it deletes', async () => {
    const counted = async (outcome: string) =>
      (await metrics().webhookEvents.get()).values.find((v) => v.labels.type === 'facebook.data_deletion' && v.labels.outcome === outcome)
        ?.value ?? 0;
    const before = { refused: await counted('refused'), applied: await counted('applied') };
    await userWithData({ facebookId: '35001' });
    await rejection(service().handleFacebookCallback(signed('35001', 'not-the-secret'), SECRET));
    await service().handleFacebookCallback(signed('35001'), SECRET);
    expect({ refused: await counted('refused'), applied: await counted('applied') }).toEqual({
      refused: before.refused + 1,
      applied: before.applied + 1,
    });
  });

  it('answers 503 without an app secret, before reading anything', async () => {
    const victim = await userWithData({ facebookId: '40001' });
    const error = await rejection(service().handleFacebookCallback(signed('40001'), null));
    expect(error.status).toBe(503);
    expect(error.message).toContain('FACEBOOK_APP_SECRET');
    expect((await footprint(victim)).users).toBe(1);
  });

  it('records no_data for a Facebook id we hold nothing for', async () => {
    const answer = await service().handleFacebookCallback(signed('99999999'), SECRET);
    expect(await service().requestStatus(answer.confirmation_code)).toMatchObject({ status: 'no_data', provider: 'facebook' });
  });

  it('knows nothing of unknown or malformed codes', async () => {
    expect(await service().requestStatus('0123456789abcdef01234567')).toBeNull();
    for (const bad of ["' or 1=1 --", 'short', '', 'x'.repeat(65), undefined, ['a'], 42])
      expect(await service().requestStatus(bad)).toBeNull();
  });

  it('with Supabase but no service-role key: 503, nothing recorded or deleted for a linked user', async () => {
    const victim = await userWithData({ facebookId: '50001' });
    const supabaseWithoutKey = createSupabaseAuthAdmin({ url: 'http://127.0.0.1:9', serviceRoleKey: null });
    const error = await rejection(service(supabaseWithoutKey).handleFacebookCallback(signed('50001'), SECRET));
    expect(error.status).toBe(503);
    expect(error.message).toBe(MISSING_SERVICE_ROLE_KEY);
    expect(await footprint(victim)).toEqual({ ...EVERYTHING, identities: 1 });
  });
});

describe('deleting an account from the site', () => {
  it('removes the user, their keyed rows and their merged anonymous rows; running it again is harmless', async () => {
    const anonKey = '7f9c1c1e-6a55-4c1b-9a43-0f1d2a3b4c5d';
    const userId = await userWithData({ anonKey });
    const other = await userWithData();
    const { rowsRemoved } = await service().deleteUserData(userId, { extraKeys: [anonKey] });
    expect(rowsRemoved).toBe(8); // 2 + 1 progress, 1 quota, 1 quota item, 1 attempt, 1 result, 1 play
    expect(await footprint(userId)).toEqual(NOTHING);
    expect((await footprint(anonKey)).progress).toBe(0);
    expect(await footprint(other)).toEqual(EVERYTHING);
    await expect(service().deleteUserData(userId)).resolves.toEqual({ rowsRemoved: 0 });
  });
});

describe('deleting an account with a Stripe subscription', () => {
  async function subscriber(status: string) {
    const userId = await userWithData();
    await sql.query(
      "insert into public.billing_customers (user_id, stripe_customer_id, paid_until) values ($1, $2, now() + interval '20 days')",
      [userId, `cus_${userId.slice(0, 8)}`],
    );
    await sql.query('insert into public.billing_subscriptions (subscription_id, user_id, status, status_at) values ($1, $2, $3, now())', [
      `sub_${userId.slice(0, 8)}`,
      userId,
      status,
    ]);
    return userId;
  }
  const billingCount = async (userId: string) =>
    Number((await sql.query<{ n: number }>('select count(*)::int as n from public.billing_customers where user_id = $1', [userId]))[0]?.n);

  function gatewayRecording(cancelled: string[], fail = false): PaymentGateway {
    const unused = () => Promise.reject(new Error('not called by deletion'));
    return {
      createCustomer: unused,
      createCheckoutSession: unused,
      createPortalSession: unused,
      retrieveSubscription: unused,
      retrievePrice: unused,
      checkoutStatus: unused,
      expireCheckoutSession: unused,
      listPaidInvoices: unused,
      invoiceOfPayment: unused,
      // Stripe lists nothing more than the stored subscription (the fake of Stripe shows listing in payment tests).
      listSubscriptions: async () => [],
      async cancelSubscription(id) {
        if (fail) throw new Error('Stripe is unreachable');
        cancelled.push(id);
      },
    };
  }
  const withBilling = (gateway: PaymentGateway) => {
    const billing = createBillingService({
      store: store.billing,
      gateway,
      priceIds: { monthly: 'price_m', yearly: 'price_y' },
      siteUrl: SITE,
    });
    return createAccountDeletion({
      store: store.dataDeletion,
      authAdmin: embeddedAuthAdmin(store.dataDeletion),
      siteUrl: SITE,
      cancelSubscription: billing.cancelForDeletion,
    });
  };

  it('cancels the running subscription at Stripe first, then deletes the account and its billing row', async () => {
    const userId = await subscriber('active');
    const cancelled: string[] = [];
    await withBilling(gatewayRecording(cancelled)).deleteUserData(userId);
    expect(cancelled).toEqual([`sub_${userId.slice(0, 8)}`]);
    expect(await footprint(userId)).toEqual(NOTHING);
    expect(await billingCount(userId)).toBe(0);
  });

  it('does not cancel a subscription that already ended', async () => {
    const userId = await subscriber('canceled');
    const cancelled: string[] = [];
    await withBilling(gatewayRecording(cancelled)).deleteUserData(userId);
    expect(cancelled).toEqual([]);
    expect(await footprint(userId)).toEqual(NOTHING);
  });

  it('deletes nothing when the subscription cannot be cancelled, or when Stripe is not configured', async () => {
    const userId = await subscriber('past_due');
    await expect(withBilling(gatewayRecording([], true)).deleteUserData(userId)).rejects.toThrow(/unreachable/);
    expect(await footprint(userId)).toEqual(EVERYTHING);
    const unconfigured = createAccountDeletion({
      store: store.dataDeletion,
      authAdmin: embeddedAuthAdmin(store.dataDeletion),
      siteUrl: SITE,
      cancelSubscription: cancelWithoutStripe(store.billing),
    });
    expect((await rejection(unconfigured.deleteUserData(userId))).status).toBe(503);
    expect(await footprint(userId)).toEqual(EVERYTHING);
    expect(await billingCount(userId)).toBe(1);
    // Without a subscription, a site without Stripe deletes as before.
    const plain = await userWithData();
    await unconfigured.deleteUserData(plain);
    expect(await footprint(plain)).toEqual(NOTHING);
  });
});

describe('Supabase admin deletion', () => {
  type Seen = { method: string; path: string; authorization: string | undefined; apikey: string | undefined };
  const seen: Seen[] = [];
  const known = new Set<string>();
  let url = '';
  let server: ReturnType<typeof createServer>;
  let failWith: number | null = null;

  beforeAll(async () => {
    // GoTrue's admin endpoints as supabase-js calls them (GET then DELETE /auth/v1/admin/users/:id).
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        apikey: req.headers.apikey as string | undefined,
      });
      req.resume();
      const id = /^\/auth\/v1\/admin\/users\/([0-9a-f-]+)$/.exec(path)?.[1];
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' });
        res.end(JSON.stringify(body));
      };
      if (failWith) return reply(failWith, { code: failWith === 403 ? 'not_admin' : 'unexpected_failure', message: 'injected' });
      if (req.headers.authorization !== 'Bearer service-role-secret') return reply(401, { code: 'no_authorization', message: 'not admin' });
      if (!id || !known.has(id)) return reply(404, { code: 'user_not_found', message: 'User not found' });
      if (req.method === 'GET') return reply(200, { id, aud: 'authenticated', email: 'x@example.com' });
      if (req.method === 'DELETE') {
        known.delete(id);
        return reply(200, {});
      }
      return reply(405, { message: 'method' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('deletes through the admin API with the service-role key; an already deleted user is fine', async () => {
    const userId = await userWithData();
    known.add(userId);
    const admin = createSupabaseAuthAdmin({ url, serviceRoleKey: 'service-role-secret' });
    expect(admin.unavailableReason()).toBeNull();
    await service(admin).deleteUserData(userId);
    expect(known.has(userId)).toBe(false);
    expect(seen.filter((s) => s.path === `/auth/v1/admin/users/${userId}`).map((s) => s.method)).toEqual(['GET', 'DELETE']);
    expect(seen.every((s) => s.authorization === 'Bearer service-role-secret' && s.apikey === 'service-role-secret')).toBe(true);
    // The keyed rows went through our database; the auth user is Supabase's to delete (cascade there).
    expect((await footprint(userId)).progress).toBe(0);
    await expect(admin.deleteUser(userId)).resolves.toBeUndefined();
  });

  it('reports an unreachable Auth server as 503 and anything else as an error', async () => {
    const admin = createSupabaseAuthAdmin({ url, serviceRoleKey: 'service-role-secret' });
    failWith = 503;
    const error = await rejection(admin.deleteUser('5b0c0a5e-1111-4c1b-9a43-0f1d2a3b4c5d'));
    expect(error.status).toBe(503);
    failWith = 403; // e.g. a key that is not the service-role key
    await expect(admin.deleteUser('5b0c0a5e-1111-4c1b-9a43-0f1d2a3b4c5d')).rejects.toThrow(/refused/);
    failWith = null;
  });

  it('without the service-role key refuses clearly, before deleting anything', async () => {
    const userId = await userWithData();
    const admin = createSupabaseAuthAdmin({ url, serviceRoleKey: null });
    expect(admin.unavailableReason()).toContain('SUPABASE_SERVICE_ROLE_KEY');
    const error = await rejection(service(admin).deleteUserData(userId));
    expect(error.status).toBe(503);
    expect(await footprint(userId)).toEqual(EVERYTHING);
  });
});
