'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useViewerHint } from '@/components/layout/viewer-hint-store';
import { isAdFreePage } from '@/lib/ads/ad-free-pages';
import { hintShowsAds } from '@/lib/auth/viewer-hint';

export type AdsenseConfig = { client: string; sidebarSlot: string | null; bannerSlot: string | null };
type Placement = 'sidebar' | 'banner';

// Fixed sizes so an ad arriving late never shifts the layout.
const sizes: Record<Placement, string> = {
  sidebar: 'w-[160px] h-[600px]',
  banner: 'w-full max-w-[728px] h-[90px]',
};

const LOADER_ID = 'adsense-loader';

/** The AdSense loader once per page, then one fill request per unit (no inline script: the CSP allows none). */
function useAdsenseUnit(adsense: AdsenseConfig | null, slot: string | null, show: boolean) {
  const pushed = useRef(false);
  useEffect(() => {
    if (!adsense || !slot || !show || pushed.current) return;
    pushed.current = true;
    if (!document.getElementById(LOADER_ID)) {
      const script = document.createElement('script');
      script.id = LOADER_ID;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsense.client)}`;
      document.head.appendChild(script);
    }
    const queue = ((window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle ??= []);
    queue.push({});
  }, [adsense, slot, show]);
}

/**
 * One ad unit: the configured AdSense unit, otherwise a labelled placeholder of the same size.
 * Not for premium players: before hydration CSS hides it for them (the pre-paint script marks
 * <html>), after hydration it is not rendered at all.
 */
function AdBox({ placement, adsense, show }: { placement: Placement; adsense: AdsenseConfig | null; show: boolean }) {
  const slot = placement === 'sidebar' ? (adsense?.sidebarSlot ?? null) : (adsense?.bannerSlot ?? null);
  useAdsenseUnit(adsense, slot, show);
  if (adsense && slot) {
    return (
      <div className={`${sizes[placement]} overflow-hidden`} data-testid={`ad-${placement}`}>
        <ins className="adsbygoogle block h-full w-full" data-ad-client={adsense.client} data-ad-slot={slot} />
      </div>
    );
  }
  return (
    <div
      className={`${sizes[placement]} flex items-center justify-center rounded-md border border-dashed border-slate-300 text-xs font-medium uppercase tracking-wide text-slate-600 dark:border-slate-600 dark:text-slate-400`}
      data-testid={`ad-${placement}`}
      role="complementary"
      aria-label="Advertisement"
    >
      Advertisement
    </div>
  );
}

/**
 * Whether this page may show ads. On an auth or account page no ad renders, and a loader already
 * running from an earlier page (a client-side navigation) is dropped by loading the page afresh.
 */
function useAdFreePage(): boolean {
  const adFree = isAdFreePage(usePathname());
  useEffect(() => {
    if (adFree && document.getElementById(LOADER_ID)) window.location.reload();
  }, [adFree]);
  return adFree;
}

/** The left column: an ad for anonymous and free visitors, an empty column of the same width otherwise. */
export function SidebarAd({ adsense }: { adsense: AdsenseConfig | null }) {
  const hint = useViewerHint();
  const adFree = useAdFreePage();
  if (adFree || (hint !== undefined && !hintShowsAds(hint))) return <div className="hidden md:block" aria-hidden="true" />;
  return (
    <aside className="ad-sidebar hidden md:block" aria-label="Sponsored">
      <div className="sticky top-4">
        <AdBox placement="sidebar" adsense={adsense} show={hint !== undefined} />
      </div>
    </aside>
  );
}

export function BannerAd({ adsense }: { adsense: AdsenseConfig | null }) {
  const hint = useViewerHint();
  const adFree = useAdFreePage();
  if (adFree || (hint !== undefined && !hintShowsAds(hint))) return null;
  return (
    <div className="ad-banner flex justify-center px-4 pb-4" aria-label="Sponsored banner" role="region">
      <AdBox placement="banner" adsense={adsense} show={hint !== undefined} />
    </div>
  );
}
