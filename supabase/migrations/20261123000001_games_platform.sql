-- The games platform: puzzles issued by the server, plays it referees, results and statistics for
-- every game, daily puzzles, per-game leaderboards (one best per player per board) and public
-- display names. Everything is written by the server only: the browser roles get no write grant,
-- and read only public leaderboard columns.

-- ---- Display names: public, chosen by the player, never derived from the e-mail. ----
create function public.generate_display_name() returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  adjectives text[] := array['Quiet','Brave','Calm','Clever','Bright','Swift','Gentle','Bold','Merry','Lucky',
    'Keen','Witty','Sunny','Misty','Noble','Patient','Nimble','Steady','Curious','Cosmic','Golden','Silver',
    'Amber','Crimson','Azure','Jolly','Quick','Wise','Daring','Humble'];
  animals text[] := array['Otter','Falcon','Badger','Heron','Lynx','Panda','Fox','Owl','Koala','Dolphin',
    'Beaver','Robin','Tiger','Marten','Puffin','Gecko','Ibex','Lemur','Walrus','Wren','Bison','Crane',
    'Hare','Moose','Raven','Seal','Stork','Tapir','Yak','Zebra'];
  candidate text;
begin
  loop
    candidate := adjectives[1 + floor(random() * array_length(adjectives, 1))::int] || ' ' ||
                 animals[1 + floor(random() * array_length(animals, 1))::int] || ' ' ||
                 (100 + floor(random() * 900))::int::text;
    exit when not exists (select 1 from public.profiles p where lower(p.display_name) = lower(candidate));
  end loop;
  return candidate;
end;
$$;
revoke execute on function public.generate_display_name() from public, anon, authenticated;

alter table public.profiles
  add column display_name text,
  add column display_name_chosen boolean not null default false;
update public.profiles set display_name = public.generate_display_name() where display_name is null;
-- Players with leaderboard entries but no profile yet get one, so every entry has a generated name.
insert into public.profiles (user_id, display_name)
select distinct e.user_id, public.generate_display_name() from public.leaderboard_entries e
where not exists (select 1 from public.profiles p where p.user_id = e.user_id);
update public.profiles set display_name = public.generate_display_name() where display_name is null;
alter table public.profiles
  alter column display_name set default public.generate_display_name(),
  alter column display_name set not null,
  add constraint profiles_display_name_shape check (display_name ~ '^[A-Za-z0-9 _-]{3,20}$');
create unique index profiles_display_name_unique on public.profiles (lower(display_name));

-- ---- Puzzles the server issued: the public part, and the solution kept server-side. ----
create table public.game_puzzles (
  id bigint generated always as identity primary key,
  game_slug text not null check (char_length(game_slug) between 1 and 40),
  level text not null check (char_length(level) between 1 and 40),
  puzzle text not null check (char_length(puzzle) between 1 and 4000),
  solution text not null check (char_length(solution) between 1 and 4000),
  -- true: in the level's practice pool, generated ahead and shared; a player is served pooled
  -- puzzles they have not played yet. Dailies and puzzles made on the spot are not pooled.
  pooled boolean not null default false,
  created_at timestamptz not null default now()
);
create index game_puzzles_pool_idx on public.game_puzzles (game_slug, level) where pooled;
alter table public.game_puzzles enable row level security;
revoke all on public.game_puzzles from anon, authenticated;

-- One puzzle per game and UTC day, created by whichever request comes first (insert ... on conflict).
create table public.daily_puzzles (
  game_slug text not null,
  day date not null,
  puzzle_id bigint not null references public.game_puzzles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (game_slug, day)
);
alter table public.daily_puzzles enable row level security;
revoke all on public.daily_puzzles from anon, authenticated;

-- A play: one puzzle handed to one player (a user id or an anonymous key), timed by the server.
create table public.game_plays (
  id uuid primary key default gen_random_uuid(),
  game_slug text not null,
  player_key text not null check (char_length(player_key) between 1 and 100),
  mode text not null check (mode in ('daily', 'practice')),
  level text not null,
  day date not null,
  puzzle_id bigint not null references public.game_puzzles (id) on delete cascade,
  status text not null default 'playing' check (status in ('playing', 'won', 'lost')),
  hints integer not null default 0 check (hints >= 0),
  -- Server-side state of games whose hidden information lives here (the engine's own JSON).
  state jsonb,
  started_at timestamptz not null default now(),
  -- The clock stops while the player pauses (the board is hidden meanwhile).
  paused_at timestamptz,
  paused_seconds integer not null default 0 check (paused_seconds >= 0),
  finished_at timestamptz,
  check ((status = 'playing') = (finished_at is null))
);
create index game_plays_player_idx on public.game_plays (player_key, game_slug, started_at desc);
create index game_plays_puzzle_idx on public.game_plays (puzzle_id, player_key);
-- A player's daily is one play, resumed on every device.
create unique index game_plays_one_daily on public.game_plays (game_slug, player_key, day) where mode = 'daily';
alter table public.game_plays enable row level security;
revoke all on public.game_plays from anon, authenticated;

-- Results of every game (platform plays, 2048 runs, chess attempts): what statistics are made of.
-- source identifies what produced it ('play:<uuid>', '2048:<run>', 'chess:<attempt>'), so a result
-- is counted once however often it is reported or merged.
create table public.game_results (
  id bigint generated always as identity primary key,
  game_slug text not null,
  player_key text not null check (char_length(player_key) between 1 and 100),
  source text not null,
  mode text not null check (mode in ('daily', 'practice')),
  level text not null,
  day date not null,
  won boolean not null,
  time_seconds integer check (time_seconds is null or time_seconds > 0),
  assisted boolean not null default false,
  finished_at timestamptz not null default now(),
  unique (game_slug, source)
);
create index game_results_player_idx on public.game_results (player_key, game_slug, finished_at desc);
-- A player has one daily result per game and day.
create unique index game_results_one_daily on public.game_results (game_slug, player_key, day) where mode = 'daily';
alter table public.game_results enable row level security;
revoke all on public.game_results from anon, authenticated;

-- ---- Leaderboards: one best time per player per board ('all:<level>' or 'daily:<day>'). ----
create table public.leaderboard_bests (
  game_slug text not null,
  board text not null check (char_length(board) between 1 and 60),
  user_id uuid not null references auth.users (id) on delete cascade,
  time_seconds integer not null check (time_seconds > 0),
  achieved_at timestamptz not null default now(),
  primary key (game_slug, board, user_id)
);
create index leaderboard_bests_rank_idx on public.leaderboard_bests (game_slug, board, time_seconds, achieved_at);
alter table public.leaderboard_bests enable row level security;
revoke all on public.leaderboard_bests from anon, authenticated;

-- 2048's entries move over: each player's best, on the all-time board of its one level.
insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds, achieved_at)
select distinct on (game_slug, user_id) game_slug, 'all:standard', user_id, time_seconds, created_at
from public.leaderboard_entries
order by game_slug, user_id, time_seconds asc, created_at asc;
insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, finished_at)
select e.game_slug, e.user_id::text, '2048:' || e.run_id::text, 'practice', 'standard', (e.created_at at time zone 'utc')::date, true, e.time_seconds, e.created_at
from public.leaderboard_entries e;
drop table public.leaderboard_entries;

-- The public face of a board: display names and times, nothing else (no user ids, no e-mail).
create view public.leaderboard_public with (security_invoker = false) as
  select b.game_slug, b.board, p.display_name as name, b.time_seconds, b.achieved_at
  from public.leaderboard_bests b join public.profiles p on p.user_id = b.user_id;
revoke all on public.leaderboard_public from anon, authenticated;
grant select on public.leaderboard_public to anon, authenticated;
