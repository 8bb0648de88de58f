'use client';

import { useEffect, useState } from 'react';
import { useViewerHint } from '@/components/layout/viewer-hint-store';
import { createPlayApi, type GameStatistics as Statistics } from './shell/play-api';
import { StatisticsPanel } from './shell/lazy-statistics-panel';
import type { GameInfo } from './shell/types';
import { STATISTICS_CHANGED_EVENT } from './statistics-refresh';

/**
 * The Statistics panel of a game with its own page (2048, chess puzzles): the same panel and API
 * as the platform games', reloaded when a result is recorded or the player signs in or out.
 */
export function GameStatistics({ info }: { info: GameInfo }) {
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [failed, setFailed] = useState(false);
  const viewer = useViewerHint();
  const who = viewer === undefined ? undefined : (viewer?.name ?? null);

  useEffect(() => {
    if (who === undefined) return;
    let current = true;
    const api = createPlayApi(info.id);
    const load = () =>
      api.statistics().then(
        (loaded) => {
          if (!current) return;
          setStatistics(loaded);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    void load();
    window.addEventListener(STATISTICS_CHANGED_EVENT, load);
    return () => {
      current = false;
      window.removeEventListener(STATISTICS_CHANGED_EVENT, load);
    };
  }, [info.id, who]);

  return <StatisticsPanel info={info} statistics={statistics} failed={failed} />;
}
