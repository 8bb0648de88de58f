// Benchmark callers: real accounts signed up through the API (a tiny cookie jar each), then made
// premium (no daily quota) with every difficulty open (progress 2000 in easy, medium and hard), so
// they may start any shipped puzzle, the mate-in-3 ones included.
import { randomBytes } from 'node:crypto';
import { http } from './server.mjs';

/** One `name=value` pair into a jar. */
function setPair(jar, pair) {
  const eq = pair.indexOf('=');
  if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
}

/** Cookie header value from a response's Set-Cookie lines, merged into an existing jar. */
export function absorbCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) setPair(jar, line.split(';')[0]);
  return jar;
}

export const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Signs up n users; each comes back with its e-mail and the cookie header of its session. */
export async function signUpUsers(base, n) {
  const run = randomBytes(4).toString('hex');
  return pool(
    Array.from({ length: n }, (_, i) => i),
    4,
    async (i) => {
      const email = `bench-${run}-${i}@example.com`;
      const response = await http(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `Bench-${run}-pw-${i}` }),
      });
      if (response.status !== 201) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
      const jar = absorbCookies(new Map(), response);
      if (!jar.has('session_access')) throw new Error(`sign-up of ${email} set no session cookie`);
      return { email, cookie: cookieHeader(jar) };
    },
  );
}

// What `npm run set-tier -- <email> premium` does (profiles.setTierByEmail), plus progress 2000 in
// every difficulty so hard (locked behind 2000 medium solves) is open: one statement, by e-mail.
const UNLOCK_SQL = `
with u as (select id from auth.users where lower(email) = any($1::text[])),
tier as (
  insert into public.profiles (user_id, tier) select id, 'premium' from u
  on conflict (user_id) do update set tier = excluded.tier, updated_at = now()
  returning user_id
)
insert into public.puzzle_progress (key, difficulty, last_completed, updated_at)
select u.id::text, d, 2000, now() from u cross join unnest(array['easy', 'medium', 'hard']) as d
on conflict (key, difficulty) do update set last_completed = 2000, updated_at = now()
returning key`;

/**
 * Makes the users premium with everything unlocked. The embedded database is one process's: the
 * server holding it must be stopped first (the caller restarts it on the same folder).
 * @param {{ backend: 'embedded'|'postgres', dataDir?: string, databaseUrl?: string }} target
 */
export async function unlockPremium(target, emails) {
  const lower = emails.map((e) => e.toLowerCase());
  let rows;
  if (target.backend === 'embedded') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(target.dataDir);
    await db.waitReady;
    try {
      rows = (await db.query(UNLOCK_SQL, [lower])).rows;
    } finally {
      await db.close();
    }
  } else {
    const { default: postgres } = await import('postgres');
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      rows = await sql.unsafe(UNLOCK_SQL, [lower]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  if (rows.length !== emails.length * 3)
    throw new Error(`unlocking premium callers touched ${rows.length} progress rows, expected ${emails.length * 3}`);
}

/** The cookie jar of a Cookie header (name=value pairs). */
function jarOf(header) {
  const jar = new Map();
  for (const pair of header.split(';')) setPair(jar, pair);
  return jar;
}

/**
 * One call per caller, keeping the cookies its answer sets, as a browser does: made premium after
 * sign-up, a caller still sends the viewer hint of a free player, and every answer would set it
 * again, a cookie write on each bench request that no player's browser causes. Throws when a second
 * call still sets a cookie.
 */
export async function settleCookies(base, users) {
  const call = (user) => http(`${base}/api/puzzles/state`, { headers: { cookie: user.cookie } });
  const settled = await pool(users, 4, async (user) => {
    const response = await call(user);
    await response.arrayBuffer();
    return { ...user, cookie: cookieHeader(absorbCookies(jarOf(user.cookie), response)) };
  });
  const again = await call(settled[0]);
  await again.arrayBuffer();
  if (again.headers.getSetCookie().length > 0)
    throw new Error(`a settled caller's call still set cookies: ${again.headers.getSetCookie().join(' | ')}`);
  return settled;
}

/** Checks through the API that a caller is premium with hard open. */
export async function assertPremium(base, user) {
  const response = await http(`${base}/api/puzzles/state`, { headers: { cookie: user.cookie } });
  const state = await response.json();
  const hard = state.difficulties?.find((d) => d.difficulty === 'hard');
  if (state.tier !== 'premium' || !hard || hard.locked)
    throw new Error(`caller ${user.email} is not premium with hard open: ${JSON.stringify(state)}`);
}
