'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { AuthMode } from './auth-client';
import { AuthForm } from './auth-form';

/** The sign-in form as a page (/login, /signup): after success it goes to the checked `next` path. */
export function AuthPageForm({ initialMode, next }: { initialMode: AuthMode; next: string }) {
  const [mode, setMode] = useState(initialMode);
  const router = useRouter();
  return (
    <div className="card mx-auto w-full max-w-md space-y-4 p-6">
      <h1 className="text-2xl font-bold">{mode === 'login' ? 'Log In' : 'Sign Up'}</h1>
      <AuthForm
        mode={mode}
        onModeChange={setMode}
        next={next}
        onSignedIn={() => {
          router.replace(next);
          router.refresh();
        }}
      />
    </div>
  );
}
