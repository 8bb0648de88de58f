// PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into its WASM
// Postgres and plans the statement every time: for the store's short statements that overhead was
// most of the embedded database's time (measured: a new practice play's statement 1.8-3.1 ms, the
// session check 0.3-0.8 ms; prepared, 0.55 and 0.1 ms). Here each distinct statement text is parsed
// once as a named prepared statement, and each call is one bind + describe + execute + sync message.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** Past this many distinct texts a new text runs as the unnamed statement (bounds the cache). */
export const MAX_PREPARED_STATEMENTS = 500;

type Prepared = { name: string; paramTypes: number[] };
type Statements = { byText: Map<string, Prepared>; last: number };

// Named statements live in the database session, so the cache belongs to one PGlite instance.
const sessions = new WeakMap<PGlite, Statements>();

function statementsOf(db: PGlite): Statements {
  let statements = sessions.get(db);
  if (!statements) sessions.set(db, (statements = { byText: new Map(), last: 0 }));
  return statements;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function prepare(db: PGlite, statements: Statements, text: string): Promise<Prepared> {
  const known = statements.byText.get(text);
  if (known) return known;
  // The unnamed statement lasts until the next parse: safe, as the caller holds the query lock.
  const name = statements.byText.size < MAX_PREPARED_STATEMENTS ? `s${++statements.last}` : '';
  // A failed parse (a syntax error, an aborted transaction) throws here and caches nothing.
  const { messages } = await db.execProtocol(
    concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
    { syncToFs: false },
  );
  const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  if (name) statements.byText.set(text, prepared);
  return prepared;
}

/** Values as PGlite's query() sends them: by the parameter's type's serializer, else as text. */
function serialize(db: PGlite, prepared: Prepared, params: readonly unknown[]): (string | null)[] {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = prepared.paramTypes[i];
    const serializer = type === undefined ? undefined : db.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
}

async function execute<T>(db: PGlite, prepared: Prepared, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
  const message = concat([
    protocol.serialize.bind({ statement: prepared.name, values: serialize(db, prepared, params) }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  // The sync is in the same message, so after an error the session is ready for the next call.
  const { messages } = await db.execProtocol(message, { syncToFs: !inTransaction });
  return (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as T[];
}

/** Postgres refuses a prepared statement whose result columns a schema change altered. */
const resultTypeChanged = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === '0A000' && /cached plan must not change result type/.test(error.message);

async function run<T>(db: PGlite, text: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
  const statements = statementsOf(db);
  const prepared = await prepare(db, statements, text);
  try {
    return await execute<T>(db, prepared, params, inTransaction);
  } catch (error) {
    if (!prepared.name || !resultTypeChanged(error)) throw error;
    // The next call prepares the statement as the schema now is; outside a transaction, this one too
    // (inside, the error has aborted the transaction: the caller sees it).
    statements.byText.delete(text);
    await db.execProtocol(concat([protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
    if (inTransaction) throw error;
    return execute<T>(db, await prepare(db, statements, text), params, inTransaction);
  }
}

/**
 * One parameterised statement on `db` with the locking and ordering of PGlite's own query(): outside
 * a transaction it waits for any open one to end (a transaction begun before it runs first); inside
 * (`inTransaction`, the caller holding it) it runs at once. Rows are typed as query() types them.
 */
export async function preparedQuery<T>(db: PGlite, text: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
  const once = () => db._runExclusiveQuery(() => run<T>(db, text, params, inTransaction));
  if (inTransaction) return once();
  await db._checkReady();
  return db._runExclusiveTransaction(once);
}
