import type { Metadata } from 'next';
import Link from 'next/link';
import { DeleteAccountForm } from '@/components/account/delete-account-form';
import { ContactAddress } from '@/components/layout/contact-address';
import { OutageNotice } from '@/components/layout/outage-notice';
import { getViewerOrSignedOut } from '@/lib/auth/viewer';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Delete Your Account',
    description: 'How to delete your Puzzle Games account and personal data: yourself when signed in, or by e-mail.',
    path: '/delete-account',
  });

export default async function DeleteAccountPage() {
  const { user, unavailable } = await getViewerOrSignedOut();
  return (
    <div className="prose-page">
      <h1>Delete your account</h1>
      <p>You can have your account and all your personal data deleted at any time, in one of two ways.</p>
      {unavailable && <OutageNotice what="whether you are signed in" />}
      {user ? (
        <section aria-labelledby="delete-now" className="space-y-3">
          <h2 id="delete-now">Delete it now</h2>
          <p>You are signed in as {user.email}. You can delete this account yourself, straight away; you will be signed out.</p>
          <DeleteAccountForm email={user.email} />
        </section>
      ) : (
        <p>
          If you have an account, <Link href="/login?next=/delete-account">log in</Link> to delete it yourself straight away.
        </p>
      )}
      <h2>By e-mail</h2>
      <p>
        To have your account and all your personal data deleted, e-mail <ContactAddress /> from the address of your account and ask for it
        to be deleted. We delete your account, your profile, your puzzle progress, your daily puzzle counts and your leaderboard entries.
      </p>
      <p>
        If you signed in with Facebook you can also remove the app in your Facebook settings; see{' '}
        <Link href="/data-deletion">data deletion</Link>.
      </p>
      <p>
        If you pay for Premium, deleting your account cancels the subscription first. Stripe, our payment processor, keeps your invoices and
        payment records as tax law requires.
      </p>
    </div>
  );
}
