import Link from 'next/link';
import type { DifficultyState, Difficulty, Quota } from './puzzle-api';
import { LockIcon, StarIcon } from '@/components/icons/ui-icons';
import { dailyLimit } from '@/lib/games/chess/puzzle-rules';

const ICON: Record<Difficulty, string> = { easy: '♙', medium: '♘', hard: '♛' };
const ACCENT: Record<Difficulty, string> = {
  easy: 'bg-emerald-600 dark:bg-emerald-400',
  medium: 'bg-amber-500 dark:bg-amber-400',
  hard: 'bg-rose-600 dark:bg-rose-400',
};

/**
 * The day's puzzles used up, in the spec's words, with the ways forward: Premium, and for a visitor
 * without an account a free one (more puzzles a day: the limit the server enforces, from puzzle-rules).
 */
export function QuotaWarning({ quota, signedIn }: { quota: Quota; signedIn: boolean }) {
  if (!quota.exhausted) return null;
  const freeLimit = dailyLimit('free');
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
      data-testid="quota-warning"
    >
      <p className="font-semibold">{`You've reached your daily limit (${quota.used}/${quota.limit ?? '∞'}).`}</p>
      <p>Come back tomorrow or upgrade to play more!</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href="/premium" className="btn-premium">
          <StarIcon className="inline-block h-[1em] w-[1em] text-amber-700" /> Go Premium
        </Link>
        {!signedIn && freeLimit !== null && (
          <Link href="/signup?next=/chess-puzzles" className="btn-secondary">
            {`Sign up free: ${freeLimit} puzzles a day`}
          </Link>
        )}
      </div>
    </div>
  );
}

function DifficultyCard({ entry, onChoose }: { entry: DifficultyState; onChoose(difficulty: Difficulty): void }) {
  const percent = Math.round((Math.min(entry.progress, entry.total) / entry.total) * 100);
  const reasonId = `difficulty-${entry.difficulty}-reason`;
  return (
    <li>
      <button
        type="button"
        data-testid={`difficulty-${entry.difficulty}`}
        disabled={entry.locked}
        aria-describedby={entry.locked ? reasonId : undefined}
        onClick={() => onChoose(entry.difficulty)}
        className="card flex h-full w-full flex-col items-start gap-3 text-left transition hover:-translate-y-0.5 hover:border-indigo-400 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:translate-y-0 disabled:hover:border-slate-200 dark:hover:border-indigo-400 dark:disabled:hover:border-slate-700"
      >
        <span className="flex w-full items-center gap-3">
          <span
            aria-hidden="true"
            className="grid h-12 w-12 place-items-center rounded-full bg-slate-100 text-3xl leading-none dark:bg-slate-800"
          >
            {entry.locked ? <LockIcon /> : ICON[entry.difficulty]}
          </span>
          <span className="flex flex-col">
            <span className="text-lg font-bold">{entry.label}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">{`Checkmate in ${entry.mateIn}`}</span>
          </span>
        </span>
        <span
          role="progressbar"
          aria-label={`${entry.label} progress`}
          aria-valuemin={0}
          aria-valuemax={entry.total}
          aria-valuenow={entry.progress}
          className="block h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <span className={`block h-full rounded-full ${ACCENT[entry.difficulty]}`} style={{ width: `${percent}%` }} />
        </span>
        <span className="text-sm font-medium tabular-nums">{`${entry.progress} / ${entry.total}`}</span>
        {entry.locked && entry.reason && (
          <span id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">
            {entry.reason}
          </span>
        )}
      </button>
    </li>
  );
}

export function DifficultyView({
  difficulties,
  quota,
  signedIn,
  onChoose,
}: {
  difficulties: DifficultyState[];
  quota: Quota;
  signedIn: boolean;
  onChoose(d: Difficulty): void;
}) {
  return (
    <section aria-labelledby="chess-difficulty-heading" className="space-y-4">
      <h2 id="chess-difficulty-heading" className="text-xl font-bold">
        Select Difficulty
      </h2>
      <QuotaWarning quota={quota} signedIn={signedIn} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {difficulties.map((entry) => (
          <DifficultyCard key={entry.difficulty} entry={entry} onChoose={onChoose} />
        ))}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {quota.limit === null ? `Puzzles today: ${quota.used} (unlimited).` : `Puzzles today: ${quota.used} of ${quota.limit}.`}
      </p>
    </section>
  );
}
