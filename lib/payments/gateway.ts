import type { SubscriptionState } from '@/lib/db/store/billing';

/**
 * The few Stripe calls the site makes, as the app's own types. stripe-gateway.ts implements it with
 * the official SDK; the services depend only on this shape.
 */
export type Plan = 'monthly' | 'yearly';
export const PLANS: readonly Plan[] = ['monthly', 'yearly'];

/** A price as the page shows it: formatted by Stripe's amount and currency. */
export type PriceView = { id: string; amount: string; interval: string | null };

export interface PaymentGateway {
  /** A new customer for this account; the idempotency key makes a retried call return the same one. */
  createCustomer(input: { userId: string; email: string | null }): Promise<string>;
  /** A subscription Checkout Session; answers the URL to send the browser to. */
  createCheckoutSession(input: {
    customerId: string;
    priceId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** A customer portal session; answers its URL. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState & { customerId: string }>;
  /** Cancels at once; a subscription Stripe no longer knows counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  retrievePrice(priceId: string): Promise<PriceView>;
}
