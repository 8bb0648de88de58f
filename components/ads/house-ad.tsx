import Link from 'next/link';
import { PREMIUM_PITCH } from '@/components/premium/premium-pitch';
import { bannerTurn } from './house-rotation';

/** A game as the house content links it: from the catalogue, passed down by the server layout. */
export type HouseGame = { id: string; name: string; tagline: string; href: string };

/**
 * What the ad slots hold when no ad network is configured: the site's own games, never invented
 * figures. `dailies`: the games with a daily puzzle (their page opens on today's); `games`: every
 * playable game, for "another game to try".
 */
export type HouseContent = { dailies: readonly HouseGame[]; games: readonly HouseGame[] };

/** Another game than the page's own, the same on the server and in the browser (no hydration mismatch). */
export function anotherGame(games: readonly HouseGame[], pathname: string): HouseGame | null {
  const current = pathname.split('/')[1] ?? '';
  const others = games.filter((g) => g.id !== current);
  if (others.length === 0) return null;
  const at = games.findIndex((g) => g.id === current);
  if (at >= 0) return others[at % others.length]!;
  // A page of no game: the first game, whatever the path. The not-found page is prerendered under
  // another path than the one the browser shows, so a pick by path broke its hydration (React #418).
  return others[0]!;
}

// No prefetch: a dozen game routes fetched on every page load would compete with the page's own hydration.
const linkClass =
  'flex min-h-11 items-center rounded px-2 text-sm font-semibold text-indigo-800 underline-offset-2 hover:bg-slate-100 hover:underline dark:text-indigo-200 dark:hover:bg-slate-800';

/** The left column: links to the daily puzzles (a game's page opens on today's). */
export function HouseSidebar({ content, className }: { content: HouseContent; className: string }) {
  return (
    <div className={`${className} card flex flex-col overflow-hidden p-3`} data-testid="ad-sidebar" data-house="true">
      <h2 className="px-2 pb-1 text-base font-bold">Daily puzzles</h2>
      <p className="px-2 pb-2 text-xs text-slate-700 dark:text-slate-300">A new one every day, the same for everybody.</p>
      <ul className="space-y-0.5">
        {content.dailies.map((g) => (
          <li key={g.id}>
            <Link href={g.href} prefetch={false} className={linkClass}>
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/" prefetch={false} className={`${linkClass} mt-auto font-normal`}>
        All games
      </Link>
    </div>
  );
}

/**
 * The bottom banner: another game to try, with its one-line description, or (on its turn, where
 * Premium can be bought) Premium's offer. Premium players never see a slot at all.
 */
export function HouseBanner({
  content,
  pathname,
  premiumOnSale,
  className,
}: {
  content: HouseContent;
  pathname: string;
  premiumOnSale: boolean;
  className: string;
}) {
  const turn = bannerTurn(
    content.games.map((g) => g.id),
    pathname,
    premiumOnSale,
  );
  const game = anotherGame(content.games, pathname);
  return (
    <div
      className={`${className} card flex items-center justify-between gap-3 overflow-hidden px-4 py-2`}
      data-testid="ad-banner"
      data-house="true"
      data-turn={turn}
    >
      {turn === 'premium' ? (
        <>
          <p className="min-w-0 text-sm">
            <span className="block font-bold">Go Premium</span>
            <span className="line-clamp-2 text-slate-700 sm:line-clamp-1 dark:text-slate-300">{PREMIUM_PITCH}</span>
          </p>
          <Link href="/premium" prefetch={false} className="btn-premium flex-none" data-testid="house-premium">
            See Premium
          </Link>
        </>
      ) : (
        game && (
          <>
            <p className="min-w-0 text-sm">
              <span className="block font-bold">Another game to try: {game.name}</span>
              <span className="line-clamp-2 text-slate-700 sm:line-clamp-1 dark:text-slate-300">{game.tagline}</span>
            </p>
            <Link href={game.href} prefetch={false} className="btn-primary flex-none" aria-label={`Play ${game.name}`}>
              Play
            </Link>
          </>
        )
      )}
    </div>
  );
}
