import type Stripe from 'stripe';
import type { PaidInvoice, SubscriptionState } from '@/lib/db/store/billing';

export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const at = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** A subscription's state; its period end is its items' latest (the API keeps periods on items). */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState & { customerId: string } {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: at(subscription.ended_at),
  };
}

/**
 * A paid invoice's period: the latest end among its lines' periods (a subscription line covers the
 * period it pays for; the invoice's own period_end is the period that just ended). Null for an
 * invoice that is not paid or has no period.
 */
export function paidInvoice(invoice: Stripe.Invoice, paidAt: Date): (PaidInvoice & { customerId: string | null }) | null {
  if (invoice.status !== 'paid' || !invoice.id) return null;
  const lines = invoice.lines?.data ?? [];
  const ends = lines.map((line) => line.period?.end).filter((end) => typeof end === 'number');
  if (ends.length === 0) return null;
  const fromLine = lines.map((line) => line.parent?.subscription_item_details?.subscription).find((id) => typeof id === 'string');
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? fromLine ?? null;
  const paidSeconds = invoice.status_transitions?.paid_at;
  return {
    invoiceId: invoice.id,
    customerId: idOf(invoice.customer),
    subscriptionId,
    periodEnd: new Date(Math.max(...ends) * 1000),
    paidAt: at(paidSeconds) ?? paidAt,
  };
}
