'use client';

import { useId, useState, type FormEvent } from 'react';

/** The keyboard way to play: SAN or UCI, e.g. Qh7# or d1h5. */
export function MoveInput({ enabled, onSubmit }: { enabled: boolean; onSubmit(text: string): boolean }) {
  const [text, setText] = useState('');
  const id = useId();
  const helpId = `${id}-help`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || !text.trim()) return;
    if (onSubmit(text)) setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Type a move
        </label>
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={!enabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={helpId}
          placeholder="e.g. Qh7#"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={!enabled}>
        Play move
      </button>
      <p id={helpId} className="w-full text-xs text-slate-600 dark:text-slate-400">
        Algebraic (Qh7#, exd8=Q, O-O) or from-to squares (d1h5, e7e8q).
      </p>
    </form>
  );
}
