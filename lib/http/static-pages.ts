import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptHash } from './security-headers';

/**
 * The pages `next build` prerendered, with the CSP hashes of their inline scripts. Those pages are
 * the same bytes for every visitor, so they cannot carry a per-request nonce; their scripts are
 * allowed by hash instead. Read once per server process from the build it serves.
 */
export type StaticPages = ReadonlyMap<string, readonly string[]>;

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Every inline script a browser would run (data blocks such as JSON-LD excluded), with its attributes. */
export function inlineScriptElements(html: string): { attributes: string; text: string }[] {
  const scripts: { attributes: string; text: string }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push({ attributes, text: match[2] ?? '' });
  }
  return scripts;
}

export const inlineScripts = (html: string) => inlineScriptElements(html).map((s) => s.text);

type PrerenderManifest = { routes?: Record<string, { initialRevalidateSeconds?: number | false }> };

/** Pages prerendered for good (never regenerated, which would change their scripts) with their hashes. */
export function loadStaticPages(distDir: string): StaticPages {
  const pages = new Map<string, string[]>();
  const manifestFile = path.join(distDir, 'prerender-manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  for (const [route, info] of Object.entries(manifest.routes ?? {})) {
    if (info.initialRevalidateSeconds !== false) continue;
    const htmlFile = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`);
    if (!existsSync(htmlFile)) continue; // images, robots.txt and other non-HTML routes
    pages.set(route, inlineScripts(readFileSync(htmlFile, 'utf8')).map(scriptHash));
  }
  return pages;
}

const NOT_FOUND_ROUTE = '/_not-found';
let loaded: StaticPages | undefined;

/**
 * The script hashes for a request path: its prerendered page's, or for any other path those of the
 * prerendered not-found page (which Next.js serves for an unknown path, whatever the proxy chose).
 * The proxy adds a nonce only when the path is not prerendered.
 */
export function pageScripts(pathname: string): { prerendered: boolean; hashes: readonly string[] } {
  // `next start` runs in the project folder and serves .next.
  loaded ??= loadStaticPages(path.join(process.cwd(), '.next'));
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hashes = loaded.get(route);
  return hashes ? { prerendered: true, hashes } : { prerendered: false, hashes: loaded.get(NOT_FOUND_ROUTE) ?? [] };
}
