import Link from 'next/link';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { CATALOGUE, gameRoute } from '@/lib/games/catalogue';
import { displayName, type Viewer } from '@/lib/auth/viewer';
import { AllPuzzlesMenu } from './all-puzzles-menu';
import { ThemeToggle } from './theme-toggle';

const menuGames = CATALOGUE.map((g) => ({ id: g.id, name: g.name, icon: g.icon, href: gameRoute(g.id) }));

export function SiteHeader({ viewer }: { viewer: Viewer }) {
  const premium = viewer.tier === 'premium' || viewer.tier === 'admin';
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
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <ThemeToggle />
          <Link href="/premium" className={premium ? 'btn-secondary' : 'btn-premium'}>
            <span aria-hidden="true">⭐</span> {premium ? 'Premium' : 'Go Premium'}
          </Link>
          {viewer.user ? (
            <div className="flex items-center gap-2" data-testid="user-badge">
              <span className="max-w-40 truncate text-sm font-semibold" title={viewer.user.email}>
                {displayName(viewer.user.email)}
              </span>
              <span className="rounded bg-indigo-100 px-2 py-0.5 text-xs font-bold tracking-wide text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">
                {(viewer.tier === 'anonymous' || viewer.tier === 'unknown' ? 'free' : viewer.tier).toUpperCase()}
              </span>
              <form action="/api/auth/logout" method="post">
                <button type="submit" className="btn-secondary">
                  Logout
                </button>
              </form>
            </div>
          ) : (
            <AuthButtons />
          )}
        </div>
      </div>
    </header>
  );
}
