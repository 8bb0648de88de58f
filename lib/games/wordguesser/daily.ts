import 'server-only';
import type { Random } from '../grid-puzzle-engine';
import { ANSWERS } from './words';
import { pick } from '../toolbox/random';

/**
 * The daily and practice answers. Server only. Nothing here knows a date: the daily's word is drawn
 * with the server's fresh random source when the day's daily is first asked for, and the platform
 * stores it, so no future daily can be computed from the repository.
 */

/**
 * Once every word has been a daily, the next one is drawn from this fraction of the list that was
 * used longest ago: a word then rests for at least three quarters of the list's length, and the
 * day's word is still one of hundreds, not the single oldest (which anyone could work out from the
 * past dailies).
 */
const RESTING_SHARE = 1 / 4;

/**
 * A daily's word from `words`, at random among those no earlier daily used (the no-repeat promise),
 * given the earlier dailies' words newest first. When every word has been used, at random among the
 * quarter of the list used longest ago.
 */
export function chooseDailyWord(words: readonly string[], random: Random, pastWords: readonly string[]): string {
  if (words.length === 0) throw new RangeError('no words to choose a daily from');
  // How many dailies ago each word was last the answer (0: the latest daily).
  const lastUsed = new Map<string, number>();
  pastWords.forEach((word, age) => {
    if (!lastUsed.has(word)) lastUsed.set(word, age);
  });
  const unused = words.filter((word) => !lastUsed.has(word));
  if (unused.length > 0) return pick(unused, random);
  const oldestFirst = [...words].sort((a, b) => lastUsed.get(b)! - lastUsed.get(a)!);
  return pick(oldestFirst.slice(0, Math.max(1, Math.ceil(words.length * RESTING_SHARE))), random);
}

/** The day's answer (see chooseDailyWord), from the answer list. */
export function dailyAnswer(random: Random, pastAnswers: readonly string[]): string {
  return chooseDailyWord(ANSWERS, random, pastAnswers);
}

/**
 * A practice answer drawn with the given random source (numbers in [0, 1)). With `seen`, words the
 * player has already had are skipped while unseen ones remain.
 */
export function randomAnswer(random: Random, seen?: ReadonlySet<string>): string {
  const unseen = seen && seen.size > 0 ? ANSWERS.filter((w) => !seen.has(w)) : ANSWERS;
  return pick(unseen.length > 0 ? unseen : ANSWERS, random);
}
