'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import Game2048 from './game-2048';
import { createLeaderboardClient } from './leaderboard-client';

/**
 * The 2048 page's client part: a server component cannot hand the game a function, so the
 * leaderboard client is made here, only for signed-in players.
 */
export function Game2048PageClient({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const leaderboard = useMemo(
    // After an accepted time, re-render the server components so the leaderboard card shows it.
    () => (signedIn ? createLeaderboardClient({ onAccepted: () => router.refresh() }) : undefined),
    [signedIn, router],
  );
  return <Game2048 leaderboard={leaderboard} />;
}
