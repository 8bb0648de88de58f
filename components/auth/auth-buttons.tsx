'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { AuthMode } from './auth-client';
import { AuthForm } from './auth-form';

/** Create Free Account and Login, each opening the sign-in modal in its mode. */
export function AuthButtons() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<AuthMode>('login');
  const [formKey, setFormKey] = useState(0);
  const router = useRouter();
  const pathname = usePathname();

  function open(next: AuthMode) {
    setMode(next);
    setFormKey((k) => k + 1);
    dialogRef.current?.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => open('signup')}>
        Create Free Account
      </button>
      <button type="button" className="btn-secondary" onClick={() => open('login')}>
        Login
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="auth-dialog-title"
        className="m-auto w-[min(92vw,26rem)] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className="space-y-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="auth-dialog-title" className="text-xl font-bold">
              {mode === 'login' ? 'Log In' : 'Sign Up'}
            </h2>
            <button type="button" className="btn-secondary h-8 w-8 px-0" aria-label="Close" onClick={close}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <AuthForm
            key={formKey}
            mode={mode}
            onModeChange={setMode}
            next={pathname || '/'}
            autoFocus
            onSignedIn={() => {
              close();
              // Re-renders the server components (header, ads) with the new session: no full reload.
              router.refresh();
            }}
          />
        </div>
      </dialog>
    </>
  );
}
