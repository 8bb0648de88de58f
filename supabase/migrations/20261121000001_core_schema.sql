-- Core schema of the site: profiles, puzzles, the daily play quota and puzzle progress.
-- Row level security is on for every table; the browser roles (anon, authenticated) may read only
-- what is granted below and may write nothing that decides a quota, a solve, progress or a tier.
-- The server talks to the database as its owner (or service_role) and enforces the rules itself.

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  tier text not null default 'free' check (tier in ('free', 'premium', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
create policy profiles_select_own on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);

create table public.puzzles (
  id bigint generated always as identity primary key,
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  idx integer not null check (idx between 1 and 2000),
  fen text not null,
  player_to_move text not null check (player_to_move in ('w', 'b')),
  max_user_moves integer not null check (max_user_moves between 1 and 10),
  -- The main line in UCI (solver and opponent alternating): never granted to the browser roles.
  solution text[] not null,
  -- The self-play game that led to the position, from the initial position (UCI).
  game_moves text[] not null default '{}',
  unique (difficulty, idx)
);
alter table public.puzzles enable row level security;
revoke all on public.puzzles from anon, authenticated;
grant select (id, difficulty, idx, fen, player_to_move, max_user_moves) on public.puzzles to anon, authenticated;
create policy puzzles_readable on public.puzzles for select to anon, authenticated using (true);

create table public.play_quota (
  key text not null check (char_length(key) between 1 and 100),
  game_slug text not null,
  day date not null,
  used integer not null default 0 check (used >= 0),
  updated_at timestamptz not null default now(),
  primary key (key, game_slug, day)
);
alter table public.play_quota enable row level security;
revoke all on public.play_quota from anon, authenticated;

-- The distinct items (puzzles) a key started on a day: reopening one is free.
create table public.play_quota_items (
  key text not null,
  game_slug text not null,
  day date not null,
  item text not null,
  created_at timestamptz not null default now(),
  primary key (key, game_slug, day, item)
);
alter table public.play_quota_items enable row level security;
revoke all on public.play_quota_items from anon, authenticated;

create table public.puzzle_progress (
  key text not null check (char_length(key) between 1 and 100),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  last_completed integer not null default 0 check (last_completed between 0 and 2000),
  updated_at timestamptz not null default now(),
  primary key (key, difficulty)
);
alter table public.puzzle_progress enable row level security;
revoke all on public.puzzle_progress from anon, authenticated;

-- Consumes one play of p_item for p_key on p_day in a single call: free when the item was already
-- started that day, refused (allowed = false) when the day's count has reached p_limit (null means
-- unlimited). The conditional upsert re-checks the limit on the latest row version under its row
-- lock, so concurrent calls can never exceed the limit.
create function public.consume_play_quota(
  p_key text, p_game_slug text, p_day date, p_item text, p_limit integer
) returns table (allowed boolean, used integer, repeated boolean)
language plpgsql
set search_path = ''
as $$
declare
  v_used integer;
begin
  insert into public.play_quota_items (key, game_slug, day, item)
  values (p_key, p_game_slug, p_day, p_item)
  on conflict do nothing;
  if not found then
    select q.used into v_used from public.play_quota q
    where q.key = p_key and q.game_slug = p_game_slug and q.day = p_day;
    return query select true, coalesce(v_used, 0), true;
    return;
  end if;

  insert into public.play_quota as q (key, game_slug, day, used, updated_at)
  values (p_key, p_game_slug, p_day, 1, now())
  on conflict (key, game_slug, day) do update
    set used = q.used + 1, updated_at = now()
    where p_limit is null or q.used < p_limit
  returning q.used into v_used;

  if v_used is null then
    delete from public.play_quota_items i
    where i.key = p_key and i.game_slug = p_game_slug and i.day = p_day and i.item = p_item;
    select q.used into v_used from public.play_quota q
    where q.key = p_key and q.game_slug = p_game_slug and q.day = p_day;
    return query select false, coalesce(v_used, 0), false;
    return;
  end if;
  return query select true, v_used, false;
end;
$$;
revoke execute on function public.consume_play_quota(text, text, date, text, integer) from public, anon, authenticated;
grant execute on function public.consume_play_quota(text, text, date, text, integer) to service_role;
