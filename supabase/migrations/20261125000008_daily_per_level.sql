-- A game may have a daily per level (Solitaire: Draw 1 and Draw 3; the engine's dailyLevels): daily
-- puzzles, a player's daily plays and daily results are one per game, day and level instead of one
-- per game and day. Every existing row stays valid: each was the only one of its game and day.
alter table public.daily_puzzles add column level text;
update public.daily_puzzles d set level = gp.level from public.game_puzzles gp where gp.id = d.puzzle_id;
alter table public.daily_puzzles
  alter column level set not null,
  add constraint daily_puzzles_level_length check (char_length(level) between 1 and 40),
  drop constraint daily_puzzles_pkey,
  add primary key (game_slug, day, level);

-- A daily's level is always its puzzle's: filled in from it (so an insert naming no level, as
-- before this migration, still stores a valid daily), never one that disagrees with it.
create function public.daily_puzzle_level() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.level := (select gp.level from public.game_puzzles gp where gp.id = new.puzzle_id);
  return new;
end;
$$;
revoke execute on function public.daily_puzzle_level() from public, anon, authenticated;
create trigger daily_puzzles_level before insert or update of puzzle_id, level on public.daily_puzzles
  for each row execute function public.daily_puzzle_level();

drop index public.game_plays_one_daily;
create unique index game_plays_one_daily on public.game_plays (game_slug, player_key, day, level) where mode = 'daily';

drop index public.game_results_one_daily;
create unique index game_results_one_daily on public.game_results (game_slug, player_key, day, level) where mode = 'daily';
