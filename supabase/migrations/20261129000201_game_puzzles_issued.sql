-- A hidden-state game whose deal is the puzzle is given a pooled deal no key was issued while any is
-- left (lib/db/store/puzzle-supply.ts, issue 41). That pick probed game_plays once per pooled puzzle
-- of the level, so once every one had been issued (a busy site's normal state) each new play walked
-- the whole pool for nothing (issue 45). A pooled puzzle now records that it was issued, and the
-- pooled puzzles not yet issued have their own index: the pick is one index probe whatever the
-- pool's size.
alter table public.game_puzzles add column issued boolean not null default false;
update public.game_puzzles gp set issued = true where exists (select 1 from public.game_plays p where p.puzzle_id = gp.id);
create index game_puzzles_pool_fresh_idx on public.game_puzzles (game_slug, level, id) where pooled and not issued;

-- Set by the one place every issue passes through, whichever statement inserts the play: once per
-- statement, then one key probe per puzzle it issued (a join here would be planned once, for the
-- first statement's size, and kept). The flag stays when a play is later deleted (a sweep, an
-- account's deletion): the deal was shown.
create function public.game_puzzles_mark_issued() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  issued_id bigint;
begin
  for issued_id in select distinct i.puzzle_id from issued_plays i loop
    update public.game_puzzles set issued = true where id = issued_id and not issued;
  end loop;
  return null;
end;
$$;
revoke execute on function public.game_puzzles_mark_issued() from public, anon, authenticated;
create trigger game_plays_mark_issued after insert on public.game_plays
  referencing new table as issued_plays
  for each statement execute function public.game_puzzles_mark_issued();
-- Also in replica mode, as bulk loads run (scripts/bench/preload-sql.mjs), so no issued puzzle looks fresh.
alter table public.game_plays enable always trigger game_plays_mark_issued;
