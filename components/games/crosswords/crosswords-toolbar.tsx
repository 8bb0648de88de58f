import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { CrosswordScope } from '@/lib/games/crosswords/moves';
import { HelpMenuPlaceholder } from './help-menu-placeholder';

// The Check and Reveal menus load after the page (its budget); until then their buttons show, not yet usable.
const HelpMenus = dynamic(() => import('./help-menu').then((m) => m.HelpMenus), { ssr: false, loading: () => <HelpMenuPlaceholder /> });

type Props = {
  /** The frame's Pause button. */
  pause: ReactNode;
  canPlay: boolean;
  pencilMode: boolean;
  onPencil(): void;
  onHelp(action: 'Check' | 'Reveal', scope: CrosswordScope): void;
  /** Submit is offered once the free judged grids are used up. */
  submit: { shown: boolean; enabled: boolean; onSubmit(): void };
  assisted: boolean;
};

/** The crossword's controls: Pause, Pencil, Check and Reveal, Submit, and the Assisted badge. */
export function CrosswordsToolbar({ pause, canPlay, pencilMode, onPencil, onHelp, submit, assisted }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-1 @md:gap-2" role="toolbar" aria-label="Game controls">
      {pause}
      <button
        type="button"
        className="btn-secondary px-2"
        aria-pressed={pencilMode}
        disabled={!canPlay}
        onClick={onPencil}
        title="Pencil: grey letters for guesses"
      >
        Pencil
      </button>
      <HelpMenus disabled={!canPlay} describedBy="crosswords-help-cost" onPick={onHelp} />
      {submit.shown && (
        <button
          type="button"
          className="btn-secondary px-2"
          disabled={!submit.enabled}
          onClick={submit.onSubmit}
          aria-describedby="crosswords-submit-cost"
          data-testid="crosswords-submit"
        >
          Submit
        </button>
      )}
      {assisted && (
        <span
          className="rounded bg-amber-100 px-1.5 py-1 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
          data-testid="assisted-badge"
        >
          Assisted
        </span>
      )}
      <span id="crosswords-help-cost" className="sr-only">
        A check or a reveal marks the result as assisted: it does not enter the leaderboards.
      </span>
      <span id="crosswords-submit-cost" className="sr-only">
        A wrong grid submitted now counts as a check.
      </span>
    </div>
  );
}
