-- Puzzle attempts: the server's record of one play of a puzzle. The moves (both sides, UCI) are
-- appended by the server only; an attempt belongs to the key that started it.
create table public.puzzle_attempts (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  puzzle_id bigint not null references public.puzzles (id) on delete cascade,
  moves text[] not null default '{}',
  status text not null default 'in_progress' check (status in ('in_progress', 'solved', 'failed')),
  hinted boolean not null default false,
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index puzzle_attempts_key_idx on public.puzzle_attempts (key, started_at desc);
alter table public.puzzle_attempts enable row level security;
revoke all on public.puzzle_attempts from anon, authenticated;

-- Opening names from the explorer, cached by the game's first moves (null = the explorer knew none).
create table public.opening_names (
  moves_key text primary key,
  name text,
  fetched_at timestamptz not null default now()
);
alter table public.opening_names enable row level security;
revoke all on public.opening_names from anon, authenticated;
