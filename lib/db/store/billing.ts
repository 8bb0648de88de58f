import type { SqlExecutor } from '../sql-executor';

/** A Stripe subscription as the site keeps it. */
export type SubscriptionState = {
  subscriptionId: string;
  status: string;
  /** The end of the subscription's current period (Stripe's current_period_end). */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type BillingAccount = {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
  status: string | null;
  paidUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: Date | null;
};

/** What one webhook event changes; null for an event that changes nothing here (still recorded). */
export type BillingEffect =
  | { kind: 'subscription'; userId: string; state: SubscriptionState; eventAt: Date }
  | { kind: 'payment_failed'; userId: string; eventAt: Date }
  | null;

type AccountRow = {
  user_id: string;
  stripe_customer_id: string;
  subscription_id: string | null;
  subscription_status: string | null;
  paid_until: Date | string | null;
  cancel_at_period_end: boolean;
  payment_failed_at: Date | string | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const toAccount = (r: AccountRow): BillingAccount => ({
  userId: r.user_id,
  customerId: r.stripe_customer_id,
  subscriptionId: r.subscription_id,
  status: r.subscription_status,
  paidUntil: date(r.paid_until),
  cancelAtPeriodEnd: Boolean(r.cancel_at_period_end),
  paymentFailedAt: date(r.payment_failed_at),
});

const COLUMNS =
  'user_id::text, stripe_customer_id, subscription_id, subscription_status, paid_until, cancel_at_period_end, payment_failed_at';

/** The one rule for Premium from a subscription: active or trialing, or a period paid for that has not ended. */
const entitled = (now: string) => `coalesce(b.subscription_status in ('active', 'trialing') or b.paid_until > ${now}::timestamptz, false)`;

/** Terminal states: a subscription in one never comes back (Stripe makes a new one). */
const TERMINAL = "('canceled', 'incomplete_expired')";

export function billingStore(sql: SqlExecutor) {
  /**
   * Sets the tier from the subscription, within the caller's transaction, only where the tier is free
   * or came from a subscription: an administrator's manual tier stays. The trigger records the source.
   */
  async function settleTier(tx: SqlExecutor, userId: string, now: Date): Promise<void> {
    await tx.query("select pg_catalog.set_config('app.tier_source', 'subscription', true)");
    await tx.query(
      `update public.profiles p
          set tier = case when ${entitled('$2')} then 'premium' else 'free' end, updated_at = now()
         from public.billing_customers b
        where b.user_id = p.user_id and p.user_id = $1::uuid
          and (p.tier = 'free' or p.tier_source = 'subscription')
          and p.tier is distinct from (case when ${entitled('$2')} then 'premium' else 'free' end)`,
      [userId, now.toISOString()],
    );
  }

  async function applyEffect(tx: SqlExecutor, effect: NonNullable<BillingEffect>): Promise<void> {
    if (effect.kind === 'payment_failed') {
      await tx.query(
        'update public.billing_customers set payment_failed_at = $2::timestamptz, updated_at = now() where user_id = $1::uuid',
        [effect.userId, effect.eventAt.toISOString()],
      );
      return;
    }
    const { state } = effect;
    // An event older than the one applied last is late: ignored. A terminal subscription stays so.
    // Active or trialing pays up to the period's end; any other state keeps what was paid, never more.
    await tx.query(
      `update public.billing_customers
          set subscription_id = $2,
              subscription_status = $3,
              paid_until = case when $3 in ('active', 'trialing') then $4::timestamptz
                                else least(paid_until, coalesce($4::timestamptz, paid_until)) end,
              cancel_at_period_end = $5,
              payment_failed_at = case when $3 in ('active', 'trialing') then null else payment_failed_at end,
              subscription_event_at = $6::timestamptz,
              updated_at = now()
        where user_id = $1::uuid
          and (subscription_event_at is null or subscription_event_at <= $6::timestamptz)
          and not coalesce(subscription_id = $2 and subscription_status in ${TERMINAL}, false)
          and (subscription_id is null or subscription_id = $2 or coalesce(subscription_status in ${TERMINAL}, true) or $3 in ('active', 'trialing'))`,
      [
        effect.userId,
        state.subscriptionId,
        state.status,
        state.periodEnd?.toISOString() ?? null,
        state.cancelAtPeriodEnd,
        effect.eventAt.toISOString(),
      ],
    );
  }

  return {
    async account(userId: string): Promise<BillingAccount | null> {
      const [row] = await sql.query<AccountRow>(`select ${COLUMNS} from public.billing_customers where user_id = $1::uuid`, [userId]);
      return row ? toAccount(row) : null;
    },

    async accountByCustomer(customerId: string): Promise<BillingAccount | null> {
      const [row] = await sql.query<AccountRow>(`select ${COLUMNS} from public.billing_customers where stripe_customer_id = $1`, [
        customerId,
      ]);
      return row ? toAccount(row) : null;
    },

    /** Stores the account's Stripe customer; the one stored first wins. Answers the stored id. */
    async saveCustomer(userId: string, customerId: string): Promise<string> {
      await sql.query(
        'insert into public.billing_customers (user_id, stripe_customer_id) values ($1::uuid, $2) on conflict (user_id) do nothing',
        [userId, customerId],
      );
      const stored = await this.account(userId);
      if (!stored) throw new Error('the billing customer was not stored');
      return stored.customerId;
    },

    async isEventProcessed(eventId: string): Promise<boolean> {
      return (await sql.query('select 1 from public.stripe_events where event_id = $1', [eventId])).length > 0;
    },

    /**
     * Applies one event once: its id is stored in the same transaction as its effect, so a replay
     * (or two deliveries at once) changes nothing the second time.
     */
    async applyEvent(event: { id: string; type: string }, effect: BillingEffect, now: Date): Promise<'applied' | 'duplicate'> {
      return sql.transaction(async (tx) => {
        const inserted = await tx.query(
          'insert into public.stripe_events (event_id, event_type) values ($1, $2) on conflict do nothing returning event_id',
          [event.id, event.type],
        );
        if (inserted.length === 0) return 'duplicate';
        if (effect) {
          await applyEffect(tx, effect);
          await settleTier(tx, effect.userId, now);
        }
        return 'applied';
      });
    },

    /** Premium from subscriptions whose paid period ended without a closing event: back to free. */
    async expireLapsed(now: Date): Promise<number> {
      return sql.transaction(async (tx) => {
        await tx.query("select pg_catalog.set_config('app.tier_source', 'subscription', true)");
        const rows = await tx.query(
          `update public.profiles p set tier = 'free', updated_at = now()
             from public.billing_customers b
            where b.user_id = p.user_id and p.tier = 'premium' and p.tier_source = 'subscription'
              and not ${entitled('$1')}
            returning p.user_id`,
          [now.toISOString()],
        );
        return rows.length;
      });
    },
  };
}
