import type { Store } from '@/lib/db/store';
import { LIVE_STATUSES, type BillingAccount } from '@/lib/db/store/billing';
import { conflict, unavailable } from '@/lib/http/errors';
import type { PaymentGateway, Plan } from './gateway';

export type BillingDeps = {
  store: Store['billing'];
  gateway: PaymentGateway;
  priceIds: Record<Plan, string>;
  /** The canonical origin Stripe sends the browser back to. */
  siteUrl: string;
  now?: () => Date;
};

export type PortalReturn = '/premium' | '/account';

export const ALREADY_SUBSCRIBED = 'You already have a subscription: manage it with "Manage subscription".';
export const CHECKOUT_PAID = 'Your payment went through: Premium is being switched on. Please wait a moment and reload the page.';

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** Whether the account has a subscription to manage (one that runs, or one whose paid period has not ended). */
export function hasManageableSubscription(account: BillingAccount | null, now = new Date()): boolean {
  if (!account?.subscriptionId || !account.status) return false;
  return isLive(account.status) || (account.paidUntil !== null && account.paidUntil > now);
}

export function createBillingService(deps: BillingDeps) {
  const url = (path: string) => new URL(path, deps.siteUrl).toString();
  const now = deps.now ?? (() => new Date());

  /** The account's one Stripe customer: made on first need, then always the stored one. */
  async function customerFor(user: { id: string; email: string | null }): Promise<string> {
    const stored = await deps.store.account(user.id);
    if (stored) return stored.customerId;
    return deps.store.saveCustomer(user.id, await deps.gateway.createCustomer({ userId: user.id, email: user.email }));
  }

  /** Refuses a second subscription: a live one (known here or at Stripe), or a checkout already paid. */
  async function refuseSecondSubscription(account: BillingAccount | null): Promise<void> {
    if (!account) return;
    if (account.liveSubscriptionIds.length > 0 || hasManageableSubscription(account, now())) throw conflict(ALREADY_SUBSCRIBED);
    // A webhook not arrived yet (or missed): Stripe is the authority on what runs.
    if (!(await deps.gateway.listSubscriptions(account.customerId)).some((s) => isLive(s.status))) return;
    const paidJustNow = account.openCheckoutId !== null && (await deps.gateway.checkoutStatus(account.openCheckoutId)) === 'complete';
    throw conflict(paidJustNow ? CHECKOUT_PAID : ALREADY_SUBSCRIBED);
  }

  return {
    /**
     * A Checkout Session for a player without Premium or a subscription; answers the URL to send
     * them to. The session opened before it is expired, so only the newest can be paid.
     */
    async checkout(user: { id: string; email: string | null; tier: string }, plan: Plan): Promise<{ url: string }> {
      if (user.tier === 'premium' || user.tier === 'admin') throw conflict('You already have Premium.');
      const account = await deps.store.account(user.id);
      await refuseSecondSubscription(account);
      // A session paid before whose subscription has ended since (nothing live): no race to guard against.
      const stalePaid =
        account?.openCheckoutId && (await deps.gateway.checkoutStatus(account.openCheckoutId)) === 'complete'
          ? account.openCheckoutId
          : null;
      const customerId = await customerFor(user);
      const session = await deps.gateway.createCheckoutSession({
        customerId,
        priceId: deps.priceIds[plan],
        userId: user.id,
        successUrl: url('/premium?checkout=success'),
        cancelUrl: url('/premium?checkout=cancelled'),
      });
      const previous = await deps.store.swapOpenCheckout(user.id, session.id);
      if (previous && previous !== session.id && previous !== stalePaid) {
        await deps.gateway.expireCheckoutSession(previous);
        // Paid in the meantime (another tab, since the checks above): this one must not be paid too.
        if ((await deps.gateway.checkoutStatus(previous)) === 'complete') {
          await deps.gateway.expireCheckoutSession(session.id);
          throw conflict(CHECKOUT_PAID);
        }
      }
      return { url: session.url };
    },

    /** A customer portal session (cancel, change card, invoices) for an account with a Stripe customer. */
    async portal(userId: string, returnTo: PortalReturn): Promise<{ url: string }> {
      const account = await deps.store.account(userId);
      if (!account) throw conflict('There is no subscription to manage on this account.');
      return { url: await deps.gateway.createPortalSession({ customerId: account.customerId, returnUrl: url(returnTo) }) };
    },

    account: (userId: string) => deps.store.account(userId),

    /**
     * Before an account is deleted: every subscription of its customer still running at Stripe is
     * cancelled (a double checkout may have made two), and an open checkout is expired, so billing stops.
     */
    async cancelForDeletion(userId: string): Promise<void> {
      const account = await deps.store.account(userId);
      if (!account) return;
      if (account.openCheckoutId) await deps.gateway.expireCheckoutSession(account.openCheckoutId);
      const atStripe = (await deps.gateway.listSubscriptions(account.customerId))
        .filter((s) => isLive(s.status))
        .map((s) => s.subscriptionId);
      for (const id of new Set([...atStripe, ...account.liveSubscriptionIds])) await deps.gateway.cancelSubscription(id);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

export const PAYMENTS_NOT_CONFIGURED = 'Online payment is not configured on this site.';

/** Deletion on a site without Stripe keys: fine unless the account has a subscription we cannot cancel. */
export function cancelWithoutStripe(store: Store['billing']) {
  return async (userId: string): Promise<void> => {
    const account = await store.account(userId);
    if (account && account.liveSubscriptionIds.length > 0) {
      throw unavailable(
        `${PAYMENTS_NOT_CONFIGURED} This account has a running subscription that must be cancelled first: please contact us.`,
      );
    }
  };
}
