import 'server-only';
import { getEnv } from '@/lib/env';
import { getStore } from '@/lib/db/database';
import type { AuthPort, CookieJar } from './auth-port';
import { createEmbeddedAuth } from './embedded/embedded-auth';
import { createSupabaseAuth } from './supabase/supabase-auth';

/** Cookies are Secure whenever the site is served over https (always, in production). */
export function secureCookies(): boolean {
  return getEnv().siteUrl.startsWith('https://');
}

/** The configured adapter for one request's cookies. */
export async function createAuth(jar: CookieJar): Promise<AuthPort> {
  const env = getEnv();
  if (env.auth.kind === 'supabase') {
    return createSupabaseAuth({ url: env.auth.url, anonKey: env.auth.anonKey, jar, secureCookies: secureCookies() });
  }
  const store = await getStore();
  return createEmbeddedAuth({ store: store.embeddedAuth, jar, secureCookies: secureCookies() });
}
