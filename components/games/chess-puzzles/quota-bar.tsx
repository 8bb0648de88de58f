import type { Quota } from './puzzle-api';

/** Today's puzzles: 'used / limit', or '∞' when unlimited. */
export function QuotaBar({ quota }: { quota: Quota | null }) {
  if (!quota) return <div data-testid="quota-bar" className="h-10" aria-hidden="true" />;
  const unlimited = quota.limit === null;
  const percent = unlimited ? 100 : Math.min(100, Math.round((quota.used / Math.max(1, quota.limit!)) * 100));
  const fill = unlimited ? 'bg-emerald-500' : quota.exhausted ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400';
  return (
    <div data-testid="quota-bar" className="min-w-0 flex-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">Daily puzzles</span>
        <span
          className="font-semibold whitespace-nowrap tabular-nums"
          aria-label={unlimited ? `${quota.used} used, unlimited` : `${quota.used} of ${quota.limit} used`}
        >
          {`${quota.used} / ${unlimited ? '∞' : quota.limit}`}
        </span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
