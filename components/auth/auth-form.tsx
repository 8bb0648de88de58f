'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { viewerHintChanged } from '@/components/layout/viewer-hint-store';
import { startOAuth, submitCredentials, type AuthMode } from './auth-client';

type Props = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  /** Where to come back to after a social login. */
  next: string;
  autoFocus?: boolean;
};

/** The spec's sign-in form: social buttons, an OR divider, e-mail and password, errors inline. */
export function AuthForm({ mode, onModeChange, onSignedIn, next, autoFocus }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const login = mode === 'login';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setNotice(null);
    const outcome = await submitCredentials(mode, String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
    else if (!outcome.signedIn) setNotice(outcome.message);
    else {
      viewerHintChanged(); // the reply set the viewer hint: the header shows the account at once
      onSignedIn();
    }
  }

  async function onSocial(provider: 'google' | 'facebook') {
    setBusy(true);
    setError(null);
    const outcome = await startOAuth(provider, next);
    if (outcome.ok) {
      window.location.assign(outcome.url);
      return;
    }
    setBusy(false);
    setError(outcome.message);
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-2">
        <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => onSocial('google')}>
          Continue with Google
        </button>
        <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => onSocial('facebook')}>
          Continue with Facebook
        </button>
      </div>
      <div className="flex items-center gap-3 text-xs font-semibold text-slate-600 dark:text-slate-300" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
        OR
        <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
      </div>
      <form className="grid gap-3" onSubmit={onSubmit} aria-describedby={error ? errorId : undefined} noValidate={false}>
        <div className="grid gap-1">
          <label htmlFor={emailId} className="text-sm font-medium">
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="email"
            autoFocus={autoFocus}
            maxLength={254}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={passwordId} className="text-sm font-medium">
            Password
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            required
            autoComplete={login ? 'current-password' : 'new-password'}
            maxLength={200}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
          {!login && <p className="text-xs text-slate-600 dark:text-slate-300">At least 8 characters, with a letter and a digit.</p>}
        </div>
        {error && (
          <p
            id={errorId}
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="auth-error"
          >
            {error}
          </p>
        )}
        {notice && (
          <p
            role="status"
            className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
          >
            {notice}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Loading...' : login ? 'Log In' : 'Create Account'}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-indigo-700 underline dark:text-indigo-300"
          onClick={() => onModeChange(login ? 'signup' : 'login')}
        >
          {login ? "Don't have an account? Sign Up" : 'Already have an account? Log In'}
        </button>
        {login && (
          <Link href="/forgot-password" className="text-indigo-700 underline dark:text-indigo-300">
            Forgot password?
          </Link>
        )}
      </div>
    </div>
  );
}
