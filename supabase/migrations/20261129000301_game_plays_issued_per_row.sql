-- The issued flag (migration 20261129000201) set by a row-level trigger instead of a statement-level
-- one with a transition table: a new play is a one-row insert, and per statement the transition
-- table, its distinct query and the loop cost the embedded database about 0.1 ms of a new play's
-- 0.75-0.85 ms statement, where a row trigger costs about half that (issue 45, measured in process on
-- PGlite). A bulk insert pays more (100,000 plays 2.5 -> 3.0 s on PGlite), which only the bench's
-- preload does. Same rule: one key probe per play, the flag set once, kept when a play is deleted.
drop trigger game_plays_mark_issued on public.game_plays;

create or replace function public.game_puzzles_mark_issued() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.game_puzzles set issued = true where id = new.puzzle_id and not issued;
  return null;
end;
$$;
revoke execute on function public.game_puzzles_mark_issued() from public, anon, authenticated;
create trigger game_plays_mark_issued after insert on public.game_plays
  for each row execute function public.game_puzzles_mark_issued();
-- Also in replica mode, as bulk loads run (scripts/bench/preload-sql.mjs), so no issued puzzle looks fresh.
alter table public.game_plays enable always trigger game_plays_mark_issued;
