-- Data deletion requests received through Facebook's Data Deletion Request Callback. Each request gets
-- a random confirmation code the person can use to follow it on /facebook-data-deletion-status.
-- The Facebook user id itself is not kept: only its SHA-256 (hex), enough to see repeated requests.
-- Server-side only: row level security is on and the browser roles get nothing.
create table public.data_deletion_requests (
  confirmation_code text primary key check (confirmation_code ~ '^[A-Za-z0-9_-]{8,64}$'),
  provider text not null check (provider in ('facebook')),
  provider_user_id_hash text not null check (provider_user_id_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'received' check (status in ('received', 'completed', 'no_data')),
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  -- A finished request has its completion time; a pending one has none.
  check ((status = 'received') = (completed_at is null))
);
create index data_deletion_requests_subject_idx on public.data_deletion_requests (provider, provider_user_id_hash);
alter table public.data_deletion_requests enable row level security;
revoke all on public.data_deletion_requests from anon, authenticated;
