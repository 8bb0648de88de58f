import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidInvoiceObject, startFakeStripe } from '@/e2e/fake-stripe.mjs';
import { readLiveServerInfo } from '@/lib/db/embedded-server-file';
import { client, Jar, startProductionServer, type ProductionServer } from '@/tests/support/production-server';

// The routes on a production server (needs the build in .next, like tests/hardening), with Stripe
// configured against the local fake: no network, no keys.
const WEBHOOK_SECRET = 'whsec_routes_test';
const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_routes',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
  STRIPE_PRICE_YEARLY: 'price_fake_yearly',
  STRIPE_API_BASE: apiBase,
});

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ProductionServer;
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'payments-routes-'));
  dataDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startProductionServer({ env: { EMBEDDED_DATA_DIR: dataDir(), RATE_LIMIT_MULTIPLIER: '50', ...stripeEnv(fake.url) } });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the payment routes', () => {
  it('checkout: signed in and same origin only; sends our customer, the price, the reference and the return URLs; the webhook then switches Premium on', async () => {
    const api = client(server);
    expect((await api.postJson('/api/premium/checkout', { plan: 'monthly' })).status).toBe(401);

    const jar = new Jar();
    expect(
      (await api.postJson('/api/auth/signup', { email: `routes${Date.now()}@example.com`, password: 'payments pass 42' }, jar)).status,
    ).toBe(201);
    expect((await api.postJson('/api/premium/checkout', { plan: 'weekly' }, jar)).status).toBe(422);
    expect(
      (
        await api.postJson('/api/premium/checkout', { plan: 'monthly' }, jar, {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        })
      ).status,
    ).toBe(403);

    const reply = await api.postJson('/api/premium/checkout', { plan: 'monthly' }, jar);
    expect(reply.status).toBe(200);
    const session = fake.checkoutSessions.at(-1)!;
    expect(reply.json).toEqual({ url: session.url });
    const customer = fake.requests.find((r) => r.path === '/v1/customers')!;
    const userId = (customer.params.metadata as { user_id: string }).user_id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params).toEqual({
      mode: 'subscription',
      customer: session.customer,
      client_reference_id: userId,
      line_items: { 0: { price: 'price_fake_monthly', quantity: '1' } },
      success_url: `${server.url}/premium?checkout=success`,
      cancel_url: `${server.url}/premium?checkout=cancelled`,
    });
    expect((await api.get('/api/premium/status', jar)).json).toEqual({ tier: 'free', premium: false });

    // The webhook: unsigned and wrongly signed deliveries are refused, a signed one applies.
    const subscription = fake.setSubscription({
      id: 'sub_routes',
      customer: session.customer,
      status: 'active',
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
    });
    const payload = JSON.stringify({
      id: 'evt_routes_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          customer: session.customer,
          subscription: subscription.id,
          client_reference_id: userId,
        },
      },
    });
    const post = (signature?: string) =>
      api.send('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      });
    const stripe = new Stripe('sk_test_signing_only');
    expect((await post()).status).toBe(400);
    expect((await post(stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).status).toBe(400);
    const applied = await post(stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(applied.json).toEqual({ received: true, outcome: 'applied' });
    expect((await post(stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).json).toEqual({
      received: true,
      outcome: 'duplicate',
    });

    // The completed session alone switches nothing on: the paid invoice does.
    expect((await api.get('/api/premium/status', jar)).json).toEqual({ tier: 'free', premium: false });
    const now = Math.floor(Date.now() / 1000);
    const invoicePayload = JSON.stringify({
      id: 'evt_routes_2',
      object: 'event',
      type: 'invoice.paid',
      created: now,
      data: {
        object: paidInvoiceObject({
          id: 'in_routes',
          customer: session.customer,
          subscription: subscription.id,
          periodStart: now,
          periodEnd: now + 30 * 24 * 3600,
        }),
      },
    });
    const paid = await api.send('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: invoicePayload, secret: WEBHOOK_SECRET }),
      },
      body: invoicePayload,
    });
    expect(paid.json).toEqual({ received: true, outcome: 'applied' });

    const status = await api.get('/api/premium/status', jar);
    expect(status.json).toEqual({ tier: 'premium', premium: true });
    expect(status.setCookies.some((c) => c.startsWith('viewer_hint='))).toBe(true);
    expect((await api.postJson('/api/premium/checkout', { plan: 'yearly' }, jar)).status).toBe(409);
    const portal = await api.postJson('/api/premium/portal', { returnTo: '/account' }, jar);
    expect(portal.status).toBe(200);
    expect((portal.json as { url: string }).url).toMatch(/\/portal\/bps_fake_/);
  });

  it('a double checkout: the second expires the first session; deleting the account cancels every subscription Stripe lists', async () => {
    const api = client(server);
    expect((await api.get('/api/premium/status')).status).toBe(401);
    const jar = new Jar();
    expect(
      (await api.postJson('/api/auth/signup', { email: `double${Date.now()}@example.com`, password: 'payments pass 42' }, jar)).status,
    ).toBe(201);
    expect((await api.postJson('/api/premium/checkout', { plan: 'monthly' }, jar)).status).toBe(200);
    const first = fake.checkoutSessions.at(-1)!;
    // "Get Premium" again (another tab) before paying: a new session, the first expired at Stripe.
    expect((await api.postJson('/api/premium/checkout', { plan: 'yearly' }, jar)).status).toBe(200);
    const second = fake.checkoutSessions.at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${first.id}/expire`)).toHaveLength(1);
    expect(first.status).toBe('expired');
    // The second is paid; before its webhook, a third checkout is refused and opens nothing.
    const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
    fake.completeSession(second.id, 'sub_double_paid');
    fake.setSubscription({ id: 'sub_double_paid', customer: second.customer, status: 'active', periodEnd: end });
    const refused = await api.postJson('/api/premium/checkout', { plan: 'monthly' }, jar);
    expect(refused.status).toBe(409);
    expect(fake.checkoutSessions.at(-1)!.id).toBe(second.id);
    // One more subscription only Stripe knows (a race the session expiry could not stop), one ended long ago.
    fake.setSubscription({ id: 'sub_double_race', customer: second.customer, status: 'active', periodEnd: end });
    fake.setSubscription({ id: 'sub_double_old', customer: second.customer, status: 'canceled', periodEnd: end - 400 * 24 * 3600 });

    const deleted = await api.postJson('/api/account/delete', { confirm: 'DELETE' }, jar);
    expect(deleted.status).toBe(200);
    const cancelled = fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(cancelled.filter((p) => p.includes('sub_double')).sort()).toEqual([
      '/v1/subscriptions/sub_double_paid',
      '/v1/subscriptions/sub_double_race',
    ]);
  });

  it('the reconciliation route: only with the local admin token; it re-reads every customer from Stripe', async () => {
    const api = client(server);
    const post = (headers: Record<string, string>) => api.send('/api/admin/billing-reconcile', { method: 'POST', headers });
    expect((await post({})).status).toBe(403);
    expect((await post({ authorization: 'Bearer not-the-token' })).status).toBe(403);
    const info = readLiveServerInfo(dataDirs[0]!);
    expect(info).not.toBeNull();
    expect((await post({ authorization: `Bearer ${info!.token}`, origin: 'https://evil.example' })).status).toBe(403);
    const listed = fake.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'GET').length;
    const reply = await post({ authorization: `Bearer ${info!.token}` });
    expect(reply.status).toBe(200);
    expect(reply.json).toHaveProperty('repairs');
    expect(fake.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'GET').length).toBeGreaterThan(listed);
  });

  // As with half a Supabase configuration: the start-up fails (instrumentation.ts), naming the variables, and nothing is served.
  it('a server with half a Stripe configuration fails at start-up, naming what is missing', { timeout: 60_000 }, async () => {
    const started = startProductionServer({
      env: { EMBEDDED_DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_half', STRIPE_PRICE_MONTHLY: 'price_m' },
      readyTimeoutMs: 10_000,
    });
    const error = await started.then(
      async (s) => {
        await s.stop();
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/Missing environment variables: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_YEARLY/);
  });
});
