'use client';

import { useState } from 'react';
import { postForUrl } from './post-for-url';

export type PlanOffer = { plan: 'monthly' | 'yearly'; label: string; price: string | null };

/** "Get Premium" for each plan: starts a Stripe Checkout and sends the browser there. */
export function CheckoutButtons({ plans }: { plans: PlanOffer[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState('');

  async function start(plan: PlanOffer['plan']) {
    setPending(plan);
    setError('');
    const result = await postForUrl('/api/premium/checkout', { plan }, 'The checkout could not be started. Please try again.');
    if (result.ok) return window.location.assign(result.url);
    setPending(null);
    setError(result.message);
  }

  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-3" aria-label="Premium plans">
        {plans.map(({ plan, label, price }) => (
          <li key={plan} className="flex min-w-48 flex-col gap-2 rounded-md border border-slate-300 p-4 dark:border-slate-600">
            <span className="font-semibold">{label}</span>
            <span data-testid={`price-${plan}`}>{price ?? 'Price shown at checkout'}</span>
            <button
              type="button"
              className="btn-primary"
              disabled={pending !== null}
              onClick={() => start(plan)}
              aria-label={`Get Premium ${label.toLowerCase()}`}
            >
              {pending === plan ? 'Opening checkout…' : 'Get Premium'}
            </button>
          </li>
        ))}
      </ul>
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
