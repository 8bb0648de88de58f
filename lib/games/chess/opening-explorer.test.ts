import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { freshPglite } from '@/tests/support/databases';
import { FAILURE_BACKOFF_MS, forgetExplorerFailures, OPENING_PLIES, openingName } from './opening-explorer';

/** A local stand-in of the masters opening explorer (these machines have no internet). */
type Mode = 'ok' | 'unknown' | 'error' | 'hang' | 'garbage';
let mode: Mode = 'ok';
const seen: string[] = [];
let server: Server;
let url: string;
let sql: SqlExecutor;
let store: Store;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const play = new URL(req.url ?? '/', 'http://x').searchParams.get('play') ?? '';
    seen.push(play);
    if (mode === 'hang') return; // never answers: the 2 s timeout must give up
    if (mode === 'error') return void res.writeHead(503).end('down');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'garbage') return void res.end('{not json');
    res.end(
      JSON.stringify({ white: 1, draws: 1, black: 1, moves: [], opening: mode === 'ok' ? { eco: 'C50', name: 'Italian Game' } : null }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/masters`;
  sql = await freshPglite();
  store = createStore(sql);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await sql.close();
});

const italian = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'c2c3', 'g8f6', 'd2d4', 'e5d4', 'c3d4', 'c5b4', 'b1c3', 'f6e4'];

beforeEach(() => forgetExplorerFailures());

describe('opening names from the explorer', () => {
  it('asks with the first moves joined by commas and caches the answer in the database', async () => {
    mode = 'ok';
    seen.length = 0;
    expect(await openingName(store, url, italian)).toBe('Italian Game');
    expect(seen).toEqual([italian.slice(0, OPENING_PLIES).join(',')]);
    mode = 'error';
    expect(await openingName(store, url, italian)).toBe('Italian Game');
    expect(seen).toHaveLength(1);
  });

  it('caches a known "no name" answer as null', async () => {
    mode = 'unknown';
    expect(await openingName(store, url, ['a2a3', 'h7h6'])).toBeNull();
    mode = 'ok';
    seen.length = 0;
    expect(await openingName(store, url, ['a2a3', 'h7h6'])).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('gives null on failure, without caching it, so a later visit can try again', async () => {
    for (const failing of ['error', 'garbage'] as const) {
      forgetExplorerFailures();
      mode = failing;
      expect(await openingName(store, url, ['d2d4', `d7d5`, failing === 'error' ? 'c2c4' : 'g1f3'])).toBeNull();
    }
    forgetExplorerFailures();
    mode = 'ok';
    expect(await openingName(store, url, ['d2d4', 'd7d5', 'c2c4'])).toBe('Italian Game');
    expect(await openingName(store, 'http://127.0.0.1:1/closed', ['e2e4'])).toBeNull();
    expect(await openingName(store, url, [])).toBeNull();
  });

  it('leaves a failing explorer alone for a minute, whichever puzzle asks, then tries again', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    mode = 'error';
    seen.length = 0;
    expect(await openingName(store, url, ['g2g3'], fetch, now)).toBeNull();
    for (const first of ['g2g3', 'b2b3', 'f2f4', 'b1c3']) expect(await openingName(store, url, [first, 'e7e5'], fetch, now)).toBeNull();
    expect(seen).toEqual(['g2g3']);
    clock += FAILURE_BACKOFF_MS + 1;
    mode = 'ok';
    expect(await openingName(store, url, ['g2g3'], fetch, now)).toBe('Italian Game');
    expect(seen).toEqual(['g2g3', 'g2g3']);
  });

  // Without the 2 s timeout this call never returns and the test fails on vitest's own time limit.
  it('gives up on an explorer that never answers', async () => {
    mode = 'hang';
    expect(await openingName(store, url, ['c2c4'])).toBeNull();
  }, 10_000);
});
