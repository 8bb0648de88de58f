import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { robotsRules } from '@/lib/seo/site-pages';

// Rendered per request: the sitemap's origin is SITE_URL at run time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(getEnv().siteUrl);
}
