import { createSeededRandom } from '../2048/seeded-random';

/** A UTC day, 'YYYY-MM-DD'. */
export type Day = string;

const MS_PER_DAY = 86_400_000;

/** Days from `epoch` to `day` (negative before it); throws on anything but a real 'YYYY-MM-DD' date. */
export function daysBetween(epoch: Day, day: Day): number {
  return (dayStart(day) - dayStart(epoch)) / MS_PER_DAY;
}

export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayStart(day: Day): number {
  if (!isDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** A seeded Fisher-Yates shuffle: the same order for the same seed on every machine. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = createSeededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The word of each day: the days from the epoch walk through a seeded shuffle of the whole list, so
 * no word comes back before every word has been used; then a new shuffle begins (cycle 1, 2, ...).
 * The first word of a cycle is never the last of the one before, so no word is played twice in a
 * row across a boundary either. Everything follows from (words, epoch, seed): every server agrees.
 */
export function createDailySchedule(words: readonly string[], epoch: Day, seed: string) {
  // With three or more words the swap below never touches the last position.
  if (words.length < 3) throw new RangeError('a schedule needs at least three words');
  const cache = new Map<number, readonly string[]>();

  const shuffled = (cycle: number) => seededShuffle(words, `${seed}:${cycle}`);
  function cycleOrder(cycle: number): readonly string[] {
    const cached = cache.get(cycle);
    if (cached) return cached;
    const order = shuffled(cycle);
    // Only positions 0 and 1 ever move, so the previous cycle's last word is its raw shuffle's last.
    if (order[0] === shuffled(cycle - 1).at(-1)) [order[0], order[1]] = [order[1]!, order[0]!];
    if (cache.size >= 4) cache.clear(); // days asked for cluster in one or two cycles
    cache.set(cycle, order);
    return order;
  }

  return {
    /** The word for a UTC day. */
    wordFor(day: Day): string {
      const n = daysBetween(epoch, day);
      const cycle = Math.floor(n / words.length);
      return cycleOrder(cycle)[n - cycle * words.length]!;
    },
  };
}
