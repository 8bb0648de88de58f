import type { Metadata } from 'next';
import { getViewerOrSignedOut } from '@/lib/auth/viewer';
import { ContactAddress } from '@/components/layout/contact-address';
import { OutageNotice } from '@/components/layout/outage-notice';
import { CheckoutPending } from '@/components/premium/checkout-pending';
import { PremiumOffer } from '@/components/premium/premium-offer';
import { PREMIUM_PITCH } from '@/components/premium/premium-pitch';
import { dailyLimitText } from '@/lib/games/chess/puzzle-rules';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Premium',
    description: 'Compare the free and premium tiers of Puzzle Games: ads and daily chess puzzles.',
    path: '/premium',
  });

// The limits the server enforces, from its own rules module.
const rows = [
  { tier: 'Anonymous (no account)', ads: 'Yes', puzzles: dailyLimitText('anonymous') },
  { tier: 'Free account', ads: 'Yes', puzzles: dailyLimitText('free') },
  { tier: 'Premium', ads: 'No', puzzles: dailyLimitText('premium') },
];

type Props = { searchParams: Promise<{ checkout?: string | string[] }> };

export default async function PremiumPage({ searchParams }: Props) {
  // While the database is down the page still renders: the comparison, without the account line.
  const viewer = await getViewerOrSignedOut();
  const premium = viewer.tier === 'premium' || viewer.tier === 'admin';
  const checkout = (await searchParams).checkout;
  return (
    <div className="prose-page">
      <h1>Premium</h1>
      {viewer.unavailable && <OutageNotice what="your account's tier" />}
      {checkout === 'cancelled' && !premium && (
        <p className="rounded-md bg-slate-100 p-3 text-slate-900 dark:bg-slate-800 dark:text-slate-100" role="status">
          Checkout was cancelled and nothing was charged. You can get Premium whenever you like.
        </p>
      )}
      {checkout === 'success' && viewer.user && !premium && <CheckoutPending />}
      {premium && (
        <p className="rounded-md bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" role="status">
          You have Premium: no ads and unlimited chess puzzles. Thank you for supporting the site!
        </p>
      )}
      <p>Every game on Puzzle Games is free to play. {PREMIUM_PITCH}</p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">What each tier includes</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-4">
              Tier
            </th>
            <th scope="col" className="py-2 pr-4">
              Ads
            </th>
            <th scope="col" className="py-2">
              Chess puzzles per day
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.tier} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 pr-4 font-medium">
                {r.tier}
              </th>
              <td className="py-2 pr-4">{r.ads}</td>
              <td className="py-2">{r.puzzles}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Easy chess puzzles are always open; Medium and Hard unlock by completing the level before, whatever your tier. The daily count
        resets at midnight UTC.
      </p>
      <h2>{premium ? 'Your Premium' : 'How to get Premium'}</h2>
      <PremiumOffer
        user={viewer.user ? { id: viewer.user.id } : null}
        premium={premium}
        checkoutSucceeded={checkout === 'success'}
        unavailable={viewer.unavailable}
        contact={<ContactAddress />}
      />
    </div>
  );
}
