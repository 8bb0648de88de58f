import { useState } from 'react';

/**
 * The won board's flourish (data-finish, win-flourish.css) for a win this page saw happen: the play
 * was being played here and is now won. A finished play opened again (a reload, another device)
 * shows its board without the celebration.
 */
export function useWinFlourish(playing: boolean, won: boolean): 'won' | undefined {
  const [sawPlaying, setSawPlaying] = useState(playing);
  // Kept from an earlier render (React's pattern for state derived from previous props).
  if (playing && !sawPlaying) setSawPlaying(true);
  return won && sawPlaying ? 'won' : undefined;
}
