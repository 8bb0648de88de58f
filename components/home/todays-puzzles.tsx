'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatClock, spokenDuration } from '@/components/games/shell/format';
import { STATISTICS_CHANGED_EVENT } from '@/components/games/statistics-refresh';
import { useViewerHint } from '@/components/layout/viewer-hint-store';
import type { TodaysPuzzle, TodaysPuzzles as Answer } from '@/lib/games/platform/todays-puzzles';

/**
 * A daily as the server page knows it; its icon is drawn there (no SVG code in this bundle). `level`:
 * the daily's level where the game has a daily per level (a tile each), else null.
 */
export type DailyGame = { id: string; name: string; href: string; level?: { id: string; label: string } | null; icon: ReactNode };

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: Answer };

async function load(): Promise<Answer> {
  const response = await fetch('/api/games/today', { cache: 'no-store' });
  if (!response.ok) throw new Error(`today answered ${response.status}`);
  const data = (await response.json()) as Partial<Answer> | null;
  // A malformed answer (a proxy's error page, an old server) is a failed load, never a broken page.
  if (!data || typeof data.day !== 'string' || !Array.isArray(data.games)) throw new Error('today answer malformed');
  return data as Answer;
}

/** "Sunday 23 November", the UTC day the dailies belong to. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function StatusLine({ entry }: { entry: TodaysPuzzle }) {
  switch (entry.status) {
    case 'solved':
      return (
        <span className="inline-flex flex-wrap items-center gap-x-1 font-semibold text-emerald-800 dark:text-emerald-300">
          <svg
            viewBox="0 0 16 16"
            aria-hidden="true"
            className="h-4 w-4 flex-none"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m3 8.5 3.2 3L13 4.5" />
          </svg>
          Solved
          {entry.timeSeconds !== null && (
            <>
              <span aria-hidden="true" className="tabular-nums">
                {formatClock(entry.timeSeconds)}
              </span>
              <span className="sr-only">in {spokenDuration(entry.timeSeconds)}</span>
            </>
          )}
          {entry.assisted && <span className="font-normal text-slate-700 dark:text-slate-300">(hints)</span>}
        </span>
      );
    case 'in-progress':
      return <span className="font-semibold text-amber-800 dark:text-amber-300">In progress</span>;
    case 'lost':
      return <span className="font-semibold text-rose-800 dark:text-rose-300">Not solved</span>;
    default:
      return <span className="text-slate-700 dark:text-slate-300">Not started</span>;
  }
}

function Streak({ days }: { days: number }) {
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums ${days > 0 ? 'text-orange-800 dark:text-orange-300' : 'text-slate-600 dark:text-slate-400'}`}
      data-testid="today-streak"
    >
      {/* A flame: the daily streak. */}
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="h-3.5 w-3.5 flex-none"
        fill={days > 0 ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={days > 0 ? 0 : 1.4}
      >
        <path d="M8.6 1.2c.3 2-1 3.1-2 4.2C5.4 6.7 4 8 4 10.2 4 12.9 5.8 15 8 15s4-1.8 4-4.4c0-1.7-.8-3-1.6-3.8 0 1.2-.5 2-1.3 2.3.5-2.6-.1-5.6-.5-7.9z" />
      </svg>
      <span className="sr-only">Streak:</span> {days}
      <span className="sr-only">{days === 1 ? 'day' : 'days'}</span>
    </span>
  );
}

/**
 * "Today's puzzles" on the home page: each daily game with where the player stands today and their
 * streak. The home page is the same for everybody (prerendered); this fills in after hydration,
 * with a skeleton of the same size until then, and says so when it cannot load.
 */
export function TodaysPuzzles({ games }: { games: DailyGame[] }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const viewer = useViewerHint();
  // Signing in or out changes whose day it is.
  const who = viewer === undefined ? undefined : (viewer?.name ?? null);

  const refresh = useCallback(() => {
    let current = true;
    load().then(
      (answer) => current && setLoaded({ status: 'ready', answer }),
      () => current && setLoaded((before) => (before.status === 'ready' ? before : { status: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (who === undefined) return;
    const cancel = refresh();
    // Back to this page from the browser's cache after playing: the day has moved on.
    const onChanged = () => refresh();
    const onShow = (event: PageTransitionEvent) => event.persisted && refresh();
    window.addEventListener(STATISTICS_CHANGED_EVENT, onChanged);
    window.addEventListener('pageshow', onShow);
    return () => {
      cancel();
      window.removeEventListener(STATISTICS_CHANGED_EVENT, onChanged);
      window.removeEventListener('pageshow', onShow);
    };
  }, [who, refresh]);

  const answer = loaded.status === 'ready' ? loaded.answer : null;
  const solved = answer?.games.filter((g) => g.status === 'solved').length ?? 0;
  return (
    <section
      aria-labelledby="todays-puzzles-title"
      className="card space-y-3 p-3 sm:p-4"
      data-testid="todays-puzzles"
      aria-busy={loaded.status === 'loading'}
    >
      {/* Left-aligned under the heading: its text changing once loaded moves nothing. */}
      <div className="space-y-0.5">
        <h2 id="todays-puzzles-title" className="text-xl font-bold">
          Today&apos;s puzzles
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="todays-summary">
          {answer ? `${dayLabel(answer.day)} · ${solved} of ${answer.games.length} solved` : 'The same for everybody, new at midnight UTC'}
        </p>
      </div>
      {loaded.status === 'failed' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-800 dark:text-red-300" role="status">
          Your progress today cannot be loaded right now.
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={() => {
              setLoaded({ status: 'loading' });
              refresh();
            }}
          >
            Try again
          </button>
        </p>
      )}
      {/* A phone: three small tiles a row (icon and streak, then name, then status). Wider: icon beside the text. */}
      <ul className="grid grid-cols-3 gap-1.5 sm:gap-2" aria-label="Daily puzzles">
        {games.map((game) => {
          const levelId = game.level?.id ?? null;
          const entry = answer?.games.find((g) => g.game === game.id && (g.levelId ?? null) === levelId);
          return (
            <li key={levelId === null ? game.id : `${game.id}:${levelId}`}>
              <Link
                href={game.href}
                data-testid={levelId === null ? `today-${game.id}` : `today-${game.id}-${levelId}`}
                data-status={entry?.status ?? loaded.status}
                className="grid h-full min-h-16 grid-cols-[auto_1fr] content-start items-center gap-x-2 gap-y-0.5 rounded-md border border-slate-200 p-1.5 [grid-template-areas:'icon_streak'_'name_name'_'status_status'] hover:border-indigo-400 hover:bg-slate-50 sm:grid-cols-[auto_1fr_auto] sm:content-center sm:gap-x-3 sm:p-2 sm:px-3 sm:[grid-template-areas:'icon_name_streak'_'icon_status_status'] dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <span className="text-slate-800 [grid-area:icon] dark:text-slate-100">{game.icon}</span>
                {/* The name wraps, never cut ("Mahjong Solitaire"); two lines kept on a phone so every tile is as tall. */}
                <span
                  className="min-h-8 min-w-0 text-[13px] leading-4 font-semibold [overflow-wrap:anywhere] [grid-area:name] sm:min-h-0 sm:text-base sm:leading-5"
                  data-testid="today-name"
                >
                  {game.name}
                  {game.level && <span className="font-normal"> · {game.level.label}</span>}
                </span>
                <span className="justify-self-end [grid-area:streak]">{entry && <Streak days={entry.currentStreak} />}</span>
                <span className="block text-[13px] leading-5 [grid-area:status] sm:text-sm" data-testid="today-status">
                  {entry ? (
                    <StatusLine entry={entry} />
                  ) : loaded.status === 'loading' ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="my-[3px] block h-3.5 w-16 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700"
                      />
                      <span className="sr-only">Loading</span>
                    </>
                  ) : (
                    <span aria-hidden="true">–</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
