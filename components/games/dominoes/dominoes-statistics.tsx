'use client';

import dynamic from 'next/dynamic';
import { StatisticsPanel } from '@/components/games/shell/lazy-statistics-panel';
import type { GameStatistics } from '@/components/games/shell/play-api';
import type { GameInfo } from '@/components/games/shell/types';

// Shown once the statistics have come: its code loads then too (the page's budget).
const DominoesOpponentTable = dynamic(() => import('./dominoes-opponent-table'), { ssr: false });

type Props = { info: GameInfo; statistics: GameStatistics | null; failed: boolean };

/** The shell's statistics (every match), then matches played, won and win % against Easy and against Hard opponents. */
export function DominoesStatistics({ info, statistics, failed }: Props) {
  return (
    <div className="space-y-3">
      <StatisticsPanel info={info} statistics={statistics} failed={failed} />
      {statistics && <DominoesOpponentTable statistics={statistics} />}
    </div>
  );
}
