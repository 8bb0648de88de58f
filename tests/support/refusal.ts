import { AppError } from '@/lib/http/errors';

/** The status and message of the AppError a promise rejects with; fails if it resolves or throws anything else. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}
