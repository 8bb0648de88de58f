import { MAX_GUESSES, WORD_LENGTH, type LetterScore, type WordGuesserView } from '@/lib/games/wordguesser/types';

const WORD = new RegExp(`^[a-z]{${WORD_LENGTH}}$`);
const SCORES: readonly unknown[] = ['correct', 'present', 'absent'] satisfies LetterScore[];
const isWord = (value: unknown): value is string => typeof value === 'string' && WORD.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The server's view of a play (each guess's reply, or the resumed play), checked before it is drawn.
 * By hand rather than with zod, which would weigh more than the whole game on this page.
 */
export function parseWordGuesserView(value: unknown): WordGuesserView | null {
  if (!isRecord(value) || typeof value.hardMode !== 'boolean' || !Array.isArray(value.guesses) || value.guesses.length > MAX_GUESSES)
    return null;
  if (value.answer !== undefined && !isWord(value.answer)) return null;
  const guesses: WordGuesserView['guesses'] = [];
  for (const item of value.guesses as unknown[]) {
    if (!isRecord(item) || !isWord(item.guess) || !Array.isArray(item.score) || item.score.length !== WORD_LENGTH) return null;
    if (!item.score.every((s) => SCORES.includes(s))) return null;
    guesses.push({ guess: item.guess, score: item.score as LetterScore[] });
  }
  return { guesses, hardMode: value.hardMode, ...(value.answer === undefined ? {} : { answer: value.answer }) };
}
