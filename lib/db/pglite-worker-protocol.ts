/**
 * Messages between the server thread and the worker thread that owns the embedded database
 * (pglite-worker.ts). Everything crosses by structured clone: Dates, Uint8Arrays and BigInts arrive
 * intact, but an Error loses its own fields (code, constraint, detail), so errors cross as plain data.
 */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: readonly unknown[]; tx: number | null }
  | { id: number; op: 'exec'; script: string; tx: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

/** The answer to request `id`; id 0 is sent once, unasked, when the database has opened (or failed to). */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/**
 * What one message carries each way: the requests issued in one tick of the server's thread, in
 * order, and the answers that finished in one tick of the worker's. A message costs both threads
 * about as much as a short statement (the structured clone, a wake-up), so calls that can share
 * one do (issue 45).
 */
export type WorkerRequests = WorkerRequest[];
export type WorkerReplies = WorkerReply[];

const plain = (value: unknown) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (plain(value)) fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

/** An Error carrying the database's own fields (code, constraint, …) as the driver threw it. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}
