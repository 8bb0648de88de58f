import { getStore } from '@/lib/db/database';
import { isAdminToken } from '@/lib/db/embedded-server-file';
import { forbidden } from '@/lib/http/errors';
import { handle, jsonResponse } from '@/lib/http/responses';
import { reconcileWithStripe } from '@/lib/payments';

/** The reconciliation command's way in while this server holds the embedded database (local admin token). */
export const POST = handle(async (request: Request) => {
  await getStore();
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  if (!isAdminToken(bearer)) throw forbidden('Not allowed.');
  return jsonResponse({ repairs: await reconcileWithStripe() });
});
