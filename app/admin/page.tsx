import type { Metadata } from 'next';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import { HeldResultsTable } from '@/components/admin/held-results-table';
import { heldReviewForPage } from '@/lib/requests/held-review-requests';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Held results',
    description: 'Results held as pending, for an administrator to release or reject.',
    path: '/admin',
    noIndex: true,
  });

async function loadHeld() {
  try {
    const { review, reviewer } = await heldReviewForPage();
    if (!reviewer.userId) return { signedIn: false as const };
    // Below the administrator tier the page does not exist (nothing to learn from a 403).
    if (reviewer.tier !== 'admin') return { admin: false as const };
    return { list: await review.list(reviewer) };
  } catch (error) {
    unstable_rethrow(error);
    return { unavailable: true as const };
  }
}

/** A person looks at held results (docs/GAMES.md, Fair play): the administrator tier only. */
export default async function AdminPage() {
  const held = await loadHeld();
  if ('signedIn' in held) redirect('/login?next=/admin');
  if ('admin' in held) notFound();
  return (
    <div className="prose-page max-w-none">
      <h1>Held results</h1>
      <p>
        Wins held off the leaderboards as pending. Release one and it is ranked as if it had never been held; reject one and it stays off
        for good. Each decision is made once and recorded with your account.
      </p>
      {'unavailable' in held ? (
        <p role="alert">The held results cannot be loaded right now. Please try again in a few minutes.</p>
      ) : (
        <HeldResultsTable results={held.list.results} total={held.list.total} />
      )}
    </div>
  );
}
