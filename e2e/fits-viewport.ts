import { expect, type Locator, type Page } from '@playwright/test';

/** The viewports every game page must fit: a phone and a laptop. */
export const FIT_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/**
 * Asserts that a game's board and its main controls are entirely visible without scrolling, below
 * the site header: the page is at its top, nothing overflows sideways, and each box lies inside
 * the viewport. For every game page: pass the board's locator and the controls' locators.
 */
export async function expectFitsViewport(page: Page, board: Locator, controls: Locator[]): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport size');
  const scroll = await page.evaluate(() => ({
    x: window.scrollX,
    y: window.scrollY,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(scroll, 'the page is shown from its top, with nothing wider than the screen').toEqual({ x: 0, y: 0, overflow: 0 });
  const header = await page.locator('body > header').boundingBox();
  if (!header) throw new Error('the site header is not visible');
  for (const [index, target] of [board, ...controls].entries()) {
    const name = index === 0 ? 'the board' : `control ${index}`;
    await expect(target, name).toBeVisible();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    const inside = {
      belowHeader: box.y >= header.y + header.height - 0.5,
      left: box.x >= -0.5,
      right: box.x + box.width <= viewport.width + 0.5,
      bottom: box.y + box.height <= viewport.height + 0.5,
    };
    expect({ name, ...inside, box }, `${name} at ${viewport.width}x${viewport.height}`).toEqual({
      name,
      belowHeader: true,
      left: true,
      right: true,
      bottom: true,
      box,
    });
  }
}
