import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { openWorkerPglite, startWorkerFromSource } from '@/tests/support/databases';
import { openPgliteWorker } from './pglite-worker-executor';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';
import type { SqlExecutor } from './sql-executor';

describe('the embedded database in a worker thread', () => {
  let sql: SqlExecutor;
  beforeAll(async () => {
    sql = await openWorkerPglite(null);
    await sql.exec('create table items (id int primary key, label text not null, at timestamptz, data jsonb, raw bytea)');
  });
  afterAll(() => sql.close());

  it('returns rows with their values typed as the in-thread driver types them', async () => {
    const at = new Date('2026-11-23T12:00:00.000Z');
    await sql.query('insert into items values ($1, $2, $3, $4, $5)', [1, 'one', at, { moves: ['e2e4'] }, new Uint8Array([1, 2, 255])]);
    const rows = await sql.query('select id, label, at, data, raw, 2::int8 as big from items where id = $1', [1]);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.id).toBe(1);
    expect(row?.label).toBe('one');
    expect(row?.at).toBeInstanceOf(Date);
    expect((row?.at as Date).toISOString()).toBe(at.toISOString());
    expect(row?.data).toEqual({ moves: ['e2e4'] });
    expect([...(row?.raw as Uint8Array)]).toEqual([1, 2, 255]);
    expect(Number(row?.big)).toBe(2);
  });

  it("passes the database's errors through with their code and message", async () => {
    await sql.query("insert into items (id, label) values (10, 'ten')");
    const error = await sql.query("insert into items (id, label) values (10, 'again')").catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as Error).message).toMatch(/duplicate key/);
    expect((error as { constraint?: string }).constraint).toBe('items_pkey');
    await expect(sql.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    const value = await sql.transaction(async (tx) => {
      await tx.query("insert into items (id, label) values (20, 'kept')");
      return 'done';
    });
    expect(value).toBe('done');
    const failure = new Error('changed my mind');
    await expect(
      sql.transaction(async (tx) => {
        await tx.query("insert into items (id, label) values (21, 'dropped')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const rows = await sql.query<{ id: number }>('select id from items where id in (20, 21) order by id');
    expect(rows.map((r) => r.id)).toEqual([20]);
  });

  it('holds the database for a transaction: a statement from outside runs after it ends', async () => {
    let releaseTransaction: () => void = () => {};
    const gate = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = sql.transaction(async (tx) => {
      await tx.query("insert into items (id, label) values (30, 'inside')");
      await gate;
      const [row] = await tx.query<{ n: number }>('select count(*)::int as n from items where id = 31');
      return row?.n;
    });
    // Sent while the transaction is open: it must not run inside it, nor before it ends.
    const outside = sql.query("insert into items (id, label) values (31, 'outside') returning id");
    await new Promise((resolve) => setImmediate(resolve));
    releaseTransaction();
    expect(await transaction).toBe(0);
    expect(await outside).toEqual([{ id: 31 }]);
  });

  it('runs a nested transaction inside the outer one', async () => {
    await expect(
      sql.transaction(async (tx) => {
        await tx.transaction((inner) => inner.query("insert into items (id, label) values (40, 'nested')"));
        throw new Error('roll back both');
      }),
    ).rejects.toThrow('roll back both');
    expect(await sql.query('select id from items where id = 40')).toEqual([]);
  });
});

describe('calls issued in one tick share one message to the worker, and answers finished together one message back', () => {
  let sql: SqlExecutor;
  const sent: unknown[][] = [];
  let replies = 0;
  beforeAll(async () => {
    sql = await openPgliteWorker(null, {
      startWorker: (data) => {
        const worker = startWorkerFromSource(data);
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: unknown) => {
          sent.push(message as unknown[]);
          post(message);
        };
        worker.on('message', () => replies++);
        return worker;
      },
    });
    await sql.exec('create table log (seq serial primary key, label text not null)');
  });
  afterAll(() => sql.close());
  const labels = () => sql.query<{ label: string }>('select label from log order by seq').then((rows) => rows.map((r) => r.label));

  it('runs them in the order they were issued, one message each way', async () => {
    sent.length = 0;
    const repliesBefore = replies;
    const names = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(names.map((label) => sql.query('insert into log (label) values ($1)', [label])));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(5);
    expect(replies - repliesBefore).toBe(1);
    expect(await labels()).toEqual(names);
  });

  it('keeps a transaction begun in the same message whole: a statement issued after its begin runs after it ends', async () => {
    await sql.query('delete from log');
    sent.length = 0;
    await Promise.all([
      sql.query("insert into log (label) values ('before')"),
      sql.transaction(async (tx) => {
        await tx.query("insert into log (label) values ('inside 1')");
        await tx.query("insert into log (label) values ('inside 2')");
      }),
      sql.query("insert into log (label) values ('after')"),
    ]);
    // The insert before, the begin and the insert after left together.
    expect(sent[0]).toHaveLength(3);
    expect(await labels()).toEqual(['before', 'inside 1', 'inside 2', 'after']);
  });

  it('answers an error to its own call only', async () => {
    sent.length = 0;
    const settled = await Promise.allSettled([
      sql.query('select 1 as n'),
      sql.query('select * from no_such_table'),
      sql.query('select 2 as n'),
    ]);
    expect(sent).toHaveLength(1);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[0] as PromiseFulfilledResult<unknown>).value).toEqual([{ n: 1 }]);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: '42P01' });
    expect((settled[2] as PromiseFulfilledResult<unknown>).value).toEqual([{ n: 2 }]);
  });
});

// Each test starts a worker that creates a database from nothing (initdb in WebAssembly): seconds on a
// quiet machine, over the default 30 s at a load of 14. A hang still fails, later.
describe('the worker thread on a data folder', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what it wrote across a reopen', async () => {
    const first = await openWorkerPglite(dataDir);
    await first.exec('create table notes (body text)');
    await first.query('insert into notes values ($1)', ['kept']);
    await first.close();
    const second = await openWorkerPglite(dataDir);
    expect(await second.query('select body from notes')).toEqual([{ body: 'kept' }]);
    await second.close();
  });

  it('fails the calls in flight as unavailable when the worker dies under them', async () => {
    let worker: Worker | undefined;
    let exits = 0;
    const sql = await openPgliteWorker(null, {
      onExit: () => exits++,
      startWorker: (data) => (worker = startWorkerFromSource(data)),
    });
    const inFlight = sql.query('select pg_sleep(2)').catch((e: unknown) => e);
    await new Promise((resolve) => setImmediate(resolve)); // sent
    // Two more issued in the tick the thread dies in, waiting to share a message: failed as well.
    const unsent = [sql.query('select 1'), sql.exec('select 2')].map((call) => call.catch((e: unknown) => e));
    await worker?.terminate(); // as a crash would: the thread is gone with the query unanswered
    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    for (const call of unsent) expect(isDatabaseUnavailable(await call)).toBe(true);
    expect(isDatabaseUnavailable(await sql.query('select 1').catch((e: unknown) => e))).toBe(true);
    expect(exits).toBe(1);
  });

  it('answers every call after the worker stopped with an unavailable error, and says so once', async () => {
    let exits = 0;
    const sql = await openWorkerPglite(dataDir, { onExit: () => exits++ });
    await sql.close();
    const error = await sql.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(exits).toBe(1);
  });
});
