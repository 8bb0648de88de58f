import { isUniqueViolation } from '../database-errors';
import type { SqlExecutor } from '../sql-executor';
import { effectiveTierSql } from './billing';

export type Tier = 'free' | 'premium' | 'admin';
export const TIERS: readonly Tier[] = ['free', 'premium', 'admin'];

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** A stored tier as the app knows it: one we do not know counts as 'unknown'. */
export const knownTier = (value: unknown): Tier | 'unknown' => (isTier(value) ? value : 'unknown');

/**
 * How often a profile insert is tried again when its generated name was taken at the same moment
 * by another new profile (generate_display_name sees only committed names; the unique index
 * refuses the second). Each try draws a new name, so a second collision in a row is already rare.
 */
const CREATE_ATTEMPTS = 5;

type ProfileRow = { tier: string; display_name: string };

export function profilesStore(sql: SqlExecutor) {
  const readProfile = async (userId: string) =>
    (
      await sql.query<ProfileRow>(`select ${effectiveTierSql('p')} as tier, display_name from public.profiles p where user_id = $1`, [
        userId,
      ])
    )[0];

  /** Runs an insert again while it fails only because its generated display name was just taken. */
  async function retryingNameCollisions<T>(insert: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await insert();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * The user's tier and display name; a missing profile is created with tier free (the spec's
     * PGRST116 rule) and a generated name. Safe to call concurrently for the same user (one
     * profile, the same answer to each) and for users whose generated names collide.
     */
    async ensureProfile(userId: string): Promise<{ tier: Tier | 'unknown'; displayName: string }> {
      // Read first: the profile almost always exists, and a read needs no write lock.
      let row = await readProfile(userId);
      for (let attempt = 1; !row && attempt <= CREATE_ATTEMPTS; attempt++) {
        // No conflict target: a concurrent insert of this user, or of another user who drew the
        // same generated name, makes this one do nothing instead of failing. The read after it is
        // a new statement, so it sees the concurrent profile once that committed; if it finds none,
        // the name was the conflict, and the next attempt draws another.
        [row] = await sql.query<ProfileRow>(
          'insert into public.profiles (user_id) values ($1) on conflict do nothing returning tier, display_name',
          [userId],
        );
        row ??= await readProfile(userId);
      }
      if (!row)
        throw new Error(`no profile could be created: ${CREATE_ATTEMPTS} generated display names in a row were taken at the same moment`);
      return { tier: knownTier(row.tier), displayName: row.display_name };
    },

    async ensureProfileTier(userId: string): Promise<Tier | 'unknown'> {
      return (await this.ensureProfile(userId)).tier;
    },

    /** Whether this UUID is a user's id: anonymous keys share the keyed tables with user ids. */
    async isAccountId(id: string): Promise<boolean> {
      const rows = await sql.query(
        'select 1 from auth.users where id = $1::uuid union all select 1 from public.profiles where user_id = $1::uuid limit 1',
        [id],
      );
      return rows.length > 0;
    },

    /** The player's public name, and whether they chose it (else it was generated for them). */
    async displayName(userId: string): Promise<{ name: string; chosen: boolean }> {
      await this.ensureProfile(userId);
      const [row] = await sql.query<{ display_name: string; display_name_chosen: boolean }>(
        'select display_name, display_name_chosen from public.profiles where user_id = $1',
        [userId],
      );
      if (!row) throw new Error('the profile was not created');
      return { name: row.display_name, chosen: Boolean(row.display_name_chosen) };
    },

    /** Sets a chosen display name; 'taken' when another player has the same name under the fold (display-name-rules.ts). */
    async setDisplayName(userId: string, name: string): Promise<'ok' | 'taken'> {
      await this.ensureProfile(userId);
      try {
        await sql.query('update public.profiles set display_name = $2, display_name_chosen = true, updated_at = now() where user_id = $1', [
          userId,
          name,
        ]);
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Sets the tier of the user with this e-mail; false when there is no such user. */
    async setTierByEmail(email: string, tier: Tier): Promise<boolean> {
      // A new profile's generated name may be taken at the same moment: the insert is tried again.
      const rows = await retryingNameCollisions(() =>
        sql.query<{ user_id: string }>(
          `insert into public.profiles (user_id, tier)
           select id, $2 from auth.users where lower(email) = lower($1)
           on conflict (user_id) do update set tier = excluded.tier, updated_at = now()
           returning user_id`,
          [email, tier],
        ),
      );
      return rows.length > 0;
    },
  };
}
