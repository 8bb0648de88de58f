import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/password-recovery-forms';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata =>
  pageMetadata({ title: 'Forgot Password', description: 'Reset the password of your Puzzle Games account.', path: '/forgot-password' });

export default function ForgotPasswordPage() {
  return (
    <div className="card mx-auto max-w-md space-y-4 p-6">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="text-sm">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </div>
  );
}
