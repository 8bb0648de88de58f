import type { CookieJar, CookieToSet } from '@/lib/auth/auth-port';

/** A browser's cookie store for one site: what setAll writes is what the next request's getAll returns. */
export function browserCookieJar() {
  const cookies = new Map<string, string>();
  const writes: CookieToSet[] = [];
  const jar: CookieJar = {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll(list) {
      for (const c of list) {
        writes.push(c);
        const expired =
          (c.options.maxAge !== undefined && c.options.maxAge <= 0) ||
          (c.options.expires !== undefined && c.options.expires.getTime() <= Date.now());
        if (expired) cookies.delete(c.name);
        else cookies.set(c.name, c.value);
      }
    },
  };
  return { jar, cookies, writes };
}
