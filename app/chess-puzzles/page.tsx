import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import ChessPuzzles from '@/components/chess-puzzles/chess-puzzles';
import { getViewer } from '@/lib/auth/viewer';
import { gameMetadata } from '@/lib/seo/metadata';

/** Title 'Chess Puzzles', the description, and the site's canonical / Open Graph tags (lib/seo). */
export const generateMetadata = (): Metadata =>
  gameMetadata('chess-puzzles', {
    title: 'Chess Puzzles',
    description: 'Chess Puzzles: strategic chess challenges. Find the checkmate in one, two or three moves, 2000 puzzles per difficulty, free in your browser.',
  });

async function signedInUserId(): Promise<string | null> {
  try {
    return (await getViewer()).user?.id ?? null;
  } catch (error) {
    unstable_rethrow(error);
    // An auth outage still renders the page; the puzzle API reports its own errors.
    return null;
  }
}

export default async function ChessPuzzlesPage() {
  const userId = await signedInUserId();
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold">Chess Puzzles</h1>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">Strategic chess challenges:</span> find the checkmate in one, two or three moves. Solve the Easy
          puzzles to unlock Medium, then Hard.
        </p>
      </header>
      {/* Reserves the difficulty view's height while its state loads, so nothing below shifts. */}
      <div className="min-h-[40rem] sm:min-h-[20rem]">
        <ChessPuzzles initialUserId={userId} />
      </div>
    </article>
  );
}
