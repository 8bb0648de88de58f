import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDisplayName } from '@/lib/account/display-name-rules';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-executor';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import { BOTH_BACKENDS, freshPostgres } from '@/tests/support/databases';
import { profilesStore } from './profiles';

const GENERATED = /^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d{2}$/;
const THIS_MIGRATION = '20261125000003';

async function newUsers(sql: SqlExecutor, count: number, label: string): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `with u as (insert into auth.users (email) select $2 || n || '@example.com' from generate_series(1, $1::int) n returning id, email)
     select id::text from u order by email`,
    [count, `${label}-${Date.now()}-`],
  );
  return rows.map((r) => r.id);
}

const foldsInSql = async (sql: SqlExecutor, names: string[]) =>
  (
    await sql.query<{ folded: string }>(
      'select public.display_name_fold(n.value) as folded from jsonb_array_elements_text($1::text::jsonb) with ordinality n(value, i) order by n.i',
      [JSON.stringify(names)],
    )
  ).map((r) => r.folded);

describe.each(BOTH_BACKENDS)('profiles on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  /** Runs fn with generate_display_name drawing from a tiny set of names, so new profiles collide. */
  async function withTinyNameSpace<T>(fn: () => Promise<T>): Promise<T> {
    const [original] = await sql.query<{ definition: string }>(
      "select pg_get_functiondef('public.generate_display_name()'::regprocedure) as definition",
    );
    await sql.exec(`create or replace function public.generate_display_name() returns text language sql volatile set search_path = ''
      as $$ select public.pick_display_name(array['Calm'], array['Fox'], 1, 2) $$`);
    try {
      return await fn();
    } finally {
      await sql.exec(original!.definition);
    }
  }

  it('the folds in TypeScript and SQL agree on any name', async () => {
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 _-', 'É', 'ß', 'İ', 'ı', 'К', '😀', '.', '$'];
    const names = fc.array(fc.string({ unit: fc.constantFrom(...alphabet), minLength: 0, maxLength: 24 }), {
      minLength: 1,
      maxLength: 300,
    });
    await fc.assert(
      fc.asyncProperty(names, async (batch) => {
        expect(await foldsInSql(sql, batch)).toEqual(batch.map(foldDisplayName));
      }),
      { numRuns: 25 },
    );
  });

  it('one user created from many requests at once gets one profile, and every request its name', async () => {
    const [userId] = await newUsers(sql, 1, 'same');
    const profiles = profilesStore(sql);
    // Every connection open first, so the creations really run side by side.
    await Promise.all(Array.from({ length: 20 }, () => sql.query('select 1')));
    const answers = await Promise.all(Array.from({ length: 20 }, () => profiles.ensureProfile(userId!)));
    const [stored] = await sql.query<{ display_name: string; n: number }>(
      'select min(display_name) as display_name, count(*)::int as n from public.profiles where user_id = $1',
      [userId],
    );
    expect(stored!.n).toBe(1);
    expect(answers).toEqual(answers.map(() => ({ tier: 'free', displayName: stored!.display_name })));
    expect(stored!.display_name).toMatch(GENERATED);
  });

  it('users whose generated names collide are all created, with names that stay apart under the fold', async () => {
    const users = await newUsers(sql, 8, 'collide');
    const tiered = await newUsers(sql, 4, 'tiered');
    const profiles = profilesStore(sql);
    await Promise.all(Array.from({ length: 20 }, () => sql.query('select 1')));
    const [created, tiers] = await withTinyNameSpace(() =>
      Promise.all([
        Promise.all(users.map((id) => profiles.ensureProfile(id))),
        Promise.all(
          tiered.map(async (id) => {
            const [row] = await sql.query<{ email: string }>('select email from auth.users where id = $1', [id]);
            return profiles.setTierByEmail(row!.email, 'premium');
          }),
        ),
      ]),
    );
    expect(tiers).toEqual([true, true, true, true]);
    const names = await sql.query<{ display_name: string; tier: string }>(
      'select display_name, tier from public.profiles where user_id = any(array(select jsonb_array_elements_text($1::text::jsonb))::uuid[])',
      [JSON.stringify([...users, ...tiered])],
    );
    expect(names).toHaveLength(12);
    expect(new Set(names.map((r) => foldDisplayName(r.display_name))).size).toBe(12);
    for (const r of names) expect(r.display_name).toMatch(/^(Calm Fox [1-9]|Fox [1-9]\d)$/);
    expect(created.map((c) => c.displayName).sort()).toEqual(
      names
        .filter((r) => r.tier === 'free')
        .map((r) => r.display_name)
        .sort(),
    );
    expect(names.filter((r) => r.tier === 'premium')).toHaveLength(4);
  });

  it('a chosen name is taken when another player has it under the fold; the holder may respell it', async () => {
    const [holder, other] = await newUsers(sql, 2, 'chooser');
    const profiles = profilesStore(sql);
    expect(await profiles.setDisplayName(holder!, 'Quiet Otter')).toBe('ok');
    for (const lookAlike of ['quiet_otter', 'QUIET-0TTER', 'Qu1et 0tter', 'QUlETOTTER'])
      expect(await profiles.setDisplayName(other!, lookAlike)).toBe('taken');
    expect(await profiles.displayName(other!)).toMatchObject({ chosen: false });
    expect(await profiles.setDisplayName(holder!, 'QUIET-0TTER')).toBe('ok');
    expect(await profiles.displayName(holder!)).toEqual({ name: 'QUIET-0TTER', chosen: true });
    expect(await profiles.setDisplayName(other!, 'Quiet Otters')).toBe('ok');
  });

  it('generating a name gives up after its attempts, after trying the wider suffix, instead of looping', async () => {
    const pick = () =>
      sql.query<{ name: string }>("select public.pick_display_name(array['Odd'], array['Gnu'], 1, 2) as name").then(
        ([row]) => row!.name,
        (error: Error) => error,
      );
    // Every "Odd Gnu N" taken: the wider "Gnu NN" is used.
    const narrow = await newUsers(sql, 9, 'narrow');
    await sql.query(
      `insert into public.profiles (user_id, display_name)
       select u.id, 'Odd Gnu ' || u.n from unnest(array(select jsonb_array_elements_text($1::text::jsonb))::uuid[]) with ordinality u(id, n)`,
      [JSON.stringify(narrow)],
    );
    expect(await pick()).toMatch(/^Gnu [1-9]\d$/);
    // And every "Gnu NN" taken too: a clear error, not an endless loop.
    const wide = await newUsers(sql, 90, 'wide');
    await sql.query(
      `insert into public.profiles (user_id, display_name)
       select u.id, 'Gnu ' || (9 + u.n) from unnest(array(select jsonb_array_elements_text($1::text::jsonb))::uuid[]) with ordinality u(id, n)`,
      [JSON.stringify(wide)],
    );
    const failure = await pick();
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/no free display name was found in 40 attempts/);
  });

  it('generated names have the allowed shape and length', async () => {
    const rows = await sql.query<{ name: string }>('select public.generate_display_name() as name from generate_series(1, 300)');
    for (const { name } of rows) {
      expect(name).toMatch(GENERATED);
      expect(name.length).toBeLessThanOrEqual(20);
    }
  });
});

/** A database migrated up to just before this migration, given names, then migrated the rest of the way. */
describe.each([
  { backend: 'the embedded database', open: async () => ({ sql: await openPglite(null), stop: async () => {} }) },
  {
    backend: 'PostgreSQL',
    open: async () => {
      const database = await freshPostgres({ migrated: false, max: 4 });
      return { sql: database.sql, stop: () => database.drop() };
    },
  },
])('the names migration on $backend', ({ open }) => {
  let sql: SqlExecutor;
  let stop: () => Promise<void>;
  let root: string;
  beforeAll(async () => {
    ({ sql, stop } = await open());
    root = mkdtempSync(path.join(tmpdir(), 'names-migration-'));
    cpSync(path.join(process.cwd(), 'supabase', 'embedded'), path.join(root, 'supabase', 'embedded'), { recursive: true });
    mkdirSync(path.join(root, 'supabase', 'migrations'));
  });
  afterAll(async () => {
    await sql.close();
    await stop();
    rmSync(root, { recursive: true, force: true });
  });

  const copyMigrations = (keep: (file: string) => boolean) => {
    const from = path.join(process.cwd(), 'supabase', 'migrations');
    for (const file of readdirSync(from).filter(keep)) cpSync(path.join(from, file), path.join(root, 'supabase', 'migrations', file));
  };

  it('gives every later holder of a name that is now the same a fresh generated one', async () => {
    copyMigrations((file) => file < THIS_MIGRATION);
    await migrate(sql, { root, embeddedAuth: true, seed: false });
    const ids = await newUsers(sql, 6, 'migrated');
    const given: [string, boolean, string][] = [
      ['QUIET-0TTER', false, '2026-01-01'], // generated, the oldest: a chosen name goes first
      ['Quiet Otter', true, '2026-01-02'], // chosen first: keeps it
      ['quiet_otter', true, '2026-01-03'], // chosen later: loses it
      ['Calm Fox 101', false, '2026-01-04'],
      ['Calm Fox lOl', false, '2026-01-05'],
      ['Brave Heron', true, '2026-01-06'], // alone: untouched
    ];
    for (const [i, [name, chosen, created]] of given.entries()) {
      await sql.query(
        'insert into public.profiles (user_id, display_name, display_name_chosen, created_at) values ($1, $2, $3, $4::timestamptz)',
        [ids[i], name, chosen, created],
      );
    }

    copyMigrations(() => true);
    expect((await migrate(sql, { root, embeddedAuth: true, seed: false })).applied).toContain(`${THIS_MIGRATION}_names_and_sweeps.sql`);

    const after = await sql.query<{ user_id: string; display_name: string; display_name_chosen: boolean }>(
      'select user_id::text, display_name, display_name_chosen from public.profiles where user_id = any(array(select jsonb_array_elements_text($1::text::jsonb))::uuid[])',
      [JSON.stringify(ids)],
    );
    const byUser = new Map(after.map((r) => [r.user_id, r]));
    const row = (i: number) => byUser.get(ids[i]!)!;
    expect(row(1)).toMatchObject({ display_name: 'Quiet Otter', display_name_chosen: true });
    expect(row(3)).toMatchObject({ display_name: 'Calm Fox 101', display_name_chosen: false });
    expect(row(5)).toMatchObject({ display_name: 'Brave Heron', display_name_chosen: true });
    for (const i of [0, 2, 4]) {
      expect(row(i).display_name).toMatch(GENERATED);
      expect(row(i).display_name_chosen).toBe(false);
    }
    expect(new Set(after.map((r) => foldDisplayName(r.display_name))).size).toBe(6);
    const [taken] = await newUsers(sql, 1, 'late');
    const refused = await sql.query("insert into public.profiles (user_id, display_name) values ($1, 'QU1ET_OTTER')", [taken]).then(
      () => 'inserted',
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('23505');
  });
});
