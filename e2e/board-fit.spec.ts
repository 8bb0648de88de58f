import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEPTH } from '../components/games/mahjong-solitaire/mahjong-client';
import { TAP_PX } from '../components/games/shell/zoom-math';
import { widthByHeight } from '../components/games/solitaire/board-fit';

/**
 * Boards too large for a phone (the 144-tile Turtle, Minesweeper Expert): drawn in a frame that keeps
 * to the screen, zoomed with a pinch or the Zoom buttons and panned inside the frame, every target a
 * fingertip wide as they open (the whole board one press of Zoom out away, or a few) and reachable
 * by a tap. And Solitaire's cards as large as a laptop's
 * height allows.
 */

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (target: Locator): Promise<Box> => {
  const box = await target.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
};

/** The frame lies on the screen and the page has nothing wider than it. */
async function expectFrameOnScreen(page: Page) {
  const frame = await boxOf(page.getByTestId('zoom-pan'));
  const viewport = page.viewportSize()!;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

/** Two fingers spreading apart over the frame, as the browser reports them (touch events). */
async function pinchOut(page: Page, over: Locator) {
  const box = await boxOf(over);
  const [cx, cy] = [box.x + box.width / 2, box.y + Math.min(box.height, 200) / 2];
  const cdp = await page.context().newCDPSession(page);
  const points = (spread: number) => [
    { x: cx - spread, y: cy, id: 1 },
    { x: cx + spread, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(30) });
  for (const spread of [40, 55, 70, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Turtle daily opens at tiles a fingertip wide, shows whole zoomed out, pans in its frame, and a tile is picked by a tap', async ({
    page,
  }) => {
    await page.goto('/mahjong-solitaire');
    await page.getByRole('button', { name: 'Deal the tiles' }).tap();
    const board = page.getByTestId('mahjong-solitaire-board');
    await expect(board.locator('[data-code]')).toHaveCount(144);
    const faceWidth = async () => (await boxOf(board.locator('[data-place]').first())).width / (1 + DEPTH);

    // It opens zoomed, every tile a fingertip wide, the frame on the screen.
    await expectFrameOnScreen(page);
    expect(await faceWidth()).toBeGreaterThanOrEqual(TAP_PX - 0.5);
    const frameZoom = async () => Number(await page.getByTestId('zoom-frame').getAttribute('data-zoom'));
    expect(await frameZoom()).toBeGreaterThan(1);

    // Zoom out goes, step by step, to the whole Turtle: its tiles then too narrow for a finger.
    const zoomOut = page.getByRole('button', { name: 'Zoom out the board' });
    for (let i = 0; i < 6 && (await zoomOut.isEnabled()); i++) await zoomOut.tap();
    await expect(zoomOut).toBeDisabled();
    expect(await frameZoom()).toBe(1);
    expect(await faceWidth()).toBeLessThan(TAP_PX);
    await expectFrameOnScreen(page);

    // A pinch zooms in; Zoom out goes back, step by step, to the whole board.
    await pinchOut(page, page.getByTestId('zoom-pan'));
    await expect.poll(frameZoom).toBeGreaterThan(1.5);
    for (let i = 0; i < 6 && (await zoomOut.isEnabled()); i++) await zoomOut.tap();
    await expect(zoomOut).toBeDisabled();
    expect(await frameZoom()).toBe(1);

    // One press of Zoom in: every tile a fingertip wide, the frame still on the screen.
    await page.getByRole('button', { name: 'Zoom in the board' }).tap();
    await expect.poll(faceWidth).toBeGreaterThanOrEqual(TAP_PX - 0.5);
    await expectFrameOnScreen(page);
    const frame = await boxOf(page.getByTestId('zoom-pan'));
    expect((await boxOf(board)).width).toBeGreaterThan(frame.width);

    // The last free tile (at the far end of the board) is reached by panning the frame, and a tap picks it.
    const free = board.locator('[data-free]').last();
    await free.scrollIntoViewIfNeeded();
    const tile = await boxOf(free);
    expect(tile.x + tile.width / 2).toBeLessThan(frame.x + frame.width);
    await free.tap();
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('Minesweeper Expert lies on its side in a frame, its cells a fingertip wide, the far corner opened by a tap', async ({ page }) => {
    await page.goto('/minesweeper');
    await page.getByRole('button', { name: 'Practice' }).tap();
    await page.getByLabel('Level', { exact: true }).selectOption('expert');
    await page.getByRole('button', { name: 'New puzzle' }).tap();
    const board = page.getByTestId('minesweeper-board');
    await expect(board).toHaveAttribute('aria-label', 'Minesweeper board, 30 columns by 16 rows, 99 mines, shown on its side');

    // Sixteen columns across the phone, thirty down; the cells start a fingertip wide.
    const cells = board.locator('[data-cell]');
    await expect(cells).toHaveCount(480);
    for (const index of [0, 479]) expect((await boxOf(cells.nth(index))).width).toBeGreaterThanOrEqual(TAP_PX);
    await expectFrameOnScreen(page);

    // The far corner: reached by panning the frame (not the page), opened by a tap.
    const corner = board.locator('[data-cell="479"]');
    await corner.scrollIntoViewIfNeeded();
    await corner.tap();
    await expect(corner).not.toHaveAttribute('data-value', 'hidden');
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    // Zoomed out, the whole width of the board shows in the frame.
    const zoomOut = page.getByRole('button', { name: 'Zoom out the board' });
    for (let i = 0; i < 6 && (await zoomOut.isEnabled()); i++) await zoomOut.tap();
    await expect(zoomOut).toBeDisabled();
    const frame = await boxOf(page.getByTestId('zoom-pan'));
    await expect.poll(async () => (await boxOf(board)).width).toBeLessThanOrEqual(frame.width);
  });
});

test.describe('on a 1280x800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Solitaire’s cards are as large as the height below the board’s top allows, the dealt board all on the screen', async ({ page }) => {
    await page.goto('/solitaire');
    const board = page.getByTestId('solitaire-board');
    const card = board.locator('[data-card]').first();
    await expect(card).toBeVisible();
    const top = (await boxOf(board)).y;
    const width = (await boxOf(card)).width;
    // The old budget kept 4.2 card heights (cards 5:7) under the board's top.
    const room = 800 - top - 12;
    expect(width).toBeGreaterThan(Math.floor(room / (4.2 * 1.4)));
    // The dealt board fits above the fold: every card of every column.
    const bottoms = await board
      .locator('[data-card], [data-pile^="tableau"] *')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(800);
    // As wide as the narrower of the two limits: seven columns across the board, or the board's height budget.
    const boardWidth = (await boxOf(board)).width;
    const gap = 8;
    expect(width).toBeGreaterThanOrEqual(Math.min(Math.floor((boardWidth - 6 * gap) / 7), widthByHeight(room, gap)) - 2);
  });
});
