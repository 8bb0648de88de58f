import type { ComponentType } from 'react';
import { Icon as game2048 } from '@/components/games/2048/icon';
import { Icon as chessPuzzles } from '@/components/games/chess-puzzles/icon';
import { Icon as crosswords } from '@/components/games/crosswords/icon';
import { Icon as dominoes } from '@/components/games/dominoes/icon';
import { Icon as mahjongSolitaire } from '@/components/games/mahjong-solitaire/icon';
import { Icon as minesweeper } from '@/components/games/minesweeper/icon';
import { Icon as queenie } from '@/components/games/queenie/icon';
import { Icon as solitaire } from '@/components/games/solitaire/icon';
import { Icon as sudoku } from '@/components/games/sudoku/icon';
import { Icon as takuzu } from '@/components/games/takuzu/icon';
import { Icon as wordguesser } from '@/components/games/wordguesser/icon';
import { Icon as wordsearch } from '@/components/games/wordsearch/icon';
import type { GameId } from '@/lib/games/catalogue';

/*
 * The games' icons, drawn here rather than taken from an emoji font: the same on every system, and
 * no font to wait for. Each game draws its own (components/games/<id>/icon.tsx) on a 24-unit grid in
 * the text colour (currentColor), with a few accents (./icon-accents.ts), legible from 24 to 40 px;
 * this frame is the same for all. Every page may show any icon (the home grid shows them all).
 */
export const ICONS: Readonly<Record<GameId, ComponentType>> = {
  '2048': game2048,
  'chess-puzzles': chessPuzzles,
  crosswords,
  dominoes,
  'mahjong-solitaire': mahjongSolitaire,
  minesweeper,
  queenie,
  solitaire,
  sudoku,
  takuzu,
  wordguesser,
  wordsearch,
};

/** A game's icon; decorative (aria-hidden) since the game's name is always written beside it. */
export function GameIcon({ game, className = 'h-8 w-8' }: { game: GameId; className?: string }) {
  const Drawing = ICONS[game];
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
      <Drawing />
    </svg>
  );
}
