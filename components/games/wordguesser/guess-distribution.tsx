import { MAX_GUESSES } from '@/lib/games/wordguesser/types';

type Props = {
  /** Wins per number of guesses ('3' -> 5), from the statistics. */
  distribution: Record<string, number> | undefined;
  /** The number of guesses of the game just won, highlighted. */
  latest: number | null;
};

/** The guess distribution as bars: how many wins took one guess, two, … six. */
export function GuessDistribution({ distribution = {}, latest }: Props) {
  const counts = Array.from({ length: MAX_GUESSES }, (_, i) => distribution[String(i + 1)] ?? 0);
  const most = Math.max(1, ...counts);
  return (
    <section aria-labelledby="distribution-title" data-testid="guess-distribution" className="max-w-md space-y-1">
      <h3 id="distribution-title" className="font-semibold">
        Guess distribution
      </h3>
      <ol className="space-y-1">
        {counts.map((count, i) => (
          <li key={i} className="flex items-center gap-2 text-sm" data-testid={`distribution-${i + 1}`} data-count={count}>
            <span className="w-3 text-right font-semibold tabular-nums" aria-hidden="true">
              {i + 1}
            </span>
            <span className="sr-only">{`${i + 1} ${i === 0 ? 'guess' : 'guesses'}: ${count} ${count === 1 ? 'win' : 'wins'}`}</span>
            <span
              aria-hidden="true"
              className={`min-w-6 rounded px-1.5 text-right font-bold tabular-nums text-white ${latest === i + 1 ? 'bg-green-700' : 'bg-slate-600'}`}
              style={{ width: `${Math.max(8, (100 * count) / most)}%` }}
            >
              {count}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
