'use client';

import { MAX_GUESSES, WORD_LENGTH, type ScoredGuess } from '@/lib/games/wordguesser/types';
import { scoreColour, tileLabel } from './wordguesser-text';
import styles from './wordguesser.module.css';

type Props = {
  guesses: readonly ScoredGuess[];
  /** The letters typed in the current row. */
  typed: string;
  /** The row that was just revealed (it flips in), or null. */
  revealRow: number | null;
  /** Changes on each refused guess, restarting the shake. */
  shake: number;
  highContrast: boolean;
  playing: boolean;
};

/** Six rows of five tiles: the judged guesses, the row being typed, the empty rows. */
export function WordGuesserBoard({ guesses, typed, revealRow, shake, highContrast, playing }: Props) {
  return (
    <div role="group" aria-label="Guesses" data-testid="wordguesser-board" data-flourish="words" className="mx-auto grid w-fit gap-1.5">
      {Array.from({ length: MAX_GUESSES }, (_, row) => {
        const judged = guesses[row];
        const current = playing && row === guesses.length;
        const letters = judged ? judged.guess : current ? typed : '';
        const label = judged
          ? `Guess ${row + 1}: ${judged.guess.toUpperCase()}`
          : current
            ? `Guess ${row + 1}, being typed`
            : `Guess ${row + 1}, not used`;
        return (
          <div
            key={current ? `row-${row}-${shake}` : `row-${row}`}
            role="group"
            aria-label={label}
            data-row={row}
            data-state={judged ? 'judged' : current ? 'current' : 'empty'}
            className={`grid grid-cols-5 gap-1.5 ${current && shake > 0 ? styles.shake : ''}`}
          >
            {Array.from({ length: WORD_LENGTH }, (_, i) => {
              const letter = letters[i];
              const score = judged?.score[i];
              const colour = score
                ? scoreColour(score, highContrast)
                : letter
                  ? 'border-slate-500 bg-white text-slate-950 dark:border-slate-400 dark:bg-slate-900 dark:text-white'
                  : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900';
              return (
                <div
                  key={i}
                  role="img"
                  aria-label={tileLabel(i, letter, score)}
                  data-score={score ?? (letter ? 'typed' : 'empty')}
                  className={`flex size-12 items-center justify-center rounded border-2 text-2xl font-bold uppercase select-none sm:size-[3.125rem] ${colour} ${revealRow === row ? styles.flip : ''}`}
                  style={revealRow === row ? { animationDelay: `${i * 0.18}s` } : undefined}
                >
                  {letter ?? ''}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
