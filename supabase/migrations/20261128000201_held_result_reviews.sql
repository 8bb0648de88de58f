-- A person looks at held results (docs/GAMES.md, Fair play; issue 41): an administrator releases a
-- result held as pending (it enters the boards as if it had not been held) or rejects it (it stays
-- off them for good). Each decision is recorded once: who, when, which, and why the result was held.
create table public.held_result_reviews (
  id bigint generated always as identity primary key,
  -- One decision per result: a second one is refused (the unique key is the referee).
  result_id bigint not null unique references public.game_results (id) on delete cascade,
  game_slug text not null,
  -- The play the result came from ('play:<uuid>'), as game_results.source.
  source text not null,
  -- Why it was held when decided (game_results.held is cleared by a release).
  reason text not null check (char_length(reason) between 1 and 40),
  decision text not null check (decision in ('release', 'reject')),
  -- The administrator; kept as null if that account is later deleted.
  reviewer_id uuid references auth.users (id) on delete set null,
  decided_at timestamptz not null default now()
);
create index held_result_reviews_decided_idx on public.held_result_reviews (decided_at);
alter table public.held_result_reviews enable row level security;
revoke all on public.held_result_reviews from anon, authenticated;

-- The review list reads the held results oldest first: a small partial index, as few are held.
create index game_results_held_idx on public.game_results (finished_at) where held is not null and won and not assisted;
