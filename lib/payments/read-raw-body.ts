import { AppError } from '@/lib/http/errors';

/** Stripe's events are small; a few subscription items with their prices stay far below this. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/** The body's exact bytes (the signature is over them), size-limited while streaming. */
export async function readRawBody(request: Request, limit = MAX_WEBHOOK_BYTES): Promise<Buffer> {
  const tooLarge = () => new AppError('payload_too_large', 'The request body is too large.');
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw tooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}
