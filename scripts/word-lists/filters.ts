/**
 * The rules that decide whether a common five-letter word may be an answer. Pure functions over
 * the loaded sources, so the build is a deterministic function of the pinned packages.
 */

export const FIVE_LETTERS = /^[a-z]{5}$/;

/** The lemmas (headwords) of one WordNet index file, each with its number of senses (synsets). */
export function wordnetSenses(indexText: string): Map<string, number> {
  const senses = new Map<string, number>();
  for (const line of indexText.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue; // the licence header lines start with spaces
    const [lemma, , count] = line.split(' ');
    if (lemma && /^[a-z]+$/.test(lemma)) senses.set(lemma, Number(count));
  }
  return senses;
}

export type Lemmatizer = { noun(w: string): string; verb(w: string): string; adjective(w: string): string };

export type InflectionContext = {
  lemmatizer: Lemmatizer;
  /** Every word SCOWL knows, at any length and level: the stems the suffix rules look for. */
  known: ReadonlySet<string>;
  /**
   * WordNet noun lemmas with their sense counts: an -ed word that is a noun (tweed) stays, and so
   * does an -ing word with more than one noun sense (icing, being), as WordNet lists every gerund
   * (using, tying) as a noun of one sense.
   */
  nouns: ReadonlyMap<string, number>;
};

/**
 * Why a word is an inflected form (a plural, a third person, a past tense or participle, a
 * comparative), or null for a base form. Two layers: WordNet's Morphy rules and exception lists (via
 * wink-lemmatizer), which know irregular forms (teeth, wrote) but only bases WordNet lists; then
 * plain suffix rules against SCOWL, which catch regular forms of bases WordNet lacks.
 */
export function inflectionOf(word: string, { lemmatizer, known, nouns }: InflectionContext): string | null {
  const noun = lemmatizer.noun(word);
  if (noun !== word) return `plural of ${noun}`;
  const verb = lemmatizer.verb(word);
  const ingNoun = word.endsWith('ing') && (nouns.get(word) ?? 0) > 1;
  if (verb !== word && !ingNoun) return `verb form of ${verb}`;
  const adjective = lemmatizer.adjective(word);
  if (adjective !== word) return `comparative of ${adjective}`;

  const stem = (cut: number, add = '') => {
    const base = word.slice(0, word.length - cut) + add;
    return known.has(base) ? base : null;
  };

  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) {
    const base = stem(1) ?? (word.endsWith('es') ? stem(2) : null) ?? (word.endsWith('ies') ? stem(3, 'y') : null);
    if (base) return `plural or third person of ${base}`;
  }
  if (word.endsWith('ed') && !nouns.has(word)) {
    const base = stem(1) ?? stem(2) ?? (word.endsWith('ied') ? stem(3, 'y') : null);
    if (base) return `past tense of ${base}`;
  }
  if (word.endsWith('ing') && !ingNoun) {
    const base = stem(3) ?? stem(3, 'e') ?? (word.endsWith('ying') ? stem(4, 'ie') : null);
    if (base) return `participle of ${base}`;
  }
  return null;
}
