import type { Metadata } from 'next';
import { AuthPageForm } from '@/components/auth/auth-page-form';
import { safeNextPath } from '@/lib/http/safe-redirect';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Create a Free Account',
    description: 'Create a free account to keep your puzzle progress and enter the leaderboards.',
    path: '/signup',
  });

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignUpPage({ searchParams }: Props) {
  const params = await searchParams;
  return <AuthPageForm initialMode="signup" next={safeNextPath(typeof params.next === 'string' ? params.next : null)} />;
}
