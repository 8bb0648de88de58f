import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { createStore, type Store } from '@/lib/db/store';
import { metrics } from '@/lib/observability/metrics';
import { freshPglite } from '@/tests/support/databases';
import { createWebhookService } from './webhook-service';

/** A counter's value for exactly these labels (the registry is the process's: tests compare before and after). */
async function counted(type: string, outcome: string): Promise<number> {
  const values = (await metrics().registry.getSingleMetric('webhook_events_total')?.get())?.values ?? [];
  return values.find((v) => v.labels.type === type && v.labels.outcome === outcome)?.value ?? 0;
}

let sql: SqlExecutor;
let store: Store;

// The signature is the Stripe SDK's business (webhook-service.test.ts signs real deliveries); here 'good' verifies.
const service = () =>
  createWebhookService({
    verify: (raw, signature) => {
      if (signature !== 'good') throw new Error('bad signature');
      return JSON.parse(raw.toString('utf8')) as Stripe.Event;
    },
    store: store.billing,
    ensureProfile: async () => {},
    gateway: { retrieveSubscription: async () => Promise.reject(new Error('not here')), invoiceOfPayment: async () => null },
  });
const deliver = (event: { id: string; type: string; data?: unknown }, signature: string | null = 'good') =>
  service().receive(Buffer.from(JSON.stringify({ created: 1_900_000_000, data: { object: {} }, ...event })), signature);

describe('webhook_events_total', () => {
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
  });
  afterAll(async () => {
    await sql.close();
  });

  it('counts each delivery by its known type and outcome, an unknown type as other, a bad signature as refused', async () => {
    const before = {
      applied: await counted('invoice.payment_failed', 'applied'),
      duplicate: await counted('invoice.payment_failed', 'duplicate'),
      ignored: await counted('other', 'ignored'),
      refused: await counted('unverified', 'refused'),
    };
    const failed = { id: 'evt_metrics_1', type: 'invoice.payment_failed', data: { object: { customer: 'cus_nobody' } } };
    expect(await deliver(failed)).toBe('applied');
    expect(await deliver(failed)).toBe('duplicate');
    expect(await deliver({ id: 'evt_metrics_2', type: 'customer.created' })).toBe('ignored');
    await expect(deliver({ id: 'evt_metrics_3', type: 'invoice.paid' }, 'forged')).rejects.toThrow();
    expect({
      applied: await counted('invoice.payment_failed', 'applied'),
      duplicate: await counted('invoice.payment_failed', 'duplicate'),
      ignored: await counted('other', 'ignored'),
      refused: await counted('unverified', 'refused'),
    }).toEqual({ applied: before.applied + 1, duplicate: before.duplicate + 1, ignored: before.ignored + 1, refused: before.refused + 1 });
    expect(await counted('customer.created', 'ignored')).toBe(0);
  });
});
