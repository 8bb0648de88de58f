import type Stripe from 'stripe';
import type { Store } from '@/lib/db/store';
import type { BillingEffect } from '@/lib/db/store/billing';
import { badRequest } from '@/lib/http/errors';
import type { PaymentGateway } from './gateway';
import { subscriptionState } from './subscription-state';

export type WebhookDeps = {
  /** Verifies the signature and timestamp over the raw body; throws on anything else. */
  verify: (rawBody: Buffer, signature: string) => Stripe.Event;
  store: Store['billing'];
  ensureProfile: (userId: string) => Promise<unknown>;
  gateway: Pick<PaymentGateway, 'retrieveSubscription'>;
  now?: () => Date;
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export function createWebhookService(deps: WebhookDeps) {
  const now = deps.now ?? (() => new Date());

  function verified(rawBody: Buffer, signature: string | null): Stripe.Event {
    if (!signature) throw badRequest('The webhook is not signed.');
    try {
      return deps.verify(rawBody, signature);
    } catch {
      // Wrong signature, another secret, a timestamp outside the tolerance (a replay of an old delivery).
      throw badRequest('The webhook signature is not valid or too old.');
    }
  }

  async function userFor(customer: string | { id: string } | null): Promise<string | null> {
    const customerId = idOf(customer);
    return customerId ? ((await deps.store.accountByCustomer(customerId))?.userId ?? null) : null;
  }

  /** The event's effect on an account of ours; null when it concerns none. */
  async function effectOf(event: Stripe.Event): Promise<BillingEffect> {
    const eventAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        const userId = await userFor(session.customer);
        if (session.mode !== 'subscription' || !subscriptionId || !userId) return null;
        // Our customer is the authority; a reference naming another account is not trusted.
        if (session.client_reference_id && session.client_reference_id !== userId) return null;
        // The session does not carry the subscription's state: Stripe's current one is read.
        const state = await deps.gateway.retrieveSubscription(subscriptionId);
        return { kind: 'subscription', userId, state, eventAt };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = await userFor(subscription.customer);
        return userId ? { kind: 'subscription', userId, state: subscriptionState(subscription), eventAt } : null;
      }
      case 'invoice.payment_failed': {
        const userId = await userFor(event.data.object.customer);
        return userId ? { kind: 'payment_failed', userId, eventAt } : null;
      }
      default:
        return null;
    }
  }

  return {
    /** One delivery: verified, then applied once (its id stored with its effect). */
    async receive(rawBody: Buffer, signature: string | null): Promise<WebhookOutcome> {
      const event = verified(rawBody, signature);
      if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
      if (await deps.store.isEventProcessed(event.id)) return 'duplicate';
      const effect = await effectOf(event);
      if (effect) await deps.ensureProfile(effect.userId);
      const outcome = await deps.store.applyEvent({ id: event.id, type: event.type }, effect, now());
      // Any delivery is a chance to close other subscriptions whose paid period ended quietly.
      await deps.store.expireLapsed(now());
      return outcome;
    },
  };
}
