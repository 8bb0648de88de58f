import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/password-recovery-forms';

export const metadata: Metadata = { title: 'Forgot Password', description: 'Reset the password of your Puzzle Games account.' };

export default function ForgotPasswordPage() {
  return (
    <div className="card mx-auto max-w-md space-y-4 p-6">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="text-sm">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </div>
  );
}
