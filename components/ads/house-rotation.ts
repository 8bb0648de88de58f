/**
 * What the house banner shows on a page: another game to try, or Premium's offer where Premium can
 * be bought. Pure and decided by the path alone, so the server and the browser agree.
 */
export type BannerTurn = 'game' | 'premium';

/**
 * Game pages take turns by the game's place in the list (every other game shows Premium); a page of
 * no game shows Premium, except /premium itself. The not-found page is prerendered under another path
 * than the browser's, so every page of no game must get the same turn but /premium (never not-found).
 */
export function bannerTurn(gameIds: readonly string[], pathname: string, premiumOnSale: boolean): BannerTurn {
  if (!premiumOnSale) return 'game';
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'premium') return 'game';
  const at = gameIds.indexOf(segment);
  if (at < 0) return 'premium';
  return at % 2 === 0 ? 'premium' : 'game';
}
