import type { ReactNode } from 'react';
import './win-flourish.css';

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

/**
 * The board and, once the play is over, the results: under the board on a phone, beside it where
 * the play area has the room (a laptop), so the finished board stays in view, read-only. Each column
 * is a container, so the board (and the results) take the layout of the width they are given; while
 * playing the board's column is the whole width, as before. The results come after the board, so
 * nothing above the board moves when they arrive.
 */
export function BoardAndResults({ children, results, finish }: { children: ReactNode; results: ReactNode; finish?: 'won' }) {
  return (
    <div className={results ? 'grid gap-3 @2xl:grid-cols-[minmax(0,1fr)_20rem] @2xl:items-start' : undefined}>
      {/* data-finish: the won board's flourish (win-flourish.css), one per game family. */}
      <div className="@container min-w-0" data-finish={finish} data-testid="board-column">
        {children}
      </div>
      {results && (
        <div className="@container min-w-0" data-testid="results-column">
          {results}
        </div>
      )}
    </div>
  );
}
