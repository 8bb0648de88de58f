import type { SqlExecutor } from '../sql-executor';

export type Tier = 'free' | 'premium' | 'admin';
export const TIERS: readonly Tier[] = ['free', 'premium', 'admin'];

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** A stored tier as the app knows it: one we do not know counts as 'unknown'. */
export const knownTier = (value: unknown): Tier | 'unknown' => (isTier(value) ? value : 'unknown');

export function profilesStore(sql: SqlExecutor) {
  return {
    /** The user's tier; a missing profile is created with tier free (the spec's PGRST116 rule). */
    async ensureProfileTier(userId: string): Promise<Tier | 'unknown'> {
      // Read first: the profile almost always exists, and a read needs no write lock.
      const [existing] = await sql.query<{ tier: string }>('select tier from public.profiles where user_id = $1', [userId]);
      const tier =
        existing?.tier ??
        (
          await sql.query<{ tier: string }>(
            `with created as (
               insert into public.profiles (user_id) values ($1) on conflict (user_id) do nothing returning tier
             )
             select tier from created
             union all
             select tier from public.profiles where user_id = $1
             limit 1`,
            [userId],
          )
        )[0]?.tier;
      return knownTier(tier);
    },

    /** Whether this UUID is a user's id: anonymous keys share the keyed tables with user ids. */
    async isAccountId(id: string): Promise<boolean> {
      const rows = await sql.query(
        'select 1 from auth.users where id = $1::uuid union all select 1 from public.profiles where user_id = $1::uuid limit 1',
        [id],
      );
      return rows.length > 0;
    },

    /** Sets the tier of the user with this e-mail; false when there is no such user. */
    async setTierByEmail(email: string, tier: Tier): Promise<boolean> {
      const rows = await sql.query<{ user_id: string }>(
        `insert into public.profiles (user_id, tier)
         select id, $2 from auth.users where lower(email) = lower($1)
         on conflict (user_id) do update set tier = excluded.tier, updated_at = now()
         returning user_id`,
        [email, tier],
      );
      return rows.length > 0;
    },
  };
}
