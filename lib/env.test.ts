import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, startupWarnings } from './env';

describe('parseEnv', () => {
  it('warns at a production start-up without SITE_URL or CONTACT_EMAIL, and only then', () => {
    const [siteUrl, contact] = startupWarnings(parseEnv({ NODE_ENV: 'production' }));
    expect(siteUrl).toContain('SITE_URL is not set');
    expect(siteUrl).toContain('http://localhost:3000');
    expect(contact).toContain('CONTACT_EMAIL is not set');
    const configured = { NODE_ENV: 'production', SITE_URL: 'https://puzzles.example.com', CONTACT_EMAIL: 'hello@puzzles.example.com' };
    expect(startupWarnings(parseEnv(configured))).toEqual([]);
    expect(startupWarnings(parseEnv({ ...configured, CONTACT_EMAIL: undefined }))).toEqual([expect.stringContaining('CONTACT_EMAIL')]);
    expect(startupWarnings(parseEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('trusts no proxy by default; TRUSTED_PROXY_HOPS is a small whole number', () => {
    expect(parseEnv({}).trustedProxyHops).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '99']) expect(() => parseEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('defaults to the embedded database and auth', () => {
    const env = parseEnv({});
    expect(env.database).toEqual({ kind: 'embedded', dataDir: '.data' });
    expect(env.auth).toEqual({ kind: 'embedded' });
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.adsense).toBeNull();
  });

  it('uses DATABASE_URL and EMBEDDED_DATA_DIR', () => {
    expect(parseEnv({ EMBEDDED_DATA_DIR: '/tmp/x' }).database).toEqual({ kind: 'embedded', dataDir: '/tmp/x' });
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(() => parseEnv({ DATABASE_URL: 'mysql://u@h/db' })).toThrow(/DATABASE_URL/);
  });

  it('switches on Supabase auth only with URL, anon key and DATABASE_URL together', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k',
      DATABASE_URL: 'postgresql://x@y/z',
    });
    expect(env.auth).toEqual({ kind: 'supabase', url: 'https://p.supabase.co', anonKey: 'k', serviceRoleKey: null });
  });

  it('fails on half a Supabase configuration, naming the missing variables', () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co', DATABASE_URL: 'postgres://a@b/c' }, ['NEXT_PUBLIC_SUPABASE_ANON_KEY']],
      [{ NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' }, ['NEXT_PUBLIC_SUPABASE_URL', 'DATABASE_URL']],
      [{ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' }, ['DATABASE_URL']],
    ];
    for (const [source, missing] of cases) {
      let error: unknown;
      try {
        parseEnv(source);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).missing).toEqual(missing);
      for (const name of missing) expect((error as Error).message).toContain(name);
    }
  });

  it('treats empty strings as unset and rejects malformed values', () => {
    expect(parseEnv({ NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' }).auth.kind).toBe('embedded');
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
    expect(parseEnv({ SITE_URL: 'https://games.example/' }).siteUrl).toBe('https://games.example');
  });
  it('switches on Stripe only with its four variables together, and names what half a configuration lacks', () => {
    expect(parseEnv({}).stripe).toBeNull();
    const full = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    };
    expect(parseEnv(full).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      priceMonthly: 'price_m',
      priceYearly: 'price_y',
      apiBase: null,
    });
    expect(parseEnv({ ...full, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toBe('http://127.0.0.1:12111');
    const cases: [Record<string, string>, string[]][] = [
      [{ STRIPE_SECRET_KEY: 'sk_test_x' }, ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY']],
      [{ ...full, STRIPE_WEBHOOK_SECRET: '' }, ['STRIPE_WEBHOOK_SECRET']],
      [{ STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_YEARLY: 'price_y' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    ];
    for (const [source, missing] of cases) {
      let error: unknown;
      try {
        parseEnv(source);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).missing).toEqual(missing);
      for (const name of missing) expect((error as Error).message).toContain(name);
    }
  });

  it("takes TEST_TIME_FLOOR_SCALE only on the browser tests' kind of server, and refuses it at start-up anywhere else, naming it", () => {
    expect(parseEnv({}).timeFloorScale).toBe(1);
    const harness = { SITE_URL: 'http://localhost:3210', EMBEDDED_DATA_DIR: '/tmp/e2e-data-x' };
    expect(parseEnv({ ...harness, TEST_TIME_FLOOR_SCALE: '0.05' }).timeFloorScale).toBe(0.05);
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3000', TEST_TIME_FLOOR_SCALE: '1' }).timeFloorScale).toBe(1);
    expect(parseEnv({ SITE_URL: 'http://[::1]:3000', TEST_TIME_FLOOR_SCALE: '0.5' }).timeFloorScale).toBe(0.5);
    const fakeStripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_BASE: 'http://127.0.0.1:3211',
    };
    expect(parseEnv({ ...harness, ...fakeStripe, TEST_TIME_FLOOR_SCALE: '0.05' }).timeFloorScale).toBe(0.05);
    // Not a factor in (0, 1].
    for (const bad of ['0', '-0.5', '1.5', 'fast'])
      expect(() => parseEnv({ ...harness, TEST_TIME_FLOOR_SCALE: bad })).toThrow(/TEST_TIME_FLOOR_SCALE/);
    // Anything a deployment has: each refused with its reason.
    const refused: [Record<string, string>, RegExp][] = [
      [{}, /SITE_URL is not set/],
      [
        { ...harness, SITE_URL: 'https://puzzles.example.com' },
        /SITE_URL https:\/\/puzzles\.example\.com is not an http origin on this machine/,
      ],
      [{ ...harness, SITE_URL: 'https://localhost:3210' }, /is not an http origin on this machine/],
      [{ ...harness, SITE_URL: 'http://10.0.0.5:3000' }, /is not an http origin on this machine/],
      [{ ...harness, SITE_URL: 'http://localhost.example.com' }, /is not an http origin on this machine/],
      [{ ...harness, DATABASE_URL: 'postgres://u@h/db' }, /DATABASE_URL is set/],
      [{ ...harness, TRUSTED_PROXY_HOPS: '1' }, /TRUSTED_PROXY_HOPS/],
      [{ ...harness, ...fakeStripe, STRIPE_SECRET_KEY: 'sk_live_x' }, /not a test key/],
      [{ ...harness, ...fakeStripe, STRIPE_API_BASE: '' }, /STRIPE_API_BASE/],
    ];
    for (const [source, reason] of refused) {
      let error: unknown;
      try {
        parseEnv({ ...source, TEST_TIME_FLOOR_SCALE: '0.05' });
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(source)).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(/^TEST_TIME_FLOOR_SCALE .*browser tests/);
      expect((error as Error).message).toMatch(reason);
      // Without it, the same configuration starts.
      expect(parseEnv(source).timeFloorScale).toBe(1);
    }
  });
});
