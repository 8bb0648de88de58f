/**
 * Whether a clue gives its answer away, or holds a verb form that is no word ("leaved" for left):
 * the rules the word-list build applies to every clue it writes, and the tests apply again to every
 * written clue and every generated grid. Conservative on purpose: a clue that only looks related
 * (CAR and "carriage") is refused too, and the build tries the word's next sense.
 */
import { INFLECTION_NON_WORDS, IRREGULAR_VERB_FORMS } from './irregular-verbs';
import { isClueText } from './format';

/** Endings cut to find an answer's stem (TEACHER: teach, KINDNESS: kind, HOPEFUL: hope). */
const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'nesses',
  'ness',
  'ings',
  'ing',
  'ers',
  'er',
  'est',
  'ies',
  'ied',
  'es',
  'ed',
  'ly',
  'ful',
  'less',
  'able',
  'ible',
  'ions',
  'ion',
  'ity',
  'ous',
  'ive',
  'ist',
  'ism',
  'ize',
  'ise',
  'al',
  'ic',
  'y',
  's',
  'd',
] as const;

const MIN_STEM = 3;

/** The answer (lower case) and what is left of it once a common ending is cut, at least 3 letters. */
export function stemsOf(answer: string): string[] {
  const word = answer.toLowerCase();
  const stems = new Set([word]);
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) stems.add(word.slice(0, word.length - suffix.length));
  }
  return [...stems];
}

/** The clue's words, lower case: runs of letters (so "one's" gives 'one' and 's'). */
export function clueWords(clue: string): string[] {
  return clue
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Three-letter words too common to count as part of a compound answer (THE in BATHE). */
const FUNCTION_WORDS = new Set([
  'the',
  'and',
  'for',
  'any',
  'one',
  'not',
  'its',
  'who',
  'how',
  'our',
  'out',
  'are',
  'was',
  'can',
  'has',
  'all',
  'but',
  'use',
]);

/** Each irregular verb form with its base ('paid' pay, 'being' be), from the generated table. */
const IRREGULAR_BASE: ReadonlyMap<string, string> = new Map(
  IRREGULAR_VERB_FORMS.trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);
const NON_WORDS: ReadonlySet<string> = new Set(INFLECTION_NON_WORDS.trim().split(/\s+/));

/** The base of an irregular verb form ('left' leave, 'was' be), else null. */
export const irregularBaseOf = (word: string): string | null => IRREGULAR_BASE.get(word.toLowerCase()) ?? null;

/** Letters in a row that no clue word may contain (CROSSING: "across" holds CROS). */
const RUN = 4;

/**
 * The clue word that gives the answer away, or null. A clue word gives it away when it
 * - contains any four letters in a row of the answer (LIVE of LIVES in "alive", CROS of CROSSING in
 *   "across", STOP of NONSTOP in "stopping");
 * - is a form of the answer's base or stem, irregular ones too ("paid" for PAYMENT, "being" for WAS),
 *   through `baseOf` (the build passes the lemmatizer; by default the irregular verb table);
 * - shares its first four letters (all of them for a shorter form) with the answer, the answer's
 *   lemma or its stem (TEACH in "teacher", CAT in "cats", RUN's lemma in "running" for RAN);
 * - is itself the start of the answer, three letters or more (USE for USEFUL);
 * - contains an answer of four letters or more (BALL in "football"), or ends with a shorter one
 *   (BOP in "bebop");
 * - is, or has a stem that is, a part of the answer: four letters or more anywhere (WOOD in
 *   FIREWOOD, DRIFT of "drifting" in ADRIFT), three at either end (POT in TEAPOT).
 * `lemmas` are the answer's base forms the build knows (wink-lemmatizer); the stems are found here.
 */
export function revealingWord(
  answer: string,
  clue: string,
  lemmas: readonly string[] = [],
  baseOf: (word: string) => readonly string[] = irregularBases,
): string | null {
  const word = answer.toLowerCase();
  const bases = new Set([word, ...stemsOf(word), ...lemmas.map((l) => l.toLowerCase()), ...baseOf(word)]);
  const forms = new Set([...bases].filter((f) => f.length >= MIN_STEM));
  const runs = Array.from({ length: Math.max(0, word.length - RUN + 1) }, (_, i) => word.slice(i, i + RUN));
  for (const w of clueWords(clue)) {
    if (runs.some((run) => w.includes(run))) return w;
    if (baseOf(w).some((base) => bases.has(base))) return w;
    for (const form of forms) if (commonPrefixLength(w, form) >= Math.min(4, form.length)) return w;
    if (w.length >= MIN_STEM && word.startsWith(w)) return w;
    if (word.length >= 4 ? w.includes(word) : w.endsWith(word)) return w;
    for (const part of stemsOf(w)) {
      if (part.length >= 4 && word.includes(part)) return w;
      if (part.length === 3 && !FUNCTION_WORDS.has(part) && (word.startsWith(part) || word.endsWith(part))) return w;
    }
  }
  return null;
}

export const revealsAnswer = (answer: string, clue: string, lemmas: readonly string[] = []) => revealingWord(answer, clue, lemmas) !== null;

function irregularBases(word: string): string[] {
  const base = irregularBaseOf(word);
  return base === null ? [] : [base];
}

/** A clue word made by a wrong inflection ("leaved" for left, "payed" for paid), or null. */
export function nonWordIn(clue: string): string | null {
  return clueWords(clue).find((w) => NON_WORDS.has(w)) ?? null;
}

/**
 * Why a clue cannot be shown for this answer, or null: it does not fit the public format, is longer
 * than `maxLength`, gives the answer away or holds a wrongly inflected word. The one check for the
 * word list's clues and the written ones.
 */
export function clueFault(answer: string, clue: string, maxLength: number): string | null {
  if (!isClueText(clue)) return 'not clue text';
  if (clue.length > maxLength) return `longer than ${maxLength}`;
  const revealing = revealingWord(answer, clue);
  if (revealing !== null) return `gives the answer away ("${revealing}")`;
  const nonWord = nonWordIn(clue);
  if (nonWord !== null) return `no such word ("${nonWord}")`;
  return null;
}
