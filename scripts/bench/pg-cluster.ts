// A throwaway PostgreSQL cluster for the benchmark (tests/support/databases.ts): prints one JSON line
// {"url": ...} once it accepts connections, and removes the cluster when stdin closes or on a signal.
import { startPostgresCluster } from '../../tests/support/postgres-cluster';

const cluster = await startPostgresCluster();
console.log(JSON.stringify({ url: cluster.url }));
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
