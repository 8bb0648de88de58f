import 'server-only';
import Stripe from 'stripe';
import type { CheckoutStatus, PaymentGateway, PriceView } from './gateway';
import { paidInvoice, subscriptionState } from './subscription-state';

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

const missing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

const CHECKOUT_STATUSES: readonly CheckoutStatus[] = ['open', 'complete', 'expired'];

const PRICE_TIMEOUT_MS = 3_000; // the page waits for it: when Stripe is slow, the offer shows without prices

export function stripeGateway(stripe: Stripe): PaymentGateway {
  async function checkoutStatus(sessionId: string): Promise<CheckoutStatus | null> {
    try {
      const { status } = await stripe.checkout.sessions.retrieve(sessionId);
      return CHECKOUT_STATUSES.find((known) => known === status) ?? null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

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
      return { id: session.id, url: session.url };
    },
    checkoutStatus,
    async expireCheckoutSession(sessionId) {
      if ((await checkoutStatus(sessionId)) === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async createPortalSession({ customerId, returnUrl }) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async retrieveSubscription(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async listSubscriptions(customerId) {
      const found = [];
      for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }))
        found.push(subscriptionState(subscription));
      return found;
    },
    async listPaidInvoices(customerId) {
      const found = [];
      for await (const invoice of stripe.invoices.list({ customer: customerId, status: 'paid', limit: 100 })) {
        const paid = paidInvoice(invoice, new Date(invoice.created * 1000));
        if (paid)
          found.push({ invoiceId: paid.invoiceId, subscriptionId: paid.subscriptionId, periodEnd: paid.periodEnd, paidAt: paid.paidAt });
      }
      return found;
    },
    async invoiceOfPayment(paymentIntentId) {
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      const invoice = payments.data[0]?.invoice;
      return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (missing(error)) return;
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
