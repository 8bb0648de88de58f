import type { Metadata } from 'next';
import Link from 'next/link';
import { OutageNotice } from '@/components/layout/outage-notice';
import { Game2048PageClient } from '@/components/games/2048/game-2048-page-client';
import { GameStatistics } from '@/components/games/game-statistics';
import { HowToPlay } from '@/components/games/how-to-play/how-to-play';
import { GameIcon } from '@/components/icons/game-icon';
import { findGame } from '@/lib/games/catalogue';
import { getViewerOrSignedOut } from '@/lib/auth/viewer';
import { gameMetadata } from '@/lib/seo/metadata';

const DESCRIPTION = 'combine tiles with the same number to reach 2048';
// Shown on the page as a sentence; the lower-case spec wording stays for the metadata.
const TAGLINE_START = DESCRIPTION.charAt(0).toUpperCase() + DESCRIPTION.slice(1);
const game = findGame('2048')!;
const GAME_INFO = { id: game.id, name: game.name, levels: game.levels, daily: game.daily };

export const generateMetadata = (): Metadata =>
  gameMetadata('2048', {
    description: `2048: ${DESCRIPTION}. Slide the tiles with the arrow keys, a mouse drag or a swipe, free in your browser.`,
  });

export default async function Game2048Page() {
  // An auth or database outage still serves the game, just without the leaderboard.
  const viewer = await getViewerOrSignedOut();
  const signedIn = viewer.user !== null;
  return (
    <article className="card space-y-4 p-4 sm:p-8">
      <header className="space-y-2 text-center">
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          <GameIcon game="2048" className="h-9 w-9" />
          <h1 className="text-3xl font-extrabold">2048</h1>
          <HowToPlay game={game} footnote="The controls are also listed under the board." />
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          {TAGLINE_START}. Slide the tiles, merge equal numbers and build the 2048 tile as fast as you can.
        </p>
      </header>
      <Game2048PageClient signedIn={signedIn} />
      {viewer.unavailable && <OutageNotice what="your account (and so the leaderboard entry)" />}
      {!signedIn && !viewer.unavailable && (
        <p className="text-center text-sm text-slate-700 dark:text-slate-300" data-testid="leaderboard-sign-in-hint">
          <Link href="/login?next=/2048" className="font-semibold underline">
            Sign in
          </Link>{' '}
          to enter the leaderboard with your time to 2048.
        </p>
      )}
      {/* Its height is reserved, so the panel filling in moves nothing below it. */}
      <div className="min-h-[12rem]">
        <GameStatistics info={GAME_INFO} />
      </div>
    </article>
  );
}
