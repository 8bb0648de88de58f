'use client';

import type { KeyboardState } from '@/lib/games/wordguesser/keyboard-state';
import type { KeyAction } from './wordguesser-text';
import { keyLabel, scoreColour } from './wordguesser-text';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

type Props = {
  keys: KeyboardState;
  highContrast: boolean;
  disabled: boolean;
  onKey(action: KeyAction): void;
};

const base = 'flex h-11 items-center justify-center rounded font-bold uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';
const plain = 'bg-slate-200 text-slate-950 hover:bg-slate-300 dark:bg-slate-500 dark:text-white dark:hover:bg-slate-600';

/** A click or tap does not move focus onto the key, so the physical Enter still sends the guess. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** The on-screen keyboard: each letter key shows the best colour found for it, in its label too. */
export function WordGuesserKeyboard({ keys, highContrast, disabled, onKey }: Props) {
  return (
    <div role="group" aria-label="Keyboard" data-testid="wordguesser-keyboard" className="mx-auto grid w-full max-w-lg gap-1.5">
      {ROWS.map((row, r) => (
        <div key={row} className="flex justify-center gap-1">
          {r === 2 && (
            <button type="button" className={`${base} ${plain} px-2 text-xs`} disabled={disabled} onMouseDown={keepFocus} onClick={() => onKey({ kind: 'enter' })}>
              Enter
            </button>
          )}
          {[...row].map((letter) => {
            const score = keys[letter];
            return (
              <button
                key={letter}
                type="button"
                aria-label={keyLabel(letter, score)}
                data-key={letter}
                data-score={score ?? 'unknown'}
                disabled={disabled}
                onMouseDown={keepFocus}
                className={`${base} min-w-0 max-w-11 flex-1 text-sm ${score ? scoreColour(score, highContrast) : plain}`}
                onClick={() => onKey({ kind: 'letter', letter })}
              >
                {letter}
              </button>
            );
          })}
          {r === 2 && (
            <button type="button" aria-label="Backspace" className={`${base} ${plain} px-2`} disabled={disabled} onMouseDown={keepFocus} onClick={() => onKey({ kind: 'backspace' })}>
              <span aria-hidden="true">⌫</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
