import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidInvoiceObject, startFakeStripe } from '@/e2e/fake-stripe.mjs';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { AppError } from '@/lib/http/errors';
import { freshPglite } from '@/tests/support/databases';
import { createStripeClient, stripeEventVerifier, stripeGateway } from './stripe-gateway';
import { createWebhookService } from './webhook-service';

const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const DAY = 24 * 3600;

let sql: SqlExecutor;
let store: Store;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let stripe: Stripe;
let clock = new Date();
let users = 0;
let events = 0;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function service() {
  return createWebhookService({
    verify: stripeEventVerifier(stripe, WEBHOOK_SECRET),
    store: store.billing,
    ensureProfile: (id) => store.profiles.ensureProfile(id),
    gateway: stripeGateway(stripe),
    now: () => clock,
  });
}

/** A delivery as Stripe signs it (the SDK's own test helper); the same event id may be sent again. */
function deliver(
  event: { id: string; type: string; created: number; data: { object: unknown } },
  options: { secret?: string; timestamp?: number; signed?: boolean } = {},
) {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', livemode: false, ...event });
  const header =
    options.signed === false
      ? null
      : stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp ?? seconds(new Date()),
        });
  return service().receive(Buffer.from(payload), header);
}

const event = (type: string, object: unknown, created: number) => ({ id: `evt_test_${++events}`, type, created, data: { object } });

async function customer(tier: 'free' | 'premium' | 'admin' = 'free') {
  users += 1;
  const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [
    `payer${users}@example.com`,
  ]);
  const id = user!.id;
  await store.profiles.ensureProfile(id);
  if (tier !== 'free') await store.profiles.setTierByEmail(`payer${users}@example.com`, tier);
  const customerId = `cus_test_${users}`;
  await store.billing.saveCustomer(id, customerId);
  return { id, customerId, subscriptionId: `sub_test_${users}` };
}

const profile = async (userId: string) =>
  (await sql.query<{ tier: string; tier_source: string }>('select tier, tier_source from public.profiles where user_id = $1', [userId]))[0];

const subscription = (c: { customerId: string; subscriptionId: string }, status: string, periodEnd: Date, endedAt: Date | null = null) => ({
  id: c.subscriptionId,
  object: 'subscription',
  customer: c.customerId,
  status,
  cancel_at_period_end: false,
  ended_at: endedAt && seconds(endedAt),
  items: { object: 'list', data: [{ id: `si_${c.subscriptionId}`, object: 'subscription_item', current_period_end: seconds(periodEnd) }] },
});

const completed = (c: { id: string; customerId: string; subscriptionId: string }, created: number, reference = c.id) =>
  event(
    'checkout.session.completed',
    {
      id: `cs_${c.subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer: c.customerId,
      subscription: c.subscriptionId,
      client_reference_id: reference,
    },
    created,
  );

const paid = (c: { customerId: string; subscriptionId: string }, start: Date, end: Date, created = seconds(start)) =>
  event(
    'invoice.paid',
    paidInvoiceObject({
      id: `in_${c.subscriptionId}_${seconds(end)}`,
      customer: c.customerId,
      subscription: c.subscriptionId,
      periodStart: seconds(start),
      periodEnd: seconds(end),
      paidAt: created,
    }),
    created,
  );

/** A checkout completed and its first invoice paid. */
async function subscribed(tier: 'free' | 'premium' | 'admin' = 'free', periodEnd = new Date(Date.now() + 30 * DAY * 1000)) {
  const c = await customer(tier);
  fake.setSubscription({ id: c.subscriptionId, customer: c.customerId, status: 'active', periodEnd: seconds(periodEnd) });
  expect(await deliver(completed(c, seconds(new Date())))).toBe('applied');
  expect(await deliver(paid(c, new Date(), periodEnd))).toBe('applied');
  return c;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const eventCount = async () => Number((await sql.query<{ n: number }>('select count(*)::int as n from public.stripe_events'))[0]?.n);

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  fake = await startFakeStripe();
  stripe = createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
  await sql.close();
});

describe('the Stripe webhook', () => {
  it('tracks the subscription of a completed checkout, and switches Premium on from its paid invoice only', async () => {
    clock = new Date();
    const c = await customer();
    const periodEnd = new Date(Date.now() + 30 * DAY * 1000);
    fake.setSubscription({ id: c.subscriptionId, customer: c.customerId, status: 'active', periodEnd: seconds(periodEnd) });
    expect(await deliver(completed(c, seconds(new Date())))).toBe('applied');
    expect(await profile(c.id)).toEqual({ tier: 'free', tier_source: 'manual' });
    expect(await deliver(paid(c, new Date(), periodEnd))).toBe('applied');
    expect(await profile(c.id)).toEqual({ tier: 'premium', tier_source: 'subscription' });
    expect((await store.billing.account(c.id))?.paidUntil?.getTime()).toBe(seconds(periodEnd) * 1000);
    expect(await store.billing.account(c.id)).toMatchObject({
      subscriptionId: c.subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${c.subscriptionId}`)).toBe(true);
  });

  it('refuses an unsigned delivery, a wrong signature and a stale timestamp, and records nothing', async () => {
    const c = await customer();
    fake.setSubscription({ id: c.subscriptionId, customer: c.customerId, status: 'active', periodEnd: seconds(new Date()) + 30 * DAY });
    const before = await eventCount();
    for (const options of [{ signed: false }, { secret: 'whsec_someone_else' }, { timestamp: seconds(new Date()) - 10 * 60 }]) {
      const error = await refusal(deliver(completed(c, seconds(new Date())), options));
      expect(error.status).toBe(400);
    }
    expect(await eventCount()).toBe(before);
    expect(await profile(c.id)).toEqual({ tier: 'free', tier_source: 'manual' });
  });

  it('applies a replayed event id once', async () => {
    clock = new Date();
    const c = await subscribed();
    const deleted = event(
      'customer.subscription.deleted',
      subscription(c, 'canceled', new Date(Date.now() + 30 * DAY * 1000), new Date(Date.now() - 1000)),
      seconds(new Date()),
    );
    expect(await deliver(deleted)).toBe('applied');
    expect((await profile(c.id))?.tier).toBe('free');
    // A new subscription, then the old deletion delivered again (re-signed, same id): nothing happens.
    await sql.query("update public.profiles set tier = 'premium' where user_id = $1", [c.id]);
    expect(await deliver(deleted)).toBe('duplicate');
    expect((await profile(c.id))?.tier).toBe('premium');
    expect(
      Number(
        (await sql.query<{ n: number }>('select count(*)::int as n from public.stripe_events where event_id = $1', [deleted.id]))[0]?.n,
      ),
    ).toBe(1);
  });

  it('ignores a status older than the one applied, and never revives a deleted subscription', async () => {
    clock = new Date();
    const c = await subscribed();
    const t = seconds(new Date());
    const later = new Date(Date.now() + 30 * DAY * 1000);
    expect(
      await deliver(event('customer.subscription.deleted', subscription(c, 'canceled', later, new Date(Date.now() - 1000)), t + 20)),
    ).toBe('applied');
    expect((await profile(c.id))?.tier).toBe('free');
    // Sent before the deletion, delivered after it: too old. The same second: canceled stays canceled.
    for (const created of [t + 10, t + 20])
      expect(await deliver(event('customer.subscription.updated', subscription(c, 'active', later), created))).toBe('applied');
    expect(await profile(c.id)).toEqual({ tier: 'free', tier_source: 'subscription' });
    expect(await store.billing.account(c.id)).toMatchObject({ status: 'canceled', liveSubscriptionIds: [] });
  });

  it('an unpaid renewal gives nothing: the update that rolls the period, past_due and the deletion end Premium with the paid period', async () => {
    // The report: a period ending in 5 s, the renewal update (active, the next period), past_due, deleted.
    const t = seconds(new Date());
    const periodEnd = new Date((t + 5) * 1000);
    clock = new Date(t * 1000);
    const c = await subscribed('free', periodEnd);
    const next = new Date((t + 5 + 30 * DAY) * 1000);
    clock = new Date((t + 5) * 1000);
    expect(await deliver(event('customer.subscription.updated', subscription(c, 'active', next), t + 5))).toBe('applied');
    expect((await store.billing.account(c.id))?.paidUntil?.getTime()).toBe(periodEnd.getTime());
    clock = new Date((t + 6) * 1000);
    expect(await deliver(event('invoice.payment_failed', { id: 'in_unpaid', object: 'invoice', customer: c.customerId }, t + 6))).toBe(
      'applied',
    );
    expect(await deliver(event('customer.subscription.updated', subscription(c, 'past_due', next), t + 6))).toBe('applied');
    expect((await profile(c.id))?.tier).toBe('free');
    clock = new Date((t + 7) * 1000);
    expect(await deliver(event('customer.subscription.deleted', subscription(c, 'canceled', next, clock), t + 7))).toBe('applied');
    expect((await profile(c.id))?.tier).toBe('free');
    expect((await store.billing.account(c.id))?.paidUntil?.getTime()).toBe(periodEnd.getTime());
    clock = new Date();
  });

  it("never overwrites an administrator's manual tier, whatever the subscription does", async () => {
    clock = new Date();
    for (const tier of ['admin', 'premium'] as const) {
      const c = await subscribed(tier);
      expect(await profile(c.id)).toEqual({ tier, tier_source: 'manual' });
      expect(
        await deliver(
          event(
            'customer.subscription.deleted',
            subscription(c, 'canceled', new Date(Date.now() - 1000), new Date(Date.now() - 1000)),
            seconds(new Date()) + 30,
          ),
        ),
      ).toBe('applied');
      expect(await profile(c.id)).toEqual({ tier, tier_source: 'manual' });
      expect((await store.profiles.ensureProfile(c.id)).tier).toBe(tier);
    }
  });

  it('records an invoice.payment_failed once, and clears it when an invoice is paid after it', async () => {
    clock = new Date();
    const c = await subscribed();
    const failed = event('invoice.payment_failed', { id: 'in_2', object: 'invoice', customer: c.customerId }, seconds(new Date()) + 1);
    expect(await deliver(failed)).toBe('applied');
    expect(await deliver(failed)).toBe('duplicate');
    expect((await store.billing.account(c.id))?.paymentFailedAt).not.toBeNull();
    expect(
      await deliver(
        event('customer.subscription.updated', subscription(c, 'active', new Date(Date.now() + 30 * DAY * 1000)), seconds(new Date()) + 2),
      ),
    ).toBe('applied');
    expect((await store.billing.account(c.id))?.paymentFailedAt).not.toBeNull();
    const retried = seconds(new Date()) + 3;
    expect(await deliver(paid(c, new Date(), new Date(Date.now() + 60 * DAY * 1000), retried))).toBe('applied');
    expect((await store.billing.account(c.id))?.paymentFailedAt).toBeNull();
  });

  it('changes nothing for a checkout naming another account, an unknown customer or another event type', async () => {
    clock = new Date();
    const c = await customer();
    const other = await customer();
    fake.setSubscription({ id: c.subscriptionId, customer: c.customerId, status: 'active', periodEnd: seconds(new Date()) + 30 * DAY });
    expect(await deliver(completed(c, seconds(new Date()), other.id))).toBe('applied');
    expect(
      await deliver(
        event(
          'customer.subscription.updated',
          { ...subscription(c, 'active', new Date(Date.now() + DAY * 1000)), customer: 'cus_unknown' },
          seconds(new Date()),
        ),
      ),
    ).toBe('applied');
    expect(await deliver(event('charge.succeeded', { id: 'ch_1', object: 'charge' }, seconds(new Date())))).toBe('ignored');
    expect((await profile(c.id))?.tier).toBe('free');
    expect((await profile(other.id))?.tier).toBe('free');
  });
});
