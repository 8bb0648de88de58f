import { expect, test, type APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { paidInvoiceObject } from './fake-stripe.mjs';
import { E2E_STRIPE_PORT, E2E_STRIPE_WEBHOOK_SECRET } from './server-env.mjs';
import { expectHydrated, signUpByApi } from './support';

// The site runs against the fake Stripe API that playwright.config.ts starts (e2e/fake-stripe.mjs).
const FAKE_STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
// Only the SDK's webhook signing helper is used: nothing here reaches Stripe.
const stripe = new Stripe('sk_test_signing_only');
const nowSeconds = () => Math.floor(Date.now() / 1000);
let events = 0;

/** Posts an event to the site's webhook, signed as Stripe signs it. */
async function deliverEvent(request: APIRequestContext, type: string, object: unknown, created = nowSeconds()) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${++events}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_WEBHOOK_SECRET });
  const response = await request.post('/api/stripe/webhook', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.status()).toBe(200);
}

/** The subscription as the fake Stripe API will report it. */
async function setSubscription(
  request: APIRequestContext,
  subscription: { id: string; customer: string; status: string; periodEnd: number },
) {
  const value = {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ id: `si_${subscription.id}`, object: 'subscription_item', current_period_end: subscription.periodEnd }],
    },
  };
  expect((await request.post(`${FAKE_STRIPE}/__fake/subscriptions`, { data: value })).ok()).toBe(true);
  return value;
}

test('a free player buys Premium through Checkout, the webhook switches it on with the ads gone, and the end of the subscription returns them to free', async ({
  page,
  request,
}) => {
  await signUpByApi(page);
  await page.goto('/premium');
  await expectHydrated(page);
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
  await expect(page.getByTestId('price-monthly')).toHaveText('€4.99 a month');
  await expect(page.getByTestId('price-yearly')).toHaveText('€49.99 a year');

  await page.getByRole('button', { name: 'Get Premium monthly' }).click();
  await page.waitForURL(`${FAKE_STRIPE}/checkout/**`);
  const sessions = (await (await request.get(`${FAKE_STRIPE}/__fake/checkout-sessions`)).json()) as {
    id: string;
    url: string;
    customer: string;
    client_reference_id: string;
    mode: string;
  }[];
  const session = sessions.find((s) => s.url === page.url());
  expect(session).toBeDefined();
  expect(session!.mode).toBe('subscription');
  const subscription = await setSubscription(request, {
    id: `sub_e2e_${session!.id}`,
    customer: session!.customer,
    status: 'active',
    periodEnd: nowSeconds() + 30 * 24 * 3600,
  });

  // "Paying" sends the browser back to the success page, before Stripe's webhook has arrived.
  await page.getByRole('link', { name: 'Pay' }).click();
  await page.waitForURL('**/premium?checkout=success');
  await expect(page.getByTestId('checkout-status')).toContainText('Premium is being switched on');

  const completedAt = nowSeconds();
  await deliverEvent(
    request,
    'checkout.session.completed',
    {
      id: session!.id,
      object: 'checkout.session',
      mode: 'subscription',
      customer: session!.customer,
      subscription: subscription.id,
      client_reference_id: session!.client_reference_id,
      status: 'complete',
    },
    completedAt,
  );
  // Premium comes from the paid invoice (Stripe sends invoice.paid alongside the completed session).
  await deliverEvent(
    request,
    'invoice.paid',
    paidInvoiceObject({
      id: `in_e2e_${session!.id}`,
      customer: session!.customer,
      subscription: subscription.id,
      periodStart: completedAt,
      periodEnd: completedAt + 30 * 24 * 3600,
    }),
    completedAt,
  );
  await expect(page.getByRole('status').filter({ hasText: 'You have Premium' }).first()).toBeVisible();
  await expect(page.getByTestId('ad-sidebar')).toHaveCount(0);
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByTestId('account-tier')).toHaveText('PREMIUM');
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();

  // Cancelled at once (in Stripe's Dashboard): Stripe deletes the subscription, and Premium ends then.
  const ended = await setSubscription(request, {
    id: subscription.id,
    customer: session!.customer,
    status: 'canceled',
    periodEnd: nowSeconds() - 1,
  });
  await deliverEvent(request, 'customer.subscription.deleted', ended, completedAt + 1);
  await page.goto('/premium');
  await expect(page.getByRole('button', { name: 'Get Premium monthly' })).toBeVisible();
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByTestId('account-tier')).toHaveText('FREE');
});

test('a signed-out visitor is asked to sign in first and comes back to /premium; a cancelled checkout gets a calm message', async ({
  page,
}) => {
  await page.goto('/premium?checkout=cancelled');
  await expect(page.getByText('Checkout was cancelled and nothing was charged.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?next=/premium');
  await expect(page.getByRole('link', { name: 'create a free account' })).toHaveAttribute('href', '/signup?next=/premium');
  await expect(page.getByRole('button', { name: /Get Premium/ })).toHaveCount(0);
});
