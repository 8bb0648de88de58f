import { NextResponse } from 'next/server';
import { AppError } from './errors';
import { isDatabaseUnavailable } from '@/lib/db/database-errors';
import { getEnv } from '@/lib/env';
import { assertSameOrigin } from './same-origin';
import { logger } from '@/lib/observability/logger';

export type ErrorBody = { error: { code: string; message: string; field?: string } };

export function errorResponse(error: AppError): NextResponse<ErrorBody> {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (error.details.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.details.retryAfterSeconds);
  if (error.code === 'method_not_allowed') headers.allow = 'POST';
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details.field) body.error.field = error.details.field;
  return NextResponse.json(body, { status: error.status, headers });
}

export function jsonResponse<T>(data: T, init: { status?: number; headers?: Record<string, string> } = {}) {
  return NextResponse.json(data, { status: init.status ?? 200, headers: { 'cache-control': 'no-store', ...init.headers } });
}

/** Maps anything thrown by a handler to the error vocabulary; unknown errors are logged, not leaked. */
export function toErrorResponse(error: unknown, fallbackMessage = 'Something went wrong. Please try again.') {
  if (error instanceof AppError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    return errorResponse(new AppError('unavailable', 'The database is unavailable right now. Please try again shortly.'));
  }
  logger().error({ err: error }, 'unexpected error in a route handler');
  return errorResponse(new AppError('internal', fallbackMessage));
}

/**
 * A 303 to one of our paths, with a relative Location: Next.js builds request.url on localhost
 * whatever host the browser used, so an absolute URL made from it sends the browser to localhost.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps a route handler so every failure becomes the JSON error body, and every state-changing
 * request is refused when it comes from another site (crossSite: 'allow' only for server-to-server
 * callers authenticated otherwise, such as Facebook's signed callback).
 */
export function handle<Args extends [Request, ...unknown[]]>(
  fn: (...args: Args) => Promise<Response>,
  fallbackMessage?: string,
  options: { crossSite?: 'allow' } = {},
): (...args: Args) => Promise<Response> {
  return async (...args: Args) => {
    try {
      const request = args[0];
      if (!SAFE_METHODS.has(request.method) && options.crossSite !== 'allow') assertSameOrigin(request, getEnv().siteUrl);
      return await fn(...args);
    } catch (error) {
      return toErrorResponse(error, fallbackMessage);
    }
  };
}
