// npm run set-tier -- <email> <free|premium|admin>: sets a user's tier on the configured database.
import path from 'node:path';
import { parseEnv } from '../lib/env';
import { readLiveServerInfo } from '../lib/db/embedded-server-file';
import { migrate } from '../lib/db/migrate';
import { openPglite } from '../lib/db/pglite-executor';
import { openPostgres } from '../lib/db/postgres-executor';
import { createStore } from '../lib/db/store';
import { isTier } from '../lib/db/store/profiles';

async function main(): Promise<number> {
  const [email, tier] = process.argv.slice(2);
  if (!email || !tier || !isTier(tier) || !email.includes('@')) {
    console.error('Usage: npm run set-tier -- <email> <free|premium|admin>');
    return 2;
  }
  const env = parseEnv(process.env);
  if (env.database.kind === 'embedded') {
    const dataDir = path.resolve(env.database.dataDir);
    const server = readLiveServerInfo(dataDir);
    if (server) {
      // The running server holds the embedded database: ask it.
      const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/tier`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
        body: JSON.stringify({ email, tier }),
      });
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      if (!response.ok) {
        console.error(body?.error?.message ?? `The server answered ${response.status}.`);
        return 1;
      }
      console.log(`${email} is now ${tier.toUpperCase()}.`);
      return 0;
    }
  }
  const sql =
    env.database.kind === 'embedded' ? await openPglite(path.resolve(env.database.dataDir)) : openPostgres(env.database.url, { max: 1 });
  try {
    await migrate(sql, { embeddedAuth: env.auth.kind === 'embedded', seed: false });
    const found = await createStore(sql).profiles.setTierByEmail(email, tier);
    if (!found) {
      console.error(`No user with the e-mail address ${email}.`);
      return 1;
    }
    console.log(`${email} is now ${tier.toUpperCase()}.`);
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
