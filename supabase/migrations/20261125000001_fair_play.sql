-- Fair play (docs/GAMES.md, Fair play): what the referee needs so that no leaderboard time is
-- shorter than the time the puzzle was in the player's hands, help is counted per player and
-- puzzle, results too fast for a human are held for review, and a retried last call answers the
-- stored result.
alter table public.game_plays
  -- The first move of a hidden-state game: its leaderboard clock starts there (nothing is known
  -- before it); a grid game's runs from started_at, when its puzzle was handed over.
  add column first_move_at timestamptz,
  -- Pauses taken (capped per play) and the moves made, with how many came closer together than
  -- a human makes them (hidden-state games, which the server sees move by move).
  add column pauses integer not null default 0 check (pauses >= 0),
  add column moves_made integer not null default 0 check (moves_made >= 0),
  add column quick_moves integer not null default 0 check (quick_moves >= 0),
  add column last_move_at timestamptz,
  -- The move that ended a hidden-state game and its answer, so a retry (the answer was lost) gets
  -- the same answer instead of 409.
  add column final_move jsonb,
  add column final_reply jsonb,
  -- A costly move (Minesweeper's first click makes the board) being applied: one at a time per
  -- play, so two racing first clicks never make two boards. Stale after a minute (a crash).
  add column move_claimed_at timestamptz;

alter table public.game_results
  -- The leaderboard's clock: wall time from the puzzle's delivery (pauses included). time_seconds
  -- stays the pause-free time the player's own statistics show.
  add column board_seconds integer check (board_seconds is null or board_seconds > 0),
  -- Why a verified win is held off the public boards (pending), or null.
  add column held text check (held is null or char_length(held) between 1 and 40);

-- Help given on a puzzle (a hint, a mistakes check, a lost game's reveal), per player key and the
-- address it came from (hashed): a later result of the same player on the same puzzle is assisted
-- whichever play it came from, and a daily finished shortly after another key from the same address
-- was shown its answer is held as pending.
create table public.puzzle_help (
  id bigint generated always as identity primary key,
  puzzle_id bigint not null references public.game_puzzles (id) on delete cascade,
  player_key text not null check (char_length(player_key) between 1 and 100),
  address text not null check (char_length(address) between 1 and 64),
  kind text not null check (kind in ('hint', 'check', 'reveal')),
  created_at timestamptz not null default now()
);
create index puzzle_help_puzzle_idx on public.puzzle_help (puzzle_id, player_key);
create index puzzle_help_created_idx on public.puzzle_help (created_at);
alter table public.puzzle_help enable row level security;
revoke all on public.puzzle_help from anon, authenticated;
