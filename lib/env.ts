import { z } from 'zod';

/**
 * The one place that reads process.env. Half a configuration is an error at start-up that names
 * what is missing (the spec's missing-environment-variables error), never a silent fallback.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.string().url().optional());

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  EMBEDDED_DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  SITE_URL: optionalUrl,
  CONTACT_EMAIL: optionalString.pipe(z.string().email().optional()),
  FACEBOOK_APP_SECRET: optionalString,
  NEXT_PUBLIC_ADSENSE_CLIENT: optionalString,
  NEXT_PUBLIC_ADSENSE_SLOT_SIDEBAR: optionalString,
  NEXT_PUBLIC_ADSENSE_SLOT_BANNER: optionalString,
  OPENING_EXPLORER_URL: optionalUrl,
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1000).default(1),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // One IPv6 subscriber usually holds a whole /64, so limits count the prefix, not the address.
  IPV6_LIMIT_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_BASE: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // A bearer token for /api/metrics; unset, the endpoint answers 404. Long enough not to be guessed.
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional()),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  TEST_TIME_FLOOR_SCALE: optionalString.pipe(z.coerce.number<string | undefined>().gt(0).max(1).optional()),
});

/** All four or none: online payment needs every one of them. */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;

export type StripeEnv = {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceYearly: string;
  /** Another API origin than Stripe's (stripe-mock, the tests' fake); null for api.stripe.com. */
  apiBase: string | null;
};

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  siteUrl: string;
  /** false when SITE_URL is unset and siteUrl is the local default (warned about at start-up). */
  siteUrlConfigured: boolean;
  contactEmail: string | null;
  database: { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };
  /** EMBEDDED_DATA_DIR (default .data): the embedded database, and the embedded auth's recovery links in either mode. */
  dataDir: string;
  auth: { kind: 'embedded' } | { kind: 'supabase'; url: string; anonKey: string; serviceRoleKey: string | null };
  facebookAppSecret: string | null;
  adsense: { client: string; sidebarSlot: string | null; bannerSlot: string | null } | null;
  openingExplorerUrl: string;
  /** Scales every rate limit (1 in production; the browser tests, all from one IP, raise it). */
  rateLimitMultiplier: number;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For and are trusted: 0 (the
   * default) trusts none and uses the connection's own address; N takes the address the Nth-nearest
   * proxy saw, the Nth X-Forwarded-For entry from the right.
   */
  trustedProxyHops: number;
  ipv6LimitPrefix: number;
  /** Online payment (Stripe Checkout, the portal, the webhook); null when not configured. */
  stripe: StripeEnv | null;
  /**
   * The factor the fair-play time floors are multiplied by: 1, except on the browser tests' server
   * (TEST_TIME_FLOOR_SCALE, refused anywhere else: see testTimeFloorScale).
   */
  timeFloorScale: number;
  /** Logs (pino's levels), the metrics token (null: /api/metrics is off), how long SIGTERM waits for requests in flight. */
  operations: { logLevel: LogLevel; metricsToken: string | null; shutdownGraceSeconds: number };
};

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export class EnvError extends Error {
  constructor(
    message: string,
    readonly missing: string[],
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = rawSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment variables: ${fields.join('; ')}`, []);
  }
  const raw = parsed.data;

  const supabaseUrl = raw.NEXT_PUBLIC_SUPABASE_URL;
  const supabaseKey = raw.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const missing: string[] = [];
  if (supabaseUrl && !supabaseKey) missing.push('NEXT_PUBLIC_SUPABASE_ANON_KEY');
  if (supabaseKey && !supabaseUrl) missing.push('NEXT_PUBLIC_SUPABASE_URL');
  // Supabase users live in Supabase's auth.users: the data must live in the same database.
  if ((supabaseUrl || supabaseKey) && !raw.DATABASE_URL) missing.push('DATABASE_URL');
  if (missing.length > 0) {
    throw new EnvError(
      `Missing environment variables: ${missing.join(', ')}. Supabase mode needs NEXT_PUBLIC_SUPABASE_URL, ` +
        'NEXT_PUBLIC_SUPABASE_ANON_KEY and DATABASE_URL together; unset all three for the embedded mode.',
      missing,
    );
  }
  const stripe = parseStripe(raw);
  if (raw.DATABASE_URL && !/^postgres(ql)?:\/\//.test(raw.DATABASE_URL)) {
    throw new EnvError('Invalid environment variables: DATABASE_URL must start with postgres:// or postgresql://', []);
  }

  const production = raw.NODE_ENV === 'production';
  return {
    nodeEnv: raw.NODE_ENV,
    production,
    siteUrl: (raw.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    siteUrlConfigured: raw.SITE_URL !== undefined,
    contactEmail: raw.CONTACT_EMAIL ?? null,
    database: raw.DATABASE_URL
      ? { kind: 'postgres', url: raw.DATABASE_URL }
      : { kind: 'embedded', dataDir: raw.EMBEDDED_DATA_DIR ?? '.data' },
    dataDir: raw.EMBEDDED_DATA_DIR ?? '.data',
    auth:
      supabaseUrl && supabaseKey
        ? { kind: 'supabase', url: supabaseUrl, anonKey: supabaseKey, serviceRoleKey: raw.SUPABASE_SERVICE_ROLE_KEY ?? null }
        : { kind: 'embedded' },
    facebookAppSecret: raw.FACEBOOK_APP_SECRET ?? null,
    adsense: raw.NEXT_PUBLIC_ADSENSE_CLIENT
      ? {
          client: raw.NEXT_PUBLIC_ADSENSE_CLIENT,
          sidebarSlot: raw.NEXT_PUBLIC_ADSENSE_SLOT_SIDEBAR ?? null,
          bannerSlot: raw.NEXT_PUBLIC_ADSENSE_SLOT_BANNER ?? null,
        }
      : null,
    openingExplorerUrl: raw.OPENING_EXPLORER_URL ?? 'https://explorer.lichess.ovh/masters',
    rateLimitMultiplier: raw.RATE_LIMIT_MULTIPLIER,
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    ipv6LimitPrefix: raw.IPV6_LIMIT_PREFIX,
    stripe,
    timeFloorScale: testTimeFloorScale(raw),
    operations: {
      // Unit tests would print a line per request and event: only warnings and errors there by default.
      logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'warn' : 'info'),
      metricsToken: raw.METRICS_TOKEN ?? null,
      shutdownGraceSeconds: raw.SHUTDOWN_GRACE_SECONDS,
    },
  };
}

/** Hosts that name this machine itself: a site on one of them cannot be reached by anybody else. */
function isLoopbackOrigin(url: string | undefined): boolean {
  if (url === undefined) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname));
}

/**
 * TEST_TIME_FLOOR_SCALE: a factor in (0, 1] the fair-play time floors (minSolveSeconds,
 * plausibleSeconds, minMoveSeconds) are multiplied by, so that the browser tests' whole-game wins
 * need not wait minutes for them; the floors themselves are proven at full length by the fair-play
 * and attack suites, which never set it. A deployment with it would rank scripted wins, so it is
 * refused at start-up unless the server is plainly the browser tests' own, a setup no deployment can
 * serve anybody from: the embedded database (one process, data on this machine), SITE_URL set to an
 * http origin on this machine (localhost, 127.x.x.x, [::1]: every link, redirect and cookie the site
 * hands out points back at the visitor's own computer), no trusted proxy in front, and Stripe, if
 * configured, with a test key against an API on this machine (the tests' fake).
 */
function testTimeFloorScale(raw: z.infer<typeof rawSchema>): number {
  const scale = raw.TEST_TIME_FLOOR_SCALE;
  if (scale === undefined) return 1;
  const reasons = [
    raw.DATABASE_URL ? 'DATABASE_URL is set (it needs the embedded database)' : null,
    raw.SITE_URL === undefined
      ? 'SITE_URL is not set (it needs SITE_URL set to an http origin on this machine, e.g. http://localhost:3210)'
      : null,
    raw.SITE_URL !== undefined && !isLoopbackOrigin(raw.SITE_URL)
      ? `SITE_URL ${raw.SITE_URL} is not an http origin on this machine (localhost, 127.x.x.x or [::1])`
      : null,
    raw.TRUSTED_PROXY_HOPS > 0 ? 'TRUSTED_PROXY_HOPS is set (a server behind a proxy is a deployment)' : null,
    raw.STRIPE_SECRET_KEY && !/^(sk|rk)_test_/.test(raw.STRIPE_SECRET_KEY) ? 'STRIPE_SECRET_KEY is not a test key' : null,
    raw.STRIPE_SECRET_KEY && !isLoopbackOrigin(raw.STRIPE_API_BASE)
      ? 'Stripe is configured against an API not on this machine (STRIPE_API_BASE)'
      : null,
  ].filter((reason) => reason !== null);
  if (reasons.length > 0) {
    throw new EnvError(
      `TEST_TIME_FLOOR_SCALE shortens the fair-play time floors and is for the browser tests' server only; refused here: ${reasons.join('; ')}. ` +
        'Unset TEST_TIME_FLOOR_SCALE.',
      [],
    );
  }
  return scale;
}

function parseStripe(raw: z.infer<typeof rawSchema>): StripeEnv | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: priceMonthly,
    STRIPE_PRICE_YEARLY: priceYearly,
  } = raw;
  if (secretKey && webhookSecret && priceMonthly && priceYearly) {
    return { secretKey, webhookSecret, priceMonthly, priceYearly, apiBase: raw.STRIPE_API_BASE ?? null };
  }
  const missing = STRIPE_VARIABLES.filter((name) => !raw[name]);
  if (missing.length === STRIPE_VARIABLES.length) return null;
  throw new EnvError(
    `Missing environment variables: ${missing.join(', ')}. Online payment needs ${STRIPE_VARIABLES.join(', ')} together; ` +
      'unset all four to run without it.',
    missing,
  );
}

const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * What a production server prints when it starts: settings whose silent default is only right on
 * the developer's own machine. Not errors: `npm start` on a fresh clone must still work.
 */
export function startupWarnings(env: Env): string[] {
  if (!env.production) return [];
  const warnings: string[] = [];
  if (!env.siteUrlConfigured)
    warnings.push(
      `SITE_URL is not set: the site assumes it is served at ${DEFAULT_SITE_URL}. Canonical links, OAuth redirects and ` +
        'the sitemap point there, and cookies are not Secure. Set SITE_URL to the public origin (e.g. https://puzzles.example.com) in a deployment.',
    );
  if (!env.contactEmail)
    warnings.push(
      'CONTACT_EMAIL is not set: the contact, terms and deletion pages give players no address to write to. ' +
        'Set it at build time (it is baked into the prerendered pages), see docs/DEPLOY.md.',
    );
  return warnings;
}

let cached: Env | undefined;

/** Validated configuration of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The configuration as the server starts (instrumentation.ts): an error in it stops the process with
 * its message, instead of a server that answers every request with a 500.
 */
export function startupEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
