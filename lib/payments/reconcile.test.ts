import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '@/e2e/fake-stripe.mjs';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { freshPglite } from '@/tests/support/databases';
import { reconcileBilling } from './reconcile';
import { createStripeClient, stripeGateway } from './stripe-gateway';

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

let sql: SqlExecutor;
let store: Store;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let users = 0;

const reconcile = () =>
  reconcileBilling({
    store: store.billing,
    gateway: stripeGateway(createStripeClient({ secretKey: 'sk_test_reconcile', apiBase: fake.url })),
  });

async function customer() {
  users += 1;
  const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [
    `drift${users}@example.com`,
  ]);
  await store.profiles.ensureProfile(user!.id);
  const customerId = `cus_drift_${users}`;
  await store.billing.saveCustomer(user!.id, customerId);
  return { id: user!.id, customerId };
}
const tier = async (userId: string) => (await store.profiles.ensureProfile(userId)).tier;

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  await sql.close();
});

describe('npm run billing:reconcile', () => {
  it('applies the subscriptions and paid invoices Stripe lists that no webhook brought, and prints each account it changed', async () => {
    const missed = await customer();
    const stale = await customer();
    const fine = await customer();
    // Missed: a checkout paid while the webhook was down.
    fake.setSubscription({ id: 'sub_missed', customer: missed.customerId, status: 'active', periodEnd: NOW + 20 * DAY });
    fake.setInvoice({
      id: 'in_missed',
      customer: missed.customerId,
      subscription: 'sub_missed',
      periodStart: NOW - 10 * DAY,
      periodEnd: NOW + 20 * DAY,
    });
    // Stale: the state stored before invoices were kept (the migration's stand-in) said paid for a year;
    // Stripe says the renewal was never paid and the subscription was cancelled.
    await sql.query(
      "insert into public.billing_invoices (invoice_id, user_id, subscription_id, paid_period_end, paid_at) values ('stored:sub_stale', $1, 'sub_stale', now() + interval '300 days', now() - interval '60 days')",
      [stale.id],
    );
    await sql.query(
      "update public.billing_customers set paid_until = now() + interval '300 days', premium_until = now() + interval '300 days' where user_id = $1",
      [stale.id],
    );
    fake.setSubscription({ id: 'sub_stale', customer: stale.customerId, status: 'canceled', periodEnd: NOW - 5 * DAY });
    fake.setInvoice({
      id: 'in_stale',
      customer: stale.customerId,
      subscription: 'sub_stale',
      periodStart: NOW - 65 * DAY,
      periodEnd: NOW - 35 * DAY,
    });
    expect(await tier(missed.id)).toBe('free');
    expect(await tier(stale.id)).toBe('premium');

    const repairs = await reconcile();
    expect(repairs.map((r) => r.customerId).sort()).toEqual([missed.customerId, stale.customerId]);
    const byCustomer = Object.fromEntries(repairs.map((r) => [r.customerId, r.changes.join('; ')]));
    expect(byCustomer[missed.customerId]).toMatch(
      /paid until never -> .*; tier from the subscription free -> premium; live subscriptions none -> sub_missed/,
    );
    expect(byCustomer[stale.customerId]).toMatch(/paid until .* -> .*/);
    expect(await tier(missed.id)).toBe('premium');
    expect((await store.billing.account(missed.id))?.paidUntil?.getTime()).toBe((NOW + 20 * DAY) * 1000);
    expect((await store.billing.account(stale.id))?.paidUntil?.getTime()).toBe((NOW - 35 * DAY) * 1000);
    expect(await tier(stale.id)).toBe('free');
    expect(await tier(fine.id)).toBe('free');
    // What Stripe lists was read through the gateway: every customer's subscriptions and paid invoices.
    for (const c of [missed, stale, fine]) {
      expect(
        fake.requests.some((r) => r.path === '/v1/subscriptions' && r.query.customer === c.customerId && r.query.status === 'all'),
      ).toBe(true);
      expect(fake.requests.some((r) => r.path === '/v1/invoices' && r.query.customer === c.customerId && r.query.status === 'paid')).toBe(
        true,
      );
    }

    // Nothing left to repair: a second run changes nothing.
    expect(await reconcile()).toEqual([]);
  });
});
