import { canShowMore, levelEntries, type LevelMark } from './level-list';
import type { DifficultyState } from './puzzle-api';

const MARK_STYLE: Record<LevelMark, string> = {
  completed:
    'border-emerald-600 bg-emerald-50 text-emerald-900 hover:bg-emerald-100 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900',
  current:
    'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700 dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300',
  open: 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
};
const MARK_SIGN: Record<LevelMark, string> = { completed: '✓', current: '▶', open: '' };

type LevelViewProps = {
  entry: DifficultyState;
  visible: number;
  onShowMore(): void;
  onChoose(idx: number): void;
  onBack(): void;
};

export function LevelView({ entry, visible, onShowMore, onChoose, onBack }: LevelViewProps) {
  const levels = levelEntries(visible, entry.progress);
  return (
    <section aria-labelledby="chess-levels-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to Difficulties
        </button>
        <p className="text-sm font-medium tabular-nums text-slate-600 dark:text-slate-300">{`${entry.progress} / ${entry.total} solved`}</p>
      </div>
      <h2 id="chess-levels-heading" className="text-xl font-bold">
        {`${entry.label} levels`}
      </h2>
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-8 lg:grid-cols-10">
        {levels.map((level) => (
          <li key={level.idx}>
            <button
              type="button"
              data-testid={`level-${level.idx}`}
              aria-label={level.label}
              onClick={() => onChoose(level.idx)}
              className={`relative flex aspect-square w-full flex-col items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors ${MARK_STYLE[level.mark]}`}
            >
              <span>{level.idx}</span>
              {level.mark !== 'open' && (
                <span aria-hidden="true" className="text-xs leading-none">
                  {MARK_SIGN[level.mark]}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      {canShowMore(visible, entry.progress) && (
        <div className="flex justify-center">
          <button type="button" className="btn-secondary" onClick={onShowMore}>
            Show More Levels
          </button>
        </div>
      )}
    </section>
  );
}
