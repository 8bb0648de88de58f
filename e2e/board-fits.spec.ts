import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { expectHydrated } from './support';

/**
 * Every platform game's page as a player first opens it (its daily, where it has one) on a 1280x800
 * laptop: the whole board on the screen at scroll 0, under the site header, the game's controls and
 * the reserved message line. The tall ones are Minesweeper's 16x16 daily and Mahjong's 144-tile
 * Turtle: shown whole, not in a box that pans, Minesweeper's cells still a fingertip wide.
 * And Wordsearch on a 390 px phone: a grid whose cells need less than the card's padding keeps a margin.
 */

type Box = { top: number; bottom: number; left: number; right: number };

/** An element's box on the screen, once two more frames are drawn. */
const screenBox = (target: Locator): Promise<Box> =>
  target.evaluate(
    (el) =>
      new Promise<Box>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const r = el.getBoundingClientRect();
            resolve({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
          }),
        ),
      ),
  );

async function openDefault(page: Page, id: string): Promise<Locator> {
  await page.goto(`/${id}`);
  await expectHydrated(page);
  const board = page.getByTestId(`${id}-board`);
  await expect(board).toBeVisible();
  await expect(page.getByTestId('game-timer')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return board;
}

const platformGames = CATALOGUE.filter((g) => !hasOwnRoute(g.id));

test.describe('on a 1280x800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { id } of platformGames) {
    test(`${id}: the board of the page as opened is whole on the screen, under the message line`, async ({ page }) => {
      const board = await openDefault(page, id);
      const box = await screenBox(board);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const slot = await screenBox(page.getByTestId('message-slot'));
      expect(box.top, 'the board starts under the message line').toBeGreaterThanOrEqual(slot.bottom - 0.5);
      expect(box.bottom, 'the board ends inside the screen').toBeLessThanOrEqual(800);
    });
  }

  test('Minesweeper’s 16x16 daily shows whole, its cells at least 28 px, nothing to pan', async ({ page }) => {
    const board = await openDefault(page, 'minesweeper');
    await expect(board).toHaveAttribute('aria-label', 'Minesweeper board, 16 columns by 16 rows, 40 mines');
    await expect(page.getByTestId('board-pan')).not.toHaveAttribute('data-pans', 'true');
    for (const index of [0, 255]) {
      const cell = await screenBox(board.locator(`[data-cell="${index}"]`));
      expect(cell.right - cell.left).toBeGreaterThanOrEqual(27.5);
      expect(cell.bottom).toBeLessThanOrEqual(800);
    }
  });

  test('Mahjong’s daily Turtle shows whole, all 144 tiles face down, nothing to pan', async ({ page }) => {
    const board = await openDefault(page, 'mahjong-solitaire');
    await expect(board).toHaveAttribute('aria-label', 'Mahjong board, Turtle layout, 144 tiles face down');
    await expect(page.getByTestId('board-pan')).not.toHaveAttribute('data-pans', 'true');
    await expect(page.getByTestId('zoom-frame')).toHaveCount(0);
  });
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Wordsearch’s daily grid keeps a margin inside the card where its cells have the room, and cells a finger can hit', async ({
    page,
  }) => {
    const board = await openDefault(page, 'wordsearch');
    const columns = ((await board.getAttribute('data-puzzle')) ?? '').split(/[/:]/)[0]!.length;
    const grid = await screenBox(board);
    const card = await screenBox(page.locator('article.card'));
    const cell = await screenBox(board.locator('[data-cell="0"]'));
    const cellWidth = cell.right - cell.left;
    expect(cellWidth).toBeGreaterThanOrEqual(23.5);
    // The card's 8 px padding is the margin, unless 24 px cells need it (a 15x15 grid, edge to edge).
    const cardInside = card.right - card.left - 2;
    const margin = Math.min(grid.left - card.left, card.right - grid.right) - 1;
    if (24 * columns + 2 <= cardInside - 16) expect(margin).toBeGreaterThanOrEqual(7.5);
    else expect(margin).toBeGreaterThanOrEqual(-0.5);
  });
});
