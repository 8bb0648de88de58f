import type { PaymentGateway, Plan, PriceView } from './gateway';
import { logger } from '@/lib/observability/logger';

export type Offer = Record<Plan, PriceView | null>;

const FRESH_MS = 5 * 60_000;
/** After a failure, try again sooner: the offer shows without prices meanwhile. */
const RETRY_MS = 30_000;

/** The two prices read from Stripe, kept a few minutes; a price Stripe did not give is null. */
export function createPriceCatalog(gateway: PaymentGateway, priceIds: Record<Plan, string>, now: () => number = Date.now) {
  let cached: { offer: Offer; until: number } | null = null;
  let pending: Promise<Offer> | null = null;

  async function load(): Promise<Offer> {
    const read = (id: string) =>
      gateway.retrievePrice(id).catch((error: unknown) => {
        logger().warn({ err: error }, 'a price could not be read from Stripe');
        return null;
      });
    const [monthly, yearly] = await Promise.all([read(priceIds.monthly), read(priceIds.yearly)]);
    const offer = { monthly, yearly };
    cached = { offer, until: now() + (monthly && yearly ? FRESH_MS : RETRY_MS) };
    return offer;
  }

  return {
    async offer(): Promise<Offer> {
      if (cached && cached.until > now()) return cached.offer;
      // Concurrent page renders share one read.
      pending ??= load().finally(() => (pending = null));
      return pending;
    },
  };
}
