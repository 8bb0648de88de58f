-- Leaderboards hold only entries the server verified (for 2048: a replayed game that reached 2048,
-- timed by the server's own clock). Names are public; everything else stays server-side.

create table public.game_runs (
  id uuid primary key default gen_random_uuid(),
  game_slug text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  seed text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index game_runs_user_idx on public.game_runs (user_id, started_at desc);
alter table public.game_runs enable row level security;
revoke all on public.game_runs from anon, authenticated;

create table public.leaderboard_entries (
  id bigint generated always as identity primary key,
  game_slug text not null,
  run_id uuid not null unique references public.game_runs (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 64),
  time_seconds integer not null check (time_seconds > 0),
  created_at timestamptz not null default now()
);
create index leaderboard_entries_rank_idx on public.leaderboard_entries (game_slug, time_seconds, created_at);
alter table public.leaderboard_entries enable row level security;
revoke all on public.leaderboard_entries from anon, authenticated;
grant select (game_slug, name, time_seconds, created_at) on public.leaderboard_entries to anon, authenticated;
create policy leaderboard_entries_readable on public.leaderboard_entries
  for select to anon, authenticated using (true);
