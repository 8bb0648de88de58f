import Link from 'next/link';
import { GameIcon } from '@/components/icons/game-icon';
import { CATALOGUE, gameRoute } from '@/lib/games/catalogue';
import { AllPuzzlesMenu } from './all-puzzles-menu';
import { HeaderAccount } from './header-account';
import { HeaderMenu } from './header-menu';
import { ThemeToggle } from './theme-toggle';
import { PuzzlePieceIcon } from '@/components/icons/ui-icons';

const menuGames = CATALOGUE.map((g) => ({
  id: g.id,
  name: g.name,
  icon: <GameIcon game={g.id} className="h-6 w-6" />,
  href: gameRoute(g.id),
}));

/** One row at every width: on a phone, Home, Premium and the account corner fold into a menu. */
export function SiteHeader() {
  return (
    <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 md:gap-3 md:py-3">
        <Link
          href="/"
          className="flex min-h-11 shrink-0 items-center gap-2 text-base font-extrabold tracking-tight md:text-lg"
          aria-label="Puzzle Games home"
        >
          <span aria-hidden="true" className="text-2xl">
            <PuzzlePieceIcon />
          </span>
          <span>Puzzle Games</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <Link href="/" className="hidden rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100 md:block dark:hover:bg-slate-800">
            Home
          </Link>
          <AllPuzzlesMenu games={menuGames} />
        </nav>
        {/* Fills the rest of the row, toggle last: the account corner changes width when it fills
            in for a signed-in visitor, and nothing visible may move with it (no layout shift). On a
            phone the corner is in the menu, and the toggle sits just before the menu button. */}
        <div className="ml-auto flex items-center gap-2 md:ml-0 md:flex-1 md:flex-row-reverse md:justify-start">
          <ThemeToggle />
          <HeaderMenu>
            <HeaderAccount />
          </HeaderMenu>
        </div>
      </div>
    </header>
  );
}
