'use client';

import dynamic from 'next/dynamic';
import { StatisticsLoading } from './statistics-loading';

/**
 * The statistics sit below the board and come from a call made once the page runs, so their code
 * loads then too, with the section's loading state meanwhile: it keeps every game page in its budget.
 */
export const StatisticsPanel = dynamic(() => import('./statistics-panel').then((m) => m.StatisticsPanel), {
  ssr: false,
  loading: () => <StatisticsLoading />,
});
