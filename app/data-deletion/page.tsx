import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactAddress } from '@/components/layout/contact-address';

export const metadata: Metadata = { title: 'Data Deletion', description: 'What Puzzle Games deletes when you ask, and the two ways to ask.' };

export default function DataDeletionPage() {
  return (
    <div className="prose-page">
      <h1>Data deletion</h1>
      <p>When you ask us to delete your data, we delete your account and everything tied to it: your e-mail address, your profile and tier, your chess puzzle progress, your daily puzzle counts and your leaderboard entries.</p>
      <h2>Two ways to ask</h2>
      <ul>
        <li>
          <strong>Through Facebook:</strong> if you signed in with Facebook, open Facebook&apos;s Settings, then Apps and Websites, remove Puzzle Games
          and choose to send a deletion request. Facebook gives you a confirmation code and a link where you can follow the request.
        </li>
        <li>
          <strong>By e-mail:</strong> write to <ContactAddress /> from the address of your account, as described on{' '}
          <Link href="/delete-account">account deletion</Link>.
        </li>
      </ul>
    </div>
  );
}
