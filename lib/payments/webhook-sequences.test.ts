import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidInvoiceObject, startFakeStripe } from '@/e2e/fake-stripe.mjs';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { RENEWAL_GRACE_HOURS } from '@/lib/db/store/billing';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { RUN_SEED } from '@/tests/support/property-runs';
import { createStripeClient, stripeEventVerifier, stripeGateway } from './stripe-gateway';
import { createWebhookService } from './webhook-service';

// Stripe's real event sequences (docs/PAYMENTS.md, "What Stripe sends"), each fed to the webhook
// signed, in Stripe's order with the tier and paid-until asserted after each step; then shuffled,
// and with an event delivered twice: the final state must not depend on the order of arrival.
const WEBHOOK_SECRET = 'whsec_sequences';
const HOUR = 3600;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const NOW = Math.floor(Date.now() / 1000);
const PREMIUM = 'premium';
const FREE = 'free';

type Tier = typeof PREMIUM | typeof FREE;
type Step = { type: string; object: unknown; created: number; tier: Tier; paidUntil: number | null };
type Customer = { id: string; customerId: string; prefix: string };
type Scenario = { name: string; steps: (c: Customer, fake: Fake) => Step[] };
type Fake = Awaited<ReturnType<typeof startFakeStripe>>;

const sub = (
  c: Customer,
  name: string,
  status: string,
  periodEnd: number,
  extra: { cancel_at_period_end?: boolean; ended_at?: number } = {},
) => ({
  id: `${c.prefix}_${name}`,
  object: 'subscription',
  customer: c.customerId,
  status,
  cancel_at_period_end: extra.cancel_at_period_end ?? false,
  ended_at: extra.ended_at ?? null,
  items: { object: 'list', data: [{ id: `si_${c.prefix}_${name}`, object: 'subscription_item', current_period_end: periodEnd }] },
});
const invoice = (c: Customer, name: string, subscription: string, periodStart: number, periodEnd: number, paidAt: number) =>
  paidInvoiceObject({
    id: `${c.prefix}_${name}`,
    customer: c.customerId,
    subscription: `${c.prefix}_${subscription}`,
    periodStart,
    periodEnd,
    paidAt,
  });
const failed = (c: Customer, name: string) => ({ id: `${c.prefix}_${name}`, object: 'invoice', customer: c.customerId, status: 'open' });
const session = (c: Customer, subscription: string) => ({
  id: `cs_${c.prefix}_${subscription}`,
  object: 'checkout.session',
  mode: 'subscription',
  customer: c.customerId,
  subscription: `${c.prefix}_${subscription}`,
  client_reference_id: c.id,
  status: 'complete',
});
const refund = (c: Customer, invoiceName: string, full: boolean) => ({
  id: `ch_${c.prefix}_${invoiceName}`,
  object: 'charge',
  customer: c.customerId,
  payment_intent: `pi_${c.prefix}_${invoiceName}`,
  amount: 499,
  amount_refunded: full ? 499 : 100,
  refunded: full,
});
const step = (type: string, object: unknown, created: number, tier: Tier, paidUntil: number | null): Step => ({
  type,
  object,
  created,
  tier,
  paidUntil,
});

const SCENARIOS: Scenario[] = [
  {
    name: 'a new subscription',
    steps: (c, fake) => {
      const a = NOW - HOUR;
      fake.setSubscription({ id: `${c.prefix}_s`, customer: c.customerId, status: 'active', periodEnd: a + MONTH });
      return [
        step('customer.subscription.created', sub(c, 's', 'incomplete', a + MONTH), a, FREE, null),
        step('invoice.paid', invoice(c, 'in1', 's', a, a + MONTH, a + 4), a + 4, PREMIUM, a + MONTH),
        step('invoice.payment_succeeded', invoice(c, 'in1', 's', a, a + MONTH, a + 4), a + 4, PREMIUM, a + MONTH),
        step('customer.subscription.updated', sub(c, 's', 'active', a + MONTH), a + 5, PREMIUM, a + MONTH),
        step('checkout.session.completed', session(c, 's'), a + 6, PREMIUM, a + MONTH),
      ];
    },
  },
  {
    name: 'a renewal paid',
    steps: (c) => {
      const r = NOW - 2 * HOUR; // the period rolled then
      const a = r - MONTH;
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, r, a), a, PREMIUM, r),
        // The period rolls about an hour before the charge: the grace, not a paid period.
        step('customer.subscription.updated', sub(c, 's', 'active', r + MONTH), r, PREMIUM, r),
        step('invoice.paid', invoice(c, 'in2', 's', r, r + MONTH, r + HOUR), r + HOUR, PREMIUM, r + MONTH),
      ];
    },
  },
  {
    name: 'a renewal failed, then paid on a retry',
    steps: (c) => {
      const r = NOW - 3 * DAY;
      const a = r - MONTH;
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, r, a), a, PREMIUM, r),
        step('customer.subscription.updated', sub(c, 's', 'active', r + MONTH), r, PREMIUM, r),
        step('invoice.payment_failed', failed(c, 'in2'), r + HOUR, FREE, r),
        step('customer.subscription.updated', sub(c, 's', 'past_due', r + MONTH), r + HOUR + 1, FREE, r),
        step('invoice.paid', invoice(c, 'in2', 's', r, r + MONTH, r + 2 * DAY), r + 2 * DAY, PREMIUM, r + MONTH),
        step('customer.subscription.updated', sub(c, 's', 'active', r + MONTH), r + 2 * DAY + 1, PREMIUM, r + MONTH),
      ];
    },
  },
  {
    name: 'a renewal failed to the end',
    steps: (c) => {
      const r = NOW - 20 * DAY;
      const a = r - MONTH;
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, r, a), a, PREMIUM, r),
        step('customer.subscription.updated', sub(c, 's', 'active', r + MONTH), r, PREMIUM, r),
        step('invoice.payment_failed', failed(c, 'in2'), r + HOUR, FREE, r),
        step('customer.subscription.updated', sub(c, 's', 'past_due', r + MONTH), r + HOUR + 1, FREE, r),
        step('invoice.payment_failed', failed(c, 'in2'), r + 3 * DAY, FREE, r),
        step('customer.subscription.deleted', sub(c, 's', 'canceled', r + MONTH, { ended_at: r + 14 * DAY }), r + 14 * DAY, FREE, r),
      ];
    },
  },
  {
    name: 'a cancellation at the period end',
    steps: (c) => {
      const end = NOW - HOUR;
      const a = end - MONTH;
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, end, a), a, PREMIUM, end),
        step('customer.subscription.updated', sub(c, 's', 'active', end, { cancel_at_period_end: true }), a + 5 * DAY, PREMIUM, end),
        step('customer.subscription.deleted', sub(c, 's', 'canceled', end, { cancel_at_period_end: true, ended_at: end }), end, FREE, end),
      ];
    },
  },
  {
    name: 'an immediate cancellation',
    steps: (c) => {
      const a = NOW - 10 * DAY;
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, a + MONTH, a), a, PREMIUM, a + MONTH),
        step(
          'customer.subscription.deleted',
          sub(c, 's', 'canceled', a + MONTH, { ended_at: a + 5 * DAY }),
          a + 5 * DAY,
          FREE,
          a + 5 * DAY,
        ),
      ];
    },
  },
  {
    name: 'a refund',
    steps: (c, fake) => {
      const a = NOW - 10 * DAY;
      fake.setInvoice({
        id: `${c.prefix}_in1`,
        customer: c.customerId,
        subscription: `${c.prefix}_s`,
        periodStart: a,
        periodEnd: a + MONTH,
      });
      return [
        step('invoice.paid', invoice(c, 'in1', 's', a, a + MONTH, a), a, PREMIUM, a + MONTH),
        // A partial refund is a gesture: Premium stays.
        step('charge.refunded', refund(c, 'in1', false), a + DAY, PREMIUM, a + MONTH),
        step('charge.refunded', refund(c, 'in1', true), a + 2 * DAY, FREE, a + 2 * DAY),
        step(
          'customer.subscription.deleted',
          sub(c, 's', 'canceled', a + MONTH, { ended_at: a + 2 * DAY + 60 }),
          a + 2 * DAY + 60,
          FREE,
          a + 2 * DAY,
        ),
      ];
    },
  },
  {
    name: 'a double checkout (both paid)',
    steps: (c, fake) => {
      const a = NOW - HOUR;
      fake.setSubscription({ id: `${c.prefix}_s1`, customer: c.customerId, status: 'active', periodEnd: a + MONTH });
      fake.setSubscription({ id: `${c.prefix}_s2`, customer: c.customerId, status: 'active', periodEnd: a + 600 + 365 * DAY });
      return [
        step('invoice.paid', invoice(c, 'in1', 's1', a, a + MONTH, a), a, PREMIUM, a + MONTH),
        step('checkout.session.completed', session(c, 's1'), a + 1, PREMIUM, a + MONTH),
        step('invoice.paid', invoice(c, 'in2', 's2', a + 600, a + 600 + 365 * DAY, a + 600), a + 600, PREMIUM, a + 600 + 365 * DAY),
        step('checkout.session.completed', session(c, 's2'), a + 601, PREMIUM, a + 600 + 365 * DAY),
        // The earlier subscription cancelled at once: the later one still pays.
        step(
          'customer.subscription.deleted',
          sub(c, 's1', 'canceled', a + MONTH, { ended_at: a + 900 }),
          a + 900,
          PREMIUM,
          a + 600 + 365 * DAY,
        ),
      ];
    },
  },
];

/** A permutation of 0..n-1 from a seed (a small LCG: the run's seed makes each run try another order). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = (seed * 2654435761 + 12345) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.each(BOTH_BACKENDS)('Stripe event sequences on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let store: Store;
  let fake: Fake;
  let stripe: Stripe;
  let clock = new Date();
  let users = 0;
  let events = 0;

  beforeAll(async () => {
    ({ sql, stop } = await open());
    store = createStore(sql);
    fake = await startFakeStripe();
    stripe = createStripeClient({ secretKey: 'sk_test_sequences', apiBase: fake.url });
  });
  afterAll(async () => {
    await fake.close();
    await sql.close();
    await stop();
  });

  const webhook = () =>
    createWebhookService({
      verify: stripeEventVerifier(stripe, WEBHOOK_SECRET),
      store: store.billing,
      ensureProfile: (id) => store.profiles.ensureProfile(id),
      gateway: stripeGateway(stripe),
      now: () => clock,
    });

  async function customer(): Promise<Customer> {
    users += 1;
    const email = `sequence${users}_${process.pid}@example.com`;
    const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
    const id = user!.id;
    await store.profiles.ensureProfile(id);
    const customerId = `cus_seq_${users}`;
    await store.billing.saveCustomer(id, customerId);
    return { id, customerId, prefix: `seq${users}` };
  }

  /** One signed delivery of a step (its own event id, or the given one for a duplicate). */
  function deliver(s: Step, id = `evt_seq_${++events}`) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
      type: s.type,
      created: s.created,
      data: { object: s.object },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { id, result: webhook().receive(Buffer.from(payload), header) };
  }

  const storedTier = async (userId: string) =>
    (await sql.query<{ tier: string }>('select tier from public.profiles where user_id = $1', [userId]))[0]?.tier;
  const paidUntil = async (userId: string) => (await store.billing.account(userId))?.paidUntil?.getTime() ?? null;
  /** The tier as every page reads it now (no write: the stored tier may be older). */
  const tierNow = async (userId: string) => (await store.profiles.ensureProfile(userId)).tier;

  for (const scenario of SCENARIOS) {
    it(`${scenario.name}: in Stripe's order, the tier and paid-until after each step`, async () => {
      const c = await customer();
      const steps = scenario.steps(c, fake);
      for (const [i, s] of steps.entries()) {
        clock = new Date(s.created * 1000);
        expect(await deliver(s).result).toBe('applied');
        expect({ step: i, type: s.type, tier: await storedTier(c.id), paidUntil: await paidUntil(c.id) }).toEqual({
          step: i,
          type: s.type,
          tier: s.tier,
          paidUntil: s.paidUntil === null ? null : s.paidUntil * 1000,
        });
      }
      const last = steps.at(-1)!;
      // Read now, long after the last event: the same as the last step's tier in every sequence here.
      expect(await tierNow(c.id)).toBe(last.tier);
    });

    it(`${scenario.name}: shuffled, and with an event delivered twice, the same final tier and paid-until`, async () => {
      const reference = await customer();
      const expected = scenario.steps(reference, fake).at(-1)!;
      const orders = (n: number) => [
        [...Array(n).keys()].reverse(),
        shuffled([...Array(n).keys()], RUN_SEED + n),
        shuffled([...Array(n).keys()], RUN_SEED + 7 * n + 1),
      ];
      clock = new Date();
      for (const order of orders(scenario.steps(reference, fake).length)) {
        const c = await customer();
        const mine = scenario.steps(c, fake);
        for (const i of order) expect(await deliver(mine[i]!).result).toBe('applied');
        expect({ order, tier: await tierNow(c.id), stored: await storedTier(c.id), paidUntil: await paidUntil(c.id) }).toEqual({
          order,
          tier: expected.tier,
          stored: expected.tier,
          paidUntil: expected.paidUntil === null ? null : expected.paidUntil * 1000,
        });
      }
      // In order, with the middle event delivered again (the same event id) after the last one.
      const c = await customer();
      const mine = scenario.steps(c, fake);
      const ids = [];
      for (const s of mine) {
        const delivery = deliver(s);
        ids.push(delivery.id);
        expect(await delivery.result).toBe('applied');
      }
      const middle = Math.floor(mine.length / 2);
      expect(await deliver(mine[middle]!, ids[middle]).result).toBe('duplicate');
      expect(await tierNow(c.id)).toBe(expected.tier);
      expect(await paidUntil(c.id)).toBe(expected.paidUntil === null ? null : expected.paidUntil * 1000);
    });
  }

  it('a paid period that ended is free on the next read, with no write: the stored tier still says premium', async () => {
    const c = await customer();
    const a = NOW - 2 * DAY;
    clock = new Date(a * 1000);
    // Paid for a day, cancelled at its end, and no event since: the stored tier was set while it ran.
    expect(await deliver(step('invoice.paid', invoice(c, 'in1', 's', a, a + DAY, a), a, PREMIUM, a + DAY)).result).toBe('applied');
    expect(await storedTier(c.id)).toBe('premium');
    expect(await tierNow(c.id)).toBe('free');
    expect(await storedTier(c.id)).toBe('premium');
    // The embedded auth's session read (every page and API call) gives the same.
    const [session] = await sql.query<{ id: string }>('insert into embedded_auth.sessions (user_id) values ($1) returning id::text', [
      c.id,
    ]);
    expect((await store.embeddedAuth.activeSessionTier(session!.id))?.tier).toBe('free');
  });

  it(`the renewal grace (${RENEWAL_GRACE_HOURS} h) holds only while the subscription is active and no payment failed`, async () => {
    const c = await customer();
    const r = NOW - HOUR;
    clock = new Date(r * 1000);
    await deliver(step('invoice.paid', invoice(c, 'in1', 's', r - MONTH, r, r - MONTH), r - MONTH, PREMIUM, r)).result;
    expect(await tierNow(c.id)).toBe('free'); // no subscription known to be active: no grace
    await deliver(step('customer.subscription.updated', sub(c, 's', 'active', r + MONTH), r, PREMIUM, r)).result;
    expect(await tierNow(c.id)).toBe('premium');
    await deliver(step('invoice.payment_failed', failed(c, 'in2'), r + 60, FREE, r)).result;
    expect(await tierNow(c.id)).toBe('free');
  });
});
