import type { SqlExecutor } from '../sql-executor';

export type DeletionStatus = 'received' | 'completed' | 'no_data';
export type DeletionProvider = 'facebook';
export type DeletionRequest = {
  confirmationCode: string;
  provider: DeletionProvider;
  status: DeletionStatus;
  requestedAt: Date;
  completedAt: Date | null;
};

/** The tables whose rows are keyed by a user id or an anonymous visitor's key, and that column. */
const KEYED_TABLES = [
  ['public.play_quota', 'key'],
  ['public.play_quota_items', 'key'],
  ['public.puzzle_progress', 'key'],
  ['public.puzzle_attempts', 'key'],
  ['public.game_results', 'player_key'],
  ['public.game_plays', 'player_key'],
] as const;

type RequestRow = {
  confirmation_code: string;
  provider: DeletionProvider;
  status: DeletionStatus;
  requested_at: Date | string;
  completed_at: Date | string | null;
};
const toRequest = (r: RequestRow): DeletionRequest => ({
  confirmationCode: r.confirmation_code,
  provider: r.provider,
  status: r.status,
  requestedAt: new Date(r.requested_at),
  completedAt: r.completed_at === null ? null : new Date(r.completed_at),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deleting a person's data, and the record of deletion requests made through Facebook. */
export function dataDeletionStore(sql: SqlExecutor) {
  async function findRequest(confirmationCode: string): Promise<DeletionRequest | null> {
    const [row] = await sql.query<RequestRow>(
      `select confirmation_code, provider, status, requested_at, completed_at
       from public.data_deletion_requests where confirmation_code = $1`,
      [confirmationCode],
    );
    return row ? toRequest(row) : null;
  }

  return {
    /** The auth user linked to a provider's identity (Supabase's auth.identities), or null. */
    async findUserIdByIdentity(provider: DeletionProvider, providerUserId: string): Promise<string | null> {
      const [row] = await sql.query<{ user_id: string }>(
        'select user_id::text from auth.identities where provider = $1 and provider_id = $2 limit 1',
        [provider, providerUserId],
      );
      return row?.user_id ?? null;
    },

    /** Whether auth.users still holds this user. */
    async userExists(userId: string): Promise<boolean> {
      if (!UUID.test(userId)) return false;
      const rows = await sql.query('select 1 from auth.users where id = $1', [userId]);
      return rows.length > 0;
    },

    /** Removes every quota, progress and attempt row of these keys in one transaction; the number removed. */
    async deleteKeyedRows(keys: readonly string[]): Promise<number> {
      const unique = [...new Set(keys.filter((k) => k.length > 0))];
      if (unique.length === 0) return 0;
      return sql.transaction(async (tx) => {
        let removed = 0;
        for (const [table, column] of KEYED_TABLES) {
          const rows = await tx.query(`delete from ${table} where ${column} = any($1::text[]) returning 1`, [unique]);
          removed += rows.length;
        }
        return removed;
      });
    },

    /**
     * Deletes the auth user by SQL (the embedded auth; Supabase's users go through its admin API).
     * The foreign keys cascade to profiles, game_runs, leaderboard_bests, identities and sessions.
     */
    async deleteAuthUser(userId: string): Promise<boolean> {
      if (!UUID.test(userId)) return false;
      const rows = await sql.query('delete from auth.users where id = $1 returning 1', [userId]);
      return rows.length > 0;
    },

    async createRequest(input: {
      confirmationCode: string;
      provider: DeletionProvider;
      providerUserIdHash: string;
    }): Promise<DeletionRequest> {
      const [row] = await sql.query<RequestRow>(
        `insert into public.data_deletion_requests (confirmation_code, provider, provider_user_id_hash, status)
         values ($1, $2, $3, 'received')
         returning confirmation_code, provider, status, requested_at, completed_at`,
        [input.confirmationCode, input.provider, input.providerUserIdHash],
      );
      if (!row) throw new Error('insert returned no row');
      return toRequest(row);
    },

    /** Marks a request finished; a request already finished keeps its first outcome and time. */
    async finishRequest(confirmationCode: string, status: Exclude<DeletionStatus, 'received'>): Promise<DeletionRequest | null> {
      await sql.query(
        `update public.data_deletion_requests set status = $2, completed_at = now()
         where confirmation_code = $1 and status = 'received'`,
        [confirmationCode, status],
      );
      return findRequest(confirmationCode);
    },

    findRequest,
  };
}
