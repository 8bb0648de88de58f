import { handle, jsonResponse } from '@/lib/http/responses';
import { getWebhookService } from '@/lib/payments';
import { readRawBody } from '@/lib/payments/read-raw-body';

/**
 * Stripe's webhook (server to server, so no same-origin check: the signature over the raw body is
 * the authentication). A replayed event is answered 200 so Stripe stops sending it, and changes nothing.
 */
export const POST = handle(
  async (request: Request) => {
    const webhook = await getWebhookService();
    const outcome = await webhook.receive(await readRawBody(request), request.headers.get('stripe-signature'));
    return jsonResponse({ received: true, outcome });
  },
  'The event could not be processed.',
  { crossSite: 'allow' },
);
