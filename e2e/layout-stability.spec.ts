import { expect, test, type Page } from '@playwright/test';
import { setTier, signUp, uniqueEmail } from './support';

type Shift = { value: number; sources: string[] };

/**
 * Every layout shift Chromium recorded since the page started loading (the input of CLS), once the
 * page is settled: the leaderboard card has its content, the network is quiet and two frames have
 * been drawn since. The ad slots and the leaderboard column have fixed sizes, so there are none.
 */
async function layoutShiftsAfterLoad(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.getByTestId('leaderboard-card')).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        const describe = (node: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node));
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const take = (entries: PerformanceEntry[]) => {
          for (const entry of entries as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({ value: entry.value, sources: entry.sources.map((s) => `${describe(s.node)}: ${rect(s.previousRect)} -> ${rect(s.currentRect)}`) });
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

const pages = ['/', '/2048', '/chess-puzzles'];
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 412, height: 860 },
];

for (const viewport of viewports) {
  test(`no layout shift while the pages load (anonymous, ${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of pages) {
      // An anonymous visitor sees both ad slots (the sidebar from 768 px) and the leaderboard column.
      expect({ path, shifts: await layoutShiftsAfterLoad(page, path) }).toEqual({ path, shifts: [] });
    }
    await expect(page.getByTestId('ad-banner')).toBeVisible();
  });
}

test('no layout shift for a signed-in player, free and then premium (whose pages have no ad slots)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const email = uniqueEmail('stable');
  await signUp(page, email);
  // The account corner fills in from the viewer hint: nothing visible moves with it.
  for (const path of pages) {
    expect({ path, tier: 'free', shifts: await layoutShiftsAfterLoad(page, path) }).toEqual({ path, tier: 'free', shifts: [] });
  }
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
  setTier(email, 'premium');
  // The ad slots are gone before the first paint, and what replaces them has the same size.
  for (const path of pages) {
    expect({ path, tier: 'premium', shifts: await layoutShiftsAfterLoad(page, path) }).toEqual({ path, tier: 'premium', shifts: [] });
  }
  await expect(page.getByTestId('user-badge')).toContainText('PREMIUM');
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
});
