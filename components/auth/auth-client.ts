/** The browser's only way to the auth backend: our own route handlers (never supabase-js). */
export type AuthMode = 'login' | 'signup';
export type AuthOutcome = { ok: true; signedIn: true } | { ok: true; signedIn: false; message: string } | { ok: false; message: string };

async function post(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> | null }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, data };
}

function errorMessage(data: Record<string, unknown> | null, fallback: string): string {
  const error = data?.error as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : fallback;
}

const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

export async function submitCredentials(mode: AuthMode, email: string, password: string): Promise<AuthOutcome> {
  try {
    const { status, data } = await post(mode === 'login' ? '/api/auth/login' : '/api/auth/signup', { email, password });
    if (status >= 200 && status < 300) {
      if (data?.confirmationSent) return { ok: true, signedIn: false, message: 'Check your e-mail to confirm your account, then log in.' };
      return { ok: true, signedIn: true };
    }
    return { ok: false, message: errorMessage(data, 'Something went wrong. Please try again.') };
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
}

/** Starts Google or Facebook sign-in: the server answers with the provider's URL, or an error to show. */
export async function startOAuth(
  provider: 'google' | 'facebook',
  next: string,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  try {
    const { status, data } = await post('/api/auth/oauth', { provider, next });
    if (status === 200 && typeof data?.url === 'string') return { ok: true, url: data.url };
    return { ok: false, message: errorMessage(data, 'Social login failed. Please try again.') };
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
}

export async function postJson(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; message: string | null; data: Record<string, unknown> | null }> {
  try {
    const { status, data } = await post(path, body);
    const ok = status >= 200 && status < 300;
    return { ok, message: ok ? null : errorMessage(data, 'Something went wrong. Please try again.'), data };
  } catch {
    return { ok: false, message: NETWORK_ERROR, data: null };
  }
}
