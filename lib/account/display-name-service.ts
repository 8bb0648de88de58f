import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import { conflict, invalidInput } from '@/lib/http/errors';
import { displayNameProblem, normaliseDisplayName } from './display-name-rules';

export const MESSAGES = {
  offensive: 'Please choose another display name: this one is not allowed.',
  taken: 'That display name is taken. Please choose another.',
} as const;

export const displayNameSchema = z.object({ name: z.string({ error: 'must be text' }).max(200, 'is too long') });

// Built once: the matcher compiles the whole word list. Its transformers already read digits as
// the letters they stand for (sh1t, 5hit).
let matcher: RegExpMatcher | undefined;
const wordMatcher = () => (matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers }));

/** Longest piece of a word spelled out with separators ("s_h_i_t", "fu ck"). */
const SPELLED_PIECE = 2;

/**
 * Whether the name, or a word spelled across its separators, is on the word list. Separators are
 * not simply dropped: "Cass Hitchens" and "Ana Lee" would then read as words they do not contain.
 * A run of short pieces (at most two characters each) is read as one word, and refused only when
 * the word list matches that whole word, from its first piece to its last.
 */
export function isOffensiveName(name: string): boolean {
  const words = wordMatcher();
  if (words.hasMatch(name)) return true;
  const pieces = name.split(/[ _-]+/).filter((piece) => piece !== '');
  for (let first = 0; first < pieces.length; first++) {
    let word = '';
    for (let last = first; last < pieces.length && pieces[last]!.length <= SPELLED_PIECE; last++) {
      word += pieces[last];
      if (last > first && words.getAllMatches(word).some((m) => m.startIndex === 0 && m.endIndex === word.length - 1)) return true;
    }
  }
  return false;
}

export type DisplayName = { name: string; chosen: boolean };

/** Public display names: a generated neutral one until the player chooses one. */
export function createDisplayNameService(store: Pick<Store, 'profiles'>) {
  return {
    get: (userId: string): Promise<DisplayName> => store.profiles.displayName(userId),

    async choose(userId: string, raw: string): Promise<DisplayName> {
      const problem = displayNameProblem(raw);
      if (problem) throw invalidInput(problem, 'name');
      const name = normaliseDisplayName(raw);
      if (isOffensiveName(name)) throw invalidInput(MESSAGES.offensive, 'name');
      // Taken: another player's name is the same under foldDisplayName (case, separators, look-alikes).
      if ((await store.profiles.setDisplayName(userId, name)) === 'taken') throw conflict(MESSAGES.taken);
      return { name, chosen: true };
    },
  };
}
