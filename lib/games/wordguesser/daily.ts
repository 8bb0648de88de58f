import 'server-only';
import { createDailySchedule, type Day } from './daily-schedule';
import { ANSWERS } from './words';

/**
 * The daily answer and practice answers. Server only. Changing the answer list reshuffles the
 * days after the change, so the platform stores each daily once it is issued (as GAMES.md asks).
 */
export const DAILY_EPOCH: Day = '2026-01-01';
const DAILY_SEED = 'wordguesser-daily';

const schedule = createDailySchedule(ANSWERS, DAILY_EPOCH, DAILY_SEED);

/** The answer of a UTC day ('YYYY-MM-DD'): the same for everybody; throws on a malformed day. */
export function dailyAnswer(day: Day): string {
  return schedule.wordFor(day);
}

/**
 * A practice answer drawn with the given random source (numbers in [0, 1)). With `seen`, words the
 * player has already had are skipped while unseen ones remain.
 */
export function randomAnswer(random: () => number, seen?: ReadonlySet<string>): string {
  const unseen = seen && seen.size > 0 ? ANSWERS.filter((w) => !seen.has(w)) : ANSWERS;
  const pool = unseen.length > 0 ? unseen : ANSWERS;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
}
