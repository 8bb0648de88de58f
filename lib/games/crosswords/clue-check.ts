/**
 * Whether a clue gives its answer away: the rule the word-list build applies to every clue it
 * writes, and the tests apply again to every generated grid. Conservative on purpose: a clue that
 * only looks related (CAR and "carriage") is refused too, and the build tries the word's next sense.
 */

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

/**
 * The clue word that gives the answer away, or null. A clue word gives it away when it
 * - shares its first four letters (all of them for a shorter form) with the answer, the answer's
 *   lemma or its stem (TEACH in "teacher", CAT in "cats", RUN's lemma in "running" for RAN);
 * - is itself the start of the answer, three letters or more (USE for USEFUL);
 * - contains an answer of four letters or more (BALL in "football"), or ends with a shorter one
 *   (BOP in "bebop");
 * - is, or has a stem that is, a part of the answer: four letters or more anywhere (WOOD in
 *   FIREWOOD, DRIFT of "drifting" in ADRIFT), three at either end (POT in TEAPOT).
 * `lemmas` are the answer's base forms the build knows (wink-lemmatizer); the stems are found here.
 */
export function revealingWord(answer: string, clue: string, lemmas: readonly string[] = []): string | null {
  const word = answer.toLowerCase();
  const forms = new Set([...stemsOf(word), ...lemmas.map((l) => l.toLowerCase()).filter((l) => l.length >= MIN_STEM)]);
  for (const w of clueWords(clue)) {
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
