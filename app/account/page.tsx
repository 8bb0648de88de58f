import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect, unstable_rethrow } from 'next/navigation';
import { DisplayNameForm } from '@/components/account/display-name-form';
import { ManageSubscriptionButton } from '@/components/premium/manage-subscription-button';
import { SubscriptionNotes } from '@/components/premium/subscription-notes';
import { StatisticsTable } from '@/components/account/statistics-table';
import { getViewer } from '@/lib/auth/viewer';
import { getStore } from '@/lib/db/database';
import { createStatisticsService } from '@/lib/games/platform/statistics-service';
import { getBilling, hasManageableSubscription, paymentsConfigured } from '@/lib/payments';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Your Account',
    description: 'Your display name, tier and statistics across the games.',
    path: '/account',
    noIndex: true,
  });

async function loadAccount() {
  try {
    const viewer = await getViewer();
    if (!viewer.user) return { signedIn: false as const };
    const statistics = await createStatisticsService(await getStore()).forAllGames(viewer.user.id);
    const billing = paymentsConfigured() ? await (await getBilling()).account(viewer.user.id) : null;
    return { signedIn: true as const, viewer, statistics, subscription: hasManageableSubscription(billing) ? billing : null };
  } catch (error) {
    unstable_rethrow(error);
    return { unavailable: true as const };
  }
}

export default async function AccountPage() {
  const account = await loadAccount();
  if ('unavailable' in account) {
    return (
      <div className="prose-page">
        <h1>Your account</h1>
        <p role="alert">Your account cannot be loaded right now. Please try again in a few minutes.</p>
      </div>
    );
  }
  if (!account.signedIn) redirect('/login?next=/account');
  const { viewer, statistics, subscription } = account;
  return (
    <div className="prose-page">
      <h1>Your account</h1>
      <section aria-labelledby="account-name" className="space-y-2">
        <h2 id="account-name">Public name</h2>
        <p>Leaderboards show this name, never your e-mail address.</p>
        <DisplayNameForm current={viewer.name ?? ''} />
      </section>
      <section aria-labelledby="account-tier" className="space-y-2">
        <h2 id="account-tier">Tier</h2>
        <p>
          <span data-testid="account-tier">{viewer.tier.toUpperCase()}</span>
          {viewer.tier === 'free' && (
            <>
              {' '}
              · <Link href="/premium">Go Premium</Link> for no ads and unlimited chess puzzles.
            </>
          )}
        </p>
        {subscription && (
          <>
            <SubscriptionNotes account={subscription} />
            <ManageSubscriptionButton returnTo="/account" />
          </>
        )}
        <p>Signed in as {viewer.user?.email} (only you see this).</p>
      </section>
      <section aria-labelledby="account-statistics" className="space-y-2">
        <h2 id="account-statistics">Statistics</h2>
        <StatisticsTable games={statistics} />
      </section>
      <section aria-labelledby="account-delete" className="space-y-2">
        <h2 id="account-delete">Delete your account</h2>
        <p>
          You can delete your account and all its data at any time: <Link href="/delete-account">delete my account</Link>.
        </p>
      </section>
    </div>
  );
}
