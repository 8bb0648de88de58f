'use client';

import { useState } from 'react';
import { postForUrl } from './post-for-url';

/** Opens Stripe's customer portal (cancel, change card, invoices), coming back to this page after. */
export function ManageSubscriptionButton({ returnTo }: { returnTo: '/premium' | '/account' }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function open() {
    setPending(true);
    setError('');
    const result = await postForUrl('/api/premium/portal', { returnTo }, 'The subscription page could not be opened. Please try again.');
    if (result.ok) return window.location.assign(result.url);
    setPending(false);
    setError(result.message);
  }

  return (
    <div className="space-y-1">
      <button type="button" className="btn-primary" disabled={pending} onClick={open}>
        {pending ? 'Opening…' : 'Manage subscription'}
      </button>
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
