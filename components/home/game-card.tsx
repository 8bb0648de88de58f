import Link from 'next/link';
import { GameIcon } from '@/components/icons/game-icon';
import { gameRoute, type CatalogueEntry } from '@/lib/games/catalogue';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold leading-4';

/** The small labels on a card: what is special about the game today. */
export function GameBadges({ game }: { game: CatalogueEntry }) {
  return (
    <>
      {game.daily && <span className={`${BADGE} bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100`}>Daily</span>}
      {game.isNew && <span className={`${BADGE} bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100`}>New</span>}
    </>
  );
}

/** One game in the home grid: its icon, name, badges and a sentence about it. */
export function GameCard({ game }: { game: CatalogueEntry }) {
  return (
    <Link
      href={gameRoute(game.id)}
      data-testid="game-card"
      className="card flex h-full items-start gap-3 transition hover:-translate-y-0.5 hover:border-indigo-400 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <span className="flex h-12 w-12 flex-none items-center justify-center rounded-lg bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        <GameIcon game={game.id} className="h-9 w-9" />
      </span>
      <span className="min-w-0 space-y-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-lg font-bold leading-6" data-testid="game-name">
            {game.name}
          </span>
          <GameBadges game={game} />
        </span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{game.tagline}</span>
      </span>
    </Link>
  );
}
