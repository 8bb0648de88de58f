import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactAddress } from '@/components/layout/contact-address';

export const metadata: Metadata = { title: 'Delete Your Account', description: 'How to have your Puzzle Games account and personal data deleted.' };

export default function DeleteAccountPage() {
  return (
    <div className="prose-page">
      <h1>Delete your account</h1>
      <p>
        To have your account and all your personal data deleted, e-mail <ContactAddress /> from the address of your account and ask for it
        to be deleted. We delete your account, your profile, your puzzle progress, your daily puzzle counts and your leaderboard entries.
      </p>
      <p>
        If you signed in with Facebook you can also remove the app in your Facebook settings; see <Link href="/data-deletion">data deletion</Link>.
      </p>
    </div>
  );
}
