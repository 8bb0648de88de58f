'use client';

import type { GameInfo } from '@/components/games/shell/types';

type Props = { info: GameInfo; level: string; busy: boolean; onPick(level: string): void };

/**
 * The daily's mode: each level (Draw 1, Draw 3) has a daily deal of its own. Pressed is the level
 * of the daily shown, as the server answered it.
 */
export function DailyLevels({ info, level, busy, onPick }: Props) {
  return (
    <div
      role="group"
      aria-label="Daily deal"
      className="inline-flex rounded-md border border-slate-300 bg-slate-100 p-0.5 dark:border-slate-600 dark:bg-slate-800"
    >
      {info.levels.map((l) => (
        <button
          key={l.id}
          type="button"
          aria-pressed={l.id === level}
          disabled={busy}
          onClick={() => l.id !== level && onPick(l.id)}
          className={`btn px-2 @2xl:px-3 ${l.id === level ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950' : 'bg-transparent text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700'}`}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}
