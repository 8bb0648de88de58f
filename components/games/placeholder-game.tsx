import Link from 'next/link';
import { GameIcon } from '@/components/icons/game-icon';
import type { CatalogueEntry } from '@/lib/games/catalogue';

/** A catalogue game whose issue has not landed yet. */
export function PlaceholderGame({ game }: { game: CatalogueEntry }) {
  return (
    <article className="card space-y-4 p-8 text-center">
      <GameIcon game={game.id} className="mx-auto h-16 w-16 text-slate-700 dark:text-slate-200" />
      <h1 className="text-3xl font-extrabold">{game.name}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{game.tagline}</p>
      <p>{game.name} will be here soon. In the meantime, try one of the games you can play today.</p>
      <div className="flex justify-center gap-3">
        <Link href="/2048" className="btn-primary">
          Play 2048
        </Link>
        <Link href="/chess-puzzles" className="btn-secondary">
          Chess Puzzles
        </Link>
      </div>
    </article>
  );
}
