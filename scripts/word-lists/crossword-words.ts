/**
 * Which common words become crossword answers, with which clue and score. Pure functions over the
 * loaded sources (the build passes them in; the tests pass small hand-made ones).
 */
import { clueFor, type ClueContext } from './crossword-clues.ts';
import { OFFENSIVE_SENSE, isRareSense } from './crossword-exclusions.ts';
import { isCommonSense, sensesToClue, type Sense, type WordnetDict } from './crossword-wordnet.ts';

/** Answers are 3 to 9 letters a-z (the largest grid is 9x9); a word needs a vowel (no 'nth', 'pst'). */
export const ANSWER_WORD = /^(?=[a-z]*[aeiouy])[a-z]{3,9}$/;

export type CrosswordEntry = {
  readonly answer: string;
  /** The rule-derived clue; empty for an answer no rule clues that has a written clue. */
  readonly clue: string;
  readonly score: number;
  /** For an answer made of a phrase, its words ('at least' for ATLEAST). */
  readonly phrase?: string;
  /** For a plural or verb form WordNet does not list, the base its clue was rewritten from. */
  readonly inflectionOf?: string;
};

/** Points for SCOWL's size level: 10 is the most common words, 35 the least common used here. */
const LEVEL_POINTS: Readonly<Record<number, number>> = { 10: 50, 20: 35, 35: 15 };
const LEAST_COMMON_LEVEL = 35;
/** Tag counts at or above this give the full 50 frequency points (e.g. 'point', 'present'). */
const FULL_TAGS = 1000;

/**
 * How common a word is, 15 to 100: its SCOWL level's points plus up to 50 for how often WordNet's
 * semantic concordance tagged its (common, not proper) senses, on a log scale (1 tag 5, 10 tags 17,
 * 100 tags 33, 1000 tags 50). The filler prefers higher scores; the levels' thresholds use them.
 */
export function scoreOf(level: number, tagCount: number): number {
  const tags = Math.min(1, Math.log10(1 + tagCount) / Math.log10(1 + FULL_TAGS));
  return (LEVEL_POINTS[level] ?? 0) + Math.round(50 * tags);
}

export type SelectionInput = {
  /** Each common word with its most common SCOWL level (10, 20 or 35). */
  readonly levels: ReadonlyMap<string, number>;
  readonly dict: WordnetDict;
  /** Offensive or hand-excluded answers (a phrase is asked as its lemma 'sine_die', its answer and each word). */
  isExcluded(word: string): boolean;
  /** The word's base forms other than itself (lemmatizer), refused in its clue. */
  lemmasOf(word: string): readonly string[];
  /**
   * Whether the word is an inflected form (filters.ts, inflectionOf). Its SCOWL level is its base's
   * (ALTERING is level 10 because ALTER is), so it scores as the least common level.
   */
  isInflected(word: string): boolean;
  readonly clueContext: Omit<ClueContext, 'lemmas'>;
  /** Whether we wrote a clue for the answer (written-clues/*.ts): it stays without a rule-derived one. */
  hasWrittenClue?(answer: string): boolean;
};

export type DropReason = 'offensive or by hand' | 'not in WordNet' | 'proper noun only' | 'phrase not common' | 'no acceptable clue';

export type Selection = {
  readonly entries: CrosswordEntry[];
  /** Candidates (3 to 9 letters a-z, common levels) left out, by reason. */
  readonly dropped: Record<DropReason, string[]>;
  /** How many candidates reached the clue step (in WordNet, not offensive, not only a proper noun). */
  readonly clueCandidates: number;
  /** Why clues were refused, over every sense tried, counted (for the docs). */
  readonly rejections: Record<string, number>;
};

/** The clue of a word's (or phrase's) most frequent common sense that gives an acceptable clue, or the reasons none does. */
export function clueOfWord(lemma: string, senses: readonly Sense[], input: SelectionInput): { clue: string } | { rejected: string[] } {
  const parts = lemma.split('_');
  const word = parts.join('');
  const context: ClueContext = { ...input.clueContext, lemmas: parts.length > 1 ? parts : input.lemmasOf(word), parts };
  const rejected: string[] = [];
  for (const sense of senses) {
    const gloss = input.dict.synsets[sense.pos].get(sense.offset)?.gloss ?? '';
    if (OFFENSIVE_SENSE.test(gloss)) {
      rejected.push('sense marked offensive');
      continue;
    }
    const verdict = clueFor(word, gloss, context);
    if ('clue' in verdict) return verdict;
    rejected.push(verdict.rejected.replace(/ \(.*|".*/, '').trim());
  }
  return { rejected };
}

/** A possible answer: a word, or a WordNet phrase ('at_least') written as one (ATLEAST). */
type Candidate = { readonly lemma: string; readonly answer: string; readonly level: number; readonly parts: readonly string[] | null };

/** A phrase of two or three words, every one of them common, WordNet's corpus has tagged at least this often. */
export const MIN_PHRASE_TAGS = 1;
const PHRASE = /^[a-z]+(_[a-z]+){1,2}$/;

/**
 * The candidates: every common word of 3 to 9 letters a-z with a vowel, then every WordNet phrase of
 * two or three common words that makes 3 to 9 letters and is not also a word ('a_cross').
 */
function candidatesOf(input: SelectionInput): Candidate[] {
  const words: Candidate[] = [...input.levels]
    .filter(([word]) => ANSWER_WORD.test(word))
    .map(([word, level]) => ({ lemma: word, answer: word, level, parts: null }));
  const phrases: Candidate[] = [];
  for (const lemma of input.dict.senses.keys()) {
    if (!PHRASE.test(lemma)) continue;
    const parts = lemma.split('_');
    const answer = parts.join('');
    if (!ANSWER_WORD.test(answer) || input.levels.has(answer) || !parts.every((p) => input.levels.has(p))) continue;
    phrases.push({ lemma, answer, level: Math.max(...parts.map((p) => input.levels.get(p)!)), parts });
  }
  const byAnswer = (a: Candidate, b: Candidate) => (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : a.lemma < b.lemma ? -1 : 1);
  return [...words, ...phrases].sort(byAnswer);
}

export function selectCrosswordWords(input: SelectionInput): Selection {
  const dropped: Record<DropReason, string[]> = {
    'offensive or by hand': [],
    'not in WordNet': [],
    'proper noun only': [],
    'phrase not common': [],
    'no acceptable clue': [],
  };
  const rejections: Record<string, number> = {};
  const entries: CrosswordEntry[] = [];
  const answers = new Set<string>();
  let clueCandidates = 0;
  for (const { lemma, answer, level, parts } of candidatesOf(input)) {
    if (answers.has(answer)) continue; // two phrases spelling one answer: the first (in answer, then lemma order)
    if (input.isExcluded(answer) || input.isExcluded(lemma) || parts?.some((p) => input.isExcluded(p))) {
      dropped['offensive or by hand'].push(lemma);
      continue;
    }
    const all = input.dict.senses.get(lemma);
    if (!all) {
      dropped['not in WordNet'].push(lemma);
      continue;
    }
    // Senses where WordNet writes the word capitalised are proper nouns' ('March', 'Bill').
    const common = all.filter((s) => isCommonSense(lemma, s, input.dict));
    if (common.length === 0) {
      dropped['proper noun only'].push(lemma);
      continue;
    }
    const tagCount = common.reduce((sum, s) => sum + s.tagCount, 0);
    const senses = sensesToClue(lemma, all, input.dict, isRareSense);
    if (parts && tagCount < MIN_PHRASE_TAGS) {
      dropped['phrase not common'].push(lemma);
      continue;
    }
    clueCandidates++;
    const found = clueOfWord(lemma, senses, input);
    if ('rejected' in found && input.hasWrittenClue?.(answer)) {
      const ownLevel = parts || input.isInflected(answer) ? LEAST_COMMON_LEVEL : level;
      entries.push({ answer, clue: '', score: scoreOf(ownLevel, tagCount), ...(parts ? { phrase: parts.join(' ') } : {}) });
      answers.add(answer);
      continue;
    }
    if ('rejected' in found) {
      dropped['no acceptable clue'].push(lemma);
      for (const why of found.rejected) rejections[why] = (rejections[why] ?? 0) + 1;
      continue;
    }
    // An inflected form or a phrase has the SCOWL level of its base or its rarest word, not its own.
    const ownLevel = parts || input.isInflected(answer) ? LEAST_COMMON_LEVEL : level;
    entries.push({ answer, clue: found.clue, score: scoreOf(ownLevel, tagCount), ...(parts ? { phrase: parts.join(' ') } : {}) });
    answers.add(answer);
  }
  return { entries, dropped, clueCandidates, rejections };
}
