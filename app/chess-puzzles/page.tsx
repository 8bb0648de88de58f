import type { Metadata } from 'next';
import ChessPuzzles from '@/components/games/chess-puzzles/chess-puzzles';
import { GameStatistics } from '@/components/games/game-statistics';
import { HowToPlay } from '@/components/games/how-to-play/how-to-play';
import { GameIcon } from '@/components/icons/game-icon';
import { findGame } from '@/lib/games/catalogue';
import { gameMetadata } from '@/lib/seo/metadata';

/** Title 'Chess Puzzles', the description, and the site's canonical / Open Graph tags (lib/seo). */
export const generateMetadata = (): Metadata =>
  gameMetadata('chess-puzzles', {
    title: 'Chess Puzzles',
    description:
      'Chess Puzzles: strategic chess challenges. Find the checkmate in one, two or three moves, 2000 puzzles per difficulty, free in your browser.',
  });

const game = findGame('chess-puzzles')!;
const GAME_INFO = { id: game.id, name: game.name, levels: game.levels, daily: game.daily };

/** Prerendered: who is playing, and everything about their puzzles, comes from the puzzle API. */
export default function ChessPuzzlesPage() {
  return (
    <article className="space-y-4 sm:space-y-6">
      <header className="space-y-2">
        <div className="flex items-center gap-2 sm:gap-3">
          <GameIcon game="chess-puzzles" className="h-7 w-7 sm:h-9 sm:w-9" />
          <h1 className="text-2xl font-extrabold sm:text-3xl">Chess Puzzles</h1>
          <div className="ml-auto">
            <HowToPlay game={game} footnote="" />
          </div>
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">Strategic chess challenges:</span> find the checkmate in one, two or three moves. Solve the Easy
          puzzles to unlock Medium, then Hard.
        </p>
      </header>
      {/* Reserves the difficulty view's height while its state loads, so nothing below shifts. */}
      <div className="min-h-[40rem] sm:min-h-[20rem]">
        <ChessPuzzles />
      </div>
      {/* Its height is reserved, so the panel filling in moves nothing below it. */}
      <div className="card min-h-[9rem]">
        <GameStatistics info={GAME_INFO} />
      </div>
    </article>
  );
}
