import { afterAll, beforeAll } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { PlatformEngines } from '@/lib/games/hidden-state-engine';
import { createPlayService } from '@/lib/games/platform/play-service';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { freshPglite } from './databases';

/** Opens a fresh migrated database, and its stop (BOTH_BACKENDS's `open`). */
export type OpenDatabase = () => Promise<{ sql: SqlExecutor; stop: () => Promise<void> }>;

const embedded: OpenDatabase = async () => ({ sql: await freshPglite(), stop: async () => {} });

/**
 * A test file's database and its store, read inside tests only (they are open between the hooks
 * openAround registers): one copy of the open-and-close every play and platform test needs.
 */
export class TestDatabase {
  private opened: { sql: SqlExecutor; store: Store; stop: () => Promise<void> } | null = null;

  get sql(): SqlExecutor {
    return this.current().sql;
  }

  get store(): Store {
    return this.current().store;
  }

  /**
   * Opens the database before the enclosing block's tests (the file's, or a describe.each(BOTH_BACKENDS)
   * block's with its `open`) and closes it after them. Fresh embedded database by default.
   */
  openAround(open: OpenDatabase = embedded): this {
    beforeAll(async () => {
      const { sql, stop } = await open();
      this.opened = { sql, store: createStore(sql), stop };
    });
    afterAll(async () => {
      const opened = this.current();
      this.opened = null;
      await opened.sql.close();
      await opened.stop();
    });
    return this;
  }

  private current() {
    if (!this.opened) throw new Error('the test database is open only inside the tests of the block that opened it');
    return this.opened;
  }
}

/** A database opened around the whole test file (embedded, fresh). */
export const fileDatabase = () => new TestDatabase().openAround();

/**
 * The play service on a test database as the play tests call it: background work (pool refills,
 * tomorrow's daily) dropped, and, given a seed, each new puzzle's random source seeded from it and a
 * counter (a run is repeatable). Call it per request: the store is read when it is called.
 */
export function playServiceOn(
  db: TestDatabase,
  engines: PlatformEngines,
  options: { seed?: string } & Omit<Parameters<typeof createPlayService>[2] & object, 'newRandom'> = {},
) {
  const { seed, ...rest } = options;
  let count = 0;
  const newRandom = seed === undefined ? undefined : () => createSeededRandom(`${seed} ${count++}`);
  return () => createPlayService(db.store, engines, { schedule: () => {}, ...(newRandom ? { newRandom } : {}), ...rest });
}
