-- Boards that rank by a score first (Word Guesser: fewest guesses, then fastest; the engine's
-- rankByScore) keep the score with the time. A player's one entry per board is now their best by
-- (score, time). Games ranked by time alone keep 0 there, so one order serves every board.
alter table public.leaderboard_bests
  add column score smallint not null default 0 check (score between 0 and 1000);

-- Word Guesser's entries so far held each player's fastest clean win: each becomes their best by
-- guesses, then time, read back from the results that could enter (won, clean, not held).
update public.leaderboard_bests b
set score = best.score, time_seconds = best.seconds, achieved_at = best.finished_at
from (
  select distinct on (r.player_key, v.board) r.player_key, v.board, r.score, coalesce(r.board_seconds, r.time_seconds) as seconds, r.finished_at
  from public.game_results r
  cross join lateral (select 'all:' || r.level union all select 'daily:' || r.day::text where r.mode = 'daily') as v(board)
  where r.game_slug = 'wordguesser' and r.won and not r.assisted and r.held is null and r.score is not null
    and coalesce(r.board_seconds, r.time_seconds) > 0
  order by r.player_key, v.board, r.score, coalesce(r.board_seconds, r.time_seconds), r.finished_at
) best
where b.game_slug = 'wordguesser' and b.board = best.board and b.user_id::text = best.player_key;
-- An entry whose result is no longer stored ranks behind every scored one (six guesses: the most).
update public.leaderboard_bests set score = 6 where game_slug = 'wordguesser' and score = 0;

drop index public.leaderboard_bests_rank_idx;
create index leaderboard_bests_rank_idx on public.leaderboard_bests (game_slug, board, score, time_seconds, achieved_at);

-- The public face of a board gains the score, ranked in the order lib/db/store/leaderboard.ts lists
-- a board: score, time, who got there first, then the user id (never shown) to break a full tie.
drop view public.leaderboard_public;
create view public.leaderboard_public with (security_invoker = false) as
  select b.game_slug, b.board,
    row_number() over (partition by b.game_slug, b.board order by b.score, b.time_seconds, b.achieved_at, b.user_id) as rank,
    p.display_name as name, b.time_seconds, b.score
  from public.leaderboard_bests b join public.profiles p on p.user_id = b.user_id;
revoke all on public.leaderboard_public from anon, authenticated;
grant select on public.leaderboard_public to anon, authenticated;
