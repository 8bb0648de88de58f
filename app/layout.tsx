import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BannerAd, SidebarAd } from '@/components/ads/ad-slot';
import type { HouseContent } from '@/components/ads/house-ad';
import { LeaderboardColumn } from '@/components/leaderboard/leaderboard-column';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getEnv } from '@/lib/env';
import { CATALOGUE, DAILY_GAMES, gameRoute, LEADERBOARD_GAME, leaderboardCardGames, type CatalogueEntry } from '@/lib/games/catalogue';
import { siteMetadata } from '@/lib/seo/metadata';
import { PRE_PAINT_SCRIPT } from '@/lib/theme/pre-paint-script';
import './globals.css';

export function generateMetadata(): Metadata {
  return siteMetadata();
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8fafc' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

const houseGame = (g: CatalogueEntry) => ({ id: g.id, name: g.name, tagline: g.tagline, href: gameRoute(g.id) });

/** What the ad slots show when no ad network is configured: the catalogue's own games. */
const HOUSE: HouseContent = {
  dailies: DAILY_GAMES.map(houseGame),
  games: CATALOGUE.map(houseGame),
};

/**
 * The same for every visitor, so pages without their own per-request data are prerendered once
 * (easy to break: no cookies(), headers() or database read may be added here). What differs per
 * visitor (the account corner, ads for premium players, the leaderboard) is filled in the browser.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const adsense = getEnv().adsense;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Allowed by its hash in every page's Content-Security-Policy. */}
        <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <SiteHeader />
        <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 gap-6 px-4 py-6 md:grid-cols-[160px_minmax(0,1fr)] xl:grid-cols-[160px_minmax(0,1fr)_280px]">
          <SidebarAd adsense={adsense} house={HOUSE} />
          <main id="main" className="min-w-0">
            {children}
          </main>
          <LeaderboardColumn games={leaderboardCardGames()} fallback={LEADERBOARD_GAME} />
        </div>
        <BannerAd adsense={adsense} house={HOUSE} />
        <SiteFooter />
      </body>
    </html>
  );
}
