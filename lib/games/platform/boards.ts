/**
 * Leaderboard boards: each game keeps an all-time board per level and a board per daily. Shared by
 * the referee (which enters times) and the leaderboard reader (which lists them).
 */
export const allTimeBoard = (level: string) => `all:${level}`;
/**
 * A daily's day board: `daily:<day>`, or `daily:<day>:<level>` for a game with a daily per level
 * (engine dailyLevels), so one-daily games keep the boards they have.
 */
export const dailyBoard = (day: string, level?: string) => (level === undefined ? `daily:${day}` : `daily:${day}:${level}`);

const BOARD = /^(all:[a-z0-9-]{1,30}|daily:\d{4}-\d{2}-\d{2}(:[a-z0-9-]{1,30})?)$/;
export const isBoard = (value: string) => BOARD.test(value);
