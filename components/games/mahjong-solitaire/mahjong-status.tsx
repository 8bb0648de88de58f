import { ToggleSwitch } from '@/components/games/shell/toggle-switch';
import { layoutById } from '@/lib/games/mahjong-solitaire/layouts';
import type { MahjongView } from './mahjong-client';

type CountsProps = {
  view: MahjongView | null;
  dealt: boolean;
  freePairs: number;
  left: number;
  shuffles: number;
  showFree: boolean;
  onShowFree(on: boolean): void;
};

/**
 * The counts under the toolbar, with the "Show free tiles" switch. The counts take the room and the
 * switch keeps the right edge: as the text changes (loading, face down, dealt) nothing moves, and
 * two lines of it still fit the switch's 44 px.
 */
export function MahjongCounts({ view, dealt, freePairs, left, shuffles, showFree, onShowFree }: CountsProps) {
  return (
    <div className="flex items-center gap-x-4 text-sm">
      {!view ? (
        <p className="min-w-0 flex-1">Loading the tiles…</p>
      ) : dealt ? (
        <p className="min-w-0 flex-1" data-testid="free-pairs" data-value={freePairs}>
          Free pairs: <strong>{freePairs}</strong>
          <span className="text-slate-700 dark:text-slate-300">
            {' '}
            · {left} tiles left{shuffles > 0 && ` · ${shuffles} ${shuffles === 1 ? 'shuffle' : 'shuffles'}`}
          </span>
        </p>
      ) : (
        <p className="min-w-0 flex-1">
          <strong>{layoutById(view.layout).positions.length} tiles</strong>, face down
        </p>
      )}
      <div className="shrink-0">
        <ToggleSwitch checked={showFree} onChange={onShowFree}>
          Show free tiles
        </ToggleSwitch>
      </div>
    </div>
  );
}

/** No two free tiles match: the way on is a shuffle, or an undo. */
export function NoMoves({ canUndo, onShuffle, onUndo }: { canUndo: boolean; onShuffle(): void; onUndo(): void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border-l-4 border-red-600 bg-red-50 px-3 py-1 text-sm text-slate-900 dark:border-red-400 dark:bg-red-950 dark:text-slate-100"
      data-testid="no-moves"
      role="status"
    >
      <p className="font-semibold">No more moves: no two free tiles match.</p>
      <button type="button" className="btn-primary px-2" onClick={onShuffle}>
        Shuffle
      </button>
      {canUndo && (
        <button type="button" className="btn-secondary px-2" onClick={onUndo}>
          Undo
        </button>
      )}
    </div>
  );
}
