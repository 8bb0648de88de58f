import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactAddress, contactEmail } from '@/components/layout/contact-address';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Contact',
    description: 'How to reach the people behind Puzzle Games: questions, bug reports, ideas and account requests.',
    path: '/contact',
  });

export default function ContactPage() {
  const email = contactEmail();
  return (
    <div className="prose-page">
      <h1>Contact</h1>
      {/* Without an address this page is where the others point: it must not send a player back here. */}
      {email ? (
        <p>
          For questions, bug reports, ideas for new puzzles or anything about your account, write to <ContactAddress />.
        </p>
      ) : (
        <p data-testid="no-contact-email">We cannot take questions by e-mail yet: please look at this page again later.</p>
      )}
      <p>
        To have your account and data deleted, see <Link href="/delete-account">account deletion</Link>.
      </p>
      <h2 id="support">Support the site</h2>
      <p>
        Puzzle Games is free and paid for by ads and Premium. The best way to support it is <Link href="/premium">Premium</Link>.
        {email && (
          <>
            {' '}
            If you would rather give a one-off donation, write to <ContactAddress /> and we will tell you how.
          </>
        )}
      </p>
    </div>
  );
}
