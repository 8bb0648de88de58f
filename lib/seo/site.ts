/** The site's name and defaults, used by the metadata, the JSON-LD and the generated images. */
export const SITE_NAME = 'Puzzle Games';
export const DEFAULT_TITLE = 'Puzzle Games: free browser puzzle games';
export const DEFAULT_DESCRIPTION =
  'Free puzzle games in your browser: 2048, chess checkmate puzzles and more. No download, no account needed.';
export const SITE_LOCALE = 'en_US';

/** The generated Open Graph images (app/.../opengraph-image.tsx): 1200x630 PNG. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const OG_IMAGE_CONTENT_TYPE = 'image/png';
/** The route of a segment's generated image, e.g. '/2048/opengraph-image'. */
export const ogImagePath = (segmentPath: string) => `${segmentPath === '/' ? '' : segmentPath}/opengraph-image`;
export const DEFAULT_OG_IMAGE = { path: ogImagePath('/'), alt: DEFAULT_TITLE };

/** An absolute URL on the configured origin (SITE_URL) for a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
