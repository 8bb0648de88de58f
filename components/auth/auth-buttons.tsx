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
  // The form exists only while the dialog is open: less to render and hydrate on every page.
  const [isOpen, setIsOpen] = useState(false);
  const router = useRouter();
  const pathname = usePathname();

  function open(next: AuthMode) {
    setMode(next);
    setFormKey((k) => k + 1);
    setIsOpen(true);
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
        onClose={() => setIsOpen(false)}
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
          {isOpen && (
            <AuthForm
              key={formKey}
              mode={mode}
              onModeChange={setMode}
              next={pathname || '/'}
              autoFocus
              onSignedIn={() => {
                close();
                // Pages rendered per request (premium, 2048) render again with the new session.
                router.refresh();
              }}
            />
          )}
        </div>
      </dialog>
    </>
  );
}
