import type { SqlExecutor } from '../sql-executor';

/** A Stripe subscription as the site keeps it. */
export type SubscriptionState = {
  subscriptionId: string;
  status: string;
  /** The end of the subscription's current period (Stripe's current_period_end): not what was paid. */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When Stripe ended it (ended_at), for a subscription that ended. */
  endedAt: Date | null;
};

/** An invoice Stripe reports paid, with the end of the period its subscription line covers. */
export type PaidInvoice = { invoiceId: string; subscriptionId: string | null; periodEnd: Date; paidAt: Date };

export type BillingAccount = {
  userId: string;
  customerId: string;
  /** The subscription shown to the player: a live one first, else the latest. */
  subscriptionId: string | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  /** Every subscription of the account still live at Stripe as far as the webhook told us. */
  liveSubscriptionIds: string[];
  paidUntil: Date | null;
  /** The last failed payment, when no invoice was paid after it. */
  paymentFailedAt: Date | null;
  openCheckoutId: string | null;
};

/** What one webhook event (or a reading from Stripe) changes; null for one that changes nothing here (still recorded). */
export type BillingEffect =
  | { kind: 'subscription'; userId: string; state: SubscriptionState; eventAt: Date; completedCheckout?: string }
  | { kind: 'invoice_paid'; userId: string; invoice: PaidInvoice }
  | { kind: 'refund'; userId: string; invoiceId: string; refundedAt: Date }
  | { kind: 'payment_failed'; userId: string; eventAt: Date }
  | null;

/** States in which a subscription still runs at Stripe (and may charge, or be managed in the portal). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused'] as const;
const LIVE = `(${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`;
/** Terminal states: a subscription in one never comes back (Stripe makes a new one). */
const TERMINAL = "('canceled', 'incomplete_expired')";

/**
 * At renewal Stripe rolls the period, then charges about an hour later: while the subscription is
 * active and no payment failed, Premium runs this long past what was paid. A failed charge (or a
 * subscription that ended) ends it at the paid period's end.
 */
export const RENEWAL_GRACE_HOURS = 24;

/**
 * The tier a profile has now, read from the stored paid-until date: a tier that is free or came
 * from a subscription is Premium exactly while a paid period runs (no write needed when it ends);
 * an administrator's manual tier stays. `p` is the profiles row's alias.
 */
export const effectiveTierSql = (p: string) =>
  `case when ${p}.tier = 'free' or (${p}.tier = 'premium' and ${p}.tier_source = 'subscription')
        then case when coalesce((select bc.premium_until > now() from public.billing_customers bc where bc.user_id = ${p}.user_id), false)
                  then 'premium' else 'free' end
        else ${p}.tier end`;

type CustomerRow = {
  user_id: string;
  stripe_customer_id: string;
  paid_until: Date | string | null;
  payment_failed_at: Date | string | null;
  open_checkout_id: string | null;
};
type SubscriptionRow = { subscription_id: string; status: string; cancel_at_period_end: boolean; live: boolean };

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The latest paid period's end, each cut by a full refund or by the end of its subscription. */
const PAID_UNTIL = `(select max(least(i.paid_period_end, coalesce(i.refunded_at, 'infinity'::timestamptz), coalesce(s.ended_at, 'infinity'::timestamptz)))
                       from public.billing_invoices i left join public.billing_subscriptions s on s.subscription_id = i.subscription_id
                      where i.user_id = b.user_id and i.paid_period_end is not null)`;

/** The grace: for an active subscription set to renew, no payment failed since the last paid one, not cut by a refund. */
const GRACE = `case when exists (select 1 from public.billing_subscriptions s
                                  where s.user_id = b.user_id and s.status in ('active', 'trialing') and s.ended_at is null and not s.cancel_at_period_end)
                     and coalesce(b.payment_failed_at <= (select max(i.paid_at) from public.billing_invoices i where i.user_id = b.user_id), true)
                     and not exists (select 1 from public.billing_invoices i where i.user_id = b.user_id and i.refunded_at = b.paid_until)
                    then make_interval(hours => ${RENEWAL_GRACE_HOURS}) else interval '0' end`;

export function billingStore(sql: SqlExecutor) {
  /** paid_until recomputed from what was paid, then the stored tier set from it (manual tiers stay). */
  async function settle(tx: SqlExecutor, userId: string, now: Date): Promise<void> {
    await tx.query(`update public.billing_customers b set paid_until = ${PAID_UNTIL}, updated_at = now() where b.user_id = $1::uuid`, [
      userId,
    ]);
    await tx.query(`update public.billing_customers b set premium_until = b.paid_until + ${GRACE} where b.user_id = $1::uuid`, [userId]);
    await tx.query("select pg_catalog.set_config('app.tier_source', 'subscription', true)");
    const tier = `case when b.premium_until > $2::timestamptz then 'premium' else 'free' end`;
    await tx.query(
      `update public.profiles p set tier = ${tier}, updated_at = now()
         from public.billing_customers b
        where b.user_id = p.user_id and p.user_id = $1::uuid
          and (p.tier = 'free' or p.tier_source = 'subscription') and p.tier is distinct from ${tier}`,
      [userId, now.toISOString()],
    );
  }

  async function applyEffect(tx: SqlExecutor, effect: NonNullable<BillingEffect>): Promise<void> {
    switch (effect.kind) {
      case 'payment_failed':
        await tx.query(
          'update public.billing_customers set payment_failed_at = greatest(payment_failed_at, $2::timestamptz), updated_at = now() where user_id = $1::uuid',
          [effect.userId, effect.eventAt.toISOString()],
        );
        return;
      case 'invoice_paid': {
        const { invoice } = effect;
        await tx.query(
          `insert into public.billing_invoices as i (invoice_id, user_id, subscription_id, paid_period_end, paid_at)
           values ($1, $2::uuid, $3, $4::timestamptz, $5::timestamptz)
           on conflict (invoice_id) do update
             set subscription_id = coalesce(i.subscription_id, excluded.subscription_id),
                 paid_period_end = greatest(i.paid_period_end, excluded.paid_period_end),
                 paid_at = least(i.paid_at, excluded.paid_at)
           where i.user_id = excluded.user_id`,
          [invoice.invoiceId, effect.userId, invoice.subscriptionId, invoice.periodEnd.toISOString(), invoice.paidAt.toISOString()],
        );
        return;
      }
      case 'refund':
        await tx.query(
          `insert into public.billing_invoices as i (invoice_id, user_id, refunded_at) values ($1, $2::uuid, $3::timestamptz)
           on conflict (invoice_id) do update set refunded_at = least(i.refunded_at, excluded.refunded_at) where i.user_id = excluded.user_id`,
          [effect.invoiceId, effect.userId, effect.refundedAt.toISOString()],
        );
        return;
      case 'subscription': {
        const { state } = effect;
        if (effect.completedCheckout)
          await tx.query('update public.billing_customers set open_checkout_id = null where user_id = $1::uuid and open_checkout_id = $2', [
            effect.userId,
            effect.completedCheckout,
          ]);
        // The newer state wins (by the event's creation time, a terminal one on a tie); a terminal
        // subscription stays so. Its end is kept whenever it is learned: the earliest one.
        const newer = `(s.status not in ${TERMINAL} and (excluded.status_at > s.status_at or (excluded.status_at = s.status_at and excluded.status in ${TERMINAL})))`;
        await tx.query(
          `insert into public.billing_subscriptions as s (subscription_id, user_id, status, status_at, period_end, cancel_at_period_end, ended_at)
           values ($1, $2::uuid, $3, $4::timestamptz, $5::timestamptz, $6, $7::timestamptz)
           on conflict (subscription_id) do update
             set status = case when ${newer} then excluded.status else s.status end,
                 period_end = case when ${newer} then excluded.period_end else s.period_end end,
                 cancel_at_period_end = case when ${newer} then excluded.cancel_at_period_end else s.cancel_at_period_end end,
                 status_at = case when ${newer} then excluded.status_at else s.status_at end,
                 ended_at = least(s.ended_at, excluded.ended_at),
                 updated_at = now()
           where s.user_id = excluded.user_id`,
          [
            state.subscriptionId,
            effect.userId,
            state.status,
            effect.eventAt.toISOString(),
            iso(state.periodEnd),
            state.cancelAtPeriodEnd,
            iso(state.endedAt),
          ],
        );
        return;
      }
    }
  }

  async function readAccount(where: string, value: string): Promise<BillingAccount | null> {
    const [row] = await sql.query<CustomerRow>(
      `select b.user_id::text, b.stripe_customer_id, b.paid_until, b.open_checkout_id,
              case when b.payment_failed_at > coalesce((select max(i.paid_at) from public.billing_invoices i where i.user_id = b.user_id), '-infinity')
                   then b.payment_failed_at end as payment_failed_at
         from public.billing_customers b where ${where} = $1`,
      [value],
    );
    if (!row) return null;
    const subscriptions = await sql.query<SubscriptionRow>(
      `select subscription_id, status, cancel_at_period_end, status in ${LIVE} as live from public.billing_subscriptions
        where user_id = $1::uuid order by (status in ${LIVE}) desc, status_at desc, subscription_id`,
      [row.user_id],
    );
    const shown = subscriptions[0];
    return {
      userId: row.user_id,
      customerId: row.stripe_customer_id,
      subscriptionId: shown?.subscription_id ?? null,
      status: shown?.status ?? null,
      cancelAtPeriodEnd: Boolean(shown?.cancel_at_period_end),
      liveSubscriptionIds: subscriptions.filter((s) => s.live).map((s) => s.subscription_id),
      paidUntil: date(row.paid_until),
      paymentFailedAt: date(row.payment_failed_at),
      openCheckoutId: row.open_checkout_id,
    };
  }

  return {
    account: (userId: string) => readAccount('b.user_id', userId),
    accountByCustomer: (customerId: string) => readAccount('b.stripe_customer_id', customerId),

    /** Every account with a Stripe customer (for the reconciliation). */
    async customers(): Promise<{ userId: string; customerId: string }[]> {
      const rows = await sql.query<{ user_id: string; stripe_customer_id: string }>(
        'select user_id::text, stripe_customer_id from public.billing_customers order by created_at, user_id',
      );
      return rows.map((r) => ({ userId: r.user_id, customerId: r.stripe_customer_id }));
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

    /** Records the Checkout Session just opened; answers the one opened before it (to expire), if any. */
    async swapOpenCheckout(userId: string, sessionId: string | null): Promise<string | null> {
      const [row] = await sql.query<{ previous: string | null }>(
        `update public.billing_customers b set open_checkout_id = $2, updated_at = now()
           from (select user_id, open_checkout_id as previous from public.billing_customers where user_id = $1::uuid for update) old
          where b.user_id = old.user_id
          returning old.previous`,
        [userId, sessionId],
      );
      return row?.previous ?? null;
    },

    async isEventProcessed(eventId: string): Promise<boolean> {
      return (await sql.query('select 1 from public.stripe_events where event_id = $1', [eventId])).length > 0;
    },

    /**
     * Applies one event once: its id is stored in the same transaction as its effect. Each effect is
     * an upsert that gives the same result whatever the order, so a replay would change nothing either.
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
          await settle(tx, effect.userId, now);
        }
        return 'applied';
      });
    },

    /**
     * Effects read from Stripe itself (the reconciliation): applied together, with no event id. The
     * stand-ins the migration made from the state stored before invoices were kept ('stored:' ids)
     * give way to the invoices read.
     */
    async applyReading(userId: string, effects: NonNullable<BillingEffect>[], now: Date): Promise<void> {
      await sql.transaction(async (tx) => {
        await tx.query("delete from public.billing_invoices where user_id = $1::uuid and invoice_id like 'stored:%'", [userId]);
        for (const effect of effects) await applyEffect(tx, effect);
        await settle(tx, userId, now);
      });
    },
  };
}
