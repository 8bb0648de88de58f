-- Display names that look alike are one name; generating a name always ends; the public leaderboard
-- view carries only what the site shows; abandoned, old and unused rows are swept in bounded
-- batches (docs/SECURITY.md, Retention).

-- ---- Display names: one name under case, separators and look-alikes. ----
-- The same fold as foldDisplayName in lib/account/display-name-rules.ts (the same two strings; a
-- test checks they agree): ASCII upper case to lower, then 0 -> o; 1, i -> l; 2 -> z; 5 -> s;
-- 8 -> b; space, _ and - dropped. translate() on explicit letters, not lower(), so no locale or
-- collation can change it (an index needs an immutable function).
create function public.display_name_fold(p_name text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select pg_catalog.translate(
    pg_catalog.translate(p_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
    '01i258 _-', 'ollzsb')
$$;

-- A free name from these words: tries "Adjective Animal" and p_digits digits, then, when those
-- keep being taken, "Animal" and the wider p_wide_digits, then fails with a clear error instead of
-- looping. A concurrent transaction may still take the same name before this one commits: the
-- unique index refuses the second, and the server retries (lib/db/store/profiles.ts).
create function public.pick_display_name(p_adjectives text[], p_animals text[], p_digits integer, p_wide_digits integer)
returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  attempts constant integer := 20;
  candidate text;
begin
  for attempt in 1 .. 2 * attempts loop
    if attempt <= attempts then
      candidate := p_adjectives[1 + floor(random() * array_length(p_adjectives, 1))::int] || ' ' ||
                   p_animals[1 + floor(random() * array_length(p_animals, 1))::int] || ' ' ||
                   (10 ^ (p_digits - 1) + floor(random() * 9 * 10 ^ (p_digits - 1)))::bigint::text;
    else
      candidate := p_animals[1 + floor(random() * array_length(p_animals, 1))::int] || ' ' ||
                   (10 ^ (p_wide_digits - 1) + floor(random() * 9 * 10 ^ (p_wide_digits - 1)))::bigint::text;
    end if;
    if not exists (select 1 from public.profiles p where public.display_name_fold(p.display_name) = public.display_name_fold(candidate)) then
      return candidate;
    end if;
  end loop;
  raise exception 'no free display name was found in % attempts', 2 * attempts
    using hint = 'Every name tried was taken: widen the words or digits of generate_display_name.';
end;
$$;
revoke execute on function public.pick_display_name(text[], text[], integer, integer) from public, anon, authenticated;
grant execute on function public.pick_display_name(text[], text[], integer, integer) to service_role;

-- "Quiet Otter 482" (810,000 names), then "Otter 4829137" (270 million). At most 19 characters.
create or replace function public.generate_display_name() returns text
language sql volatile
set search_path = ''
as $$
  select public.pick_display_name(
    array['Quiet','Brave','Calm','Clever','Bright','Swift','Gentle','Bold','Merry','Lucky',
      'Keen','Witty','Sunny','Misty','Noble','Patient','Nimble','Steady','Curious','Cosmic','Golden','Silver',
      'Amber','Crimson','Azure','Jolly','Quick','Wise','Daring','Humble'],
    array['Otter','Falcon','Badger','Heron','Lynx','Panda','Fox','Owl','Koala','Dolphin',
      'Beaver','Robin','Tiger','Marten','Puffin','Gecko','Ibex','Lemur','Walrus','Wren','Bison','Crane',
      'Hare','Moose','Raven','Seal','Stork','Tapir','Yak','Zebra'],
    3, 7)
$$;
revoke execute on function public.generate_display_name() from public, anon, authenticated;
grant execute on function public.generate_display_name() to service_role;

-- Names that are already one name under the fold: the first keeps it (a chosen name before a
-- generated one, then the oldest profile), the others get a fresh generated name and are asked to
-- choose again. One row per statement, so each new name sees the ones given before it.
do $$
declare
  loser record;
begin
  for loser in
    select ranked.user_id from (
      select p.user_id, row_number() over (
        partition by public.display_name_fold(p.display_name)
        order by p.display_name_chosen desc, p.created_at, p.user_id) as place
      from public.profiles p
    ) ranked
    where ranked.place > 1
  loop
    update public.profiles
    set display_name = public.generate_display_name(), display_name_chosen = false, updated_at = now()
    where user_id = loser.user_id;
  end loop;
end;
$$;
drop index public.profiles_display_name_unique;
create unique index profiles_display_name_fold_unique on public.profiles (public.display_name_fold(display_name));

-- ---- The public face of a board: what the leaderboard shows, nothing else. ----
-- rank in the order lib/db/store/leaderboard.ts lists a board: time, then who got there first,
-- then the user id (never shown) to break a full tie the same way every time. (The server reads
-- its top rows with its own query: row_number() here numbers the whole board.)
drop view public.leaderboard_public;
create view public.leaderboard_public with (security_invoker = false) as
  select b.game_slug, b.board,
    row_number() over (partition by b.game_slug, b.board order by b.time_seconds, b.achieved_at, b.user_id) as rank,
    p.display_name as name, b.time_seconds
  from public.leaderboard_bests b join public.profiles p on p.user_id = b.user_id;
revoke all on public.leaderboard_public from anon, authenticated;
grant select on public.leaderboard_public to anon, authenticated;

-- ---- Sweeps (docs/SECURITY.md, Retention). ----
create index game_plays_playing_started_idx on public.game_plays (started_at) where status = 'playing';

-- Where the walk through the player keys stopped (see sweep_game_rows): '' is the start.
create table public.sweep_positions (
  name text primary key,
  after_key text not null default ''
);
alter table public.sweep_positions enable row level security;
revoke all on public.sweep_positions from anon, authenticated;
insert into public.sweep_positions (name) values ('anonymous_keys');

-- Whether a player key is an anonymous key with nothing done since p_since: not an account's id
-- (user ids share the keyed tables with anonymous keys, and an account's data is never swept),
-- and no row of it in any keyed table touched since then.
create function public.anonymous_key_idle(p_key text, p_since timestamptz) returns boolean
language sql stable
set search_path = ''
as $$
  with account as (
    -- The cast only for a UUID: a key of another shape is never an account's id.
    select case when p_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_key::uuid end as id
  )
  select not exists (select 1 from account a join public.profiles p on p.user_id = a.id)
    and not exists (select 1 from account a join auth.users u on u.id = a.id)
    and not exists (select 1 from public.game_plays g where g.player_key = p_key
                    and (g.started_at >= p_since or g.finished_at >= p_since or g.last_move_at >= p_since))
    and not exists (select 1 from public.game_results r where r.player_key = p_key and r.finished_at >= p_since)
    and not exists (select 1 from public.puzzle_progress r where r.key = p_key and r.updated_at >= p_since)
    and not exists (select 1 from public.puzzle_attempts r where r.key = p_key and r.updated_at >= p_since)
    and not exists (select 1 from public.play_quota r where r.key = p_key and r.updated_at >= p_since)
    and not exists (select 1 from public.play_quota_items r where r.key = p_key and r.created_at >= p_since)
$$;
revoke execute on function public.anonymous_key_idle(text, timestamptz) from public, anon, authenticated;
grant execute on function public.anonymous_key_idle(text, timestamptz) to service_role;

-- One bounded sweep: deletes at most p_batch rows of each kind, and says how many of each went.
-- The server calls it now and then (about one new play in a hundred), so no request pays for a
-- backlog at once. Rows kept by time are found by their time index, and all of them go, so no
-- call reads the same kept row twice. Unused anonymous data is found by key instead: each call
-- looks at the next p_keys player keys (in key order, from every keyed table's key index, where
-- the last call stopped; back to the start after the last one), so a call's reading is bounded
-- however many old rows accounts keep, and deletes every row of those keys idle for 400 days.
-- plpgsql: retired_anon_keys (another migration) is resolved when the function runs.
create function public.sweep_game_rows(p_batch integer, p_keys integer)
returns table (swept text, deleted integer)
language plpgsql
set search_path = ''
as $$
declare
  -- A daily stays finishable well after its day; an anon_key cookie lives a year.
  v_abandoned constant timestamptz := now() - interval '30 days';
  v_short constant timestamptz := now() - interval '2 days';
  v_idle constant timestamptz := now() - interval '400 days';
  v_after text;
  v_keys text[];
  v_idle_keys text[];
  v_more boolean := false;
begin
  delete from public.game_plays where id in (
    select g.id from public.game_plays g where g.status = 'playing' and g.started_at < v_abandoned limit p_batch);
  get diagnostics deleted = row_count; swept := 'abandoned_plays'; return next;

  delete from public.rate_limits where ctid in (
    select r.ctid from public.rate_limits r where r.window_start < v_short limit p_batch);
  get diagnostics deleted = row_count; swept := 'rate_limits'; return next;

  delete from public.puzzle_help where id in (
    select h.id from public.puzzle_help h where h.created_at < v_short limit p_batch);
  get diagnostics deleted = row_count; swept := 'puzzle_help'; return next;

  delete from public.retired_anon_keys where anon_key in (
    select k.anon_key from public.retired_anon_keys k where k.retired_at < v_idle limit p_batch);
  get diagnostics deleted = row_count; swept := 'retired_anon_keys'; return next;

  -- Unused anonymous data. A sweep already walking the keys (another server) is left to it.
  select s.after_key into v_after from public.sweep_positions s where s.name = 'anonymous_keys' for update skip locked;
  if found then
    select coalesce(array_agg(u.k order by u.k), '{}') into v_keys from (
      select k from (
        (select distinct g.player_key as k from public.game_plays g where g.player_key > v_after order by 1 limit p_keys)
        union (select distinct r.player_key from public.game_results r where r.player_key > v_after order by 1 limit p_keys)
        union (select distinct r.key from public.puzzle_progress r where r.key > v_after order by 1 limit p_keys)
        union (select distinct r.key from public.puzzle_attempts r where r.key > v_after order by 1 limit p_keys)
        union (select distinct r.key from public.play_quota r where r.key > v_after order by 1 limit p_keys)
        union (select distinct r.key from public.play_quota_items r where r.key > v_after order by 1 limit p_keys)
      ) candidates order by k limit p_keys
    ) u;
    select coalesce(array_agg(k), '{}') into v_idle_keys from unnest(v_keys) k where public.anonymous_key_idle(k, v_idle);
  else
    v_idle_keys := '{}';
  end if;

  delete from public.game_plays where id in (
    select g.id from public.game_plays g where g.player_key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_plays'; v_more := v_more or deleted = p_batch; return next;

  delete from public.game_results where id in (
    select r.id from public.game_results r where r.player_key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_results'; v_more := v_more or deleted = p_batch; return next;

  delete from public.puzzle_progress where ctid in (
    select r.ctid from public.puzzle_progress r where r.key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_progress'; v_more := v_more or deleted = p_batch; return next;

  delete from public.puzzle_attempts where id in (
    select r.id from public.puzzle_attempts r where r.key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_attempts'; v_more := v_more or deleted = p_batch; return next;

  delete from public.play_quota where ctid in (
    select r.ctid from public.play_quota r where r.key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_quota'; v_more := v_more or deleted = p_batch; return next;

  delete from public.play_quota_items where ctid in (
    select r.ctid from public.play_quota_items r where r.key = any(v_idle_keys) limit p_batch);
  get diagnostics deleted = row_count; swept := 'anonymous_quota_items'; v_more := v_more or deleted = p_batch; return next;

  -- Onwards past these keys, unless a table had more of their rows than one batch (the next call
  -- takes the same keys again); after the last key, back to the start.
  if v_after is not null and not v_more then
    update public.sweep_positions
    set after_key = case when cardinality(v_keys) < p_keys then '' else v_keys[cardinality(v_keys)] end
    where name = 'anonymous_keys';
  end if;
end;
$$;
revoke execute on function public.sweep_game_rows(integer, integer) from public, anon, authenticated;
grant execute on function public.sweep_game_rows(integer, integer) to service_role;

-- ---- Rate limits: old windows go with the bounded sweep above, not in a limit's own hit. ----
-- (Before, one hit in a hundred deleted every old window at once: an unbounded delete a player paid for.)
create or replace function public.hit_rate_limit(p_bucket text, p_window_seconds integer, p_limit integer)
returns table (allowed boolean, retry_after integer)
language plpgsql
set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  insert into public.rate_limits as r (bucket, window_start, hits)
  values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1 where r.hits < p_limit
  returning r.hits into v_hits;
  return query select v_hits is not null,
    case when v_hits is null then greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer) else 0 end;
end;
$$;
revoke execute on function public.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;
