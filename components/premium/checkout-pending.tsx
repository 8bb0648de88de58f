'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { viewerHintChanged } from '@/components/layout/viewer-hint-store';

const POLL_MS = 1_500;
const MAX_POLLS = 40; // about a minute: Stripe's webhook usually arrives within seconds

type State = 'waiting' | 'premium' | 'slow';

/** After paying: polls the tier until the webhook has switched Premium on, then says so (no reload). */
export function CheckoutPending() {
  const router = useRouter();
  const [state, setState] = useState<State>('waiting');

  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function poll() {
      polls += 1;
      try {
        const response = await fetch('/api/premium/status', { credentials: 'same-origin', cache: 'no-store' });
        const data = (await response.json().catch(() => null)) as { premium?: unknown } | null;
        if (stopped) return;
        if (data?.premium === true) {
          setState('premium');
          viewerHintChanged(); // the answer rewrote the viewer hint: the ads go at once
          router.refresh();
          return;
        }
      } catch {
        // A failed poll is tried again like a negative one.
      }
      if (polls >= MAX_POLLS) setState('slow');
      else timer = setTimeout(poll, POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [router]);

  const text =
    state === 'premium'
      ? 'You have Premium: no ads and unlimited chess puzzles. Thank you for supporting the site!'
      : state === 'slow'
        ? 'Your payment went through, and Premium is taking longer than usual to switch on. Refresh this page in a minute; if it stays off, contact us.'
        : 'Thank you! Premium is being switched on…';
  return (
    <p
      role="status"
      data-testid="checkout-status"
      className="rounded-md bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
    >
      {text}
    </p>
  );
}
