import { expect, test, type Page } from '@playwright/test';

/**
 * The computers' turns are shown one by one after the player's move, well over half a second after
 * the tap, so a real visitor's Cumulative Layout Shift counts whatever they move. Each lays its tile
 * without moving what is on the table: a PerformanceObserver for `layout-shift` (as in
 * layout-stability.spec.ts) sees no shift without recent input inside the line of play.
 */

const board = (page: Page) => page.getByTestId('dominoes-board');
const line = (page: Page) => page.getByTestId('dominoes-line');
const SETTLED = /^(your-turn|round-over|match-over)$/;

declare global {
  interface Window {
    __lineShifts?: string[];
  }
}

/** From now on, every layout shift without recent input whose sources lie in the line, described. */
function watchLineShifts(page: Page) {
  return page.evaluate(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const lineBox = document.querySelector('[data-testid="dominoes-line"]');
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}[${node.getAttribute('data-tile') ?? node.getAttribute('data-end') ?? ''}]`
        : String(node);
    window.__lineShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        for (const s of entry.sources) {
          if (s.node && lineBox?.contains(s.node))
            window.__lineShifts!.push(`${describe(s.node)}: ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift' });
  });
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the computers' tiles land without moving the line (no layout shift after the tap)", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/dominoes');
    await expect(board(page)).toBeVisible();
    // Three Easy opponents: three computer turns follow each move.
    await page.getByRole('button', { name: 'Practice' }).click();
    await page.getByLabel('Level', { exact: true }).selectOption('block-easy-3');
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await expect(page.getByTestId('seat-3')).toContainText('Computer 3 (Easy)');
    await expect(board(page)).toHaveAttribute('data-phase', SETTLED, { timeout: 20_000 });
    await watchLineShifts(page);

    let laidByComputers = 0;
    for (let turn = 0; turn < 8 && laidByComputers < 4; turn++) {
      if ((await board(page).getAttribute('data-phase')) !== 'your-turn') break;
      const answers = Number(await board(page).getAttribute('data-answers'));
      const before = Number(await line(page).getAttribute('data-length'));
      const move = page.getByTestId('dominoes-hand').locator('[data-hand-tile][data-ends]:not([data-ends=""])').first();
      const played = (await move.count()) > 0;
      if (played) {
        const tile = (await move.getAttribute('data-tile'))!;
        const end = before === 0 ? 'left' : (await move.getAttribute('data-ends'))!.split(' ')[0]!;
        await move.tap();
        await line(page).locator(`[data-end="${end}"][data-fits]`).tap();
        await expect(line(page).locator(`[data-tile="${tile}"]`)).toHaveCount(1);
      } else {
        await board(page).getByRole('button', { name: 'Pass', exact: true }).tap();
      }
      await expect(board(page)).not.toHaveAttribute('data-answers', String(answers));
      await expect(board(page)).toHaveAttribute('data-phase', SETTLED, { timeout: 20_000 });
      const after = Number(await line(page).getAttribute('data-length'));
      laidByComputers += after - before - (played ? 1 : 0);
    }
    // Two frames for the last entries to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(laidByComputers, "the computers laid tiles after the player's moves").toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__lineShifts)).toEqual([]);
  });
});
