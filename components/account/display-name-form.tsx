'use client';

import { useId, useState, type FormEvent } from 'react';
import { viewerHintChanged } from '@/components/layout/viewer-hint-store';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_RULE, displayNameProblem } from '@/lib/account/display-name-rules';

type Saved = { name: string };

async function saveName(name: string): Promise<{ ok: true; name: string } | { ok: false; message: string }> {
  try {
    const response = await fetch('/api/account/display-name', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as { name?: unknown; error?: { message?: unknown } } | null;
    if (response.ok && typeof data?.name === 'string') return { ok: true, name: data.name };
    const message = data?.error?.message;
    return { ok: false, message: typeof message === 'string' ? message : 'Your display name could not be saved. Please try again.' };
  } catch {
    return { ok: false, message: 'Could not reach the server. Check your connection and try again.' };
  }
}

/** Choosing the public display name shown on leaderboards (the rules come from the server's own module). */
export function DisplayNameForm({
  current,
  onSaved,
  submitLabel = 'Save name',
}: {
  current: string;
  onSaved?: (saved: Saved) => void;
  submitLabel?: string;
}) {
  const [name, setName] = useState(current);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' } | { kind: 'error' | 'saved'; message: string }>({ kind: 'idle' });
  const inputId = useId();
  const helpId = useId();
  const messageId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = displayNameProblem(name);
    if (problem) return setStatus({ kind: 'error', message: problem });
    setStatus({ kind: 'saving' });
    const result = await saveName(name);
    if (!result.ok) return setStatus({ kind: 'error', message: result.message });
    setName(result.name);
    setStatus({ kind: 'saved', message: `Saved: leaderboards now show you as ${result.name}.` });
    viewerHintChanged();
    onSaved?.({ name: result.name });
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate data-testid="display-name-form">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Display name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="name"
          value={name}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${helpId} ${messageId}`}
          aria-invalid={status.kind === 'error'}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        />
        <button type="submit" className="btn-primary" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? 'Saving…' : submitLabel}
        </button>
      </div>
      <p id={helpId} className="text-xs text-slate-700 dark:text-slate-300">
        Shown on leaderboards instead of your e-mail. {DISPLAY_NAME_RULE}
      </p>
      <p
        id={messageId}
        role="status"
        className={status.kind === 'error' ? 'text-sm text-red-800 dark:text-red-300' : 'text-sm text-emerald-800 dark:text-emerald-300'}
      >
        {status.kind === 'error' || status.kind === 'saved' ? status.message : ''}
      </p>
    </form>
  );
}
