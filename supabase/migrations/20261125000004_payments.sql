-- Premium bought through Stripe (docs/PAYMENTS.md): one Stripe customer per account, the state of its
-- subscription, every webhook event id processed once, and where a profile's tier came from.

-- 'subscription' when the Stripe webhook set the tier, 'manual' for anything else (the default, an
-- administrator's set-tier). The webhook only changes a tier that is free or came from a subscription.
alter table public.profiles add column tier_source text not null default 'manual'
  check (tier_source in ('manual', 'subscription'));

-- Any change of tier records its source: the webhook's transaction says so with
-- set_config('app.tier_source', 'subscription', true); every other writer counts as manual.
create function public.profiles_record_tier_source() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tier is distinct from old.tier then
    new.tier_source := case when pg_catalog.current_setting('app.tier_source', true) = 'subscription' then 'subscription' else 'manual' end;
  end if;
  return new;
end;
$$;
revoke execute on function public.profiles_record_tier_source() from public, anon, authenticated;
create trigger profiles_record_tier_source before update of tier on public.profiles
  for each row execute function public.profiles_record_tier_source();

create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique,
  subscription_id text,
  subscription_status text,
  -- The end of the last period paid for: Premium lasts until then, whatever happens after.
  paid_until timestamptz,
  cancel_at_period_end boolean not null default false,
  -- The creation time of the newest subscription event applied: older ones arriving late are ignored.
  subscription_event_at timestamptz,
  payment_failed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.billing_customers enable row level security;
revoke all on public.billing_customers from anon, authenticated;

-- Each Stripe event is applied once: its id is inserted in the same transaction as its effect.
create table public.stripe_events (
  event_id text primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;
