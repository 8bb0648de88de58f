import type { ReactNode } from 'react';

/**
 * A game's play area (picker, toolbar, board, notices): at least a screen tall from where it starts,
 * so what follows it (how to play, the statistics, the footer) begins below the fold whatever size
 * the board takes. The server renders the loading state, and the board takes its size only once the
 * play arrives: without this floor everything under it moved then (Lighthouse's CLS up to 0.6).
 */
export function GameArea({ children, className = 'space-y-2' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`min-h-[calc(100svh-3rem)] ${className}`} data-testid="game-area">
      {children}
    </div>
  );
}
