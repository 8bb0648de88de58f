/**
 * A player's statistics for one game, as the Statistics panel and the account page show them.
 * Pure: computed from the stored results' summary and the current UTC day.
 */
export type GameStatistics = {
  played: number;
  won: number;
  /** Whole percent, 0 when nothing was played. */
  winPercent: number;
  /**
   * Consecutive UTC days with a daily won, up to today (or yesterday, while today's is still open).
   * A game with a daily per level (engine dailyLevels) counts a day when any of its dailies was won.
   */
  currentStreak: number;
  longestStreak: number;
  /** Best clean time (no hints, checks or reveals) per level id. */
  bestSeconds: Record<string, number>;
  /**
   * Wins per score, for games whose engine scores a win (scoreOf: Word Guesser's guesses used):
   * '3' -> 5 means five wins in three. Empty for the other games.
   */
  distribution: Record<string, number>;
  /**
   * Per level id played: plays, wins, and the lowest score of a win (scoreOf: Solitaire's moves,
   * so its fewest moves per mode; null for games without scores).
   */
  byLevel: Record<string, LevelStatistics>;
};

export type LevelStatistics = { played: number; won: number; bestScore: number | null };

/** Wins as a whole percentage of games played (0 before the first). */
export const winPercent = (played: number, won: number) => (played === 0 ? 0 : Math.round((100 * won) / played));

export const EMPTY_STATISTICS: GameStatistics = {
  played: 0,
  won: 0,
  winPercent: 0,
  currentStreak: 0,
  longestStreak: 0,
  bestSeconds: {},
  distribution: {},
  byLevel: {},
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The current and longest runs of consecutive days in `days` (any order, duplicates allowed). */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < numbers.length; i++) {
    run = i > 0 && numbers[i] === (numbers[i - 1] ?? NaN) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = numbers.at(-1);
  const todayNumber = dayNumber(today);
  // A streak is still alive on the day after its last win: today's daily may not be played yet.
  const current = last !== undefined && todayNumber - last <= 1 ? run : 0;
  return { current, longest };
}

export function gameStatistics(
  summary:
    | {
        played: number;
        won: number;
        bestSeconds: Record<string, number>;
        dailyWinDays: readonly string[];
        distribution?: Record<string, number>;
        byLevel?: Record<string, LevelStatistics>;
      }
    | undefined,
  today: string,
): GameStatistics {
  if (!summary) return EMPTY_STATISTICS;
  const { current, longest } = streaks(summary.dailyWinDays, today);
  return {
    played: summary.played,
    won: summary.won,
    winPercent: winPercent(summary.played, summary.won),
    currentStreak: current,
    longestStreak: longest,
    bestSeconds: { ...summary.bestSeconds },
    distribution: { ...summary.distribution },
    byLevel: Object.fromEntries(Object.entries(summary.byLevel ?? {}).map(([level, l]) => [level, { ...l }])),
  };
}

/** The UTC day of an instant, as the daily puzzles and streaks count days. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
