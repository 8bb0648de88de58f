import type { SqlExecutor } from '../sql-executor';
import { effectiveTierSql } from './billing';
import { isUniqueViolation } from '../database-errors';

export type StoredUser = { id: string; email: string; passwordHash: string | null };
export type RotatedSession = { sessionId: string; user: { id: string; email: string } };

/** Persistence of the embedded auth (users in auth.users, sessions and tokens in embedded_auth). */
export function embeddedAuthStore(sql: SqlExecutor) {
  return {
    async createUser(email: string, passwordHash: string): Promise<{ id: string; email: string } | 'exists'> {
      try {
        const [row] = await sql.query<{ id: string; email: string }>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
           values (lower($1), $2, now(), '{"provider":"email","providers":["email"]}')
           returning id::text, email`,
          [email, passwordHash],
        );
        if (!row) throw new Error('insert returned no row');
        await sql.query('insert into public.profiles (user_id) values ($1) on conflict do nothing', [row.id]);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    async findUserByEmail(email: string): Promise<StoredUser | null> {
      const [row] = await sql.query<{ id: string; email: string; encrypted_password: string | null }>(
        'select id::text, email, encrypted_password from auth.users where lower(email) = lower($1)',
        [email],
      );
      return row ? { id: row.id, email: row.email, passwordHash: row.encrypted_password } : null;
    },

    async createSession(userId: string, refreshTokenHash: string, expiresAt: Date): Promise<string> {
      return sql.transaction(async (tx) => {
        const [session] = await tx.query<{ id: string }>('insert into embedded_auth.sessions (user_id) values ($1) returning id::text', [
          userId,
        ]);
        if (!session) throw new Error('insert returned no row');
        await tx.query('insert into embedded_auth.refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)', [
          refreshTokenHash,
          session.id,
          expiresAt,
        ]);
        return session.id;
      });
    },

    /**
     * Exchanges a refresh token for a new one. The old token is marked used in the same statement
     * that checks it. Within a 10 s reuse interval (parallel requests of one page carrying the same
     * cookie) it may be exchanged again; later, presenting a used token revokes the whole session
     * (token theft detection, as Supabase does).
     */
    async rotateRefreshToken(oldHash: string, newHash: string, expiresAt: Date): Promise<RotatedSession | 'reused' | null> {
      return sql.transaction(async (tx) => {
        const [claimed] = await tx.query<{ session_id: string }>(
          `update embedded_auth.refresh_tokens t set used_at = coalesce(t.used_at, now())
           from embedded_auth.sessions s
           where t.token_hash = $1 and t.expires_at > now()
             and (t.used_at is null or t.used_at > now() - interval '10 seconds')
             and s.id = t.session_id and s.revoked_at is null
           returning t.session_id::text`,
          [oldHash],
        );
        if (!claimed) {
          const [used] = await tx.query<{ session_id: string }>(
            'select session_id::text from embedded_auth.refresh_tokens where token_hash = $1 and used_at is not null',
            [oldHash],
          );
          if (!used) return null;
          await tx.query('update embedded_auth.sessions set revoked_at = now() where id = $1 and revoked_at is null', [used.session_id]);
          return 'reused';
        }
        await tx.query('insert into embedded_auth.refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)', [
          newHash,
          claimed.session_id,
          expiresAt,
        ]);
        const [row] = await tx.query<{ id: string; email: string }>(
          `update embedded_auth.sessions s set refreshed_at = now() from auth.users u
           where s.id = $1 and u.id = s.user_id returning u.id::text, u.email`,
          [claimed.session_id],
        );
        return row ? { sessionId: claimed.session_id, user: row } : null;
      });
    },

    async revokeSession(sessionId: string): Promise<void> {
      await sql.query('update embedded_auth.sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
    },

    async isSessionActive(sessionId: string): Promise<boolean> {
      const rows = await sql.query('select 1 from embedded_auth.sessions where id = $1 and revoked_at is null', [sessionId]);
      return rows.length > 0;
    },

    /**
     * isSessionActive and the session user's stored tier and display name in one round trip: null
     * when the session is not active; tier and name null when the user has no profile row yet.
     */
    async activeSessionTier(sessionId: string): Promise<{ tier: string | null; displayName: string | null } | null> {
      const [row] = await sql.query<{ tier: string | null; display_name: string | null }>(
        `select ${effectiveTierSql('p')} as tier, p.display_name from embedded_auth.sessions s left join public.profiles p on p.user_id = s.user_id
         where s.id = $1 and s.revoked_at is null`,
        [sessionId],
      );
      return row ? { tier: row.tier, displayName: row.display_name } : null;
    },

    /** A server secret generated once per database, so every process sharing it agrees. */
    async secret(name: string, generate: () => string): Promise<string> {
      const [row] = await sql.query<{ value: string }>(
        `with created as (
           insert into embedded_auth.secrets (name, value) values ($1, $2) on conflict (name) do nothing returning value
         )
         select value from created union all select value from embedded_auth.secrets where name = $1 limit 1`,
        [name, generate()],
      );
      if (!row) throw new Error(`secret ${name} could not be read`);
      return row.value;
    },

    async createRecoveryToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await sql.query('insert into embedded_auth.recovery_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
        tokenHash,
        userId,
        expiresAt,
      ]);
    },

    /** Uses a recovery token once: sets the password and revokes every session of the user. */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<{ id: string; email: string } | null> {
      return sql.transaction(async (tx) => {
        const [token] = await tx.query<{ user_id: string }>(
          `update embedded_auth.recovery_tokens set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now() returning user_id::text`,
          [tokenHash],
        );
        if (!token) return null;
        const [user] = await tx.query<{ id: string; email: string }>(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning id::text, email',
          [token.user_id, passwordHash],
        );
        await tx.query('update embedded_auth.sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [token.user_id]);
        return user ?? null;
      });
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
    },
  };
}
