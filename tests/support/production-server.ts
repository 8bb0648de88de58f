import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './databases';

/**
 * Real production servers for the hardening tests: `next start` on the build in .next (npm test
 * builds it before vitest runs), on 127.0.0.1 only, with an environment the test chooses.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Variables of the developer's shell that would change which backend the server uses. */
const BACKEND_VARIABLES = [
  'DATABASE_URL',
  'EMBEDDED_DATA_DIR',
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
  'FACEBOOK_APP_SECRET',
  'NEXT_PUBLIC_ADSENSE_CLIENT',
  'OPENING_EXPLORER_URL',
  'RATE_LIMIT_MULTIPLIER',
  'TRUSTED_PROXY_HOPS',
  'PORT',
  'TEST_TIME_FLOOR_SCALE',
];

export function assertProductionBuild(): void {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build in .next: run `node scripts/start.mjs --build-only` first (npm test builds before vitest runs).');
  }
}

export type ProductionServer = {
  url: string;
  port: number;
  pid: number;
  /** Everything the server printed so far (for failure messages). */
  logs(): string;
  /** SIGTERM, then SIGKILL if it is still running after a few seconds. */
  stop(): Promise<void>;
  /** SIGKILL at once: no shutdown hooks run. */
  kill(): Promise<void>;
  exited(): boolean;
  /** The exit code once exited (null while running, or when a signal ended it). */
  exitCode(): number | null;
};

export type ServerOptions = {
  /** Either EMBEDDED_DATA_DIR or DATABASE_URL, plus anything else the test needs ('' unsets a default). */
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
};

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// Servers still running when the test process exits (a crash, an interrupted run) are killed with it.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  assertProductionBuild();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !BACKEND_VARIABLES.includes(k)) base[k] = v;
  const env: NodeJS.ProcessEnv = {
    ...base,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: url,
    // Never reach the internet from a test: the opening explorer points at a closed local port.
    OPENING_EXPLORER_URL: 'http://127.0.0.1:9/masters',
    // The tests stand in for one reverse proxy: X-Forwarded-For (a unique address per test) picks
    // the rate-limit bucket. A test of the default (no trusted proxy) sets 0.
    TRUSTED_PROXY_HOPS: '1',
    ...options.env,
  };
  // An empty value in options.env unsets the variable (e.g. SITE_URL: '' for a server without one).
  for (const [k, v] of Object.entries(options.env)) if (v === '') delete env[k];
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const server: ProductionServer = {
    url,
    port,
    pid: child.pid ?? -1,
    logs: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exitCode: () => child.exitCode,
    async stop() {
      if (server.exited()) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 8000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5000);
      }
    },
    async kill() {
      if (server.exited()) return;
      child.kill('SIGKILL');
      await waitForExit(child, 5000);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (server.exited()) throw new Error(`The production server exited before it was ready:\n${output.slice(-4000)}`);
    const status = await probe(`${url}/robots.txt`);
    if (status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The production server did not answer within ${options.readyTimeoutMs ?? 90_000} ms:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

function probe(target: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(target, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

// ---------------------------------------------------------------------------------------------
// A small HTTP client with full control over headers (fetch adds and forbids some), keep-alive.

export type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  setCookies: string[];
};

export type SendOptions = {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  timeoutMs?: number;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * A kept-alive socket the server closes as idle just as a request goes out on it is reset before the
 * server reads anything (seen at a load of 20): Node's documented answer is to send it again on a new
 * socket, once. Any other error, or a reset on a fresh socket, stays an error.
 */
export async function send(baseUrl: string, pathAndQuery: string, options: SendOptions = {}): Promise<Reply> {
  try {
    return await sendOnce(baseUrl, pathAndQuery, options);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
    return sendOnce(baseUrl, pathAndQuery, options);
  }
}

class StaleSocketError extends Error {}

function sendOnce(baseUrl: string, pathAndQuery: string, options: SendOptions): Promise<Reply> {
  const target = new URL(pathAndQuery, baseUrl);
  const headers: Record<string, string | string[] | number> = { ...options.headers };
  if (options.body !== undefined && !Object.keys(headers).some((h) => ['content-length', 'transfer-encoding'].includes(h.toLowerCase()))) {
    headers['content-length'] = Buffer.byteLength(options.body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers,
        agent,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, setCookies: raw ?? [] });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`request to ${pathAndQuery} timed out`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(req.reusedSocket && error.code === 'ECONNRESET' ? new StaleSocketError(error.message) : error),
    );
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A cookie jar for one simulated browser: keeps what Set-Cookie says, sends it back. */
export class Jar {
  readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.cookies.set(k, v);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  take(reply: Reply): this {
    for (const line of reply.setCookies) {
      const parsed = parseSetCookie(line);
      if (parsed.attributes['max-age'] === '0' || parsed.value === '') this.cookies.delete(parsed.name);
      else this.cookies.set(parsed.name, parsed.value);
    }
    return this;
  }
}

export type ParsedCookie = { name: string; value: string; attributes: Record<string, string> };

export function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...rest] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const i = part.indexOf('=');
    const key = (i < 0 ? part : part.slice(0, i)).trim().toLowerCase();
    attributes[key] = i < 0 ? '' : part.slice(i + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

/** A client bound to one server, with same-origin browser-like headers for state changes. */
export function client(server: { url: string }) {
  const origin = new URL(server.url).origin;
  return {
    send: (p: string, o: SendOptions = {}) => send(server.url, p, o),
    /** A same-origin JSON POST as the site's own pages make it. */
    async postJson(p: string, body: unknown, jar?: Jar, extra: Record<string, string> = {}) {
      const reply = await send(server.url, p, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'same-origin',
          ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
          ...extra,
        },
        body: JSON.stringify(body),
      });
      jar?.take(reply);
      return reply;
    },
    async get(p: string, jar?: Jar, extra: Record<string, string> = {}) {
      const reply = await send(server.url, p, { headers: { ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}), ...extra } });
      jar?.take(reply);
      return reply;
    },
  };
}

/** Runs tasks with at most `limit` in flight. */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      results[i] = await fn(items[i] as T, i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
