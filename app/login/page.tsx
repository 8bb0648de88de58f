import type { Metadata } from 'next';
import { AuthPageForm } from '@/components/auth/auth-page-form';
import { safeNextPath } from '@/lib/http/safe-redirect';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({ title: 'Log In', description: 'Log in to keep your puzzle progress and enter the leaderboards.', path: '/login' });

type Props = { searchParams: Promise<{ next?: string | string[]; error?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === 'string' ? params.next : null);
  const error = typeof params.error === 'string' ? params.error.slice(0, 300) : null;
  return (
    <div className="space-y-4">
      {error && (
        <p role="alert" className="mx-auto max-w-md rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      <AuthPageForm initialMode="login" next={next} />
    </div>
  );
}
