import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, preparedQuery } from './pglite-prepared';

describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  const query = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => preparedQuery<T>(db, text, params, false);

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    await db.exec('create table items (id int primary key, label text, at timestamptz, data jsonb, raw bytea, flags boolean[], big int8)');
  });
  afterAll(() => db.close());

  it("sends and reads every type as PGlite's own query() does", async () => {
    const values = [
      1,
      'one',
      new Date('2026-11-24T12:00:00.000Z'),
      { moves: ['e2e4'], n: 2 },
      new Uint8Array([1, 2, 255]),
      [true, false],
      9007199254740993n,
    ];
    await query('insert into items values ($1, $2, $3, $4, $5, $6, $7)', values);
    await db.query('insert into items values ($1, $2, $3, $4, $5, $6, $7)', [2, ...values.slice(1)]);
    const text =
      'select id, label, at, data, raw, flags, big, $1::text as echoed, $2::int as missing from items where id = any($3) order by id';
    const params = ['x', null, [1, 2]];
    const ours = await query(text, params);
    expect(ours).toEqual((await db.query(text, params)).rows);
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({
      id: 1,
      label: 'one',
      data: { moves: ['e2e4'], n: 2 },
      flags: [true, false],
      echoed: 'x',
      missing: null,
    });
    expect(ours[1]).toEqual({ ...ours[0], id: 2 });
    // The second call runs the statement prepared by the first, with new values.
    expect(await query(text, ['y', 5, [2]])).toMatchObject([{ id: 2, echoed: 'y', missing: 5 }]);
  });

  it('parses a statement text once, then only binds and executes it', async () => {
    const text = 'select count(*)::int as n from items where id > $1';
    for (const min of [0, 1, 2]) await query(text, [min]);
    const prepared = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('returns no rows for a statement without a result, and what an insert returns', async () => {
    expect(await query('update items set label = $1 where id = $2', ['uno', 1])).toEqual([]);
    expect(await query('insert into items (id, label) values ($1, $2) returning id, label', [3, 'three'])).toEqual([
      { id: 3, label: 'three' },
    ]);
  });

  it("passes the database's errors through, and the next statement runs", async () => {
    await expect(query('insert into items (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await expect(query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(query('select id from items where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect(await query('select id from items where id = $1', [1])).toEqual([{ id: 1 }]);
  });

  it('runs inside a transaction it is told it holds, and a failed statement rolls the transaction back', async () => {
    await expect(
      db.transaction(async () => {
        await preparedQuery(db, 'insert into items (id, label) values ($1, $2)', [10, 'in'], true);
        expect(await preparedQuery(db, 'select label from items where id = $1', [10], true)).toEqual([{ label: 'in' }]);
        await preparedQuery(db, 'insert into items (id) values ($1)', [10], true);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await query('select id from items where id = $1', [10])).toEqual([]);
  });

  it('waits for an open transaction when run outside it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inside = db.transaction(async () => {
      await preparedQuery(db, 'insert into items (id, label) values ($1, $2)', [20, 'inside'], true);
      await gate;
      return preparedQuery<{ n: number }>(db, 'select count(*)::int as n from items where id = $1', [21], true);
    });
    const outside = query('insert into items (id, label) values ($1, $2) returning id', [21, 'outside']);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await inside).toEqual([{ n: 0 }]);
    expect(await outside).toEqual([{ id: 21 }]);
  });

  it('prepares again a statement whose result columns a schema change altered', async () => {
    await db.exec('create table shapes (id int)');
    const text = 'select * from shapes where id = $1';
    await query('insert into shapes values ($1)', [1]);
    expect(await query(text, [1])).toEqual([{ id: 1 }]);
    await db.exec("alter table shapes add column name text not null default 'square'");
    expect(await query(text, [1])).toEqual([{ id: 1, name: 'square' }]);
    expect(await query(text, [1])).toEqual([{ id: 1, name: 'square' }]);
  });

  it('runs statements past the cache limit unprepared, still correctly', async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 5; i++) {
      expect(await query(`select $1::int + ${i} as n`, [1])).toEqual([{ n: i + 1 }]);
    }
    expect(await query('select $1::int * 2 as n', [21])).toEqual([{ n: 42 }]);
    // A text prepared before the limit still runs, and one after it runs every time.
    expect(await query('select $1::int + 0 as n', [7])).toEqual([{ n: 7 }]);
    expect(await query(`select $1::int + ${MAX_PREPARED_STATEMENTS + 4} as n`, [1])).toEqual([{ n: MAX_PREPARED_STATEMENTS + 5 }]);
  });
});
