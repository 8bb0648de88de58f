import type { SqlExecutor } from '../sql-executor';

// Placeholder: the sweeps' work fills this in.
export function sweepsStore(_sql: SqlExecutor) {
  return {};
}
