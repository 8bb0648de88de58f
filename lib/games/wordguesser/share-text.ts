import { statusFromScores } from './game-status';
import { MAX_GUESSES, type GuessScore, type LetterScore } from './types';

const TILES: Record<'standard' | 'highContrast', Record<LetterScore, string>> = {
  standard: { correct: '🟩', present: '🟨', absent: '⬛' },
  // The high-contrast palette (orange and blue) does not rely on telling red from green.
  highContrast: { correct: '🟧', present: '🟦', absent: '⬛' },
};

export type ShareOptions = {
  /** The daily's UTC day ('2026-11-23'), or another label such as 'practice'. */
  label: string;
  scores: readonly GuessScore[];
  hardMode: boolean;
  highContrast?: boolean;
};

/**
 * The spoiler-free result to paste: "Word Guesser 2026-11-23 4/6*" (X/6 for a loss, * for hard
 * mode), a blank line, then one row of tiles per guess. Only for a finished game.
 */
export function shareText({ label, scores, hardMode, highContrast = false }: ShareOptions): string {
  const status = statusFromScores(scores);
  if (status === 'playing') throw new RangeError('the game is not finished');
  const tiles = TILES[highContrast ? 'highContrast' : 'standard'];
  const tries = status === 'won' ? String(scores.length) : 'X';
  const header = `Word Guesser ${label} ${tries}/${MAX_GUESSES}${hardMode ? '*' : ''}`;
  const rows = scores.map((score) => score.map((s) => tiles[s]).join(''));
  return [header, '', ...rows].join('\n');
}
