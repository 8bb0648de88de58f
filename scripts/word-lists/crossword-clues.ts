/**
 * WordNet glosses rewritten into short crossword clues, and the checks a clue must pass. Pure
 * functions, so the tests can feed them hand-made glosses.
 */
import { clueWords, nonWordIn, revealingWord } from '../../lib/games/crosswords/clue-check.ts';

export const MAX_CLUE_LENGTH = 60;
const MIN_CLUE_LENGTH = 3;
/** A clue cut from a longer definition keeps at least this much, and two words. */
const MIN_CUT_LENGTH = 8;

/** Characters a clue may hold: the public format separates clues with ';' and sections with '|'. */
const CLUE_TEXT = /^[A-Z0-9][A-Za-z0-9 ,.'-]*$/;

/** Words a definition may be cut before and still read as a whole ("mammal | that can roar"). */
const CUT_WORDS = new Set(['especially', 'usually', 'typically', 'often']);
/** Cut before these, or before a participle, only after a noun ("piece of furniture | with a writing surface"). */
const CUT_AFTER_NOUN = new Set(['that', 'which', 'who', 'whose', 'with', 'where']);
const QUANTIFIERS = new Set(['any', 'one', 'two', 'some', 'either', 'each', 'all', 'something', 'someone']);
/** 'or' followed by one of these starts an extension, not an alternative ("member of a state | or other ..."). */
const OR_EXTENSIONS = new Set(['other', 'especially', 'some', 'any', 'similar', 'related', 'sometimes']);
/** Words a cut clue must not end with ("fruit of vines including", "fleet of two"). */
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'for',
  'with',
  'by',
  'in',
  'on',
  'at',
  'from',
  'as',
  'such',
  'including',
  'especially',
  'usually',
  'that',
  'which',
  'who',
  'e',
  'g',
  'eg',
  'etc',
  'i',
  'ie',
  'is',
  'are',
  'be',
  'one',
  'two',
  'three',
  'more',
  'very',
  'than',
  'if',
  'not',
  'into',
  'some',
  'any',
  'other',
  'its',
  'their',
  'your',
  'his',
  'her',
  'has',
  'have',
  'had',
  'been',
  'being',
  'was',
  'were',
  'can',
  'will',
  'may',
  'might',
  'could',
  'would',
  'does',
  'do',
  'did',
  'whose',
  'where',
  'when',
  // Nouns that need their preposition: 'in accordance | with the Bible'.
  'accordance',
  'regard',
  'respect',
  'relation',
  'contrast',
  'comparison',
  'addition',
  'order',
]);

/**
 * What the build knows of a word of a definition: whether it is a verb form ('caused' yes, 'creed'
 * no; from the lemmatizer) and its usual part of speech (its most tagged in WordNet; null when
 * WordNet does not list it, as for most plurals). Without it, any -ed or -ing word of six letters or
 * more is a participle and no word's part of speech is known.
 */
export type WordFacts = {
  isParticiple(word: string): boolean;
  usualPartOfSpeech(word: string): 'noun' | 'verb' | 'adj' | 'adv' | null;
};
const GUESSED_FACTS: WordFacts = {
  isParticiple: (word) => /^[a-z]{3,}(ed|ing)$/.test(word) && word.length >= 6,
  usualPartOfSpeech: (word) => (/ly$/.test(word) ? 'adv' : null),
};

/**
 * A gloss's first definition, tidied: before the first ';' and before a ':' that introduces examples
 * ('... no ability to roar: domestic cats'), parenthesised notes, quotes and a leading article
 * removed, "of or relating to" shortened to "relating to". Not yet capitalised or cut.
 */
export function definitionOf(gloss: string): string {
  const parts = gloss.split(';').map((part) => part.trim());
  // 'temporal sense; intermediate between past and future' (PRESENT): the label is not the meaning.
  let text = (/^[a-z]+ sense$/.test(parts[0] ?? '') ? parts[1] : parts[0]) ?? '';
  text = text.split(/:\s/)[0] ?? '';
  // Parentheses, innermost first: '(usually followed by `to')', '(botany)'.
  for (let before = ''; before !== text;) [before, text] = [text, text.replace(/\s*\([^()]*\)/g, '')];
  // WordNet quotes words `like this': both marks go, not only the backquote.
  text = text
    .replace(/`([^`']*)'/g, '$1')
    .replace(/[`"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/^(of or relating to|of, relating to, or|of or pertaining to|relating to or characteristic of)\b/i, 'relating to');
  text = text.replace(/^(a|an|the)\s+/i, '');
  return text.replace(/[\s,.:-]+$/, '');
}

/**
 * The clues a gloss offers, best first: the whole definition if at most MAX_CLUE_LENGTH long, then
 * its heads that end before a cut point, longest first. A cut point is a comma not inside a list, a
 * word of CUT_WORDS, 'with' or 'where' after a noun-like word, a participle ("disease | caused by"),
 * or an 'or' that extends ("great in size or amount or degree | or especially extent"). A head has
 * two words or more (four before a comma: "having a rough, | ribbed surface" is not cut) and never ends
 * with a word that leans on the next: a function word, a number, an
 * adverb or a participle ("combines interrelated | interacting parts"). Each starts with a capital.
 */
export function clueCandidates(gloss: string, facts: WordFacts = GUESSED_FACTS): string[] {
  const text = definitionOf(gloss);
  const found: string[] = text.length <= MAX_CLUE_LENGTH ? [text] : [];
  const words = text.split(' ');
  const heads: string[] = [];
  for (let i = 2; i < words.length; i++) {
    const previous = words[i - 1]!;
    const last = previous.toLowerCase().replace(/,$/, '');
    const next = words[i]!.toLowerCase();
    const head = words.slice(0, i).join(' ').replace(/,$/, '');
    if (head.length < MIN_CUT_LENGTH || head.length > MAX_CLUE_LENGTH) continue;
    // An unknown hyphenated word is a compound modifier: 'web-footed | long-necked goose'.
    const lastIs = last.includes('-') ? (facts.usualPartOfSpeech(last) ?? 'adj') : facts.usualPartOfSpeech(last);
    if (DANGLING.has(last) || facts.isParticiple(last) || lastIs === 'adj' || lastIs === 'adv') continue;
    // 'Used to indicate | that ...' (ANYHOW): a usage note cut short says nothing; nor does a
    // quantifier and one word ('two people | who are married', 'any substance | that ...').
    if (/^used\b/i.test(head) || (i === 2 && QUANTIFIERS.has(words[0]!.toLowerCase()))) continue;
    // A relative clause cut after its verb lacks its object: 'Person who enjoys | reading'.
    if (i >= 3 && ['who', 'that', 'which'].includes(words[i - 2]!.toLowerCase())) continue;
    const afterNoun = lastIs === 'noun' || (lastIs === null && !previous.endsWith(','));
    const cut =
      (previous.endsWith(',') && i >= 4 && !isListItem(words.slice(i))) ||
      CUT_WORDS.has(next) ||
      (afterNoun && (CUT_AFTER_NOUN.has(next) || (/(ed|ing)$/.test(next) && facts.isParticiple(next)))) ||
      (next === 'or' && OR_EXTENSIONS.has(words[i + 1] ?? ''));
    if (cut) heads.push(head);
  }
  found.push(...heads.reverse());
  return found
    .filter((clue) => clue.length >= MIN_CLUE_LENGTH)
    .map((clue) => clue.charAt(0).toUpperCase() + clue.slice(1))
    .filter((clue) => CLUE_TEXT.test(clue));
}

/** Whether the words after a comma are the next item of a list ("quality, type, group, or ideology"). */
function isListItem(rest: readonly string[]): boolean {
  const item = rest.findIndex((w) => w.endsWith(','));
  return (item !== -1 && item < 2) || rest[0] === 'or' || rest[0] === 'and';
}

export type ClueVerdict = { clue: string } | { rejected: string };

export type ClueContext = {
  /** The answer's base forms (lemmatizer), or a phrase's words, refused in its clue like the answer itself. */
  lemmas: readonly string[];
  /** A phrase's words, refused in its clue whatever their length ('up' for PICKUP). */
  parts?: readonly string[];
  /** Words a clue must not use (offensive, or unwelcome in a daily puzzle). */
  isUnwelcome(word: string): boolean;
  /** Whether a solver can be expected to know a word of the clue ('cucurbitaceous' is not). */
  isFamiliar(word: string): boolean;
  /** What the build knows of definition words, for where to cut a long one. */
  facts: WordFacts;
  /** A word's base forms ('paid' pay, 'being' be): a clue word of the answer's base gives it away. By default the irregular verb table. */
  baseOf?(word: string): readonly string[];
  /** Whether a word is a wrong inflection ('leaved', 'payed'). By default the generated table. */
  isNonWord?(word: string): boolean;
};

/** Why a clue is refused for this answer, or null when it is acceptable. */
export function clueProblem(answer: string, clue: string, context: ClueContext): string | null {
  const words = clueWords(clue);
  const revealing =
    revealingWord(answer, clue, context.lemmas, context.baseOf) ??
    words.find((w) => context.parts?.includes(w) && context.parts.length > 1) ??
    null;
  if (revealing !== null) return `gives the answer away ("${revealing}")`;
  const nonWord = context.isNonWord ? words.find((w) => context.isNonWord!(w)) : nonWordIn(clue);
  if (nonWord) return `no such word ("${nonWord}")`;
  const unwelcome = words.find((w) => context.isUnwelcome(w));
  if (unwelcome) return `unwelcome word ("${unwelcome}")`;
  // Two letters or fewer: 'e', 'g' of "e.g.", 's' of "one's".
  const rare = words.find((w) => w.length > 2 && !context.isFamiliar(w));
  if (rare) return `rare word ("${rare}")`;
  return null;
}

/**
 * The first acceptable clue a gloss offers (clueCandidates' order), or why there is none: the
 * problem of its best candidate, or 'no short definition' when it offers none.
 */
export function clueFor(answer: string, gloss: string, context: ClueContext): ClueVerdict {
  const candidates = clueCandidates(gloss, context.facts);
  if (candidates.length === 0) return { rejected: 'no short definition' };
  let first: string | null = null;
  for (const clue of candidates) {
    const problem = clueProblem(answer, clue, context);
    if (problem === null) return { clue };
    first ??= problem;
  }
  return { rejected: first! };
}
