import { z } from 'zod';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';

/**
 * A tiny hidden-state game for testing the platform: guess the secret word of a list in three
 * tries; each wrong guess is told whether the secret comes earlier or later in the alphabet. A word
 * not in the list is refused with a reason; the daily is drawn at random among the words no earlier
 * daily had (newDaily); a win scores the tries it took (scoreOf).
 */
export const HIDDEN_WORDS = ['amber', 'basil', 'cedar', 'delta', 'ember', 'fjord', 'gecko', 'hazel'] as const;
export const NOT_A_WORD = 'Not one of the words';
type State = { secret: string; guesses: string[] };
type Reply = { guesses: { word: string; answer: 'earlier' | 'later' | 'correct' }[]; secret?: string };
const TRIES = 3;

const answerFor = (secret: string, word: string) => (word === secret ? 'correct' : secret < word ? 'earlier' : 'later');
const replyOf = (state: State, over: boolean): Reply => ({
  guesses: state.guesses.map((word) => ({ word, answer: answerFor(state.secret, word) })),
  ...(over ? { secret: state.secret } : {}),
});
const statusOf = (state: State) =>
  state.guesses.includes(state.secret) ? ('won' as const) : state.guesses.length >= TRIES ? ('lost' as const) : ('playing' as const);

export const hiddenWordEngine: HiddenStateEngine<'easy', State, { guess: string }, Reply> = {
  kind: 'hidden-state',
  levels: [{ id: 'easy', label: 'Easy' }],
  dailyLevel: 'easy',
  newGame(_level, random) {
    return {
      puzzle: `words:${HIDDEN_WORDS.length}`,
      state: { secret: HIDDEN_WORDS[Math.floor(random() * HIDDEN_WORDS.length)]!, guesses: [] },
    };
  },
  newDaily(random, pastDailies) {
    // At random among the words no earlier daily had; once all were, among all of them.
    const unused = HIDDEN_WORDS.filter((word) => !pastDailies.some((daily) => daily.secret === word));
    const pool = unused.length > 0 ? unused : HIDDEN_WORDS;
    return { puzzle: `words:${HIDDEN_WORDS.length}`, state: { secret: pool[Math.floor(random() * pool.length)]!, guesses: [] } };
  },
  parseState(value) {
    const parsed = z.object({ secret: z.enum(HIDDEN_WORDS), guesses: z.array(z.enum(HIDDEN_WORDS)).max(TRIES) }).safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  moveSchema: z.object({ guess: z.string() }).strict(),
  applyMove(state, move) {
    if (state.guesses.includes(move.guess) || statusOf(state) !== 'playing') return null;
    if (!(HIDDEN_WORDS as readonly string[]).includes(move.guess)) return { refused: NOT_A_WORD };
    const next = { ...state, guesses: [...state.guesses, move.guess] };
    const status = statusOf(next);
    return { state: next, reply: replyOf(next, status !== 'playing'), status };
  },
  publicView: (state) => replyOf(state, statusOf(state) !== 'playing'),
  minSolveSeconds: () => 4,
  // Held as pending when won faster than 5 s a guess after the first (the leaderboard's clock starts
  // at the first guess), or with guesses closer together than a second.
  plausibleSeconds: (_puzzle, state) => 5 * Math.max(0, state.guesses.length - 1),
  minMoveSeconds: 1,
  scoreOf: (state) => state.guesses.length,
};
