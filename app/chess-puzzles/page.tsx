import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import ChessPuzzles from '@/components/chess-puzzles/chess-puzzles';
import { getViewer } from '@/lib/auth/viewer';

export const metadata: Metadata = {
  title: 'Chess Puzzles',
  description: 'Chess Puzzles: strategic chess challenges. Checkmate puzzles in one, two and three moves, 2000 per difficulty.',
};

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
      <ChessPuzzles initialUserId={userId} />
    </article>
  );
}
