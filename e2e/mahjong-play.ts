import { expect, type Locator, type Page } from '@playwright/test';
import { geometryOf } from '../lib/games/mahjong-solitaire/board';
import { layoutById, type LayoutId } from '../lib/games/mahjong-solitaire/layouts';
import type { Tiles } from '../lib/games/mahjong-solitaire/rules';
import { solveBoard } from '../lib/games/mahjong-solitaire/solver';

/**
 * Playing Mahjong Solitaire through the page, for the browser tests (mahjong-solitaire.spec.ts,
 * win-flourish.spec.ts). The clearing order stays on the server, so a test finds its own: it reads
 * the tiles the page shows and clears them with the engine's solver, run here (the test is trusted,
 * the page is not); taking pairs of a clearing never blocks its later pairs.
 */

export const quick = layoutById('quick').positions;
export const geometry = geometryOf(quick);
export const board = (page: Page) => page.getByTestId('mahjong-solitaire-board');
export const tile = (page: Page, place: number) => board(page).locator(`[data-place="${place}"]`);
export const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

export const dealButton = (page: Page) => page.getByRole('button', { name: 'Deal the tiles' });

/**
 * Before the deal: the layout face down, the board itself the deal button (no Deal step of its own:
 * it covers the whole board) and focused, no face anywhere in the page, the clock at 0:00.
 */
export async function expectFaceDown(page: Page, layout: string, label: string, count: number) {
  await expect(board(page)).toHaveAttribute('data-layout', layout);
  await expect(board(page)).toHaveAttribute('aria-label', `Mahjong board, ${label} layout, ${count} tiles face down`);
  await expect(dealButton(page)).toBeFocused();
  await expect(page.getByRole('button', { name: /deal/i })).toHaveCount(1);
  expect(await dealButton(page).boundingBox()).toEqual(await board(page).boundingBox());
  await expect(page.locator('[data-code], [data-place], use[href*="mahjong-tiles"]')).toHaveCount(0);
  await expect(page.getByTestId('game-timer')).toHaveAttribute('data-seconds', '0');
  await expect(page.getByTestId('game-timer')).toHaveText('0:00');
  await expect(page.getByRole('button', { name: 'Hint' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled();
}

/** A new practice deal of a layout, dealt by `deal` (a press of the deal button): all its tiles face up. */
export async function openLayout(
  page: Page,
  id: LayoutId,
  press: (target: Locator) => Promise<void>,
  deal: (button: Locator) => Promise<void> = press,
) {
  const { label, positions } = layoutById(id);
  await press(page.getByRole('button', { name: 'Practice' }));
  await page.getByLabel('Level', { exact: true }).selectOption(id);
  await press(page.getByRole('button', { name: 'New puzzle' }));
  await expect(page.getByTestId('game-announcer')).toContainText(`Practice puzzle, ${label}`);
  await expectFaceDown(page, id, label, positions.length);
  await deal(dealButton(page));
  await expect(board(page)).toHaveAttribute('aria-label', `Mahjong board, ${label} layout, ${positions.length} tiles left`);
  await expect(board(page).locator('[data-code]')).toHaveCount(positions.length);
  await expect(dealButton(page)).toHaveCount(0);
}

/** A new Quick deal, dealt by `deal`: its 48 tiles face up. */
export const openQuick = (page: Page, press: (target: Locator) => Promise<void>, deal?: (button: Locator) => Promise<void>) =>
  openLayout(page, 'quick', press, deal);

/** The tiles the page shows of a layout, place by place (null where taken). */
export async function readTiles(page: Page, id: LayoutId = 'quick'): Promise<Tiles> {
  const shown = await board(page)
    .locator('[data-place]')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({ place: Number(b.getAttribute('data-place')), code: b.getAttribute('data-code') ?? '' })),
    );
  const tiles: (string | null)[] = new Array<string | null>(layoutById(id).positions.length).fill(null);
  for (const { place, code } of shown) tiles[place] = code;
  return tiles;
}

/**
 * A clearing of the board as shown, found by the test's solver. It has no guide (the deal's order is
 * the server's), so the game's search budget gives up on a few deals (1 Fortress of 60, 7 Turtles of
 * 60); every deal is solvable, so a larger budget is tried before the test says it found none.
 */
export async function clearingOf(page: Page, id: LayoutId = 'quick'): Promise<(readonly [number, number])[]> {
  const geometry = geometryOf(layoutById(id).positions);
  const tiles = await readTiles(page, id);
  let solved = solveBoard(geometry, tiles);
  for (const budget of [500_000, 5_000_000]) if ('gaveUp' in solved) solved = solveBoard(geometry, tiles, { budget });
  if (!('solution' in solved)) throw new Error(`the test's solver found no clearing: ${JSON.stringify(solved)}`);
  return solved.solution;
}

/** Takes the pairs with `press`, each pair's tiles gone before the next; `pace` runs before each pair. */
export async function takePairs(
  page: Page,
  pairs: readonly (readonly [number, number])[],
  press: (target: Locator) => Promise<void>,
  pace?: (index: number) => Promise<void>,
) {
  for (const [index, [a, b]] of pairs.entries()) {
    await pace?.(index);
    await press(tile(page, a));
    await expect(tile(page, a)).toHaveAttribute('aria-pressed', 'true');
    await press(tile(page, b));
    await expect(tile(page, a)).toHaveCount(0);
    await expect(tile(page, b)).toHaveCount(0);
  }
}
