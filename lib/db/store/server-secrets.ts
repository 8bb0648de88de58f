import type { SqlExecutor } from '../sql-executor';

// Placeholder: the signed anonymous keys' work fills this in.
export function serverSecretsStore(_sql: SqlExecutor) {
  return {};
}
