/** Wording helpers for hints and messages. */

/** 'A', 'A and B', 'A, B and C' (no serial comma, as the site's texts read). */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
];

/** 'first' for 1, 'third' for 3: how a player counts cells along a line. */
export function ordinal(n: number): string {
  return ORDINAL_WORDS[n - 1] ?? `${n}th`;
}

/** '1 word', '3 words'; the plural defaults to the singular plus s. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
