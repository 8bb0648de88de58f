import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Facebook Data Deletion Status', robots: { index: false } };

export default function FacebookDataDeletionStatusPage() {
  return (
    <div className="prose-page">
      <h1>Facebook data deletion status</h1>
      <p>
        This page shows the status of a data deletion request made through Facebook, using the confirmation code Facebook gave you.
        Looking up requests by code is not available yet; for now see <Link href="/data-deletion">data deletion</Link> for how to ask
        and how we handle it.
      </p>
    </div>
  );
}
