import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { GAME_PAGES } from './game-pages';
import { expectHydrated, setTier, signUpByApi } from './support';

type Shift = { value: number; sources: string[] };

/**
 * The layout shifts Chromium recorded (the input of CLS) from the end of parsing until the page is
 * settled: hydrated, the leaderboard card and the page's own content loaded, the fonts in, and two
 * frames drawn since. The CPU runs 4 times slower, as in Lighthouse's mobile run, so the page paints before its
 * scripts hydrate it and anything hydration, the viewer hint, the leaderboard or the ad slots moved
 * would show.
 *
 * Left out, as not the page's doing: shifts while the HTML is still being parsed (a slow device
 * painting half a header), and shifts of the site header's logo, menu and account corner, whose text
 * this headless Chromium, which has no emoji font, sometimes paints a frame late. The header's
 * theme toggle still counts: it is what the account corner would push if it moved anything.
 */
async function layoutShiftsAfterLoad(page: Page, path: string): Promise<Shift[]> {
  // The chess page's own content is its level picker: opening a puzzle is a click, after which a shift no longer counts as the load's.
  // A platform game's board need only be there: on a second load its play resumes paused (leaving the
  // page paused it), the board kept in its place but hidden (Word Guesser's taken off) until the player resumes.
  const game = path.slice(1);
  const ready =
    path === '/chess-puzzles'
      ? (p: Page) => expect(p.getByTestId('difficulty-easy')).toBeVisible()
      : CATALOGUE.some((g) => g.id === game && !hasOwnRoute(g.id))
        ? async (p: Page) => {
            await expect(
              p
                .getByTestId(`${game}-board`)
                .or(p.getByRole('button', { name: 'Resume', exact: true }))
                .first(),
            ).toBeAttached();
            await expect(p.getByTestId('game-timer')).toBeVisible();
          }
        : GAME_PAGES.find((p) => p.path === path)!.ready;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  // Settled: hydrated, the leaderboard, the page's own content (a game's board) and its statistics loaded, the fonts in.
  await expectHydrated(page);
  await expect(page.getByTestId('leaderboard-card')).toHaveAttribute('aria-busy', 'false');
  await ready(page);
  await expect(page.locator('[data-testid="statistics-panel"][aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
            : String(node);
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const parsed = navigation?.domInteractive ?? 0;
        const siteHeader = document.querySelector('body > header');
        const toggle = document.querySelector('[data-testid="theme-toggle"]');
        const counts = (source: Source) => !source.node || !siteHeader?.contains(source.node) || source.node === toggle;
        const take = (entries: PerformanceEntry[]) => {
          for (const entry of entries as LayoutShift[]) {
            if (entry.hadRecentInput || entry.startTime < parsed || !entry.sources.some(counts)) continue;
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((s) => `${describe(s.node)}: ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
            });
          }
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            take(observer.takeRecords());
            observer.disconnect();
            resolve(shifts);
          }),
        );
      }),
  );
}

const pages = GAME_PAGES.map((p) => p.path);
// What a signed-in visitor changes is the header, the ads and the leaderboard, the same on every
// prerendered game page: the pages rendered per visitor, and one grid and one hidden-state game.
const signedInPages = ['/', '/2048', '/chess-puzzles', '/sudoku', '/solitaire'];

/**
 * Every page in turn, so that one failure shows every page that shifts. A page that shifted is loaded
 * once more and counts only if the same element shifts again: what the page's code moves, it moves on every load,
 * while this headless Chromium, loaded by the other worker, now and then lays a line of text out a
 * frame late (a button's label, a leaderboard row), which no page can prevent.
 */
async function shiftsOnEveryPage(page: Page, paths: readonly string[] = pages): Promise<{ path: string; shifts: Shift[] }[]> {
  test.setTimeout(60_000 + paths.length * 30_000);
  const out: { path: string; shifts: Shift[] }[] = [];
  for (const path of paths) {
    const first = await layoutShiftsAfterLoad(page, path);
    const again = first.length === 0 ? [] : await layoutShiftsAfterLoad(page, path);
    // The same element moving on both loads is the page's doing. (A second load differs: its play
    // resumes paused, and Resume is wider than Pause; that is not what the first load measured.)
    const moved = (shifts: Shift[]) => new Set(shifts.flatMap((s) => s.sources.map((source) => source.slice(0, source.lastIndexOf(': ')))));
    const firstMoved = moved(first);
    const repeated = [...moved(again)].some((element) => firstMoved.has(element));
    out.push({ path, shifts: repeated ? [...first, ...again] : [] });
  }
  return out;
}
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 412, height: 860 },
];

for (const viewport of viewports) {
  test(`no layout shift while the pages load (anonymous, ${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // An anonymous visitor sees both ad slots (the sidebar from 768 px) and the leaderboard column.
    expect(await shiftsOnEveryPage(page)).toEqual(pages.map((path) => ({ path, shifts: [] })));
    await expect(page.getByTestId('ad-banner')).toBeVisible();
  });
}

async function signedIn(page: Page, tier: 'free' | 'premium'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signUpByApi(page);
  if (tier === 'premium') setTier(email, 'premium');
}

test('no layout shift for a signed-in free player: the account corner fills in without moving anything', async ({ page }) => {
  await signedIn(page, 'free');
  expect(await shiftsOnEveryPage(page, signedInPages)).toEqual(signedInPages.map((path) => ({ path, shifts: [] })));
  await expect(page.getByTestId('user-badge')).toContainText('FREE');
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
});

test('no layout shift for a premium player: the ad slots are gone before the first paint, and what replaces them keeps its size', async ({
  page,
}) => {
  await signedIn(page, 'premium');
  expect(await shiftsOnEveryPage(page, signedInPages)).toEqual(signedInPages.map((path) => ({ path, shifts: [] })));
  await expect(page.getByTestId('user-badge')).toContainText('PREMIUM');
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
});
