import type { ReactNode } from 'react';
import type { GameId } from '@/lib/games/catalogue';

/*
 * The games' icons, drawn here rather than taken from an emoji font: the same on every system, and
 * no font to wait for. Drawn on a 24-unit grid in the text colour (currentColor), with a few mid-tone
 * accents that read on white and on the dark theme's slate alike. Legible from 24 to 40 px.
 */

const ACCENT = {
  amber: 'fill-amber-500',
  amberSoft: 'fill-amber-300 dark:fill-amber-200',
  rose: 'fill-rose-500',
  roseStroke: 'stroke-rose-500',
  emerald: 'fill-emerald-600 dark:fill-emerald-500',
  indigo: 'fill-indigo-500 dark:fill-indigo-400',
} as const;

const DRAWINGS: Record<GameId, ReactNode> = {
  // Four tiles, two of them merged colours.
  '2048': (
    <>
      <rect x="3" y="3" width="8" height="8" rx="2" className={ACCENT.amber} stroke="none" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" className={ACCENT.amberSoft} stroke="none" />
    </>
  ),
  // A pawn.
  'chess-puzzles': (
    <g fill="currentColor" stroke="none">
      <circle cx="12" cy="6" r="3.2" />
      <path d="M8.6 10.4h6.8l-.5 1.7c.2 2.3 1.2 4.2 2.6 6.1H6.5c1.4-1.9 2.4-3.8 2.6-6.1z" />
      <rect x="5" y="18.8" width="14" height="2.7" rx="1.2" />
    </g>
  ),
  // A grid with blocks.
  crosswords: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M9 3v18M15 3v18M3 9h18M3 15h18" strokeWidth="1.25" />
      <rect x="15" y="3" width="6" height="6" fill="currentColor" stroke="none" />
      <rect x="3" y="15" width="6" height="6" fill="currentColor" stroke="none" />
      <circle cx="5" cy="5" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  // One domino: a single pip and three.
  dominoes: (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M6.5 12h11" />
      <g fill="currentColor" stroke="none">
        <circle cx="12" cy="7" r="1.5" />
        <circle cx="9.6" cy="14.6" r="1.3" />
        <circle cx="12" cy="17" r="1.3" />
        <circle cx="14.4" cy="19.4" r="1.3" />
      </g>
    </>
  ),
  // A tile with its thickness showing, one circle on its face.
  'mahjong-solitaire': (
    <>
      <path d="M7.5 4.5V3.5A1.5 1.5 0 0 1 9 2h10a1.5 1.5 0 0 1 1.5 1.5v15a1.5 1.5 0 0 1-1.5 1.5h-1" />
      <rect x="3.5" y="4.5" width="14" height="17" rx="2" />
      <circle cx="10.5" cy="13" r="3.6" className={ACCENT.roseStroke} strokeWidth="2" />
      <circle cx="10.5" cy="13" r="1.2" className={ACCENT.rose} stroke="none" />
    </>
  ),
  // A mine.
  minesweeper: (
    <>
      <path d="M12 3v18M3 12h18M5.8 5.8l12.4 12.4M18.2 5.8 5.8 18.2" strokeWidth="2" />
      <circle cx="12" cy="12" r="5.5" fill="currentColor" stroke="none" />
      <circle cx="10.2" cy="10.2" r="1.4" className="fill-white dark:fill-slate-900" stroke="none" />
    </>
  ),
  // Letters in a grid, a word ringed along the diagonal.
  wordsearch: (
    <>
      <g fill="currentColor" stroke="none">
        {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
      </g>
      <rect x="1.5" y="9" width="21" height="6" rx="3" transform="rotate(45 12 12)" className="stroke-amber-500" strokeWidth="2" />
    </>
  ),
  // A crown.
  queenie: (
    <>
      <path d="M4.5 17.5 3 7.5l5 4 4-7 4 7 5-4-1.5 10z" className={ACCENT.amber} strokeWidth="1.5" />
      <rect x="4.5" y="19" width="15" height="2.5" rx="1" fill="currentColor" stroke="none" />
    </>
  ),
  // Two cards, a heart on the front one.
  solitaire: (
    <>
      <path d="M8 19H5.5A1.5 1.5 0 0 1 4 17.5v-14A1.5 1.5 0 0 1 5.5 2h9A1.5 1.5 0 0 1 16 3.5V5" />
      <rect x="8" y="5" width="12.5" height="17" rx="1.5" />
      <path
        d="M14.25 17.5c-3-2.2-4.5-3.8-4.5-5.5a2.25 2.25 0 0 1 4.5-.9 2.25 2.25 0 0 1 4.5.9c0 1.7-1.5 3.3-4.5 5.5z"
        className={ACCENT.rose}
        stroke="none"
      />
    </>
  ),
  // A grid of four boxes, one cell filled in.
  sudoku: (
    <>
      <rect x="12" y="3" width="4.5" height="4.5" className={ACCENT.indigo} stroke="none" />
      <path d="M7.5 3v18M16.5 3v18M3 7.5h18M3 16.5h18" strokeWidth="1" />
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M12 3v18M3 12h18" />
    </>
  ),
  // Two filled discs and two open ones: the 0s and 1s.
  takuzu: (
    <>
      <circle cx="7" cy="7" r="4" fill="currentColor" stroke="none" />
      <circle cx="17" cy="7" r="3.2" />
      <circle cx="7" cy="17" r="3.2" />
      <circle cx="17" cy="17" r="4" fill="currentColor" stroke="none" />
    </>
  ),
  // A guess's tiles: right place, elsewhere, absent.
  wordguesser: (
    <>
      <rect x="1.5" y="7" width="6" height="10" rx="1.2" className={ACCENT.emerald} stroke="none" />
      <rect x="9" y="7" width="6" height="10" rx="1.2" className={ACCENT.amber} stroke="none" />
      <rect x="16.75" y="7.75" width="5.5" height="8.5" rx="1" />
    </>
  ),
};

/** A game's icon; decorative (aria-hidden) since the game's name is always written beside it. */
export function GameIcon({ game, className = 'h-8 w-8' }: { game: GameId; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`flex-none ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={game}
    >
      {DRAWINGS[game]}
    </svg>
  );
}
