// A database filled to a size the site reaches after a year (BENCH_PRELOAD, and the hot-path plan
// test at a smaller size): players (a fifth of them accounts), finished plays spread over every pooled
// puzzle of every level, a year of dailies and their plays, results, leaderboard bests, rate-limit
// windows and help records. Plain SQL statements with generate_series, for PGlite and PostgreSQL alike:
// seconds to a few minutes, never one row at a time. The preloaded puzzles are never served: dailies
// of past days only, and pooled puzzles only when `pool` asks for them (a test; the bench's pools are
// the server's own, filled by the rows before the preload).

/** What the bench preloads (the size issue 45 asks for). */
export const PRELOAD_BENCH_SIZE = { players: 100_000, plays: 1_000_000, days: 365, rateLimits: 400_000, help: 100_000, pool: 0 };
/** What the plan test preloads: big enough that a whole-table read costs more than any index. */
export const PRELOAD_TEST_SIZE = { players: 20_000, plays: 200_000, days: 365, rateLimits: 60_000, help: 20_000, pool: 150 };
/** The levels whose pools the plan test fills (the bench's pools are its server's own). */
export const PRELOAD_TEST_LEVELS = [
  { game: 'sudoku', level: 'easy' },
  { game: 'sudoku', level: 'hard' },
  { game: 'minesweeper', level: 'easy' },
  { game: 'wordguesser', level: 'standard' },
];

const literal = (s) => `'${String(s).replaceAll("'", "''")}'`;
const int = (n) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`preload: ${n} is not a size`);
  return String(n);
};

/** Player i's key (1-based): the first fifth are accounts (their user id), the rest anonymous keys. */
const KEY = (i, accounts) =>
  `(case when ${i} <= ${accounts} then '00000000-0000-4000-8000-' else '10000000-0000-4000-8000-' end || lpad(to_hex(${i}), 12, '0'))`;

/**
 * The statements, in order (each runs on its own, without parameters).
 * @param {{ players: number, plays: number, days: number, rateLimits: number, help: number, pool: number }} size
 * @param {{ game: string, level: string }[]} levels the levels whose pools it fills (with `size.pool`): the
 *   history is spread over every pooled puzzle there is
 */
export function preloadSql(size, levels = size.pool > 0 ? PRELOAD_TEST_LEVELS : []) {
  if (size.pool > 0 && levels.length === 0) throw new Error('preload: no level to fill');
  const accounts = Math.floor(size.players / 5);
  const P = int(size.players);
  const levelRows =
    levels.length === 0
      ? ''
      : `(values ${levels.map((l, n) => `(${n}, ${literal(l.game)}, ${literal(l.level)})`).join(', ')}) as lv (n, game, level)`;
  // Each game with a pool gets its year of dailies (at the level of its first pooled puzzle).
  const gameDailies = `(select distinct on (game_slug) game_slug as game, level from public.game_puzzles where pooled order by game_slug, id)`;
  const dailyPlays = Math.floor(size.plays / 5);
  const practicePlays = size.plays - dailyPlays;
  // One transaction (the caller's): its rows are consistent by construction, so the per-row
  // foreign-key and trigger checks are skipped (superuser; the test and bench databases are their own).
  const statements = ['set local session_replication_role = replica'];
  if (size.pool > 0)
    // A pool holds a solution once (migration 20261129000101): each an empty JSON object padded to its own text.
    statements.push(`insert into public.game_puzzles (game_slug, level, puzzle, solution, pooled)
      select game, level, 'preload-pool', '{' || repeat(' ', k) || '}', true from ${levelRows}, generate_series(1, ${int(size.pool)}) k`);
  statements.push(
    // A year of dailies per game (its first level here), every day before today.
    `with made as (
       insert into public.game_puzzles (game_slug, level, puzzle, solution)
       select g.game, g.level, 'preload-daily:' || (current_date - k)::text, '{}' from ${gameDailies} g, generate_series(1, ${int(size.days)}) k
       returning id, game_slug, level, puzzle)
     insert into public.daily_puzzles (game_slug, day, level, puzzle_id)
     select game_slug, substr(puzzle, 15)::date, level, id from made on conflict do nothing`,
    `insert into auth.users (id, email)
     select ${KEY('i', accounts)}::uuid, 'preload-' || i || '@example.invalid' from generate_series(1, ${int(accounts)}) i`,
    `insert into public.profiles (user_id, display_name)
     select ${KEY('i', accounts)}::uuid, 'Preload ' || i from generate_series(1, ${int(accounts)}) i`,
    // Practice plays over every pooled puzzle of every level (a pool's puzzles each played by many), a
    // fortieth still in progress; spread over the year.
    `with pool as (select id, game_slug, level, (row_number() over (order by id) - 1)::bigint as r from public.game_puzzles where pooled),
          n as (select count(*)::bigint as c from pool),
          p as (select i, (now() - make_interval(days => i % ${int(size.days)}, secs => i % 86400)) as at,
                       case when i % 40 = 0 then 'playing' when i % 10 < 7 then 'won' else 'lost' end as status
                from generate_series(1, ${int(practicePlays)}) i)
     insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, status, started_at, finished_at, moves_made)
     select pool.game_slug, ${KEY(`((p.i::bigint * 104729) % ${P}) + 1`, accounts)}, 'practice', pool.level, p.at::date, pool.id, p.status, p.at,
            case when p.status = 'playing' then null else p.at + make_interval(secs => 60 + p.i % 600) end, 1 + p.i % 40
     from p join pool on pool.r = (p.i::bigint * 7919) % (select c from n)`,
    // The dailies' plays: each daily played by many, one play per player and daily.
    `with d as (select d.game_slug, d.level, d.day, d.puzzle_id, (row_number() over (order by d.day, d.game_slug) - 1)::bigint as r
                from public.daily_puzzles d where d.day < current_date),
          n as (select count(*)::bigint as c from d)
     insert into public.game_plays (game_slug, player_key, mode, level, day, puzzle_id, status, started_at, finished_at, moves_made)
     select d.game_slug, ${KEY(`((j::bigint * 7919) % ${P}) + 1`, accounts)}, 'daily', d.level, d.day, d.puzzle_id,
            case when j % 4 = 0 then 'lost' else 'won' end, d.day + make_interval(secs => j % 80000),
            d.day + make_interval(secs => j % 80000 + 60 + j % 900), 1 + j % 40
     from generate_series(1, ${int(dailyPlays)}) j join d on d.r = j % (select c from n)
     on conflict do nothing`,
    `insert into public.game_results (game_slug, player_key, source, mode, level, day, won, time_seconds, board_seconds, assisted, finished_at)
     select game_slug, player_key, 'play:' || id, mode, level, day, status = 'won',
            case when status = 'won' then greatest(1, extract(epoch from finished_at - started_at)::int) end,
            case when status = 'won' then greatest(1, extract(epoch from finished_at - started_at)::int) end,
            moves_made % 9 = 0, finished_at
     from public.game_plays where status <> 'playing' and player_key like '_0000000-0000-4000-8000-%'`,
    // The accounts' bests: an all-time board per level, a board per daily.
    `insert into public.leaderboard_bests (game_slug, board, user_id, time_seconds, achieved_at)
     select game_slug, case when mode = 'daily' then 'daily:' || day::text else 'all:' || level end, player_key::uuid,
            min(time_seconds), max(finished_at)
     from public.game_results where won and not assisted and player_key like '00000000-0000-4000-8000-%'
     group by 1, 2, 3 on conflict do nothing`,
    // Rate-limit windows: nine in ten from the last two days (what the sweep keeps), the rest older, awaiting it.
    `insert into public.rate_limits (bucket, window_start, hits)
     select case i % 3 when 0 then 'plays:key:' when 1 then 'starts:ip:' else 'signin:ip:' end || (i % ${P}),
            date_trunc('minute', now()) - make_interval(mins => case when i % 10 = 0 then 2880 + i % 10000 else i % 2880 end), 1 + i % 20
     from generate_series(1, ${int(size.rateLimits)}) i on conflict do nothing`,
    `with pool as (select id, (row_number() over (order by id) - 1)::bigint as r from public.game_puzzles where pooled),
          n as (select count(*)::bigint as c from pool)
     insert into public.puzzle_help (puzzle_id, player_key, address, kind, created_at)
     select pool.id, ${KEY(`((i::bigint * 104729) % ${P}) + 1`, accounts)}, 'preload-address-' || (i % 50000),
            case i % 3 when 0 then 'hint' when 1 then 'check' else 'reveal' end, now() - make_interval(mins => i % 2880)
     from generate_series(1, ${int(size.help)}) i join pool on pool.r = i % (select c from n)`,
    'analyze',
  );
  return statements;
}
