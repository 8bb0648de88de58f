import type { Metadata } from 'next';
import { ContactAddress } from '@/components/layout/contact-address';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Terms of Use',
    description: 'The terms for playing on Puzzle Games: playing fair, accounts, Premium and the service.',
    path: '/terms',
  });

export default function TermsPage() {
  return (
    <div className="prose-page">
      <h1>Terms of Use</h1>
      <p>By playing on Puzzle Games you agree to these terms.</p>
      <h2>Playing fair</h2>
      <ul>
        <li>
          Do not try to get around the daily puzzle limit, forge leaderboard entries or attack the site. We may remove entries and accounts
          that do.
        </li>
        <li>Leaderboard names come from your e-mail address; do not register addresses that are offensive or impersonate others.</li>
      </ul>
      <h2>Accounts and Premium</h2>
      <ul>
        <li>You are responsible for keeping your password safe. You can delete your account at any time.</li>
        <li>Premium removes ads and the daily chess puzzle limit for as long as it is active on your account.</li>
      </ul>
      <h2>The service</h2>
      <p>
        The games are provided as they are. We work to keep them running and your progress safe, but we cannot promise the site is never
        unavailable.
      </p>
      <p>
        Questions about these terms: <ContactAddress />.
      </p>
    </div>
  );
}
