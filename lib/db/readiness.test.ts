import { describe, expect, it } from 'vitest';
import { freshPglite } from '@/tests/support/databases';
import { checkReadiness } from './readiness';

describe('readiness', () => {
  it('is ready on a migrated database', async () => {
    const sql = await freshPglite();
    expect(await checkReadiness(sql)).toEqual({ ready: true, checks: { database: true, migrations: true } });
    await sql.close();
  });

  it('is not ready when a shipped migration is not applied', async () => {
    const sql = await freshPglite();
    await sql.query('delete from app_private.schema_migrations where version = (select max(version) from app_private.schema_migrations)');
    expect(await checkReadiness(sql)).toEqual({ ready: false, checks: { database: true, migrations: false } });
    await sql.close();
  });

  it('is not ready when the database is down', async () => {
    const sql = await freshPglite();
    await sql.close();
    expect(await checkReadiness(sql)).toEqual({ ready: false, checks: { database: false, migrations: false } });
  });
});
