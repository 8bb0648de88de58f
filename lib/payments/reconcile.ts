import type { Store } from '@/lib/db/store';
import type { BillingAccount, BillingEffect } from '@/lib/db/store/billing';
import type { PaymentGateway } from './gateway';

export type ReconcileDeps = {
  store: Store['billing'];
  gateway: Pick<PaymentGateway, 'listSubscriptions' | 'listPaidInvoices'>;
  now?: () => Date;
};

/** One account whose stored state differed from Stripe's: what it was and what it is now. */
export type Repair = { userId: string; customerId: string; changes: string[] };

const when = (date: Date | null) => date?.toISOString() ?? 'never';

function differences(before: BillingAccount | null, after: BillingAccount | null, now: Date): string[] {
  const changes: string[] = [];
  const premium = (a: BillingAccount | null) => (a?.paidUntil && a.paidUntil > now ? 'premium' : 'free');
  if (when(before?.paidUntil ?? null) !== when(after?.paidUntil ?? null))
    changes.push(`paid until ${when(before?.paidUntil ?? null)} -> ${when(after?.paidUntil ?? null)}`);
  if (premium(before) !== premium(after)) changes.push(`tier from the subscription ${premium(before)} -> ${premium(after)}`);
  const live = (a: BillingAccount | null) => [...(a?.liveSubscriptionIds ?? [])].sort().join(', ') || 'none';
  if (live(before) !== live(after)) changes.push(`live subscriptions ${live(before)} -> ${live(after)}`);
  return changes;
}

/**
 * Re-reads every customer's subscriptions and paid invoices from Stripe and applies them as the
 * webhook would have (missed deliveries, a deploy during an outage); answers the accounts it changed.
 * What Stripe reports now is newer than any event, so a late event cannot undo it.
 */
export async function reconcileBilling(deps: ReconcileDeps): Promise<Repair[]> {
  const now = deps.now ?? (() => new Date());
  const repairs: Repair[] = [];
  for (const { userId, customerId } of await deps.store.customers()) {
    const at = now();
    const [subscriptions, invoices] = await Promise.all([
      deps.gateway.listSubscriptions(customerId),
      deps.gateway.listPaidInvoices(customerId),
    ]);
    const effects: NonNullable<BillingEffect>[] = [
      ...subscriptions.map((state) => ({ kind: 'subscription' as const, userId, state, eventAt: at })),
      ...invoices.map((invoice) => ({ kind: 'invoice_paid' as const, userId, invoice })),
    ];
    const before = await deps.store.account(userId);
    await deps.store.applyReading(userId, effects, at);
    const changes = differences(before, await deps.store.account(userId), at);
    if (changes.length > 0) repairs.push({ userId, customerId, changes });
  }
  return repairs;
}
