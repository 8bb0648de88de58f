import 'server-only';
import { getEnv } from '@/lib/env';
import { getStore } from '@/lib/db/database';
import type { AuthPort, CookieJar } from './auth-port';
import { createEmbeddedAuth } from './embedded/embedded-auth';

/** Cookies are Secure whenever the site is served over https (always, in production). */
export function secureCookies(): boolean {
  return getEnv().siteUrl.startsWith('https://');
}

/** The configured adapter for one request's cookies. */
export async function createAuth(jar: CookieJar): Promise<AuthPort> {
  const env = getEnv();
  if (env.auth.kind === 'supabase') {
    // Loaded only in Supabase mode: the embedded site never pays for supabase-js.
    const { createSupabaseAuth } = await import('./supabase/supabase-auth');
    return createSupabaseAuth({ url: env.auth.url, anonKey: env.auth.anonKey, jar, secureCookies: secureCookies() });
  }
  const store = await getStore();
  return createEmbeddedAuth({ store: store.embeddedAuth, jar, secureCookies: secureCookies() });
}
