// npm run billing:reconcile: re-reads every customer's subscriptions and paid invoices from Stripe
// and repairs what the database missed (docs/PAYMENTS.md), printing each account it changed.
import path from 'node:path';
import { parseEnv } from '../lib/env';
import { readLiveServerInfo } from '../lib/db/embedded-server-file';
import { migrate } from '../lib/db/migrate';
import { openPglite } from '../lib/db/pglite-executor';
import { openPostgres } from '../lib/db/postgres-executor';
import { createStore } from '../lib/db/store';
import { reconcileBilling, type Repair } from '../lib/payments/reconcile';
import { createStripeClient, stripeGateway } from '../lib/payments/stripe-gateway';

function print(repairs: Repair[]): void {
  for (const repair of repairs) console.log(`${repair.userId} (${repair.customerId}): ${repair.changes.join('; ')}`);
  console.log(repairs.length === 0 ? 'Nothing to repair: the database agrees with Stripe.' : `${repairs.length} account(s) repaired.`);
}

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  if (!env.stripe) {
    console.error('Stripe is not configured (STRIPE_SECRET_KEY and the other STRIPE_ variables): nothing to reconcile.');
    return 2;
  }
  if (env.database.kind === 'embedded') {
    const server = readLiveServerInfo(path.resolve(env.database.dataDir));
    if (server) {
      // The running server holds the embedded database: it reconciles.
      const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/billing-reconcile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
      });
      const body = (await response.json().catch(() => null)) as { repairs?: Repair[]; error?: { message?: string } } | null;
      if (!response.ok || !body?.repairs) {
        console.error(body?.error?.message ?? `The server answered ${response.status}.`);
        return 1;
      }
      print(body.repairs);
      return 0;
    }
  }
  const sql =
    env.database.kind === 'embedded' ? await openPglite(path.resolve(env.database.dataDir)) : openPostgres(env.database.url, { max: 1 });
  try {
    await migrate(sql, { embeddedAuth: env.auth.kind === 'embedded', seed: false });
    const gateway = stripeGateway(createStripeClient({ secretKey: env.stripe.secretKey, apiBase: env.stripe.apiBase }));
    print(await reconcileBilling({ store: createStore(sql).billing, gateway }));
    return 0;
  } finally {
    await sql.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
