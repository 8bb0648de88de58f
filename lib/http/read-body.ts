import type { z } from 'zod';
import { AppError, badRequest, invalidInput } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;

/** Reads the request body as text, refusing oversize bodies before buffering them whole. */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) throw new AppError('payload_too_large', 'The request body is too large.');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('payload_too_large', 'The request body is too large.');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The Content-Type without its parameters: `application/jsonp` or `application/json-seq` is not JSON. */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function firstIssueMessage(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'The request is not valid.' };
  const field = issue.path.join('.') || undefined;
  return { message: field ? `${field}: ${issue.message}` : issue.message, field };
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = firstIssueMessage(result.error);
    throw invalidInput(message, field);
  }
  return result.data;
}

/** A JSON body, size-limited and validated; every failure is a 4xx with a message. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>, limit = MAX_BODY_BYTES): Promise<T> {
  if (mediaType(request) !== 'application/json') {
    throw new AppError('unsupported_media_type', 'Send the request as application/json.');
  }
  const text = await readText(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return parseWith(schema, value);
}

/** A form body (application/x-www-form-urlencoded), size-limited. */
export async function readForm(request: Request, limit = MAX_BODY_BYTES): Promise<URLSearchParams> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    throw new AppError('unsupported_media_type', 'Send the request as application/x-www-form-urlencoded.');
  }
  return new URLSearchParams(await readText(request, limit));
}
