import 'server-only';
import { getStore } from '@/lib/db/database';
import { getEnv } from '@/lib/env';
import { unavailable } from '@/lib/http/errors';
import { cancelWithoutStripe, createBillingService, PAYMENTS_NOT_CONFIGURED } from './billing-service';
import type { Plan } from './gateway';
import { createPriceCatalog, type Offer } from './price-catalog';
import { reconcileBilling, type Repair } from './reconcile';
import { createStripeClient, stripeEventVerifier, stripeGateway } from './stripe-gateway';
import { createWebhookService } from './webhook-service';

type Wiring = {
  gateway: ReturnType<typeof stripeGateway>;
  verify: ReturnType<typeof stripeEventVerifier>;
  catalog: ReturnType<typeof createPriceCatalog>;
  priceIds: Record<Plan, string>;
};
let wiring: Wiring | null | undefined;

/** The SDK client and the price cache, made once per process; null without Stripe keys. */
function stripeWiring(): Wiring | null {
  if (wiring !== undefined) return wiring;
  const config = getEnv().stripe;
  if (!config) return (wiring = null);
  const stripe = createStripeClient(config);
  const gateway = stripeGateway(stripe);
  const priceIds = { monthly: config.priceMonthly, yearly: config.priceYearly };
  wiring = { gateway, verify: stripeEventVerifier(stripe, config.webhookSecret), catalog: createPriceCatalog(gateway, priceIds), priceIds };
  return wiring;
}

export const paymentsConfigured = (): boolean => stripeWiring() !== null;

/** Checkout, the portal and the account's billing state; a 503 when Stripe is not configured. */
export async function getBilling() {
  const stripe = stripeWiring();
  if (!stripe) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const store = await getStore();
  return createBillingService({ store: store.billing, gateway: stripe.gateway, priceIds: stripe.priceIds, siteUrl: getEnv().siteUrl });
}

export async function getWebhookService() {
  const stripe = stripeWiring();
  if (!stripe) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const store = await getStore();
  return createWebhookService({
    verify: stripe.verify,
    store: store.billing,
    ensureProfile: (id) => store.profiles.ensureProfile(id),
    gateway: stripe.gateway,
  });
}

/** The prices on offer (cached); null when online payment is not configured. */
export async function getOffer(): Promise<Offer | null> {
  return stripeWiring()?.catalog.offer() ?? null;
}

/** For account deletion: cancels the account's running subscription first. */
export async function subscriptionCanceller(): Promise<(userId: string) => Promise<void>> {
  const store = await getStore();
  if (!stripeWiring()) return cancelWithoutStripe(store.billing);
  const billing = await getBilling();
  return (userId) => billing.cancelForDeletion(userId);
}

/** Stripe's subscriptions and paid invoices re-read, drift repaired (npm run billing:reconcile). */
export async function reconcileWithStripe(): Promise<Repair[]> {
  const stripe = stripeWiring();
  if (!stripe) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  return reconcileBilling({ store: (await getStore()).billing, gateway: stripe.gateway });
}

export { hasManageableSubscription, PAYMENTS_NOT_CONFIGURED } from './billing-service';
export type { BillingAccount } from '@/lib/db/store/billing';
export { PLANS, type Plan } from './gateway';
export type { Offer } from './price-catalog';
export type { Repair } from './reconcile';
