'use client';

import { useMemo } from 'react';
import { statisticsChanged } from '@/components/games/statistics-refresh';
import { leaderboardChanged } from '@/components/leaderboard/leaderboard-refresh';
import Game2048 from './game-2048';
import { createLeaderboardClient } from './leaderboard-client';

/**
 * The 2048 page's client part: a server component cannot hand the game a function, so the
 * leaderboard client is made here, only for signed-in players.
 */
export function Game2048PageClient({ signedIn }: { signedIn: boolean }) {
  const leaderboard = useMemo(
    // After an accepted time, the leaderboard card and the statistics load again and show it.
    () =>
      signedIn
        ? createLeaderboardClient({
            onAccepted: () => {
              leaderboardChanged();
              statisticsChanged();
            },
          })
        : undefined,
    [signedIn],
  );
  return <Game2048 leaderboard={leaderboard} />;
}
