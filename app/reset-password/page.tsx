import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/password-recovery-forms';

export const metadata: Metadata = { title: 'Choose a New Password', robots: { index: false } };

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
