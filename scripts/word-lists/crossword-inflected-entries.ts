/**
 * The inflected answers: common words WordNet does not list (plurals, verb forms), each clued by its
 * base's definition rewritten to agree with it (crossword-inflections.ts), and checked like every
 * clue. A form whose rewrite fails for every sense of its base is left out.
 */
import { clueCandidates, clueProblem, definitionOf, type ClueContext } from './crossword-clues.ts';
import { OFFENSIVE_SENSE, isRareSense } from './crossword-exclusions.ts';
import { conjugateDefinition, pluralDefinition, type DefinitionFacts, type VerbForm, type WordForms } from './crossword-inflections.ts';
import { isCommonSense, sensesToClue, usualPartOfSpeech, type PartOfSpeech, type WordnetDict } from './crossword-wordnet.ts';
import { scoreOf, type CrosswordEntry } from './crossword-words.ts';
import type { Lemmatizer } from './filters.ts';

export type InflectionInput = {
  readonly dict: WordnetDict;
  readonly lemmatizer: Lemmatizer;
  readonly forms: WordForms;
  readonly facts: DefinitionFacts;
  readonly clueContext: Omit<ClueContext, 'lemmas'>;
  /** Whether we wrote a clue for the answer: it stays without a rule-derived one. */
  hasWrittenClue?(answer: string): boolean;
};

/** An inflected form's base and how to make the base's definitions agree with it. */
type Reading = { readonly base: string; readonly pos: PartOfSpeech; readonly rewrite: (definition: string) => string | null };

const VERB_FORMS: readonly VerbForm[] = ['gerund', 'third', 'past', 'participle'];
/** Inflected forms score as SCOWL's least common level: their level is their base's. */
const INFLECTED_LEVEL = 35;

/** The ways to read a word as a plural or a verb form, its base's usual part of speech first. */
export function readingsOf(word: string, input: InflectionInput): Reading[] {
  const { lemmatizer, forms, facts, dict } = input;
  const readings: Reading[] = [];
  const noun = lemmatizer.noun(word);
  if (noun !== word && forms.plural(noun) === word && dict.senses.get(noun)?.some((s) => s.pos === 'noun')) {
    readings.push({ base: noun, pos: 'noun', rewrite: (d) => pluralDefinition(d, forms, facts) });
  }
  const verb = lemmatizer.verb(word);
  const form = verb === word ? undefined : VERB_FORMS.find((f) => forms.verb(verb, f) === word);
  // SCRAPED could be SCRAP's or SCRAPE's, SCRAPING the same: a second possible base makes it unclear.
  const otherBase = [word.replace(/d$/, ''), word.replace(/ing$/, 'e')].some(
    (b) => b !== word && b !== verb && (dict.senses.get(b)?.some((s) => s.pos === 'verb') ?? false),
  );
  if (form && !otherBase && dict.senses.get(verb)?.some((s) => s.pos === 'verb')) {
    readings.push({ base: verb, pos: 'verb', rewrite: (d) => conjugateDefinition(d, form, forms, facts) });
  }
  return readings.sort(
    (a, b) => Number(b.pos === usualPartOfSpeech(dict.senses.get(b.base))) - Number(a.pos === usualPartOfSpeech(dict.senses.get(a.base))),
  );
}

/** The first acceptable agreeing clue over the readings and their base's senses (most frequent first). */
export function inflectedClue(word: string, input: InflectionInput): { clue: string; reading: Reading; tags: number } | null {
  for (const reading of readingsOf(word, input)) {
    const all = input.dict.senses.get(reading.base) ?? [];
    const tags = all
      .filter((s) => s.pos === reading.pos && isCommonSense(reading.base, s, input.dict))
      .reduce((sum, s) => sum + s.tagCount, 0);
    // The base's senses by the same rules as a word's, of the reading's part of speech only.
    const senses = sensesToClue(reading.base, all, input.dict, isRareSense).filter((s) => s.pos === reading.pos);
    for (const sense of senses) {
      const gloss = input.dict.synsets[sense.pos].get(sense.offset)?.gloss ?? '';
      if (OFFENSIVE_SENSE.test(gloss)) continue;
      const rewritten = reading.rewrite(definitionOf(gloss));
      if (rewritten === null) continue;
      const context: ClueContext = { ...input.clueContext, lemmas: [reading.base] };
      const clue = clueCandidates(rewritten, input.clueContext.facts).find((c) => clueProblem(word, c, context) === null);
      if (clue) return { clue, reading, tags };
    }
  }
  return null;
}

export type InflectedSelection = {
  readonly entries: CrosswordEntry[];
  /** Words that are no plural or verb form of a WordNet base, and forms without an agreeing clue. */
  readonly dropped: { 'no WordNet base': string[]; 'no agreeing clue': string[] };
};

/** Entries for the words (those WordNet does not list) that are plurals or verb forms of a base it does. */
export function selectInflectedEntries(words: readonly string[], input: InflectionInput): InflectedSelection {
  const entries: CrosswordEntry[] = [];
  const dropped: InflectedSelection['dropped'] = { 'no WordNet base': [], 'no agreeing clue': [] };
  for (const word of words) {
    if (readingsOf(word, input).length === 0) {
      dropped['no WordNet base'].push(word);
      continue;
    }
    const found = inflectedClue(word, input);
    if (found === null && input.hasWrittenClue?.(word)) {
      const reading = readingsOf(word, input)[0]!;
      const tags = (input.dict.senses.get(reading.base) ?? []).filter((s) => s.pos === reading.pos).reduce((sum, s) => sum + s.tagCount, 0);
      entries.push({ answer: word, clue: '', score: scoreOf(INFLECTED_LEVEL, tags), inflectionOf: reading.base });
    } else if (found === null) dropped['no agreeing clue'].push(word);
    else entries.push({ answer: word, clue: found.clue, score: scoreOf(INFLECTED_LEVEL, found.tags), inflectionOf: found.reading.base });
  }
  return { entries, dropped };
}
