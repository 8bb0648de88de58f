'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { formatCountdown, secondsToNextDaily, spokenCountdown } from './format';
import type { GameStatistics } from './play-api';
import styles from './results.module.css';

/** The win's mark: a check in a circle that pops in with a short burst; a loss gets a still cross. */
export function ResultMark({ won }: { won: boolean }) {
  const colours = ['bg-emerald-500', 'bg-amber-400', 'bg-indigo-500', 'bg-rose-400'];
  return (
    <span className="relative inline-flex size-12 shrink-0" aria-hidden="true" data-testid="result-mark">
      <svg viewBox="0 0 48 48" className={`size-12 ${won ? styles.mark : ''}`}>
        <circle cx="24" cy="24" r="22" className={won ? 'fill-emerald-600 dark:fill-emerald-500' : 'fill-slate-500 dark:fill-slate-400'} />
        {won ? (
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={`stroke-white dark:stroke-slate-950 ${styles.check}`}
          />
        ) : (
          <path
            d="M16 16l16 16M32 16L16 32"
            fill="none"
            strokeWidth="5"
            strokeLinecap="round"
            className="stroke-white dark:stroke-slate-950"
          />
        )}
      </svg>
      {won && (
        <span className={styles.burst} data-testid="result-burst">
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className={colours[i % colours.length]} style={{ '--angle': `${i * 45}deg` } as React.CSSProperties} />
          ))}
        </span>
      )}
    </span>
  );
}

/** One labelled figure of the results (Time, Level, Hints, a statistic). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    // Values line up at the bottom when a label takes two lines on a phone.
    <div className="flex flex-col justify-between rounded-md bg-white/70 px-2 py-1.5 text-center dark:bg-slate-900/70">
      <dt className="text-xs leading-tight font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-lg leading-tight font-bold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The game's statistics as they stand after this result: played, win %, and the daily streaks. */
export function ResultsStatistics({ statistics, daily }: { statistics: GameStatistics | null; daily: boolean }) {
  if (!statistics) return null;
  const figures: [string, string, string][] = [
    ['Played', String(statistics.played), 'results-played'],
    ['Win %', String(statistics.winPercent), 'results-win-percent'],
    ...(daily
      ? ([
          ['Streak', String(statistics.currentStreak), 'results-streak'],
          ['Best streak', String(statistics.longestStreak), 'results-best-streak'],
        ] as [string, string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="results-statistics-title" className="space-y-1" data-testid="results-statistics">
      <h3 id="results-statistics-title" className="text-sm font-semibold">
        Your statistics
      </h3>
      <dl className={`grid gap-2 ${daily ? 'grid-cols-4' : 'grid-cols-2'}`}>
        {figures.map(([label, value, testId]) => (
          <Figure key={label} label={label} testId={testId}>
            {value}
          </Figure>
        ))}
      </dl>
    </section>
  );
}

/** The ticking countdown to the next daily (UTC midnight); then that it is out. */
export function NextDailyCountdown({ what }: { what: string }) {
  // The moment of the next daily is fixed when shown, so the count ends at zero instead of wrapping.
  const [target] = useState(() => Date.now() + secondsToNextDaily(new Date()) * 1000);
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((target - Date.now()) / 1000)));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(Math.max(0, Math.ceil((target - Date.now()) / 1000))), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  if (seconds === 0) return <p className="text-sm font-semibold">The next daily {what} is out: reload the page to play it.</p>;
  return (
    <p className="text-sm">
      Next daily {what} in{' '}
      <time className="font-mono font-semibold tabular-nums" data-testid="next-daily" aria-label={spokenCountdown(seconds)}>
        {formatCountdown(seconds)}
      </time>
    </p>
  );
}
