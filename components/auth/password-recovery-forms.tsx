'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { postJson } from './auth-client';
import { viewerHintChanged } from '@/components/layout/viewer-hint-store';

const inputClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800';

export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await postJson('/api/auth/recover', { email: new FormData(event.currentTarget).get('email') });
    setBusy(false);
    setMessage(
      result.ok ? { ok: true, text: String(result.data?.message ?? 'Check your e-mail.') } : { ok: false, text: result.message ?? '' },
    );
  }
  return (
    <form className="grid gap-3" onSubmit={onSubmit}>
      <label htmlFor={id} className="text-sm font-medium">
        Email
      </label>
      <input id={id} name="email" type="email" required autoComplete="email" className={inputClass} />
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Loading...' : 'Send reset link'}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  // The recovery token is read (the server passed it in): out of the address bar, the history and
  // any Referer at once.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const id = useId();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const password = new FormData(event.currentTarget).get('password');
    const result = await postJson('/api/auth/reset-password', token ? { password, token } : { password });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    viewerHintChanged();
    router.replace('/');
    router.refresh();
  }
  return (
    <form className="grid gap-3" onSubmit={onSubmit}>
      <label htmlFor={id} className="text-sm font-medium">
        New password
      </label>
      <input id={id} name="password" type="password" required autoComplete="new-password" className={inputClass} />
      <p className="text-xs text-slate-600 dark:text-slate-300">At least 8 characters, with a letter and a digit.</p>
      {error && (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Loading...' : 'Set new password'}
      </button>
    </form>
  );
}
