/** How a scored game's wins spread over its scores (Word Guesser: guesses 1 to 6). */
export type ScoreScale = {
  /** The scores shown, from 1 to max. */
  max: number;
  /** 'Guess distribution'. */
  title: string;
  /** The score's unit, singular and plural: ['guess', 'guesses']. */
  unit: readonly [string, string];
  /** This game's score (its bar is highlighted), or null (a loss, or a game opened already over). */
  latest: number | null;
};

type Props = { scale: ScoreScale; distribution: Record<string, number> | undefined };

/** Bars of wins per score, this game's bar highlighted (and said so to screen readers). */
export function ResultsDistribution({ scale, distribution = {} }: Props) {
  const counts = Array.from({ length: scale.max }, (_, i) => distribution[String(i + 1)] ?? 0);
  const most = Math.max(1, ...counts);
  const [one, many] = scale.unit;
  return (
    <section aria-labelledby="distribution-title" data-testid="guess-distribution" className="space-y-1">
      <h3 id="distribution-title" className="text-sm font-semibold">
        {scale.title}
      </h3>
      <ol className="space-y-1">
        {counts.map((count, i) => {
          const score = i + 1;
          const latest = scale.latest === score;
          return (
            <li
              key={score}
              className="flex items-center gap-2 text-sm"
              data-testid={`distribution-${score}`}
              data-count={count}
              data-latest={latest || undefined}
            >
              <span className="w-3 text-right font-semibold tabular-nums" aria-hidden="true">
                {score}
              </span>
              <span className="sr-only">{`${score} ${score === 1 ? one : many}: ${count} ${count === 1 ? 'win' : 'wins'}${latest ? ', this game' : ''}`}</span>
              <span
                aria-hidden="true"
                className={`min-w-6 rounded px-1.5 text-right font-bold tabular-nums ${latest ? 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950' : 'bg-slate-600 text-white'}`}
                style={{ width: `${Math.max(8, (100 * count) / most)}%` }}
              >
                {count}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
