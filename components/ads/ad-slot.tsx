'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useViewerHint } from '@/components/layout/viewer-hint-store';
import { isAdFreePage } from '@/lib/ads/ad-free-pages';
import { hintShowsAds } from '@/lib/auth/viewer-hint';
import { HouseBanner, HouseSidebar, type HouseContent } from './house-ad';
import { usePremiumOnSale } from './use-premium-on-sale';

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
 * One ad unit: the configured AdSense unit, otherwise the site's own content of the same size.
 * Not for premium players: before hydration CSS hides it for them (the pre-paint script marks
 * <html>), after hydration it is not rendered at all.
 */
function AdBox({
  placement,
  adsense,
  house,
  show,
}: {
  placement: Placement;
  adsense: AdsenseConfig | null;
  house: HouseContent;
  show: boolean;
}) {
  const slot = placement === 'sidebar' ? (adsense?.sidebarSlot ?? null) : (adsense?.bannerSlot ?? null);
  const pathname = usePathname() ?? '/';
  useAdsenseUnit(adsense, slot, show);
  const premiumOnSale = usePremiumOnSale(placement === 'banner' && show && !(adsense && slot));
  if (adsense && slot) {
    return (
      <div className={`${sizes[placement]} overflow-hidden`} data-testid={`ad-${placement}`}>
        <ins className="adsbygoogle block h-full w-full" data-ad-client={adsense.client} data-ad-slot={slot} />
      </div>
    );
  }
  if (placement === 'sidebar') return <HouseSidebar content={house} className={sizes.sidebar} />;
  return <HouseBanner content={house} pathname={pathname} premiumOnSale={premiumOnSale} className={sizes.banner} />;
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
type SlotProps = { adsense: AdsenseConfig | null; house: HouseContent };

/** A network's unit is labelled as sponsored; the house content is the site's own. */
const unitConfigured = (adsense: AdsenseConfig | null, placement: Placement) =>
  Boolean(adsense && (placement === 'sidebar' ? adsense.sidebarSlot : adsense.bannerSlot));

export function SidebarAd({ adsense, house }: SlotProps) {
  const hint = useViewerHint();
  const adFree = useAdFreePage();
  if (adFree || (hint !== undefined && !hintShowsAds(hint))) return <div className="hidden md:block" aria-hidden="true" />;
  return (
    <aside className="ad-sidebar hidden md:block" aria-label={unitConfigured(adsense, 'sidebar') ? 'Sponsored' : 'Daily puzzles'}>
      <div className="sticky top-4">
        <AdBox placement="sidebar" adsense={adsense} house={house} show={hint !== undefined} />
      </div>
    </aside>
  );
}

export function BannerAd({ adsense, house }: SlotProps) {
  const hint = useViewerHint();
  const adFree = useAdFreePage();
  if (adFree || (hint !== undefined && !hintShowsAds(hint))) return null;
  return (
    <div
      className="ad-banner flex justify-center px-4 pb-4"
      aria-label={unitConfigured(adsense, 'banner') ? 'Sponsored banner' : 'Another game to try'}
      role="region"
    >
      <AdBox placement="banner" adsense={adsense} house={house} show={hint !== undefined} />
    </div>
  );
}
