-- "Show mistakes": each check of a play's grid against its solution is counted, like hints, and a
-- checked play's result is assisted (kept out of the leaderboards). Counted apart from hints so
-- the player is told which help they used.
alter table public.game_plays
  add column checks integer not null default 0 check (checks >= 0);
