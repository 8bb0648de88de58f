import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '@/e2e/fake-stripe.mjs';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { AppError } from '@/lib/http/errors';
import { freshPglite } from '@/tests/support/databases';
import { ALREADY_SUBSCRIBED, CHECKOUT_PAID, createBillingService } from './billing-service';
import { createPriceCatalog } from './price-catalog';
import { createStripeClient, stripeGateway } from './stripe-gateway';

const SITE = 'https://puzzles.example';
const PRICES = { monthly: 'price_fake_monthly', yearly: 'price_fake_yearly' };

let sql: SqlExecutor;
let store: Store;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let users = 0;

const gateway = () => stripeGateway(createStripeClient({ secretKey: 'sk_test_checkout', apiBase: fake.url }));
const billing = () => createBillingService({ store: store.billing, gateway: gateway(), priceIds: PRICES, siteUrl: SITE });

async function player(tier = 'free') {
  users += 1;
  const email = `buyer${users}@example.com`;
  const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { id: user!.id, email, tier };
}

const sent = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  await sql.close();
});

describe('starting a checkout (against a local fake of the Stripe API)', () => {
  it('creates one Stripe customer for the account and a subscription session with its price, reference and return URLs', async () => {
    const user = await player();
    const { url } = await billing().checkout(user, 'yearly');
    const [session] = fake.checkoutSessions.slice(-1);
    expect(url).toBe(session!.url);

    const customers = sent('/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params).toMatchObject({ email: user.email, metadata: { user_id: user.id } });
    expect(customers[0]!.authorization).toBe('Bearer sk_test_checkout');
    const customerId = (await store.billing.account(user.id))?.customerId;
    expect(customerId).toMatch(/^cus_fake_/);

    expect(sent('/v1/checkout/sessions').at(-1)!.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.id,
      line_items: { 0: { price: 'price_fake_yearly', quantity: '1' } },
      success_url: `${SITE}/premium?checkout=success`,
      cancel_url: `${SITE}/premium?checkout=cancelled`,
    });

    // A second checkout (the first was left open) reuses the stored customer and expires the first
    // session at Stripe, so only one of them can be paid.
    await billing().checkout(user, 'monthly');
    expect(sent('/v1/customers')).toHaveLength(1);
    expect(sent('/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      customer: customerId,
      line_items: { 0: { price: 'price_fake_monthly' } },
    });
    expect(sent(`/v1/checkout/sessions/${session!.id}/expire`)).toHaveLength(1);
    expect(fake.checkoutSessions.find((s) => s.id === session!.id)?.status).toBe('expired');
    expect(fake.checkoutSessions.at(-1)?.status).toBe('open');
  });

  it('refuses a second checkout while the first was paid and its webhook has not arrived, or while Stripe has a live subscription', async () => {
    const user = await player();
    await billing().checkout(user, 'monthly');
    const first = fake.checkoutSessions.at(-1)!;
    const customerId = (await store.billing.account(user.id))!.customerId;
    // Paid at Stripe; no webhook yet.
    fake.completeSession(first.id, `sub_paid_${users}`);
    fake.setSubscription({
      id: `sub_paid_${users}`,
      customer: customerId,
      status: 'active',
      periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400,
    });
    const sessions = sent('/v1/checkout/sessions').length;
    await expect(billing().checkout(user, 'yearly')).rejects.toThrow(CHECKOUT_PAID);
    expect(sent('/v1/checkout/sessions')).toHaveLength(sessions);
    expect(fake.checkoutSessions.find((s) => s.id === first.id)?.status).toBe('complete');
    // That subscription ended since (its webhook lost): the paid session no longer blocks a new checkout.
    fake.setSubscription({ id: `sub_paid_${users}`, customer: customerId, status: 'canceled', periodEnd: Math.floor(Date.now() / 1000) });
    await billing().checkout(user, 'yearly');
    expect(sent('/v1/checkout/sessions')).toHaveLength(sessions + 1);

    // A subscription only Stripe knows of (a missed webhook, a session opened elsewhere): refused too.
    const other = await player();
    await billing().checkout(other, 'monthly');
    const otherCustomer = (await store.billing.account(other.id))!.customerId;
    fake.setSubscription({
      id: `sub_elsewhere_${users}`,
      customer: otherCustomer,
      status: 'past_due',
      periodEnd: Math.floor(Date.now() / 1000),
    });
    await expect(billing().checkout(other, 'monthly')).rejects.toThrow(ALREADY_SUBSCRIBED);
    expect(sent('/v1/checkout/sessions')).toHaveLength(sessions + 2);
  });

  it('two checkouts at once: the earlier session paid while the second opened, the second is expired and refused', async () => {
    const user = await player();
    await billing().checkout(user, 'monthly');
    const first = fake.checkoutSessions.at(-1)!;
    const customerId = (await store.billing.account(user.id))!.customerId;
    const real = gateway();
    // The first is paid in another tab between the checks and the new session.
    const racing = {
      ...real,
      async createCheckoutSession(input: Parameters<typeof real.createCheckoutSession>[0]) {
        fake.completeSession(first.id, `sub_race_${users}`);
        fake.setSubscription({
          id: `sub_race_${users}`,
          customer: customerId,
          status: 'active',
          periodEnd: Math.floor(Date.now() / 1000) + 86400,
        });
        return real.createCheckoutSession(input);
      },
    };
    const service = createBillingService({ store: store.billing, gateway: racing, priceIds: PRICES, siteUrl: SITE });
    await expect(service.checkout(user, 'yearly')).rejects.toThrow(CHECKOUT_PAID);
    const second = fake.checkoutSessions.at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(sent(`/v1/checkout/sessions/${second.id}/expire`)).toHaveLength(1);
    expect(second.status).toBe('expired');
    expect(first.status).toBe('complete');
  });

  it('before an account is deleted, cancels every live subscription of its customer at Stripe and expires its open checkout', async () => {
    const user = await player();
    await billing().checkout(user, 'monthly');
    const customerId = (await store.billing.account(user.id))!.customerId;
    const open = fake.checkoutSessions.at(-1)!;
    const end = Math.floor(Date.now() / 1000) + 30 * 86400;
    // Two paid checkouts (a race): the stored one, and one only Stripe lists; an old one already ended.
    await store.billing.applyReading(
      user.id,
      [
        {
          kind: 'subscription',
          userId: user.id,
          state: {
            subscriptionId: `sub_stored_${users}`,
            status: 'active',
            periodEnd: new Date(end * 1000),
            cancelAtPeriodEnd: false,
            endedAt: null,
          },
          eventAt: new Date(),
        },
      ],
      new Date(),
    );
    fake.setSubscription({ id: `sub_stored_${users}`, customer: customerId, status: 'active', periodEnd: end });
    fake.setSubscription({ id: `sub_second_${users}`, customer: customerId, status: 'active', periodEnd: end });
    fake.setSubscription({ id: `sub_old_${users}`, customer: customerId, status: 'canceled', periodEnd: end - 60 * 86400 });
    fake.setSubscription({ id: `sub_someone_else_${users}`, customer: 'cus_someone_else', status: 'active', periodEnd: end });

    await billing().cancelForDeletion(user.id);
    const cancelled = fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(cancelled.filter((p) => p.includes(`_${users}`)).sort()).toEqual([
      `/v1/subscriptions/sub_second_${users}`,
      `/v1/subscriptions/sub_stored_${users}`,
    ]);
    expect(sent(`/v1/checkout/sessions/${open.id}/expire`)).toHaveLength(1);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/subscriptions')).toBe(true);
  });

  it('refuses a player who already has Premium (manual or paid), without calling Stripe', async () => {
    const calls = fake.requests.length;
    for (const tier of ['premium', 'admin']) {
      const error = await billing()
        .checkout(await player(tier), 'monthly')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
    }
    const subscriber = await player();
    await store.billing.saveCustomer(subscriber.id, 'cus_subscriber');
    await sql.query(
      "insert into public.billing_subscriptions (subscription_id, user_id, status, status_at) values ('sub_1', $1, 'active', now())",
      [subscriber.id],
    );
    await expect(billing().checkout(subscriber, 'monthly')).rejects.toThrow(/Manage subscription/);
    expect(fake.requests.length).toBe(calls);
  });

  it('opens the customer portal for the stored customer, returning to the page asked for', async () => {
    const user = await player();
    await billing().checkout(user, 'monthly');
    const { url } = await billing().portal(user.id, '/account');
    expect(url).toMatch(/\/portal\/bps_fake_/);
    expect(sent('/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: (await store.billing.account(user.id))?.customerId,
      return_url: `${SITE}/account`,
    });
    await expect(billing().portal((await player()).id, '/premium')).rejects.toThrow(/no subscription/);
  });

  it('reads the prices from Stripe, formatted in their currency, cached; without Stripe the offer has no prices', async () => {
    let now = 0;
    const catalog = createPriceCatalog(gateway(), PRICES, () => now);
    expect(await catalog.offer()).toEqual({
      monthly: { id: 'price_fake_monthly', amount: '€4.99', interval: 'month' },
      yearly: { id: 'price_fake_yearly', amount: '€49.99', interval: 'year' },
    });
    const reads = () => fake.requests.filter((r) => r.path.startsWith('/v1/prices/')).length;
    const before = reads();
    await catalog.offer();
    expect(reads()).toBe(before);
    now += 10 * 60_000;
    await catalog.offer();
    expect(reads()).toBe(before + 2);

    const unreachable = stripeGateway(createStripeClient({ secretKey: 'sk_test_x', apiBase: 'http://127.0.0.1:9' }));
    expect(await createPriceCatalog(unreachable, PRICES).offer()).toEqual({ monthly: null, yearly: null });
  });
});
