import Script from 'next/script';
import { getEnv } from '@/lib/env';

type Placement = 'sidebar' | 'banner';

// Fixed sizes so an ad arriving late never shifts the layout.
const sizes: Record<Placement, string> = {
  sidebar: 'w-[160px] h-[600px]',
  banner: 'w-full max-w-[728px] h-[90px]',
};

/**
 * A real ad slot: the configured AdSense unit when NEXT_PUBLIC_ADSENSE_CLIENT is set, otherwise a
 * plain labelled placeholder of the same size. Rendered only for anonymous and free visitors.
 */
export function AdSlot({ placement, nonce }: { placement: Placement; nonce?: string }) {
  const adsense = getEnv().adsense;
  const slot = placement === 'sidebar' ? adsense?.sidebarSlot : adsense?.bannerSlot;
  if (adsense && slot) {
    return (
      <div className={`${sizes[placement]} overflow-hidden`} data-testid={`ad-${placement}`}>
        <ins className="adsbygoogle block h-full w-full" data-ad-client={adsense.client} data-ad-slot={slot} />
        <Script id={`ad-push-${placement}`} strategy="afterInteractive" nonce={nonce}>
          {'(window.adsbygoogle = window.adsbygoogle || []).push({});'}
        </Script>
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

/** The AdSense loader, once per page, only when configured and ads are shown. */
export function AdSenseLoader({ nonce }: { nonce?: string }) {
  const adsense = getEnv().adsense;
  if (!adsense) return null;
  return (
    <Script
      id="adsense-loader"
      async
      strategy="afterInteractive"
      src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsense.client)}`}
      crossOrigin="anonymous"
      nonce={nonce}
    />
  );
}
