import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { PlayCaller } from '@/lib/games/platform/play-contract';

/** A signed-in player for the play-service tests: a new auth user, its id as key and address too. */
export async function signedInCaller(sql: SqlExecutor, email: string): Promise<PlayCaller> {
  const [row] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { key: row!.id, userId: row!.id, address: row!.id };
}
