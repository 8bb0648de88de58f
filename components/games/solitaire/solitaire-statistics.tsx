'use client';

import dynamic from 'next/dynamic';
import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameStatistics } from '@/components/games/shell/play-api';
import type { GameInfo } from '@/components/games/shell/types';

// Shown once the statistics have come: its code loads then too (the page's budget).
const SolitaireModeTable = dynamic(() => import('./solitaire-mode-table'), { ssr: false });

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/**
 * The shell's statistics (all deals, the daily streaks, best clean times), then a row per mode:
 * played, won, win %, best clean time and fewest moves to a win.
 */
export function SolitaireStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && <SolitaireModeTable info={info} statistics={statistics} />}
    </div>
  );
}
