import Link from 'next/link';
import { CATALOGUE, gameRoute } from '@/lib/games/catalogue';
import { AllPuzzlesMenu } from './all-puzzles-menu';
import { HeaderAccount } from './header-account';
import { ThemeToggle } from './theme-toggle';

const menuGames = CATALOGUE.map((g) => ({ id: g.id, name: g.name, icon: g.icon, href: gameRoute(g.id) }));

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight" aria-label="Puzzle Games home">
          <span aria-hidden="true" className="text-2xl">
            🧩
          </span>
          <span>Puzzle Games</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <Link href="/" className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800">
            Home
          </Link>
          <AllPuzzlesMenu games={menuGames} />
        </nav>
        {/* Fills the rest of the row, toggle last: the account corner changes width when it fills
            in for a signed-in visitor, and nothing visible may move with it (no layout shift). */}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          <HeaderAccount />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
