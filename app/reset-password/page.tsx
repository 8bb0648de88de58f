import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/password-recovery-forms';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Choose a New Password',
    description: 'Choose a new password for your Puzzle Games account.',
    path: '/reset-password',
    noIndex: true,
  });

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <div className="card mx-auto max-w-md space-y-4 p-6">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <ResetPasswordForm token={typeof token === 'string' ? token.slice(0, 200) : null} />
    </div>
  );
}
