'use client';

import { useEffect, useState } from 'react';
import type { LeaderboardEntry } from '@/lib/db/store';
import type { Leaderboard } from '@/lib/leaderboard/leaderboard-service';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardModal } from './leaderboard-modal';
import { LEADERBOARD_CHANGED_EVENT } from './leaderboard-refresh';

const EMPTY = 'No times yet. Sign in and reach the 2048 tile to set the first one.';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: LeaderboardEntry[] };

async function load(game: string, fresh: boolean): Promise<LeaderboardEntry[]> {
  const response = await fetch(`/api/leaderboards/${encodeURIComponent(game)}`, { cache: fresh ? 'no-cache' : 'default' });
  if (!response.ok) throw new Error(`leaderboard answered ${response.status}`);
  return ((await response.json()) as Leaderboard).entries;
}

/**
 * The right column's card. Loaded in the browser, so the pages around it can be prerendered once
 * for everybody; its fixed minimum height keeps the layout still while it loads.
 */
export function LeaderboardCard({ game, title }: { game: string; title: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const refresh = (fresh: boolean) =>
      load(game, fresh).then(
        (entries) => current && setLoaded({ status: 'ready', entries }),
        () => current && setLoaded((before) => (before.status === 'ready' ? before : { status: 'failed' })),
      );
    void refresh(false);
    const onChanged = () => void refresh(true);
    window.addEventListener(LEADERBOARD_CHANGED_EVENT, onChanged);
    return () => {
      current = false;
      window.removeEventListener(LEADERBOARD_CHANGED_EVENT, onChanged);
    };
  }, [game]);

  return (
    <section className="card min-h-[280px] space-y-3" aria-labelledby="leaderboard-card-title" aria-busy={loaded.status === 'loading'} data-testid="leaderboard-card">
      <h2 id="leaderboard-card-title" className="text-lg font-bold">
        <span aria-hidden="true">🏆</span> Leaderboard
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">Fastest times to reach the 2048 tile.</p>
      {loaded.status === 'loading' && <p className="text-sm text-slate-700 dark:text-slate-300">Loading the leaderboard…</p>}
      {loaded.status === 'failed' && <p className="text-sm text-red-800 dark:text-red-300">The leaderboard cannot be loaded right now.</p>}
      {loaded.status === 'ready' && (
        <>
          <LeaderboardList entries={loaded.entries.slice(0, 3)} emptyText={EMPTY} />
          <LeaderboardModal title={title}>
            <LeaderboardList entries={loaded.entries} emptyText={EMPTY} />
          </LeaderboardModal>
        </>
      )}
    </section>
  );
}
