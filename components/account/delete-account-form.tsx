'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { postJson } from '@/components/auth/auth-client';

const CONFIRM_WORD = 'DELETE';

/**
 * Deleting one's own account: a first button opens the confirmation step, where the user types
 * DELETE; only then is the request sent. On success the browser goes home, signed out.
 */
export function DeleteAccountForm({ email }: { email: string }) {
  const [step, setStep] = useState<'idle' | 'confirm'>('idle');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed !== CONFIRM_WORD || busy) return;
    setBusy(true);
    setError(null);
    const result = await postJson('/api/account/delete', { confirm: CONFIRM_WORD });
    if (result.ok) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: nothing of the deleted account stays
      window.location.assign('/');
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  if (step === 'idle') {
    return (
      <button
        type="button"
        className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400"
        onClick={() => {
          setStep('confirm');
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        Delete my account
      </button>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="font-semibold text-red-900 dark:text-red-100">
        This deletes the account {email} and all its data for good. It cannot be undone.
      </p>
      <label htmlFor={id} className="block text-sm font-medium">
        Type {CONFIRM_WORD} to confirm
      </label>
      <input
        ref={inputRef}
        id={id}
        name="confirm"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 font-mono dark:border-slate-600 dark:bg-slate-800"
      />
      {error && (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={typed !== CONFIRM_WORD || busy}
          className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400"
        >
          {busy ? 'Deleting...' : 'Delete my account permanently'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => {
            setStep('idle');
            setTyped('');
            setError(null);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
