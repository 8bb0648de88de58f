/**
 * Leaderboard boards: each game keeps an all-time board per level and a board per daily. Shared by
 * the referee (which enters times) and the leaderboard reader (which lists them).
 */
export const allTimeBoard = (level: string) => `all:${level}`;
export const dailyBoard = (day: string) => `daily:${day}`;

const BOARD = /^(all:[a-z0-9-]{1,30}|daily:\d{4}-\d{2}-\d{2})$/;
export const isBoard = (value: string) => BOARD.test(value);
