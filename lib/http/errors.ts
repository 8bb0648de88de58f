/**
 * One error vocabulary: services throw or return these; lib/http/responses maps them to status codes.
 */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_input'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_input: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const invalidInput = (message: string, field?: string) => new AppError('invalid_input', message, { field });
export const unauthorized = (message = 'You need to be signed in.') => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError('rate_limited', message, { retryAfterSeconds });
export const unavailable = (message: string) => new AppError('unavailable', message);
