import type Stripe from 'stripe';
import type { Store } from '@/lib/db/store';
import type { BillingEffect } from '@/lib/db/store/billing';
import { badRequest } from '@/lib/http/errors';
import type { PaymentGateway } from './gateway';
import { idOf, paidInvoice, subscriptionState } from './subscription-state';
import { webhookReceived } from '@/lib/observability/events';

export type WebhookDeps = {
  /** Verifies the signature and timestamp over the raw body; throws on anything else. */
  verify: (rawBody: Buffer, signature: string) => Stripe.Event;
  store: Store['billing'];
  ensureProfile: (userId: string) => Promise<unknown>;
  gateway: Pick<PaymentGateway, 'retrieveSubscription' | 'invoiceOfPayment'>;
  now?: () => Date;
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

/** An event type as a metric label: one we handle, else 'other' (Stripe has hundreds; the label's set stays small). */
const typeLabel = (type: string) => ((HANDLED_EVENTS as readonly string[]).includes(type) ? type : 'other');

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

  /**
   * The event's effect on an account of ours; null when it concerns none. Only a paid invoice makes
   * Premium last longer; subscription events keep the subscription's state (and when it ended).
   */
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
        return state.customerId === idOf(session.customer)
          ? { kind: 'subscription', userId, state, eventAt, completedCheckout: session.id }
          : null;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = await userFor(subscription.customer);
        if (!userId) return null;
        const state = subscriptionState(subscription);
        // A deletion without ended_at ended it when the event was made.
        if (event.type === 'customer.subscription.deleted') state.endedAt ??= eventAt;
        return { kind: 'subscription', userId, state, eventAt };
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const invoice = paidInvoice(event.data.object, eventAt);
        const userId = invoice && (await userFor(invoice.customerId));
        return invoice && userId
          ? {
              kind: 'invoice_paid',
              userId,
              invoice: {
                invoiceId: invoice.invoiceId,
                subscriptionId: invoice.subscriptionId,
                periodEnd: invoice.periodEnd,
                paidAt: invoice.paidAt,
              },
            }
          : null;
      }
      case 'invoice.payment_failed': {
        const userId = await userFor(event.data.object.customer);
        return userId ? { kind: 'payment_failed', userId, eventAt } : null;
      }
      case 'charge.refunded': {
        // Only a full refund takes back what was paid (a partial one is a goodwill gesture).
        const charge = event.data.object;
        const paymentIntent = idOf(charge.payment_intent);
        const userId = await userFor(charge.customer);
        if (!charge.refunded || !paymentIntent || !userId) return null;
        const invoiceId = await deps.gateway.invoiceOfPayment(paymentIntent);
        return invoiceId ? { kind: 'refund', userId, invoiceId, refundedAt: eventAt } : null;
      }
      default:
        return null;
    }
  }

  async function apply(event: Stripe.Event): Promise<WebhookOutcome> {
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
    if (await deps.store.isEventProcessed(event.id)) return 'duplicate';
    const effect = await effectOf(event);
    if (effect) await deps.ensureProfile(effect.userId);
    return deps.store.applyEvent({ id: event.id, type: event.type }, effect, now());
  }

  return {
    /** One delivery: verified, then applied once (its id stored with its effect). Counted and logged by type and outcome. */
    async receive(rawBody: Buffer, signature: string | null): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        event = verified(rawBody, signature);
      } catch (error) {
        webhookReceived('unverified', 'refused');
        throw error;
      }
      const type = typeLabel(event.type);
      try {
        const outcome = await apply(event);
        webhookReceived(type, outcome);
        return outcome;
      } catch (error) {
        webhookReceived(type, 'failed');
        throw error;
      }
    },
  };
}
