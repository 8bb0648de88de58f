-- Bounded play tables: attempts and daily quota rows matter only around their day. The chess
-- service calls sweep_play_rows now and then (about one start in a hundred); each call deletes
-- at most 1000 rows per table, so no request pays for a large backlog at once.
create index puzzle_attempts_updated_idx on public.puzzle_attempts (updated_at);
create index play_quota_day_idx on public.play_quota (day);
create index play_quota_items_day_idx on public.play_quota_items (day);

create function public.sweep_play_rows(p_before date)
returns void
language sql
set search_path = ''
as $$
  delete from public.puzzle_attempts where id in (
    select id from public.puzzle_attempts where updated_at < p_before limit 1000);
  delete from public.play_quota_items where ctid in (
    select ctid from public.play_quota_items where day < p_before limit 1000);
  delete from public.play_quota where ctid in (
    select ctid from public.play_quota where day < p_before limit 1000);
$$;
revoke execute on function public.sweep_play_rows(date) from public, anon, authenticated;
grant execute on function public.sweep_play_rows(date) to service_role;
