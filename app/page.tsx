import type { Metadata } from 'next';
import { GameCard } from '@/components/home/game-card';
import { TodaysPuzzles } from '@/components/home/todays-puzzles';
import { GameIcon } from '@/components/icons/game-icon';
import { getEnv } from '@/lib/env';
import { CATALOGUE, DAILY_GAMES, gameRoute } from '@/lib/games/catalogue';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { dailyLevelsIn } from '@/lib/games/platform/daily-levels';
import { todaysDailies } from '@/lib/games/platform/todays-puzzles';
import { catalogueJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { homeMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata => homeMetadata();

// A tile per daily: a game with a daily per level (engine dailyLevels) has one per level.
const dailyGames = todaysDailies(DAILY_GAMES, dailyLevelsIn(PLATFORM_ENGINES)).map(({ game: g, levelId, label }) => ({
  id: g.id,
  name: g.name,
  href: gameRoute(g.id),
  level: levelId === null ? null : { id: levelId, label: label ?? levelId },
  icon: <GameIcon game={g.id} className="h-7 w-7" />,
}));

/**
 * The same for everybody (prerendered): the games, in catalogue order. The player's own day on the
 * daily games ("Today's puzzles") fills in after hydration.
 */
export default function HomePage() {
  return (
    <div className="space-y-6">
      {/* The same catalogue as the grid below, in its order, for search engines (a data block, never executed). */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogueJsonLd(getEnv().siteUrl, CATALOGUE)) }}
      />
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Free puzzle games</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Play in your browser: new daily puzzles every day, practice whenever you like. No account needed.
        </p>
      </div>
      <TodaysPuzzles games={dailyGames} />
      <section aria-labelledby="all-games-title" className="space-y-3">
        <h2 id="all-games-title" className="text-xl font-bold">
          All games
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-4" aria-label="Puzzle games" data-testid="game-grid">
          {CATALOGUE.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
