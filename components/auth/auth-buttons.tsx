'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { ModalDialog, useModalDialog } from '@/components/ui/modal-dialog';
import type { AuthMode } from './auth-client';
import { AuthForm } from './auth-form';

/** Create Free Account and Login, each opening the sign-in modal in its mode. */
export function AuthButtons() {
  const dialog = useModalDialog();
  const [mode, setMode] = useState<AuthMode>('login');
  const [formKey, setFormKey] = useState(0);
  const router = useRouter();
  const pathname = usePathname();

  function open(next: AuthMode) {
    setMode(next);
    setFormKey((k) => k + 1);
    dialog.open();
  }

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => open('signup')}>
        Create Free Account
      </button>
      <button type="button" className="btn-secondary" onClick={() => open('login')}>
        Login
      </button>
      <ModalDialog
        dialog={dialog}
        titleId="auth-dialog-title"
        title={mode === 'login' ? 'Log In' : 'Sign Up'}
        closeLabel="Close"
        width="w-[min(92vw,26rem)]"
      >
        <AuthForm
          key={formKey}
          mode={mode}
          onModeChange={setMode}
          next={pathname || '/'}
          autoFocus
          onSignedIn={() => {
            dialog.close();
            // Pages rendered per request (premium, 2048) render again with the new session.
            router.refresh();
          }}
        />
      </ModalDialog>
    </>
  );
}
