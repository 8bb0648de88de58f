import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address';
import { RATE_RULES, ruleLimit } from '@/lib/http/rate-limit';
import { freshPglite } from '@/tests/support/databases';
import { clearOfWindowEdge } from '@/tests/support/rate-windows';

// The route as Next.js runs it, with its request context stood in: the connection's address, the
// caller its cookies name, and the database.
const context = vi.hoisted(() => ({ address: '', userId: null as string | null, store: undefined as unknown }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: context.address }) }));
vi.mock('@/lib/db/database', () => ({ getStore: async () => context.store }));
vi.mock('@/lib/auth/viewer', () => ({
  getCaller: async () => ({
    user: context.userId ? { id: context.userId, email: 'player@example.com' } : null,
    tier: context.userId ? 'free' : 'anonymous',
    name: null,
    key: context.userId ?? 'anon',
    keyKind: context.userId ? 'user' : 'anonymous',
  }),
  rewriteViewerHint: async () => {},
}));

const { POST } = await import('./route');

let sql: SqlExecutor;
let store: Store;
let userId: string;
// The rule's limit as the server applies it (RATE_LIMIT_MULTIPLIER included).
const LIMIT = ruleLimit(RATE_RULES.displayNamePerIp);

const choose = (name: unknown, from: { address: string; signedIn?: boolean }) => {
  context.address = from.address;
  context.userId = from.signedIn === false ? null : userId;
  return POST(
    new Request('http://localhost/api/account/display-name', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    }),
  );
};
const storedName = async () => (await store.profiles.displayName(userId)).name;

describe('POST /api/account/display-name, limited per address', () => {
  beforeAll(async () => {
    sql = await freshPglite();
    store = createStore(sql);
    context.store = store;
    userId = (await sql.query<{ id: string }>("insert into auth.users (email) values ('player@example.com') returning id::text"))[0]!.id;
  });
  afterAll(() => sql.close());

  it(`allows ${LIMIT} changes an hour from one address, then answers 429 with Retry-After and changes nothing`, async () => {
    // The rule's hour-long window is the server's: the count must not straddle its end (a run did at 19:00:00).
    await clearOfWindowEdge();
    const address = '198.51.100.7';
    for (let i = 0; i < LIMIT; i++) expect((await choose(`Named ${i}`, { address })).status).toBe(200);
    expect(await storedName()).toBe(`Named ${LIMIT - 1}`);

    const refused = await choose('One More', { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: RATE_RULES.displayNamePerIp.message } });
    expect(await storedName()).toBe(`Named ${LIMIT - 1}`);

    // Refused before anything else is looked at: a bad body or a signed-out caller gets the same 429.
    expect((await choose(42, { address })).status).toBe(429);
    expect((await choose('Signed Out', { address, signedIn: false })).status).toBe(429);
    // Another address has its own allowance.
    expect((await choose('Elsewhere', { address: '203.0.113.9' })).status).toBe(200);
    expect(await storedName()).toBe('Elsewhere');
  });

  it('counts every call, the refused ones included', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < LIMIT; i++) expect((await choose('x', { address, signedIn: false })).status).toBe(401);
    expect((await choose('Counted Out', { address })).status).toBe(429);
    expect(await storedName()).not.toBe('Counted Out');
  });
});
