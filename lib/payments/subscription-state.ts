import type Stripe from 'stripe';
import type { SubscriptionState } from '@/lib/db/store/billing';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A subscription's state; its period end is its items' latest (the API keeps periods on items). */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState & { customerId: string } {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    periodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
