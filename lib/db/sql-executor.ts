/**
 * The small executor the store is written against. Two drivers implement it: PGlite (embedded)
 * and postgres.js (DATABASE_URL). Parameters are positional ($1, $2, ...); rows come back as plain
 * objects and are reshaped by the store before they leave lib/db.
 */
export type Row = Record<string, unknown>;

export interface SqlExecutor {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
