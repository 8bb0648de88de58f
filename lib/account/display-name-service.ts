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

// Built once: the matcher compiles the whole word list.
let matcher: RegExpMatcher | undefined;
const offensive = (name: string) => (matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })).hasMatch(name);

export type DisplayName = { name: string; chosen: boolean };

/** Public display names: a generated neutral one until the player chooses one. */
export function createDisplayNameService(store: Pick<Store, 'profiles'>) {
  return {
    get: (userId: string): Promise<DisplayName> => store.profiles.displayName(userId),

    async choose(userId: string, raw: string): Promise<DisplayName> {
      const problem = displayNameProblem(raw);
      if (problem) throw invalidInput(problem, 'name');
      const name = normaliseDisplayName(raw);
      if (offensive(name)) throw invalidInput(MESSAGES.offensive, 'name');
      if ((await store.profiles.setDisplayName(userId, name)) === 'taken') throw conflict(MESSAGES.taken);
      return { name, chosen: true };
    },
  };
}
