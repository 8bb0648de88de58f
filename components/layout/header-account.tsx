'use client';

import Link from 'next/link';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { useViewerHint } from './viewer-hint-store';
import { StarIcon } from '@/components/icons/ui-icons';

/**
 * The header's account corner, from the viewer hint. Before hydration the signed-out form is
 * rendered (what crawlers and most visitors get); for a signed-in visitor the pre-paint script has
 * marked <html>, and CSS keeps this corner hidden until the real one replaces it.
 */
export function HeaderAccount() {
  const hint = useViewerHint();
  const premium = hint?.tier === 'premium' || hint?.tier === 'admin';
  return (
    <div className={`flex flex-wrap items-center gap-2 ${hint === undefined ? 'viewer-pending' : ''}`}>
      <Link href="/premium" className={premium ? 'btn-secondary' : 'btn-premium'}>
        <StarIcon className="inline-block h-[1em] w-[1em] text-amber-700" /> {premium ? 'Premium' : 'Go Premium'}
      </Link>
      {hint ? (
        <div className="flex items-center gap-2" data-testid="user-badge">
          <Link href="/account" className="max-w-40 truncate text-sm font-semibold underline-offset-2 hover:underline" title="Your account">
            {hint.name}
          </Link>
          <span className="rounded bg-indigo-100 px-2 py-0.5 text-xs font-bold tracking-wide text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">
            {hint.tier.toUpperCase()}
          </span>
          <form action="/api/auth/logout" method="post">
            <button type="submit" className="btn-secondary">
              Logout
            </button>
          </form>
        </div>
      ) : (
        <AuthButtons />
      )}
    </div>
  );
}
