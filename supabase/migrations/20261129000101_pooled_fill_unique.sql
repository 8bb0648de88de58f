-- A player is never served a puzzle they have played while an unplayed one remains (issue 42): two
-- pooled rows of a level could hold the same solution (a generator that repeats itself), and the
-- practice walk tells puzzles apart by id only. A pooled solution is now unique per game and level;
-- md5 keeps the index small whatever a game's solution text holds. A daily's solution stays out of
-- its level's pool (lib/db/store/puzzle-supply.ts): a player of the daily is not given it again.
--
-- Existing repeats leave the pool (the oldest stays): the rows are kept, as plays refer to them.
update public.game_puzzles gp set pooled = false
where gp.pooled and exists (
  select 1 from public.game_puzzles o
  where o.pooled and o.game_slug = gp.game_slug and o.level = gp.level and o.solution = gp.solution and o.id < gp.id
);
-- So do pooled rows holding a daily's solution of their game and level.
update public.game_puzzles gp set pooled = false
where gp.pooled and exists (
  select 1 from public.daily_puzzles d join public.game_puzzles o on o.id = d.puzzle_id
  where d.game_slug = gp.game_slug and d.level = gp.level and o.solution = gp.solution
);
create unique index game_puzzles_pool_fill_unique on public.game_puzzles (game_slug, level, md5(solution)) where pooled;
