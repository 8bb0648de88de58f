-- Short-lived anonymous keys are swept first (docs/SECURITY.md, Retention). A key issued past its
-- address's allowance of new keys (lib/auth/anonymous-key.ts) is a version-8 UUID whose signed cookie
-- is accepted for a day only; after that nobody can present it, so its rows are dead. The sweep's walk
-- through the player keys (sweep_game_rows) deletes them once idle for 2 days, not 400.
create or replace function public.anonymous_key_idle(p_key text, p_since timestamptz) returns boolean
language sql stable
set search_path = ''
as $$
  with account as (
    -- The cast only for a UUID: a key of another shape is never an account's id.
    select case when p_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_key::uuid end as id
  ), since as (
    -- A short-lived key (version 8, as issued: lowercase) is idle after 2 days whatever p_since says.
    select case when p_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then greatest(p_since, now() - interval '2 days') else p_since end as at
  )
  select not exists (select 1 from account a join public.profiles p on p.user_id = a.id)
    and not exists (select 1 from account a join auth.users u on u.id = a.id)
    and not exists (select 1 from public.game_plays g, since s where g.player_key = p_key
                    and (g.started_at >= s.at or g.finished_at >= s.at or g.last_move_at >= s.at))
    and not exists (select 1 from public.game_results r, since s where r.player_key = p_key and r.finished_at >= s.at)
    and not exists (select 1 from public.puzzle_progress r, since s where r.key = p_key and r.updated_at >= s.at)
    and not exists (select 1 from public.puzzle_attempts r, since s where r.key = p_key and r.updated_at >= s.at)
    and not exists (select 1 from public.play_quota r, since s where r.key = p_key and r.updated_at >= s.at)
    and not exists (select 1 from public.play_quota_items r, since s where r.key = p_key and r.created_at >= s.at)
$$;
