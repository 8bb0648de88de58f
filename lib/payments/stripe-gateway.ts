import 'server-only';
import Stripe from 'stripe';
import type { PaymentGateway, PriceView } from './gateway';
import { subscriptionState } from './subscription-state';

export type StripeClientConfig = { secretKey: string; apiBase: string | null };

/** The SDK's client; apiBase points it elsewhere than api.stripe.com (stripe-mock, the tests' fake). */
export function createStripeClient({ secretKey, apiBase }: StripeClientConfig): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
    }),
  });
}

/** The price as text in its currency, with that currency's own number of decimals. */
export function formatPrice(price: Stripe.Price): PriceView {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return { id: price.id, amount: format.format((price.unit_amount ?? 0) / 10 ** digits), interval: price.recurring?.interval ?? null };
}

const PRICE_TIMEOUT_MS = 3_000; // the page waits for it: when Stripe is slow, the offer shows without prices

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email: email ?? undefined, metadata: { user_id: userId } },
        { idempotencyKey: `customer-for-${userId}` },
      );
      return customer.id;
    },
    async createCheckoutSession({ customerId, priceId, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return session.url;
    },
    async createPortalSession({ customerId, returnUrl }) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async retrieveSubscription(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },
    async retrievePrice(priceId) {
      return formatPrice(await stripe.prices.retrieve(priceId, {}, { timeout: PRICE_TIMEOUT_MS, maxNetworkRetries: 0 }));
    },
  };
}

/** Verifies a webhook delivery with the raw body and the endpoint's secret (Stripe's 5-minute tolerance). */
export function stripeEventVerifier(stripe: Stripe, webhookSecret: string) {
  return (rawBody: Buffer, signature: string): Stripe.Event => stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
