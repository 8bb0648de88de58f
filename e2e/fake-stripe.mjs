// A small local stand-in for the few Stripe API endpoints the site calls (customers, Checkout and
// portal sessions, subscriptions, invoices and their payments, prices), for tests without network or keys. It records what it
// was sent; `/__fake/*` lets a test read that and set a subscription's state.
import { createServer } from 'node:http';

export const FAKE_PRICES = {
  price_fake_monthly: { unit_amount: 499, currency: 'eur', interval: 'month' },
  price_fake_yearly: { unit_amount: 4999, currency: 'eur', interval: 'year' },
};

/** Stripe's form encoding (`a[b][0][c]=v`) as nested objects (array indices as keys). */
function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** An invoice object as Stripe's API (2025 and later) shows a paid subscription invoice. */
export function paidInvoiceObject({
  id,
  customer,
  subscription,
  periodStart,
  periodEnd,
  paidAt = periodStart,
  paymentIntent = `pi_${id}`,
}) {
  return {
    id,
    object: 'invoice',
    customer,
    status: 'paid',
    created: paidAt,
    payment_intent: paymentIntent,
    status_transitions: { paid_at: paidAt },
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${id}`,
          object: 'line_item',
          period: { start: periodStart, end: periodEnd },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription, subscription_item: `si_${subscription}` },
          },
        },
      ],
    },
  };
}

export async function startFakeStripe({ port = 0, host = '127.0.0.1' } = {}) {
  const requests = [];
  const subscriptions = new Map();
  const checkoutSessions = [];
  const invoices = new Map();
  let counter = 0;
  const nextId = (prefix) => `${prefix}_fake_${++counter}`;
  let base = '';

  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const missing = () => json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });
    const route = `${req.method} ${url.pathname}`;

    const query = parseForm(url.search.slice(1));
    if (url.pathname.startsWith('/v1/'))
      requests.push({
        method: req.method,
        path: url.pathname,
        params: parseForm(body),
        query,
        authorization: req.headers.authorization ?? null,
      });
    const list = (data) => json(200, { object: 'list', data, has_more: false, url: url.pathname });

    if (route === 'POST /v1/customers') {
      const params = parseForm(body);
      return json(200, { id: nextId('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {} });
    }
    if (route === 'POST /v1/checkout/sessions') {
      const params = parseForm(body);
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        subscription: null,
        url: `${base}/checkout/${id}`,
      };
      checkoutSessions.push(session);
      return json(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (sessionPath) {
      const found = checkoutSessions.find((s) => s.id === sessionPath[1]);
      if (!found) return missing();
      if (req.method === 'GET' && !sessionPath[2]) return json(200, found);
      if (req.method === 'POST' && sessionPath[2]) {
        if (found.status !== 'open')
          return json(400, {
            error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of open can be expired.' },
          });
        found.status = 'expired';
        return json(200, found);
      }
    }
    if (route === 'GET /v1/subscriptions')
      return list(
        [...subscriptions.values()].filter(
          (s) => s.customer === query.customer && (query.status === 'all' || s.status === (query.status ?? 'active')),
        ),
      );
    if (route === 'GET /v1/invoices')
      return list([...invoices.values()].filter((i) => i.customer === query.customer && (!query.status || i.status === query.status)));
    if (route === 'GET /v1/invoice_payments') {
      const paymentIntent = query.payment?.payment_intent;
      return list(
        [...invoices.values()]
          .filter((i) => paymentIntent && i.payment_intent === paymentIntent)
          .map((i) => ({
            id: `inpay_${i.id}`,
            object: 'invoice_payment',
            invoice: i.id,
            payment: { type: 'payment_intent', payment_intent: i.payment_intent },
          })),
      );
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = nextId('bps');
      return json(200, { id, object: 'billing_portal.session', url: `${base}/portal/${id}`, return_url: parseForm(body).return_url });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscription && req.method === 'GET')
      return subscriptions.has(subscription[1]) ? json(200, subscriptions.get(subscription[1])) : missing();
    if (subscription && req.method === 'DELETE') {
      const found = subscriptions.get(subscription[1]);
      if (!found) return missing();
      found.status = 'canceled';
      found.ended_at ??= Math.floor(Date.now() / 1000);
      return json(200, found);
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (price && req.method === 'GET') {
      const found = FAKE_PRICES[price[1]];
      return found
        ? json(200, {
            id: price[1],
            object: 'price',
            unit_amount: found.unit_amount,
            currency: found.currency,
            recurring: { interval: found.interval },
          })
        : missing();
    }
    // The pages the browser is sent to: Checkout pays at once, going back to the success URL.
    const checkoutPage = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkoutPage && req.method === 'GET') {
      const session = checkoutSessions.find((s) => s.id === checkoutPage[1]);
      if (!session) return missing();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><a href="${session.success_url}">Pay</a> <a href="${session.cancel_url}">Cancel</a>`,
      );
    }
    if (route === 'GET /__fake/health') return json(200, { ok: true });
    if (route === 'GET /__fake/requests') return json(200, requests);
    if (route === 'GET /__fake/checkout-sessions') return json(200, checkoutSessions);
    if (route === 'POST /__fake/subscriptions') {
      const value = JSON.parse(body);
      subscriptions.set(value.id, value);
      return json(200, value);
    }
    return missing();
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  base = `http://${host}:${address.port}`;
  return {
    url: base,
    port: address.port,
    requests,
    checkoutSessions,
    /** A checkout session paid: complete, with the subscription it made. */
    completeSession(id, subscription) {
      const found = checkoutSessions.find((s) => s.id === id);
      if (!found) throw new Error(`no checkout session ${id}`);
      Object.assign(found, { status: 'complete', subscription });
      return found;
    },
    /** A paid invoice as Stripe's API shows it: its subscription line's period, and the payment that paid it. */
    setInvoice({ id, customer, subscription, periodStart, periodEnd, paidAt = periodStart, paymentIntent = `pi_${id}` }) {
      const value = paidInvoiceObject({ id, customer, subscription, periodStart, periodEnd, paidAt, paymentIntent });
      invoices.set(id, value);
      return value;
    },
    /** A subscription as Stripe's API shows it (the period end lives on its items). */
    setSubscription({ id, customer, status, periodEnd, cancelAtPeriodEnd = false }) {
      const value = {
        id,
        object: 'subscription',
        customer,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: periodEnd }] },
      };
      subscriptions.set(id, value);
      return value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run as a program (the browser tests' web server): node e2e/fake-stripe.mjs <port>
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeStripe({ port: Number(process.argv[2] ?? 12111) });
  console.log(`[fake-stripe] listening on ${fake.url}`);
}
