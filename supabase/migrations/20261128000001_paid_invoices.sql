-- Premium lasts as long as what was paid (docs/PAYMENTS.md): every subscription of an account is
-- tracked, every paid invoice is kept with the end of the period it paid for, and the account's
-- paid_until is recomputed from them: the latest paid period's end, cut by a full refund or by the
-- time Stripe ended a subscription. Each of these is a property of an event, not of its arrival, so
-- events arriving late, twice or out of order give the same result.

-- Every subscription of our customers (a double checkout makes two), with its latest known state.
create table public.billing_subscriptions (
  subscription_id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null,
  -- The creation time of the event (or the reading) the status came from: an older one is ignored.
  status_at timestamptz not null,
  period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- When Stripe ended the subscription (customer.subscription.deleted): nothing of it counts after.
  ended_at timestamptz,
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_user on public.billing_subscriptions (user_id);
alter table public.billing_subscriptions enable row level security;
revoke all on public.billing_subscriptions from anon, authenticated;

-- Invoices paid (invoice.paid) and refunds (charge.refunded); either may arrive first.
create table public.billing_invoices (
  invoice_id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id text,
  -- The end of the period the paid line covers; null while only its refund is known.
  paid_period_end timestamptz,
  paid_at timestamptz,
  -- A full refund: the invoice's period counts only until then.
  refunded_at timestamptz
);
create index billing_invoices_user on public.billing_invoices (user_id);
alter table public.billing_invoices enable row level security;
revoke all on public.billing_invoices from anon, authenticated;

-- The Checkout Session opened last: a new one expires it, so only one can be paid.
alter table public.billing_customers add column open_checkout_id text;
-- Premium lasts until then: paid_until, plus the renewal grace while a subscription is active and
-- no payment failed since the last one paid (Stripe charges about an hour after the period rolls).
alter table public.billing_customers add column premium_until timestamptz;

-- What was stored before: each account's subscription, and its paid_until as one paid period
-- (npm run billing:reconcile re-reads the truth from Stripe).
insert into public.billing_subscriptions (subscription_id, user_id, status, status_at, period_end, cancel_at_period_end)
select subscription_id, user_id, coalesce(subscription_status, 'incomplete'), coalesce(subscription_event_at, updated_at), paid_until,
       cancel_at_period_end
  from public.billing_customers where subscription_id is not null
on conflict do nothing;
insert into public.billing_invoices (invoice_id, user_id, subscription_id, paid_period_end, paid_at)
select 'stored:' || subscription_id, user_id, subscription_id, paid_until, updated_at
  from public.billing_customers where subscription_id is not null and paid_until is not null
on conflict do nothing;

update public.billing_customers set premium_until = paid_until;

alter table public.billing_customers
  drop column subscription_id,
  drop column subscription_status,
  drop column subscription_event_at,
  drop column cancel_at_period_end;

-- stripe_events is swept after its retention (docs/SECURITY.md, Retention) by processed_at.
create index stripe_events_processed_at on public.stripe_events (processed_at);
