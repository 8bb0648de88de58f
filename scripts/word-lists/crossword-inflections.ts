/**
 * Plurals and verb forms as answers, clued by rewriting their base's definition to agree: CATS
 * "Feline mammals usually having thick soft fur" from CAT's, RAN "Moved fast by using one's feet"
 * from RUN's. The rewrite is refused (no clue, no entry) whenever it is not clear-cut. Pure
 * functions over the word forms SCOWL and the lemmatizer give.
 */
import type { Lemmatizer } from './filters.ts';

export type VerbForm = 'third' | 'past' | 'participle' | 'gerund';

export type WordForms = {
  plural(noun: string): string | null;
  verb(base: string, form: VerbForm): string | null;
  /** The base of a third-person form ('occurs' gives 'occur'), else null. */
  baseOfThird(word: string): string | null;
};

export const IRREGULAR_VERBS: Readonly<Record<string, Readonly<Record<VerbForm, string>>>> = {
  be: { third: 'is', past: 'was', participle: 'been', gerund: 'being' },
  have: { third: 'has', past: 'had', participle: 'had', gerund: 'having' },
  do: { third: 'does', past: 'did', participle: 'done', gerund: 'doing' },
};

/** An irregular past participle: 'given', 'gone', 'done', 'sung' beside the past 'gave', 'went', 'did', 'sang'. */
function looksParticiple(form: string, other: string): boolean {
  const ending = /(n|ne)$/;
  if (ending.test(form) !== ending.test(other)) return ending.test(form);
  // began/begun, sang/sung, drank/drunk: the past has the a, the participle the u.
  return form.replace('u', 'a') === other;
}

/**
 * Irregular verbs: each form with its base ('left' leave, 'paid' pay, 'learned' learn), from
 * wink-lexicon's list of English irregular verbs (which lists a regular past where it is in use, as
 * for learn) and the forms of be, have and do.
 */
export type IrregularVerbs = ReadonlyMap<string, string>;

export function irregularVerbsOf(table: Readonly<Record<string, string>>): IrregularVerbs {
  const forms = new Map<string, string>();
  for (const [form, base] of Object.entries(table))
    if (/^[a-z]+$/.test(form) && /^[a-z]+$/.test(base) && form !== base) forms.set(form, base);
  for (const [base, all] of Object.entries(IRREGULAR_VERBS)) for (const form of Object.values(all)) forms.set(form, base);
  return forms;
}

/** The spellings a regular past of the base would have: 'leaved', 'payed', 'stopped', 'carried'. */
export function regularPastsOf(base: string): string[] {
  const pasts = [base.endsWith('e') ? `${base}d` : `${base}ed`];
  if (/[^aeiou]y$/.test(base)) pasts.push(`${base.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) pasts.push(`${base}${base.charAt(base.length - 1)}ed`);
  return pasts;
}

/**
 * The regular pasts of irregular verbs that are not English words ('leaved', 'payed', 'bringed'): a
 * clue holding one is refused. Left out: pasts the irregular list gives too ('learned'), words of
 * their own (`isWord`: 'seed', 'singed' of singe) and those in `inUse` (a hand list).
 */
export function inflectionNonWords(
  irregular: IrregularVerbs,
  isWord: (word: string, base: string) => boolean,
  inUse: ReadonlySet<string>,
): string[] {
  const bases = new Set(irregular.values());
  const found = new Set<string>();
  for (const base of bases) {
    for (const past of regularPastsOf(base)) if (!irregular.has(past) && !isWord(past, base) && !inUse.has(past)) found.add(past);
  }
  return [...found].sort();
}

/**
 * The plural and verb forms of every base, found by asking the lemmatizer the base of every known
 * word. Where it gives several, the most common (SCOWL level: 'men' before 'mans'), then the regular
 * one ('learned' before 'learnt'), else (two irregular pasts) the one that does not look like a
 * participle. An irregular verb's past and participle are only those `irregularForms` lists for it
 * ('left', never 'leaved').
 */
export function buildWordForms(
  words: Iterable<string>,
  lemmatizer: Lemmatizer,
  levelOf: (word: string) => number,
  irregularForms: IrregularVerbs = new Map(),
): WordForms {
  const irregularBases = new Set(irregularForms.values());
  const plurals = new Map<string, Set<string>>();
  const verbForms = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, base: string, word: string) => map.set(base, (map.get(base) ?? new Set()).add(word));
  for (const word of words) {
    if (!/^[a-z]+$/.test(word)) continue;
    const noun = lemmatizer.noun(word);
    if (noun !== word) add(plurals, noun, word);
    const verb = lemmatizer.verb(word);
    if (verb !== word) add(verbForms, verb, word);
  }
  /** The most common of the words (lowest SCOWL level), the first on a tie; null for none. */
  const commonest = (list: readonly string[]) =>
    list.reduce<string | null>((best, w) => (best === null || levelOf(w) < levelOf(best) ? w : best), null);
  const regular = (base: string, endings: readonly string[], found: ReadonlySet<string>) => {
    const doubled = base + base.charAt(base.length - 1);
    const stem = base.slice(0, -1);
    const tries = endings.flatMap((e) => [base + e, doubled + e, stem + e, ...(e.startsWith('e') ? [base + e.slice(1)] : [])]);
    return commonest(tries.filter((w) => found.has(w)));
  };
  const thirdBase = new Map<string, string>();
  const forms: WordForms = {
    baseOfThird: (word) => thirdBase.get(word) ?? null,
    plural(noun) {
      const found = plurals.get(noun);
      if (!found) return null;
      // 'men' before 'mans' (a verb form of 'man'), then the most common.
      const nounOnly = [...found].filter((w) => lemmatizer.verb(w) === w);
      return commonest(nounOnly.length > 0 ? nounOnly : [...found]);
    },
    verb(base, form) {
      const irregular = IRREGULAR_VERBS[base];
      if (irregular) return irregular[form];
      const found = verbForms.get(base);
      if (!found) return null;
      if (form === 'gerund') return regular(base, ['ing'], found);
      if (form === 'third') return [base + 's', base + 'es', base.slice(0, -1) + 'ies'].find((w) => found.has(w)) ?? null;
      const all = [...found].filter(
        (w) =>
          !w.endsWith('ing') &&
          !(w.endsWith('s') && w.length > base.length) &&
          (!irregularBases.has(base) || irregularForms.get(w) === base),
      );
      if (all.length === 0) return null;
      // The most common level only: 'left' (10) leaves out 'leaved' (50).
      const best = Math.min(...all.map(levelOf));
      const pasts = all.filter((w) => levelOf(w) === best);
      const regularPast =
        regular(base, ['ed'], new Set(pasts)) ?? (found.has(base.slice(0, -1) + 'ied') ? base.slice(0, -1) + 'ied' : null);
      if (regularPast) return regularPast;
      if (pasts.length === 1) return pasts[0]!;
      if (pasts.length !== 2) return null;
      const [a, b] = pasts as [string, string];
      const participle = looksParticiple(a, b) ? a : looksParticiple(b, a) ? b : null;
      if (participle === null) return null;
      return form === 'participle' ? participle : participle === a ? b : a;
    },
  };
  for (const base of verbForms.keys()) {
    const third = forms.verb(base, 'third');
    if (third !== null) thirdBase.set(third, base);
  }
  for (const [base, { third }] of Object.entries(IRREGULAR_VERBS)) thirdBase.set(third, base);
  return forms;
}

/** What the rewrites need to know of the definition's words (the build asks WordNet and the lemmatizer). */
export type DefinitionFacts = {
  usualPartOfSpeech(word: string): 'noun' | 'verb' | 'adj' | 'adv' | null;
  /** Whether WordNet has the word as a noun, or it is the plural of one ('vertebrates'). */
  isNoun(word: string): boolean;
  /** The singular of a plural noun ('vertebrates' gives 'vertebrate'), else the word itself. */
  singularOf(word: string): string;
  /** Whether the word is a verb in its base form ('move' yes, 'moved' and 'mammal' no). */
  isBaseVerb(word: string): boolean;
  /** Whether an -ed or -ing word is a verb form. */
  isParticiple(word: string): boolean;
};

const withCase = (model: string, word: string) =>
  model.charAt(0) === model.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * A verb definition with its verbs in the form of the answer: the first word, which must be a verb in
 * its base form ("to" before it is dropped), and every verb coordinated with it by 'or', 'and' or a
 * comma ("assist or encourage" gives "assisted or encouraged"). Null if the first word is not a base verb.
 */
export function conjugateDefinition(definition: string, form: VerbForm, forms: WordForms, facts: DefinitionFacts): string | null {
  const words = definition.replace(/^to\s+/i, '').split(' ');
  const first = words[0]!.toLowerCase();
  if (!facts.isBaseVerb(first)) return null;
  const conjugate = (i: number) => {
    const word = words[i]!.replace(/,$/, '');
    const formed = forms.verb(word.toLowerCase(), form);
    if (formed === null) return false;
    words[i] = withCase(word, formed) + (words[i]!.endsWith(',') ? ',' : '');
    return true;
  };
  if (!conjugate(0)) return null;
  let last = 0; // the last verb conjugated
  for (let i = 1; i < words.length; i++) {
    const joined = words[i - 1] === 'or' || words[i - 1] === 'and' || words[i - 1]!.endsWith(',');
    const word = words[i]!.replace(/,$/, '').toLowerCase();
    // Right after a conjugated verb ('narrow or limit') any verb joins it; further on, only a word usually a verb.
    const next = (words[i - 1]!.endsWith(',') ? i - 1 : i - 2) === last;
    if (!joined || !facts.isBaseVerb(word) || (!next && facts.usualPartOfSpeech(word) !== 'verb')) continue;
    if (!conjugate(i)) return null;
    last = i;
  }
  return words.join(' ');
}

/** Words after which a noun definition's head is complete ("mammal | usually having ..."). */
const AFTER_HEAD = new Set([
  'of',
  'for',
  'with',
  'in',
  'on',
  'at',
  'from',
  'by',
  'to',
  'into',
  'that',
  'which',
  'who',
  'whose',
  'where',
  'when',
  'as',
  'usually',
  'especially',
  'often',
  'typically',
  'used',
  'made',
  'consisting',
  'containing',
  'having',
  'designed',
  'worn',
  'resembling',
]);
const RELATIVE = new Set(['that', 'which', 'who']);
const PLURAL_VERB: Readonly<Record<string, string>> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/**
 * A noun definition made plural: "any of various X" is X itself; otherwise the head noun (the last
 * word before the first preposition, relative word or participle) becomes plural, and so does the
 * verb of a relative clause right after it ("bird that has" gives "birds that have"). Null when the
 * head is coordinated ("church or chapel"), not a plain noun, has no known plural, or the definition
 * speaks of "it", "he" or of a single one ("one of", "someone"), or a singular verb further on might belong
 * to the head.
 */
export function pluralDefinition(definition: string, forms: WordForms, facts: DefinitionFacts): string | null {
  const any = /^any of (?:various |several |numerous |many |a number of |the )?(.+)$/i.exec(definition);
  if (any) return any[1]!;
  // 'any workplace where ...' (BEEHIVES): 'workplaces where ...'.
  const words = definition.replace(/^any\s+/i, '').split(' ');
  const singular = /^(it|its|itself|one|someone|something|somebody|anyone|anything|he|she|his|her|him|hers|himself|herself)$/i;
  if (words.some((w) => singular.test(w.replace(/[,.]$/, '')))) return null;
  let head = 0;
  while (head + 1 < words.length && !words[head]!.endsWith(',')) {
    const next = words[head + 1]!.toLowerCase().replace(/,$/, '');
    if (next === 'or' || next === 'and') {
      // 'native or naturalized member' joins adjectives; 'church or chapel' joins heads: unclear.
      if (facts.usualPartOfSpeech(words[head]!.toLowerCase()) !== 'adj') return null;
      head += 2;
      continue;
    }
    if (AFTER_HEAD.has(next) || (/(ed|ing)$/.test(next) && facts.isParticiple(next))) break;
    head++;
  }
  const noun = (words[head] ?? '').replace(/,$/, '');
  const lower = noun.toLowerCase();
  if (!facts.isNoun(lower) || /^there$/i.test(words[0]!)) return null;
  // WordNet writes some definitions in the plural already ('vertebrates characterized by feathers').
  const alreadyPlural = facts.singularOf(lower) !== lower && forms.plural(facts.singularOf(lower)) === lower;
  const plural = alreadyPlural ? lower : forms.plural(lower);
  if (plural === null) return null;
  words[head] = withCase(noun, plural) + (words[head]!.endsWith(',') ? ',' : '');
  const relative = words[head + 1]?.toLowerCase();
  const verb = words[head + 2];
  if (relative && RELATIVE.has(relative) && verb) {
    const lower = verb.toLowerCase();
    const agreed = PLURAL_VERB[lower] ?? forms.baseOfThird(lower);
    if (agreed !== null) words[head + 2] = agreed;
  }
  // A singular verb left further on may belong to the head ('containers that are woven and has
  // handles', 'assemblages of parts that is regarded'): not clear-cut, so no clue.
  if (words.slice(head + 1).some((w) => Object.hasOwn(PLURAL_VERB, w.toLowerCase().replace(/,$/, '')))) return null;
  return words.join(' ');
}
