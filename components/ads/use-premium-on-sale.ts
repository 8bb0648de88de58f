'use client';

import { useEffect, useState } from 'react';

// One question per page load, shared by every banner and kept over client-side navigations.
let asked: Promise<boolean> | null = null;

function ask(): Promise<boolean> {
  asked ??= fetch('/api/premium/offer')
    .then((r) => (r.ok ? (r.json() as Promise<{ onSale?: unknown }>) : { onSale: false }))
    .then((body) => body.onSale === true)
    .catch(() => false);
  return asked;
}

/**
 * Whether Premium can be bought online, asked once the page is in the browser (the page is
 * prerendered for everybody, without the server's payment settings). false until known.
 */
export function usePremiumOnSale(wanted: boolean): boolean {
  const [onSale, setOnSale] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void ask().then((value) => live && setOnSale(value));
    return () => {
      live = false;
    };
  }, [wanted]);
  return onSale;
}
