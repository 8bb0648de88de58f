'use client';

/** What a key does: a letter (lower case), Enter or Backspace. */
export type KeyAction = { kind: 'letter'; letter: string } | { kind: 'enter' } | { kind: 'backspace' };

/** A letter key's name and look, when a game marks its keys (Word Guesser's colours). */
export type LetterKeyLook = { label: string; className?: string; data?: Readonly<Record<`data-${string}`, string>> };

type Props = {
  /** The group's test id (e.g. `wordguesser-keyboard`). */
  testId: string;
  disabled: boolean;
  onKey(action: KeyAction): void;
  /** Enter's label, left of Z; null: no Enter key (a crossword has nothing to send). */
  enterLabel?: string | null;
  /** A letter key's name and colour; plain keys named by their letter without it. */
  look?(letter: string): LetterKeyLook;
};

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

const base =
  'flex h-11 items-center justify-center rounded font-bold uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';
export const PLAIN_KEY = 'bg-slate-200 text-slate-950 hover:bg-slate-300 dark:bg-slate-500 dark:text-white dark:hover:bg-slate-600';

/**
 * A click or tap does not move focus onto the key, so the physical keys still act where they did
 * (and no text field opens the system keyboard).
 */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The on-screen QWERTY keyboard of the word games: buttons in a group labelled "Keyboard" (keys
 * 44 px tall, as narrow as a phone needs), Enter (optional) and Backspace on the last row.
 */
export function LetterKeyboard({ testId, disabled, onKey, enterLabel = 'Enter', look }: Props) {
  return (
    <div role="group" aria-label="Keyboard" data-testid={testId} className="mx-auto grid w-full max-w-lg gap-1.5">
      {ROWS.map((row, r) => (
        <div key={row} className="flex justify-center gap-1">
          {r === 2 && enterLabel !== null && (
            <button
              type="button"
              className={`${base} ${PLAIN_KEY} px-2 text-xs`}
              disabled={disabled}
              onMouseDown={keepFocus}
              onClick={() => onKey({ kind: 'enter' })}
            >
              {enterLabel}
            </button>
          )}
          {[...row].map((letter) => {
            const shown = look?.(letter);
            return (
              <button
                key={letter}
                type="button"
                aria-label={shown?.label ?? letter.toUpperCase()}
                data-key={letter}
                {...shown?.data}
                disabled={disabled}
                onMouseDown={keepFocus}
                className={`${base} min-w-0 max-w-11 flex-1 text-sm ${shown?.className ?? PLAIN_KEY}`}
                onClick={() => onKey({ kind: 'letter', letter })}
              >
                {letter}
              </button>
            );
          })}
          {r === 2 && (
            <button
              type="button"
              aria-label="Backspace"
              className={`${base} ${PLAIN_KEY} px-2`}
              disabled={disabled}
              onMouseDown={keepFocus}
              onClick={() => onKey({ kind: 'backspace' })}
            >
              <span aria-hidden="true">⌫</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
