import type { Metadata } from 'next';
import Link from 'next/link';
import { getEnv } from '@/lib/env';
import { CATALOGUE, gameRoute } from '@/lib/games/catalogue';
import { catalogueJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { homeMetadata } from '@/lib/seo/metadata';

export const generateMetadata = (): Metadata => homeMetadata();

export default function HomePage() {
  return (
    <div className="space-y-6">
      {/* The same catalogue as the grid below, for search engines (a data block, never executed). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogueJsonLd(getEnv().siteUrl, CATALOGUE)) }} />
      <div className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Free puzzle games</h1>
        <p className="text-slate-700 dark:text-slate-300">Pick a puzzle and play in your browser. No account needed.</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Puzzle games" data-testid="game-grid">
        {CATALOGUE.map((game) => (
          <li key={game.id}>
            <Link
              href={gameRoute(game.id)}
              className="card flex h-full items-start gap-4 transition hover:-translate-y-0.5 hover:border-indigo-400 hover:shadow-md"
            >
              {/* A fixed box: an emoji font that arrives late (or none at all) cannot reflow the card. */}
              <span aria-hidden="true" className="flex h-10 w-10 flex-none items-center justify-center overflow-hidden text-4xl leading-none">
                {game.icon}
              </span>
              <span className="space-y-1">
                <span className="block text-lg font-bold">{game.name}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{game.description}</span>
                {!game.playable && (
                  <span className="inline-block rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                    Coming soon
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
