import { readFileSync } from 'node:fs';
import path from 'node:path';

type RouteEntry = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: RouteEntry[]; dynamicRoutes?: RouteEntry[] };

/**
 * The route pattern a request path belongs to (`/api/games/[game]/plays/[playId]`), from the build's
 * routes manifest: the label of the request metrics and logs. A bounded set, so a scan of random paths
 * cannot grow the series, and never the path itself, which could carry an id.
 */
export function routePatternMatcher(manifest: RoutesManifest): (pathname: string) => string {
  const exact = new Set((manifest.staticRoutes ?? []).map((r) => r.page));
  const dynamic = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (exact.has(trimmed)) return trimmed;
    if (trimmed.startsWith('/_next/static/')) return '/_next/static';
    if (trimmed.startsWith('/_next/')) return '/_next';
    // A dotted last segment is a file of public/ (the one-segment game route would match it too).
    if (/\.[a-z0-9]+$/i.test(trimmed)) return 'static file';
    return dynamic.find((r) => r.regex.test(trimmed))?.page ?? 'unmatched';
  };
}

/** The matcher of the build in `<cwd>/.next` (also where the standalone server keeps it); 'unmatched' without one. */
export function buildRoutePatternMatcher(root = process.cwd()): (pathname: string) => string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest;
    return routePatternMatcher(manifest);
  } catch {
    return routePatternMatcher({});
  }
}
