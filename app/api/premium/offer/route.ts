import { jsonResponse } from '@/lib/http/responses';
import { paymentsConfigured } from '@/lib/payments';

export const dynamic = 'force-dynamic';

/**
 * Whether Premium can be bought online here (Stripe configured), for the house banner of pages
 * prerendered once for everybody. The same for every caller, so a browser may keep it a while.
 */
export function GET() {
  return jsonResponse({ onSale: paymentsConfigured() }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
