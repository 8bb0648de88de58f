/**
 * Pages that load no third-party script (no ads): where passwords, recovery tokens and account
 * details are typed or shown. The ad slots render nothing there and the page's CSP allows no ad
 * origin. Adding a page is one line.
 */
export const AD_FREE_PAGES: readonly string[] = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/delete-account',
  '/account',
  '/admin',
];

export function isAdFreePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AD_FREE_PAGES.includes(path);
}
