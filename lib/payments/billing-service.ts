import type { Store } from '@/lib/db/store';
import type { BillingAccount } from '@/lib/db/store/billing';
import { conflict, unavailable } from '@/lib/http/errors';
import type { PaymentGateway, Plan } from './gateway';

export type BillingDeps = {
  store: Store['billing'];
  gateway: PaymentGateway;
  priceIds: Record<Plan, string>;
  /** The canonical origin Stripe sends the browser back to. */
  siteUrl: string;
};

export type PortalReturn = '/premium' | '/account';

/** States in which a subscription still runs (and may be managed in the portal). */
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

/** Whether the account has a subscription to manage (one that runs, or one whose paid period has not ended). */
export function hasManageableSubscription(account: BillingAccount | null, now = new Date()): boolean {
  if (!account?.subscriptionId || !account.status) return false;
  return RUNNING.has(account.status) || (account.paidUntil !== null && account.paidUntil > now);
}

export function createBillingService(deps: BillingDeps) {
  const url = (path: string) => new URL(path, deps.siteUrl).toString();

  /** The account's one Stripe customer: made on first need, then always the stored one. */
  async function customerFor(user: { id: string; email: string | null }): Promise<string> {
    const stored = await deps.store.account(user.id);
    if (stored) return stored.customerId;
    return deps.store.saveCustomer(user.id, await deps.gateway.createCustomer({ userId: user.id, email: user.email }));
  }

  return {
    /** A Checkout Session for a player without Premium; answers the URL to send them to. */
    async checkout(user: { id: string; email: string | null; tier: string }, plan: Plan): Promise<{ url: string }> {
      if (user.tier === 'premium' || user.tier === 'admin') throw conflict('You already have Premium.');
      if (hasManageableSubscription(await deps.store.account(user.id))) {
        throw conflict('You already have a subscription: manage it with "Manage subscription".');
      }
      const customerId = await customerFor(user);
      const checkoutUrl = await deps.gateway.createCheckoutSession({
        customerId,
        priceId: deps.priceIds[plan],
        userId: user.id,
        successUrl: url('/premium?checkout=success'),
        cancelUrl: url('/premium?checkout=cancelled'),
      });
      return { url: checkoutUrl };
    },

    /** A customer portal session (cancel, change card, invoices) for an account with a Stripe customer. */
    async portal(userId: string, returnTo: PortalReturn): Promise<{ url: string }> {
      const account = await deps.store.account(userId);
      if (!account) throw conflict('There is no subscription to manage on this account.');
      return { url: await deps.gateway.createPortalSession({ customerId: account.customerId, returnUrl: url(returnTo) }) };
    },

    account: (userId: string) => deps.store.account(userId),

    /** Before an account is deleted: its running subscription is cancelled at Stripe, so billing stops. */
    async cancelForDeletion(userId: string): Promise<void> {
      const account = await deps.store.account(userId);
      if (account?.subscriptionId && account.status && RUNNING.has(account.status))
        await deps.gateway.cancelSubscription(account.subscriptionId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

export const PAYMENTS_NOT_CONFIGURED = 'Online payment is not configured on this site.';

/** Deletion on a site without Stripe keys: fine unless the account has a subscription we cannot cancel. */
export function cancelWithoutStripe(store: Store['billing']) {
  return async (userId: string): Promise<void> => {
    const account = await store.account(userId);
    if (account?.subscriptionId && account.status && RUNNING.has(account.status)) {
      throw unavailable(
        `${PAYMENTS_NOT_CONFIGURED} This account has a running subscription that must be cancelled first: please contact us.`,
      );
    }
  };
}
