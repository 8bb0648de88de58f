import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdSenseLoader, AdSlot } from '@/components/ads/ad-slot';
import { LeaderboardCard } from '@/components/leaderboard/leaderboard-card';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { getViewer, showsAds, type Viewer } from '@/lib/auth/viewer';
import { siteMetadata } from '@/lib/seo/metadata';
import './globals.css';

// Per request, so metadataBase and the site-wide tags follow SITE_URL at run time.
export function generateMetadata(): Metadata {
  return siteMetadata();
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8fafc' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

async function viewerOrAnonymous(): Promise<Viewer> {
  try {
    return await getViewer();
  } catch (error) {
    unstable_rethrow(error);
    // An auth or database outage renders the page signed out rather than not at all.
    console.error('[layout] viewer could not be read:', error);
    return { user: null, tier: 'anonymous' };
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const viewer = await viewerOrAnonymous();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const ads = showsAds(viewer.tier);
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <ThemeProvider nonce={nonce}>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
            Skip to content
          </a>
          <SiteHeader viewer={viewer} />
          <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 gap-6 px-4 py-6 md:grid-cols-[160px_minmax(0,1fr)] xl:grid-cols-[160px_minmax(0,1fr)_280px]">
            {ads ? (
              <aside className="hidden md:block" aria-label="Sponsored">
                <div className="sticky top-4">
                  <AdSlot placement="sidebar" nonce={nonce} />
                </div>
              </aside>
            ) : (
              <div className="hidden md:block" aria-hidden="true" />
            )}
            <main id="main" className="min-w-0">
              {children}
            </main>
            <aside className="md:col-start-2 xl:col-start-auto" aria-label="Leaderboard">
              <LeaderboardCard />
            </aside>
          </div>
          {ads && (
            <div className="flex justify-center px-4 pb-4" aria-label="Sponsored banner" role="region">
              <AdSlot placement="banner" nonce={nonce} />
            </div>
          )}
          {ads && <AdSenseLoader nonce={nonce} />}
          <SiteFooter />
        </ThemeProvider>
      </body>
    </html>
  );
}
