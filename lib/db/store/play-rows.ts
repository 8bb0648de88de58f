/** A play row as the store reads it, and the SQL that reads it: shared by the play and puzzle-supply modules. */

/** A puzzle as the server keeps it: the public part and the secret solution. */
export type StoredGamePuzzle = { id: string; level: string; puzzle: string; solution: string };
export type PlayMode = 'daily' | 'practice';
export type PlayStatus = 'playing' | 'won' | 'lost';

/** A play as the referee needs it. */
export type StoredPlay = {
  id: string;
  gameSlug: string;
  playerKey: string;
  mode: PlayMode;
  level: string;
  day: string;
  status: PlayStatus;
  hints: number;
  /** How many times "show mistakes" checked the grid against the solution. */
  checks: number;
  state: unknown;
  paused: boolean;
  /** Pauses taken so far (capped per play). */
  pauses: number;
  /** Seconds on the play's clock now (server time since the start, pauses excluded); a finished play's stops at its finish. */
  elapsedSeconds: number;
  /** The move that ended a hidden-state game and its answer, for a retry whose answer was lost. */
  finalMove: unknown;
  finalReply: unknown;
  puzzle: StoredGamePuzzle;
};

export type NewPlay = {
  gameSlug: string;
  playerKey: string;
  mode: PlayMode;
  level: string;
  day: string;
  puzzleId: string;
  state?: unknown;
  /** The hashed address a daily is issued to: recorded against its puzzle as 'played' (scouting, docs/GAMES.md Fair play). */
  address?: string;
};

/**
 * A finished play's result: the pause-free time (the player's own clock and statistics), the
 * leaderboard's (wall time from delivery), and why a win is held off the public boards, if it is.
 */
export type FinishedPlay = { timeSeconds: number; boardSeconds: number; held: HeldReason | null };
export type HeldReason = 'too-fast' | 'quick-moves' | 'help-nearby' | 'scouted';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PlayRow = {
  id: string;
  game_slug: string;
  player_key: string;
  mode: PlayMode;
  level: string;
  day: string | Date;
  status: PlayStatus;
  hints: number;
  checks: number;
  state: unknown;
  paused: boolean;
  pauses: number;
  final_move: unknown;
  final_reply: unknown;
  elapsed: number | string;
  puzzle_id: string;
  puzzle: string;
  solution: string;
};

export const dayText = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));

// A state goes in as JSON text cast to jsonb ($n::text::jsonb): a parameter typed jsonb makes
// postgres.js encode the text once more, as a JSON string, which PGlite does not.

/**
 * The play clock in SQL: time since the start minus the pauses. The current pause stops it and the
 * finish freezes it (a play is never paused and finished at once).
 */
export const ELAPSED = `greatest(0, extract(epoch from (coalesce(pl.paused_at, pl.finished_at, now()) - pl.started_at)) - pl.paused_seconds)`;

/**
 * The clock a play is shown with: a finished play's is its result's time, rounded as FINISH_PLAY
 * rounds it (whole seconds up, at least 1), so every answer about it says the same time forever.
 */
const SHOWN_ELAPSED = `case when pl.finished_at is null then ${ELAPSED} else greatest(1, ceil(${ELAPSED})) end`;

export const PLAY_COLUMNS = `pl.id::text, pl.game_slug, pl.player_key, pl.mode, pl.level, pl.day::text as day, pl.status, pl.hints, pl.checks, pl.state,
  pl.paused_at is not null as paused, pl.pauses, pl.final_move, pl.final_reply, ${SHOWN_ELAPSED} as elapsed, gp.id::text as puzzle_id, gp.puzzle, gp.solution`;

/** The game_plays columns PLAY_COLUMNS reads, for a statement that reads a play it has just written. */
export const PLAY_FIELDS =
  'id, game_slug, player_key, mode, level, day, status, hints, checks, state, paused_at, started_at, finished_at, paused_seconds, pauses, final_move, final_reply, puzzle_id';

export const toPlay = (r: PlayRow): StoredPlay => ({
  id: r.id,
  gameSlug: r.game_slug,
  playerKey: r.player_key,
  mode: r.mode,
  level: r.level,
  day: dayText(r.day),
  status: r.status,
  hints: Number(r.hints),
  checks: Number(r.checks),
  state: r.state ?? null,
  paused: Boolean(r.paused),
  pauses: Number(r.pauses),
  elapsedSeconds: Number(r.elapsed),
  finalMove: r.final_move ?? null,
  finalReply: r.final_reply ?? null,
  puzzle: { id: r.puzzle_id, level: r.level, puzzle: r.puzzle, solution: r.solution },
});
