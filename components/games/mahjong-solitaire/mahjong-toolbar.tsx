import type { FrameParts } from '@/components/games/shell/hidden-state-frame';
import { HistoryButton } from '@/components/games/shell/history-buttons';

/**
 * Mahjong's controls: the clock, Hint, Shuffle, Undo, Redo and Pause. One row on a 390 px phone:
 * Undo and Redo are icons there (named), words beside them where there is room.
 */
export function MahjongToolbar(props: {
  parts: FrameParts;
  hintCostId: string;
  canShuffle: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onShuffle(): void;
  onUndo(): void;
  onRedo(): void;
}) {
  const { parts } = props;
  return (
    <div className="flex flex-wrap items-center gap-1 @md:gap-2" role="toolbar" aria-label="Game controls" data-testid="mahjong-toolbar">
      {parts.timer}
      {parts.hint}
      <button
        type="button"
        className="btn-secondary px-2"
        onClick={props.onShuffle}
        disabled={!props.canShuffle}
        aria-describedby={props.hintCostId}
      >
        Shuffle
      </button>
      <HistoryButton kind="undo" onClick={props.onUndo} disabled={!props.canUndo} />
      <HistoryButton kind="redo" onClick={props.onRedo} disabled={!props.canRedo} />
      {parts.pause}
      {parts.hintCost}
    </div>
  );
}
