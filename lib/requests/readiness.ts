import 'server-only';
import { getDatabase } from '@/lib/db/database';
import { checkReadiness, emptyPools } from '@/lib/db/readiness';
import { createPracticePools, scheduleInBackground } from '@/lib/games/platform/practice-pools';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { isDraining } from '@/lib/observability/request-tracking';
import { puzzleGenerator } from './play-requests';

export type ReadinessChecks = { draining: boolean; database: boolean; migrations: boolean; generator: boolean; pools: boolean };
export type ReadinessAnswer = { ready: boolean; checks: ReadinessChecks };

/** How long the generator thread has to answer a ping: it may be busy with a costly puzzle. */
const GENERATOR_PING_MS = 3000;

const LEVELS = Object.entries(PLATFORM_ENGINES).flatMap(([game, engine]) => engine.levels.map((level) => ({ game, level: level.id })));

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}

/**
 * What a load balancer asks before it sends players here: not shutting down, the database answers
 * with current migrations, the generator thread answers, and every level's practice pool holds a
 * puzzle. Empty pools are given their first puzzles in the background and read as not ready yet.
 * Cheap: one query for the migrations, one for the pools, a ping. No secrets in the answer.
 */
export async function readiness(): Promise<ReadinessAnswer> {
  const checks: ReadinessChecks = { draining: isDraining(), database: false, migrations: false, generator: false, pools: false };
  if (checks.draining) return { ready: false, checks };
  const thread = puzzleGenerator();
  const [database, generator] = await Promise.all([
    getDatabase().catch(() => null),
    within(thread.ping(), GENERATOR_PING_MS).then(
      () => true,
      () => false,
    ),
  ]);
  checks.generator = generator;
  if (database) {
    Object.assign(checks, (await checkReadiness(database.sql)).checks);
    if (checks.migrations) {
      const empty = await emptyPools(database.sql, LEVELS).catch(() => null);
      checks.pools = empty !== null && empty.length === 0;
      if (empty && empty.length > 0) {
        createPracticePools(database.store, thread.generate, scheduleInBackground).seedEmpty(empty);
      }
    }
  }
  const ready = !checks.draining && checks.database && checks.migrations && checks.generator && checks.pools;
  return { ready, checks };
}
