import 'server-only';
import { statusFromScores } from './game-status';
import { guessSchema } from './guess-schema';
import { hardModeViolation } from './hard-mode';
import { scoreGuess } from './score-guess';
import { MAX_GUESSES, NOT_A_WORD, type GameStatus, type GuessScore, type ScoredGuess } from './types';
import { isAcceptedGuess } from './words';

/** What the server kept of a play: the answer, the guesses accepted so far, the mode. */
export type PlayState = { readonly answer: string; readonly guesses: readonly string[]; readonly hardMode: boolean };

export type GuessRejection = {
  ok: false;
  /** invalid: not five letters; not-a-word: not in the list; no guess is used up by either. */
  reason: 'invalid' | 'not-a-word' | 'hard-mode' | 'game-over';
  message: string;
};
export type GuessOutcome = { ok: true; guess: string; score: GuessScore; status: GameStatus } | GuessRejection;

/**
 * Judges one guess against a play: checks it is five letters, a word, allowed in hard mode and that
 * the game is still on, then colours it. The answer itself is never part of the outcome: the caller
 * reveals it only once status is won or lost.
 */
export function judgeGuess(play: PlayState, input: unknown): GuessOutcome {
  const scored = play.guesses.map((guess) => ({ guess, score: scoreGuess(guess, play.answer) }));
  return judgeScored(play.answer, scored, play.hardMode, input);
}

/**
 * Replays a whole list of guesses (a finished play sent back at once) and returns the scores and the
 * status, or the first guess that could not have been played and why.
 */
export function replayGuesses(
  answer: string,
  inputs: readonly unknown[],
  hardMode: boolean,
): { ok: true; guesses: ScoredGuess[]; status: GameStatus } | (GuessRejection & { index: number }) {
  const guesses: ScoredGuess[] = [];
  for (const [index, input] of inputs.entries()) {
    const outcome = judgeScored(answer, guesses, hardMode, input);
    if (!outcome.ok) return { ...outcome, index };
    guesses.push({ guess: outcome.guess, score: outcome.score });
  }
  return { ok: true, guesses, status: statusFromScores(guesses.map((g) => g.score)) };
}

function judgeScored(answer: string, scored: readonly ScoredGuess[], hardMode: boolean, input: unknown): GuessOutcome {
  if (statusFromScores(scored.map((g) => g.score)) !== 'playing' || scored.length >= MAX_GUESSES) {
    return { ok: false, reason: 'game-over', message: 'The game is over' };
  }
  const parsed = guessSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', message: 'A guess is five letters' };
  const guess = parsed.data;
  if (!isAcceptedGuess(guess)) return { ok: false, reason: 'not-a-word', message: NOT_A_WORD };
  if (hardMode) {
    const violation = hardModeViolation(scored, guess);
    if (violation) return { ok: false, reason: 'hard-mode', message: violation };
  }
  const score = scoreGuess(guess, answer);
  return { ok: true, guess, score, status: statusFromScores([...scored.map((g) => g.score), score]) };
}
