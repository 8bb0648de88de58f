import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { sitemapEntries } from '@/lib/seo/site-pages';

// Rendered per request: the origin is SITE_URL at run time, not whatever the build machine had.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getEnv().siteUrl);
}
