import type { KeyAction } from '@/components/games/shell/letter-keyboard';
import type { LetterScore, ScoredGuess } from '@/lib/games/wordguesser/types';

export type { KeyAction };

/**
 * Word Guesser's words and colours in the browser: what each tile and key says to screen readers,
 * the announcement after a guess, the tile colours of both palettes, the physical keys and the
 * countdown to the next daily. Pure.
 */
export const SCORE_WORDS: Record<LetterScore, string> = {
  correct: 'in the right place',
  present: 'in the word elsewhere',
  absent: 'not in the word',
};

/** "letter 2, E, in the word elsewhere"; "letter 2, E" while typed; "letter 2, empty". */
export function tileLabel(position: number, letter: string | undefined, score?: LetterScore): string {
  if (!letter) return `letter ${position + 1}, empty`;
  return `letter ${position + 1}, ${letter.toUpperCase()}${score ? `, ${SCORE_WORDS[score]}` : ''}`;
}

/** "CRANE: C not in the word, R in the word elsewhere, …" */
export function guessAnnouncement({ guess, score }: ScoredGuess): string {
  const letters = [...guess].map((letter, i) => `${letter.toUpperCase()} ${SCORE_WORDS[score[i] ?? 'absent']}`);
  return `${guess.toUpperCase()}: ${letters.join(', ')}.`;
}

/** A key's name: "Q", or "Q, in the right place" once a guess showed it. */
export function keyLabel(letter: string, score: LetterScore | undefined): string {
  return score ? `${letter.toUpperCase()}, ${SCORE_WORDS[score]}` : letter.toUpperCase();
}

/**
 * Tile and key colours. The standard palette is green and yellow; the high-contrast one orange and
 * blue (no red-green distinction needed). Text contrast is at least 4.5:1 on each, in both themes.
 * A ruled-out letter is darker than an unused key in both themes (dark: unused keys are the lighter).
 */
const COLOURS: Record<'standard' | 'highContrast', Record<LetterScore, string>> = {
  standard: {
    correct: 'border-green-700 bg-green-700 text-white',
    present: 'border-yellow-400 bg-yellow-400 text-slate-950',
    absent: 'border-slate-600 bg-slate-600 text-white dark:border-slate-700 dark:bg-slate-700',
  },
  highContrast: {
    correct: 'border-orange-500 bg-orange-500 text-slate-950',
    present: 'border-blue-700 bg-blue-700 text-white',
    absent: 'border-slate-600 bg-slate-600 text-white dark:border-slate-700 dark:bg-slate-700',
  },
};
export const scoreColour = (score: LetterScore, highContrast: boolean) => COLOURS[highContrast ? 'highContrast' : 'standard'][score];

/** What a physical key does, or null: not while typing in a field, not with Ctrl, Alt or Meta. */
export function physicalKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): KeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  // A field that takes text keeps its keys; a checkbox (hard mode, colours) does not take letters.
  const textField = tag === 'input' && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target?.type ?? 'text');
  if (textField || tag === 'textarea' || tag === 'select' || target?.isContentEditable) return null;
  // Enter on a focused button presses that button (an on-screen key, Copy, …), not the guess.
  if (event.key === 'Enter') return tag === 'button' || tag === 'a' || tag === 'summary' ? null : { kind: 'enter' };
  if (event.key === 'Backspace') return { kind: 'backspace' };
  return /^[a-z]$/i.test(event.key) ? { kind: 'letter', letter: event.key.toLowerCase() } : null;
}
