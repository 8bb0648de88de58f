-- The embedded auth's own tables (sessions with rotating refresh tokens, recovery tokens, its signing
-- secret). Applied only when Supabase Auth is not configured; the browser roles get nothing here.
create schema if not exists embedded_auth;
revoke all on schema embedded_auth from public;

create table if not exists embedded_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists sessions_user_id_idx on embedded_auth.sessions (user_id);

create table if not exists embedded_auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references embedded_auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists refresh_tokens_session_idx on embedded_auth.refresh_tokens (session_id);

create table if not exists embedded_auth.recovery_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table if not exists embedded_auth.secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
