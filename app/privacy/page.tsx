import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactAddress } from '@/components/layout/contact-address';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Privacy Policy',
    description: 'What Puzzle Games stores about you, why, and how to have it deleted.',
    path: '/privacy',
  });

export default function PrivacyPage() {
  return (
    <div className="prose-page">
      <h1>Privacy Policy</h1>
      <p>We keep as little about you as the games need. This page says what that is.</p>
      <h2>Without an account</h2>
      <ul>
        <li>
          A random identifier, signed by our server, in a cookie named <code>anon_key</code> (<code>__Host-anon_key</code> on our secure
          site; kept for one year), so your game progress, results and daily puzzle count belong to your browser. When you sign up or log
          in, what it holds moves into your account and your browser gets a new identifier; signing out gives it a new one too, so the next
          person using the same computer does not see your games.
        </li>
        <li>Your theme choice, your 2048 best score and your 2048 game in progress, stored in your own browser only.</li>
        <li>
          To keep the leaderboards fair, a one-way hash of your network address is stored with each hint, mistakes check or lost game for
          two days, and with rate limits for as long as their window lasts. It is never shown to anybody.
        </li>
      </ul>
      <h2>With an account</h2>
      <ul>
        <li>
          Your e-mail address and a securely hashed password (or the identity Google or Facebook confirms when you use them to sign in).
        </li>
        <li>
          Your tier (free, premium), your chess puzzle progress, your daily puzzle count, your game results and your leaderboard times.
          Leaderboards show the display name you choose (or a generated one such as &ldquo;Quiet Otter 482&rdquo;), never your e-mail
          address.
        </li>
        <li>Session cookies that keep you signed in. They are not readable by scripts on the page.</li>
      </ul>
      <h2>Payments</h2>
      <p>
        Premium is paid through Stripe. Your card details go to Stripe only, never to our server; we keep your Stripe customer and
        subscription identifiers and the subscription&apos;s state. Stripe keeps its own records of payments and invoices, as tax law
        requires, under its own privacy policy.
      </p>
      <h2>Advertising</h2>
      <p>
        Visitors without Premium see ads. When an ad network is configured it may set its own cookies; its own privacy policy applies to
        them.
      </p>
      <h2>Deleting your data</h2>
      <p>
        You can delete your account and everything tied to it yourself from the <Link href="/delete-account">account deletion page</Link>,
        or ask us to: see <Link href="/data-deletion">data deletion</Link>. Questions: <ContactAddress />.
      </p>
    </div>
  );
}
