import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactAddress } from '@/components/layout/contact-address';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Data Deletion',
    description: 'What Puzzle Games deletes when you ask, and the two ways to ask: through Facebook or by e-mail.',
    path: '/data-deletion',
  });

export default function DataDeletionPage() {
  return (
    <div className="prose-page">
      <h1>Data deletion</h1>
      <p>
        When you ask us to delete your data, we delete your account and everything tied to it: your e-mail address and sign-in details
        (including the link to your Facebook or Google login), your profile and tier, your chess puzzle progress and attempts, your daily
        puzzle counts, and your leaderboard entries and 2048 games.
      </p>
      <h2>Two ways to ask</h2>
      <ul>
        <li>
          <strong>Through Facebook:</strong> if you signed in with Facebook, open Facebook&apos;s Settings, then Apps and Websites, remove
          Puzzle Games and choose to send a deletion request. We delete your data straight away. Facebook gives you a confirmation code and
          a link to the <Link href="/facebook-data-deletion-status">deletion status page</Link>, where you can check the request.
        </li>
        <li>
          <strong>By e-mail:</strong> write to <ContactAddress /> from the address of your account, as described on{' '}
          <Link href="/delete-account">account deletion</Link>.
        </li>
      </ul>
      <p>
        If you are signed in, you can also delete your account yourself at once on the <Link href="/delete-account">account deletion</Link>{' '}
        page.
      </p>
      <h2>If you paid for Premium</h2>
      <p>
        Payments are handled by Stripe, our payment processor. Before deleting your account we cancel your subscription, so you are not
        charged again, and we delete the link between your account and Stripe. Stripe keeps its customer record, your invoices and the
        payment records for as long as tax and accounting law requires; we never held your card details.
      </p>
      <h2>What we keep about the request</h2>
      <p>
        For a request made through Facebook we keep its confirmation code, its status and its dates, so that the status page can answer you.
        We do not keep your Facebook user id: only a one-way fingerprint (a SHA-256 hash) of it.
      </p>
    </div>
  );
}
