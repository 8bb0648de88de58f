import type { FrameParts } from '@/components/games/shell/hidden-state-frame';
import { FaceIcon, FlagIcon, MineIcon, type FaceMood } from '@/components/icons/ui-icons';
import { counterText } from './minesweeper-client';

type Props = {
  parts: FrameParts;
  /** Mines not yet flagged (negative when there are too many flags). */
  left: number;
  mood: FaceMood;
  daily: boolean;
  loading: boolean;
  playing: boolean;
  flagMode: boolean;
  onNewGame(): void;
  onToggleFlagMode(): void;
};

/**
 * Minesweeper's header: the mine counter, the face (new game), the clock, Flag mode and the frame's
 * buttons. Where the play area is wide (a laptop) the picker and the controls share one row, so the
 * 16x16 daily shows whole at 1280x800 with cells a fingertip wide (a row less above the board).
 */
export function MinesweeperToolbar({ parts, left, mood, daily, loading, playing, flagMode, onNewGame, onToggleFlagMode }: Props) {
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:flex-wrap @2xl:items-center @2xl:gap-x-4">
      {parts.picker}
      <div className="flex flex-wrap items-center gap-1 @md:gap-2" role="toolbar" aria-label="Game controls">
        <span
          className="inline-flex min-h-11 min-w-[3.25rem] items-center justify-center gap-1 rounded-md bg-slate-100 px-1.5 font-mono text-base font-semibold tabular-nums text-slate-900 @2xl:text-lg dark:bg-slate-800 dark:text-slate-100"
          data-testid="mine-counter"
          data-value={left}
        >
          <MineIcon className="hidden h-4 w-4 @md:inline-block" />
          <span className="sr-only">Mines left: {left}</span>
          <span aria-hidden="true">{counterText(left)}</span>
        </span>
        <button
          type="button"
          className="btn-secondary px-1.5 text-xl leading-none"
          data-testid="face-button"
          onClick={onNewGame}
          disabled={daily || loading}
          aria-label={daily ? 'Daily board: one a day, nothing to reset' : 'New game'}
          title={daily ? 'One daily board a day' : 'New game'}
        >
          <FaceIcon mood={mood} className="h-7 w-7" />
        </button>
        {parts.timer}
        <button
          type="button"
          className="btn-secondary px-1.5 @md:px-2"
          aria-pressed={flagMode}
          onClick={onToggleFlagMode}
          disabled={!playing}
        >
          <FlagIcon className="hidden h-[1em] w-[1em] @md:inline-block" />
          Flag<span className="sr-only @md:not-sr-only"> mode</span>
        </button>
        {parts.pause}
        {parts.hint}
        {parts.hintCost}
      </div>
    </div>
  );
}
