import { AppError, type ErrorCode } from '@/lib/http/errors';
import type { AuthFailure } from './auth-port';

const codeMap: Record<AuthFailure['code'], ErrorCode> = {
  invalid_credentials: 'bad_request',
  user_exists: 'conflict',
  weak_password: 'invalid_input',
  invalid_input: 'invalid_input',
  not_configured: 'unavailable',
  network: 'unavailable',
  session_missing: 'unauthorized',
  invalid_token: 'bad_request',
  rate_limited: 'rate_limited',
};

export function authFailureToError(failure: AuthFailure): AppError {
  return new AppError(codeMap[failure.code], failure.message, failure.code === 'rate_limited' ? { retryAfterSeconds: 60 } : {});
}
