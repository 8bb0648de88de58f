import type { SqlExecutor } from '../sql-executor';

/** A chess puzzle's difficulty (the puzzles table's check); lib/games/chess/puzzle-rules.ts lists them in order. */
export type Difficulty = 'easy' | 'medium' | 'hard';
/** The highest level completed, per difficulty. */
export type Progress = Record<Difficulty, number>;

export type StoredPuzzle = {
  id: string;
  difficulty: Difficulty;
  idx: number;
  fen: string;
  playerToMove: 'w' | 'b';
  maxUserMoves: number;
  solution: string[];
  gameMoves: string[];
};

export type AttemptStatus = 'in_progress' | 'solved' | 'failed';
/** A puzzle as an attempt needs it: without the game it came from. */
export type AttemptPuzzle = Omit<StoredPuzzle, 'gameMoves'>;
export type StoredAttempt = { id: string; key: string; status: AttemptStatus; moves: string[]; hinted: boolean; puzzle: AttemptPuzzle };

type AttemptPuzzleRow = {
  id: string;
  difficulty: Difficulty;
  idx: number;
  fen: string;
  player_to_move: 'w' | 'b';
  max_user_moves: number;
  solution: string[];
};
type PuzzleRow = AttemptPuzzleRow & { game_moves: string[] };
const attemptPuzzleColumns = 'p.id::text, p.difficulty, p.idx, p.fen, p.player_to_move, p.max_user_moves, p.solution';
const puzzleColumns = `${attemptPuzzleColumns}, p.game_moves`;
const toAttemptPuzzle = (r: AttemptPuzzleRow): AttemptPuzzle => ({
  id: r.id,
  difficulty: r.difficulty,
  idx: Number(r.idx),
  fen: r.fen,
  playerToMove: r.player_to_move,
  maxUserMoves: Number(r.max_user_moves),
  solution: r.solution,
});
const toPuzzle = (r: PuzzleRow): StoredPuzzle => ({ ...toAttemptPuzzle(r), gameMoves: r.game_moves });

/** Chess results are counted under the catalogue's id, like every game's. */
const CHESS_RESULTS_SLUG = 'chess-puzzles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function puzzlesStore(sql: SqlExecutor) {
  return {
    async findPuzzle(difficulty: Difficulty, idx: number): Promise<StoredPuzzle | null> {
      const [row] = await sql.query<PuzzleRow>(`select ${puzzleColumns} from public.puzzles p where p.difficulty = $1 and p.idx = $2`, [
        difficulty,
        idx,
      ]);
      return row ? toPuzzle(row) : null;
    },

    async progress(key: string): Promise<Progress> {
      const rows = await sql.query<{ difficulty: Difficulty; last_completed: number }>(
        'select difficulty, last_completed from public.puzzle_progress where key = $1',
        [key],
      );
      const progress: Progress = { easy: 0, medium: 0, hard: 0 };
      for (const r of rows) progress[r.difficulty] = Number(r.last_completed);
      return progress;
    },

    async quotaUsed(key: string, gameSlug: string, day: string): Promise<number> {
      const [row] = await sql.query<{ used: number }>('select used from public.play_quota where key = $1 and game_slug = $2 and day = $3', [
        key,
        gameSlug,
        day,
      ]);
      return Number(row?.used ?? 0);
    },

    async startedToday(key: string, gameSlug: string, day: string, item: string): Promise<boolean> {
      const rows = await sql.query('select 1 from public.play_quota_items where key = $1 and game_slug = $2 and day = $3 and item = $4', [
        key,
        gameSlug,
        day,
        item,
      ]);
      return rows.length > 0;
    },

    /** Consumes one play atomically (see consume_play_quota); reopening today's item is free. */
    async consumeQuota(
      key: string,
      gameSlug: string,
      day: string,
      item: string,
      limit: number | null,
    ): Promise<{ allowed: boolean; used: number }> {
      const [row] = await sql.query<{ allowed: boolean; used: number }>(
        'select allowed, used from public.consume_play_quota($1, $2, $3::date, $4, $5)',
        [key, gameSlug, day, item, limit],
      );
      return { allowed: Boolean(row?.allowed), used: Number(row?.used ?? 0) };
    },

    /**
     * The key's open attempt at this puzzle, restarted from the first move, or a new one when none is
     * open: reopening a puzzle never adds a row, so rows grow only with plays that ended. With
     * `sameDay` (the puzzle was already started today) its latest attempt is reopened even when it
     * ended: a retry is the same attempt, counted once (advanceAttempt). A hint already taken stays
     * recorded. One statement, so two tabs reopening get the same attempt.
     */
    async openAttempt(key: string, puzzleId: string, sameDay = false): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `with reopened as (
           update public.puzzle_attempts set moves = '{}', status = 'in_progress', started_at = now(), updated_at = now()
           where id = (select id from public.puzzle_attempts
                       where key = $1 and puzzle_id = $2 and (status = 'in_progress' or $3::boolean)
                       order by started_at desc limit 1)
           returning id
         ), created as (
           insert into public.puzzle_attempts (key, puzzle_id)
           select $1, $2 where not exists (select 1 from reopened)
           returning id
         )
         select id::text from reopened union all select id::text from created`,
        [key, puzzleId, sameDay],
      );
      if (!row) throw new Error('opening an attempt returned no row');
      return row.id;
    },

    /** Deletes attempts not touched since `before` and quota rows of days before it (see sweep_play_rows). */
    async sweepExpired(before: string): Promise<void> {
      await sql.query('select public.sweep_play_rows($1::date)', [before]);
    },

    /** The attempt if it exists and belongs to this key; anything else is "not found". */
    async findAttempt(id: string, key: string): Promise<StoredAttempt | null> {
      if (!UUID.test(id)) return null;
      // Without the puzzle's game moves (a long array no attempt call uses; see findPuzzle).
      const [row] = await sql.query<
        AttemptPuzzleRow & { attempt_id: string; key: string; status: AttemptStatus; moves: string[]; hinted: boolean }
      >(
        `select a.id::text as attempt_id, a.key, a.status, a.moves, a.hinted, ${attemptPuzzleColumns}
         from public.puzzle_attempts a join public.puzzles p on p.id = a.puzzle_id
         where a.id = $1 and a.key = $2`,
        [id, key],
      );
      if (!row) return null;
      return { id: row.attempt_id, key: row.key, status: row.status, moves: row.moves, hinted: row.hinted, puzzle: toAttemptPuzzle(row) };
    },

    /**
     * Appends moves to an attempt only if nobody else did since it was read (same move count, still
     * in progress), and on a solve raises progress in the same statement. false = lost the race.
     * One statement rather than a transaction: it is just as atomic, and on PGlite it is one round
     * trip instead of BEGIN, two statements and COMMIT while every other query waits.
     */
    async advanceAttempt(input: {
      id: string;
      key: string;
      expectedMoveCount: number;
      moves: string[];
      status: AttemptStatus;
      /** The puzzle's difficulty: the level its result is counted under when the attempt ends. */
      level: Difficulty;
      solved?: { difficulty: Difficulty; idx: number };
    }): Promise<{ applied: boolean; progress: number | null }> {
      const [row] = await sql.query<{ applied: boolean; progress: number | null }>(
        `with advanced as (
           update public.puzzle_attempts set moves = $3, status = $4, updated_at = now()
           where id = $1 and key = $2 and status = 'in_progress' and cardinality(moves) = $5
           returning key, started_at, hinted
         ), progressed as (
           insert into public.puzzle_progress as pp (key, difficulty, last_completed, updated_at)
           select key, $6::text, $7::int, now() from advanced where $6::text is not null
           on conflict (key, difficulty) do update
             set last_completed = greatest(pp.last_completed, excluded.last_completed), updated_at = now()
           returning last_completed
         ), resulted as (
           -- An ended attempt is one played game in the statistics (a hint marks it assisted). A retry
           -- the same day ends the same attempt again: still one game, solved once any try solved it
           -- (with that first solve's time).
           insert into public.game_results as r (game_slug, player_key, source, mode, level, day, won, time_seconds, assisted)
           select $9, key, 'chess:' || $1::text, 'practice', $8::text, (now() at time zone 'utc')::date, $4::text = 'solved',
             case when $4::text = 'solved' then greatest(1, ceil(extract(epoch from (now() - started_at))))::int end, hinted
           from advanced where $4::text <> 'in_progress'
           on conflict (game_slug, source) do update
             set won = r.won or excluded.won, assisted = r.assisted or excluded.assisted,
               time_seconds = case when r.won then r.time_seconds else excluded.time_seconds end
         )
         select exists (select 1 from advanced) as applied, (select last_completed from progressed) as progress`,
        [
          input.id,
          input.key,
          input.moves,
          input.status,
          input.expectedMoveCount,
          input.solved?.difficulty ?? null,
          input.solved?.idx ?? null,
          input.level,
          CHESS_RESULTS_SLUG,
        ],
      );
      if (!row?.applied) return { applied: false, progress: null };
      return { applied: true, progress: input.solved ? Number(row.progress ?? input.solved.idx) : null };
    },

    async markHinted(id: string, key: string): Promise<void> {
      await sql.query('update public.puzzle_attempts set hinted = true, updated_at = now() where id = $1 and key = $2', [id, key]);
    },

    /** Carries an anonymous visitor's progress into their account: the maximum per difficulty. */
    async mergeProgress(fromKey: string, toKey: string): Promise<void> {
      await sql.query(
        `insert into public.puzzle_progress as pp (key, difficulty, last_completed, updated_at)
         select $2, difficulty, last_completed, now() from public.puzzle_progress where key = $1
         on conflict (key, difficulty) do update
           set last_completed = greatest(pp.last_completed, excluded.last_completed), updated_at = now()`,
        [fromKey, toKey],
      );
    },

    async cachedOpening(movesKey: string): Promise<{ name: string | null } | null> {
      const [row] = await sql.query<{ name: string | null }>('select name from public.opening_names where moves_key = $1', [movesKey]);
      return row ? { name: row.name } : null;
    },

    async cacheOpening(movesKey: string, name: string | null): Promise<void> {
      await sql.query(
        `insert into public.opening_names (moves_key, name) values ($1, $2)
         on conflict (moves_key) do update set name = excluded.name, fetched_at = now()`,
        [movesKey, name],
      );
    },
  };
}
