import type { SqlExecutor } from '../sql-executor';
import { billingStore } from './billing';
import { dataDeletionStore } from './data-deletion';
import { embeddedAuthStore } from './embedded-auth';
import { gamePlaysStore } from './game-plays';
import { gameResultsStore } from './game-results';
import { gameRunsStore } from './game-runs';
import { heldResultsStore } from './held-results';
import { leaderboardStore } from './leaderboard';
import { profilesStore } from './profiles';
import { puzzleHelpStore } from './puzzle-help';
import { puzzlesStore } from './puzzles';
import { rateLimitsStore } from './rate-limits';
import { serverSecretsStore } from './server-secrets';
import { sweepsStore } from './sweeps';

/**
 * The store port: a fixed set of functions returning the app's own types. Services depend on this
 * shape, never on SQL or driver rows.
 */
export function createStore(sql: SqlExecutor) {
  return {
    profiles: profilesStore(sql),
    leaderboard: leaderboardStore(sql),
    embeddedAuth: embeddedAuthStore(sql),
    puzzles: puzzlesStore(sql),
    dataDeletion: dataDeletionStore(sql),
    rateLimits: rateLimitsStore(sql),
    gameRuns: gameRunsStore(sql),
    gamePlays: gamePlaysStore(sql),
    gameResults: gameResultsStore(sql),
    puzzleHelp: puzzleHelpStore(sql),
    heldResults: heldResultsStore(sql),
    serverSecrets: serverSecretsStore(sql),
    sweeps: sweepsStore(sql),
    billing: billingStore(sql),
  };
}

export type Store = ReturnType<typeof createStore>;
export type { Tier } from './profiles';
export type { LeaderboardEntry } from './leaderboard';
export type { StoredPuzzle, StoredAttempt, AttemptPuzzle, AttemptStatus } from './puzzles';
