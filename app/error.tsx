'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/**
 * An unexpected error in a page, shown inside the site's layout (header, menu and footer still
 * work): what happened in plain words, a retry and a way back. The details stay in the server log.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="card space-y-4 p-8 text-center" data-testid="error-page">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p>This page could not be shown just now. It is not something you did; please try again in a moment.</p>
      {error.digest && <p className="text-xs text-slate-600 dark:text-slate-400">Reference: {error.digest}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="btn-secondary">
          Back to all puzzles
        </Link>
      </div>
    </div>
  );
}
