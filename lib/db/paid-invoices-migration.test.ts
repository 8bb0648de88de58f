import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFolder, type MigrationFolder } from '@/tests/support/migration-folder';
import { freshPostgres } from '@/tests/support/databases';
import { migrate } from './migrate';
import { openPglite } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';
import { createStore } from './store';

/**
 * Migration 20261128000001 on a database with subscribers stored the old way (one subscription per
 * account, its paid_until): each keeps its subscription and Premium until the same date, as one
 * stand-in paid period that the reconciliation later replaces with Stripe's invoices.
 */
const MIGRATION = '20261128000001';

const BACKENDS = [
  { backend: 'the embedded database', open: async () => ({ sql: await openPglite(null), stop: async () => {} }) },
  {
    backend: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgres({ migrated: false, max: 4 });
      return { sql: database.sql, stop: () => database.drop() };
    },
  },
];

describe.each(BACKENDS)('the paid-invoices migration on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let folder: MigrationFolder;
  const users: Record<'active' | 'lapsed' | 'customerOnly', string> = { active: '', lapsed: '', customerOnly: '' };

  beforeAll(async () => {
    folder = migrationFolder('migrate-paid-invoices-');
    folder.link((file) => file.endsWith('.sql') && file < MIGRATION);
    ({ sql, stop } = await open());
    await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false });

    for (const name of Object.keys(users) as (keyof typeof users)[]) {
      const [user] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [
        `${name}@example.com`,
      ]);
      users[name] = user!.id;
      await sql.query('insert into public.profiles (user_id) values ($1)', [user!.id]);
    }
    await sql.query(
      `insert into public.billing_customers (user_id, stripe_customer_id, subscription_id, subscription_status, paid_until, subscription_event_at)
       values ($1, 'cus_active', 'sub_active', 'active', now() + interval '20 days', now() - interval '10 days'),
              ($2, 'cus_lapsed', 'sub_lapsed', 'canceled', now() - interval '3 days', now() - interval '3 days'),
              ($3, 'cus_only', null, null, null, null)`,
      [users.active, users.lapsed, users.customerOnly],
    );
    // Premium set by the webhook, as before: the tier's source is the subscription.
    await sql.transaction(async (tx) => {
      await tx.query("select pg_catalog.set_config('app.tier_source', 'subscription', true)");
      await tx.query("update public.profiles set tier = 'premium' where user_id = $1", [users.active]);
    });

    folder.link((file) => file.endsWith('.sql') && file >= MIGRATION);
    expect((await migrate(sql, { root: folder.root, embeddedAuth: true, seed: false })).applied).toContain(
      `${MIGRATION}_paid_invoices.sql`,
    );
  });
  afterAll(async () => {
    await sql.close();
    await stop();
    folder.remove();
  });

  it('keeps each stored subscription and its paid period; the tiers read as before', async () => {
    const store = createStore(sql);
    const active = await store.billing.account(users.active);
    expect(active).toMatchObject({ subscriptionId: 'sub_active', status: 'active', liveSubscriptionIds: ['sub_active'] });
    expect(active?.paidUntil?.getTime()).toBeGreaterThan(Date.now() + 19 * 86_400_000);
    expect(await store.billing.account(users.lapsed)).toMatchObject({
      subscriptionId: 'sub_lapsed',
      status: 'canceled',
      liveSubscriptionIds: [],
    });
    expect(await store.billing.account(users.customerOnly)).toMatchObject({
      subscriptionId: null,
      paidUntil: null,
      liveSubscriptionIds: [],
    });
    expect(await sql.query('select tier_source from public.profiles where user_id = $1', [users.active])).toEqual([
      { tier_source: 'subscription' },
    ]);
    expect((await store.profiles.ensureProfile(users.active)).tier).toBe('premium');
    expect((await store.profiles.ensureProfile(users.lapsed)).tier).toBe('free');
    expect(await sql.query('select invoice_id from public.billing_invoices order by invoice_id')).toEqual([
      { invoice_id: 'stored:sub_active' },
      { invoice_id: 'stored:sub_lapsed' },
    ]);
  });
});
