-- A small whole-number score for a won game, for games whose engine gives one (Word Guesser: the
-- number of guesses used, 1-6). Statistics count wins per score (the guess distribution). Null for
-- losses and for every game without a score.
alter table public.game_results
  add column score smallint check (score is null or score between 0 and 1000);
