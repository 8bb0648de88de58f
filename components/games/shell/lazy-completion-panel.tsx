'use client';

import dynamic from 'next/dynamic';

/**
 * The results screen appears only once a game ends, so its code (statistics, distribution, share,
 * the display-name prompt) loads then, not with the page: it keeps every game page in its budget.
 */
export const CompletionPanel = dynamic(() => import('./completion-panel').then((m) => m.CompletionPanel), { ssr: false });
