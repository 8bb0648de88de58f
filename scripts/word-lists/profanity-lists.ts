import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The plain word lists of the profanity packages (bad-words with its badwords-list, and
 * @2toad/profanity's English list), as written there: mixed case, some with spaces, digits or
 * symbols. obscenity's English dataset is a set of patterns, not a list, so it only filters (sources.ts).
 * The packages' versions are checked by loadSources, which the build calls first.
 */
export function loadProfanityWordLists(installDir: string): string[] {
  const require = createRequire(path.join(path.resolve(installDir), 'package.json'));
  const { Filter } = require('bad-words') as { Filter: new () => { list: string[] } };
  const { array } = require('badwords-list') as { array: string[] };
  const { profaneWords } = require('@2toad/profanity/dist/data') as { profaneWords: Map<string, string[]> };
  return [...new Filter().list, ...array, ...(profaneWords.get('en') ?? [])];
}
