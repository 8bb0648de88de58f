import type { PaidInvoice, SubscriptionState } from '@/lib/db/store/billing';

/**
 * The few Stripe calls the site makes, as the app's own types. stripe-gateway.ts implements it with
 * the official SDK; the services depend only on this shape.
 */
export type Plan = 'monthly' | 'yearly';
export const PLANS: readonly Plan[] = ['monthly', 'yearly'];

/** A price as the page shows it: formatted by Stripe's amount and currency. */
export type PriceView = { id: string; amount: string; interval: string | null };

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface PaymentGateway {
  /** A new customer for this account; the idempotency key makes a retried call return the same one. */
  createCustomer(input: { userId: string; email: string | null }): Promise<string>;
  /** A subscription Checkout Session; answers its id and the URL to send the browser to. */
  createCheckoutSession(input: {
    customerId: string;
    priceId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** A session's status; null when Stripe does not know it. */
  checkoutStatus(sessionId: string): Promise<CheckoutStatus | null>;
  /** Expires an open session so it can no longer be paid; one that is not open is left as it is. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** A customer portal session; answers its URL. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState & { customerId: string }>;
  /** Every subscription of the customer, in any status. */
  listSubscriptions(customerId: string): Promise<SubscriptionState[]>;
  /** Every paid invoice of the customer, with the period it paid for. */
  listPaidInvoices(customerId: string): Promise<PaidInvoice[]>;
  /** The invoice a payment (PaymentIntent) paid, for a refund; null when it paid none. */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /** Cancels at once; a subscription Stripe no longer knows counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  retrievePrice(priceId: string): Promise<PriceView>;
}
