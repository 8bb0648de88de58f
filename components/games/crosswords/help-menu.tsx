'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { CrosswordScope } from '@/lib/games/crosswords/moves';
import type { CrosswordView } from '@/lib/games/crosswords/play-view';

// Here, in the menus' lazy chunk (a report follows a pick), off the page's budget.
const SCOPE_WORDS: Record<CrosswordScope, string> = { square: 'this square', word: 'this word', puzzle: 'the puzzle' };

/** What a check or a reveal found, said aloud: 'Check: 2 wrong letters in this word.' */
export function scopeReport(action: 'Check' | 'Reveal', scope: CrosswordScope, cells: readonly number[], view: CrosswordView): string {
  const where = SCOPE_WORDS[scope];
  if (action === 'Reveal') return `Revealed ${where}.`;
  const wrong = cells.filter((c) => view.checkedWrong.includes(c)).length;
  if (wrong === 0) return `Check: no wrong letters in ${where}.`;
  return `Check: ${wrong === 1 ? 'one wrong letter' : `${wrong} wrong letters`} in ${where}, marked in red.`;
}

const SCOPES: readonly { scope: CrosswordScope; label: string }[] = [
  { scope: 'square', label: 'Square' },
  { scope: 'word', label: 'Word' },
  { scope: 'puzzle', label: 'Puzzle' },
];

export type HelpAction = 'Check' | 'Reveal';

type Props = {
  action: HelpAction;
  disabled: boolean;
  /** Open at most one menu at a time: the parent says which is open. */
  open: boolean;
  onOpen(open: boolean): void;
  onPick(scope: CrosswordScope): void;
  describedBy: string;
};

/**
 * Check or Reveal, for the square, the word or the puzzle: a button that opens its three choices
 * (a disclosure; Escape or a choice closes it). Revealing the whole puzzle asks once more, as it ends
 * the game.
 */
function HelpMenu({ action, disabled, open, onOpen, onPick, describedBy }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!open) setConfirming(false);
    if (!open) return;
    box.current?.querySelector<HTMLElement>('[data-choice]')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onOpen, open]);

  const close = () => {
    onOpen(false);
    box.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
  };
  const pick = (scope: CrosswordScope) => {
    if (action === 'Reveal' && scope === 'puzzle' && !confirming) return setConfirming(true);
    onOpen(false);
    onPick(scope);
  };

  return (
    <div
      ref={box}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        type="button"
        className="btn-secondary px-2"
        aria-expanded={open}
        aria-controls={id}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => onOpen(!open)}
      >
        {action}
        <span aria-hidden="true" className="hidden text-xs @sm:inline">
          ▾
        </span>
      </button>
      {open && (
        <div
          id={id}
          role="group"
          aria-label={`${action} what`}
          className="absolute top-full right-0 z-20 mt-1 flex w-56 flex-col gap-1 rounded-md border border-slate-300 bg-white p-1 shadow-lg dark:border-slate-600 dark:bg-slate-800"
        >
          {SCOPES.map(({ scope, label }) => (
            <button
              key={scope}
              type="button"
              data-choice=""
              className="btn justify-start text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-700"
              aria-label={`${action} ${label.toLowerCase()}`}
              onClick={() => pick(scope)}
            >
              {label}
            </button>
          ))}
          {confirming && (
            <div className="border-t border-slate-300 p-1 text-sm dark:border-slate-600" role="alert">
              <p className="mb-1">Reveal every answer? This ends the game.</p>
              <button type="button" className="btn-primary w-full" onClick={() => pick('puzzle')}>
                Reveal all
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Check and Reveal side by side, at most one open. */
export function HelpMenus({
  disabled,
  describedBy,
  onPick,
}: {
  disabled: boolean;
  describedBy: string;
  onPick(action: HelpAction, scope: CrosswordScope): void;
}) {
  const [open, setOpen] = useState<HelpAction | null>(null);
  return (
    <>
      {(['Check', 'Reveal'] as const).map((action) => (
        <HelpMenu
          key={action}
          action={action}
          disabled={disabled}
          open={open === action}
          onOpen={(on) => setOpen(on ? action : null)}
          onPick={(scope) => onPick(action, scope)}
          describedBy={describedBy}
        />
      ))}
    </>
  );
}
