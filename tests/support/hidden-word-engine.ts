import { z } from 'zod';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';

/**
 * A tiny hidden-state game for testing the platform: guess the secret word of a list in three
 * tries; each wrong guess is told whether the secret comes earlier or later in the alphabet. A word
 * not in the list is refused with a reason; the daily follows the day (newDaily); a win scores the
 * tries it took (scoreOf).
 */
export const HIDDEN_WORDS = ['amber', 'basil', 'cedar', 'delta', 'ember', 'fjord', 'gecko', 'hazel'] as const;
export const NOT_A_WORD = 'Not one of the words';
/** The daily secret of a UTC day: the list walked through one word a day. */
export const dailySecret = (day: string) => HIDDEN_WORDS[Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000) % HIDDEN_WORDS.length]!;
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
    return { puzzle: `words:${HIDDEN_WORDS.length}`, state: { secret: HIDDEN_WORDS[Math.floor(random() * HIDDEN_WORDS.length)]!, guesses: [] } };
  },
  newDaily: (day) => ({ puzzle: `words:${HIDDEN_WORDS.length}`, state: { secret: dailySecret(day), guesses: [] } }),
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
  scoreOf: (state) => state.guesses.length,
};
