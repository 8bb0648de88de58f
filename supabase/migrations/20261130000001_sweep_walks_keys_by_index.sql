-- The sweep's walk through the player keys (sweep_game_rows, migration 20261125000003) read every
-- row of the next keys in six tables to find them (`select distinct ... limit p_keys`), so a sweep
-- cost more the more plays its keys had: on the embedded database, with 200 players and 120,000
-- plays, one sweep in a hundred new plays read the whole of game_plays, and a new play's share of
-- the database's time doubled along a bench run (issue 45). Now each table's next keys come from a
-- loose index scan (next_player_keys, one probe of the key's index a key): the cost follows the keys
-- looked at, not their history. And the keys' idleness is decided for all of them in one
-- statement (idle_anonymous_keys), not by a function call per key (its rule unchanged, from
-- migration 20261128000002): a sweep of 500 keys cost about 20 ms of the embedded database's time,
-- one in a hundred new plays, most of it in those calls. The rest of the sweep is unchanged.

-- Which of these keys are anonymous data unused since p_since (a short-lived key, a version-8 UUID
-- as issued, since 2 days at most): no account of that id, and no row of the key's touched since.
create function public.idle_anonymous_keys(p_keys text[], p_since timestamptz) returns text[]
language plpgsql stable
set search_path = ''
as $$
declare
  v_idle text[];
begin
  select coalesce(array_agg(c.k order by c.k), '{}') into v_idle from (
    select u.k,
      -- The cast only for a UUID: a key of another shape is never an account's id.
      case when u.k ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then u.k::uuid end as id,
      case when u.k ~ '^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then greatest(p_since, now() - interval '2 days') else p_since end as at
    from unnest(p_keys) u(k)
  ) c
  where not exists (select 1 from public.profiles p where p.user_id = c.id)
    and not exists (select 1 from auth.users a where a.id = c.id)
    and not exists (select 1 from public.game_plays g where g.player_key = c.k
                    and (g.started_at >= c.at or g.finished_at >= c.at or g.last_move_at >= c.at))
    and not exists (select 1 from public.game_results r where r.player_key = c.k and r.finished_at >= c.at)
    and not exists (select 1 from public.puzzle_progress r where r.key = c.k and r.updated_at >= c.at)
    and not exists (select 1 from public.puzzle_attempts r where r.key = c.k and r.updated_at >= c.at)
    and not exists (select 1 from public.play_quota r where r.key = c.k and r.updated_at >= c.at)
    and not exists (select 1 from public.play_quota_items r where r.key = c.k and r.created_at >= c.at);
  return v_idle;
end;
$$;
revoke execute on function public.idle_anonymous_keys(text[], timestamptz) from public, anon, authenticated;
grant execute on function public.idle_anonymous_keys(text[], timestamptz) to service_role;

-- The one-key form, the same rule (one source).
create or replace function public.anonymous_key_idle(p_key text, p_since timestamptz) returns boolean
language sql stable
set search_path = ''
as $$
  select public.idle_anonymous_keys(array[p_key], p_since) = array[p_key]
$$;

-- The first p_keys distinct keys after p_after in a table's key column, in order, by a loose index
-- scan (a recursive CTE: each step one probe of the index the column leads). Planned at each call
-- with its values (EXECUTE), so no plan made when the table was small is kept.
create function public.next_player_keys(p_table regclass, p_column name, p_after text, p_keys integer) returns setof text
language plpgsql stable
set search_path = ''
as $$
begin
  return query execute format(
    'with recursive walk(k, n) as (
       (select t.%1$I, 1 from %2$s t where t.%1$I > $1 order by t.%1$I limit 1)
       union all
       select (select t.%1$I from %2$s t where t.%1$I > w.k order by t.%1$I limit 1), w.n + 1
       from walk w where w.k is not null and w.n < $2)
     select k from walk where k is not null', p_column, p_table)
  using p_after, p_keys;
end;
$$;
revoke execute on function public.next_player_keys(regclass, name, text, integer) from public, anon, authenticated;
grant execute on function public.next_player_keys(regclass, name, text, integer) to service_role;

create or replace function public.sweep_game_rows(p_batch integer, p_keys integer)
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
    -- The next keys of each table by a loose index scan (next_player_keys): one index probe a key,
    -- however many rows a key has.
    select coalesce(array_agg(u.k order by u.k), '{}') into v_keys from (
      select k from (
        select public.next_player_keys('public.game_plays', 'player_key', v_after, p_keys) as k
        union select public.next_player_keys('public.game_results', 'player_key', v_after, p_keys)
        union select public.next_player_keys('public.puzzle_progress', 'key', v_after, p_keys)
        union select public.next_player_keys('public.puzzle_attempts', 'key', v_after, p_keys)
        union select public.next_player_keys('public.play_quota', 'key', v_after, p_keys)
        union select public.next_player_keys('public.play_quota_items', 'key', v_after, p_keys)
      ) candidates order by k limit p_keys
    ) u;
    v_idle_keys := public.idle_anonymous_keys(v_keys, v_idle);
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
