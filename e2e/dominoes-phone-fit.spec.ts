import { expect, test, type Page } from '@playwright/test';
import { ALL_TILES, ENDS, hasSuit, highOf, lowOf, type Tile } from '../lib/games/dominoes/tiles';
import { expectFitsViewport } from './fits-viewport';
import { askForPractice, expectHydrated } from './support';

/**
 * Dominoes on a 390x844 phone with the longest tables a round can reach: a hand of 21 tiles (every
 * tile drawn, two players), a hand of 9 beside a line of 18, and three computers (their seats on two
 * rows) beside a hand of 13. The page's new practice deal is replaced, on its way to the page, by such
 * a table (a real one needs a long and rare round). The board fits the screen, the hand stays on two
 * balanced rows of tiles at least 24 px wide, and the line stays in its box.
 */

const board = (page: Page) => page.getByTestId('dominoes-board');

/** The line laid from `chain` (each tile shares a pip with the one before), as a reply shows it. */
function lineOf(chain: readonly Tile[]) {
  let open = highOf(chain[0]!);
  return chain.map((tile, i) => {
    const [high, low] = [highOf(tile), lowOf(tile)];
    if (open !== high && open !== low) throw new Error(`${tile} does not follow ${chain[i - 1]}`);
    const left = open;
    open = left === high ? low : high;
    return { tile, left, right: open, double: high === low, seat: i % 2 };
  });
}

/** A new practice play's view shows this table, the player to lay a tile, the boneyard empty. */
async function showTable(page: Page, chain: readonly Tile[], handSize: number, opponents = 1) {
  const line = lineOf(chain);
  const rest = ALL_TILES.filter((tile) => !chain.includes(tile));
  const hand = rest.slice(0, handSize);
  const ends = { left: line[0]!.left, right: line.at(-1)!.right };
  const playable = hand
    .map((tile) => ({ tile, ends: ENDS.filter((end) => hasSuit(tile, ends[end])) }))
    .filter((fit) => fit.ends.length > 0);
  expect(playable.length).toBeGreaterThan(0);
  await page.route('**/api/games/dominoes/plays', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { view?: Record<string, unknown> };
    if (body.view && (route.request().postDataJSON() as { mode?: string } | null)?.mode === 'practice')
      body.view = {
        ...body.view,
        hand,
        line,
        ends,
        // The tiles left over shared among the computers.
        handCounts: [hand.length, ...Array.from({ length: opponents }, (_, i) => Math.floor((rest.length - hand.length + i) / opponents))],
        boneyard: 0,
        phase: 'playing',
        turn: 0,
        mustOpenWith: null,
        playable,
        canDraw: false,
        canPass: false,
        events: [],
        summary: null,
      };
    await route.fulfill({ response, json: body });
  });
}

async function expectWholeOnScreen(page: Page, handSize: number, level = 'draw-easy-1') {
  // Practice: its level picker and New puzzle button make the header taller than the daily's.
  await page.goto('/dominoes');
  await expectHydrated(page);
  await expect(board(page)).toBeVisible();
  await askForPractice(page, level);
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle');
  await expect(page.getByTestId('seat-1')).toContainText(/Computer 1 \((Easy|Hard)\)/);
  await expect(board(page)).toHaveAttribute('data-phase', 'your-turn');
  await expect(page.getByTestId('dominoes-hand').locator('[data-hand-tile]')).toHaveCount(handSize);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectFitsViewport(page, board(page), [page.getByTestId('game-timer'), page.getByRole('button', { name: 'Hint' })]);
  const shape = await page.evaluate(() => {
    const tiles = [...document.querySelectorAll('[data-testid="dominoes-hand"] [data-hand-tile]')].map((t) => t.getBoundingClientRect());
    const box = document.querySelector('[data-testid="dominoes-line"]')!.getBoundingClientRect();
    const laid = [...document.querySelectorAll('[data-testid="dominoes-line"] [data-tile]')].map((t) => t.getBoundingClientRect());
    return {
      rows: Object.values(Object.groupBy(tiles, (t) => Math.round(t.top))).map((row) => row!.length),
      narrowest: Math.min(...tiles.map((t) => t.width)),
      lineOutside: laid.filter((t) => Math.min(t.top - box.top, box.bottom - t.bottom, t.left - box.left, box.right - t.right) < -0.5)
        .length,
      laid: laid.length,
    };
  });
  // At most two rows, of balanced lengths.
  expect(shape.rows.length).toBeLessThanOrEqual(2);
  expect(Math.max(...shape.rows) - Math.min(...shape.rows)).toBeLessThanOrEqual(1);
  expect(shape.narrowest).toBeGreaterThanOrEqual(24);
  expect(shape.lineOutside).toBe(0);
  return shape;
}

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test('a hand of 21 tiles (every tile drawn) fits the screen on two rows, with the line', async ({ page }) => {
  await showTable(page, ['6-6', '6-5', '5-5', '5-4', '4-4', '4-3'], 21);
  expect((await expectWholeOnScreen(page, 21)).laid).toBe(6);
});

test('a hand of 9 beside a line of 18 fits the screen, the whole line in its box', async ({ page }) => {
  const chain: Tile[] = [
    '6-6',
    '6-5',
    '5-5',
    '5-4',
    '4-4',
    '4-3',
    '3-3',
    '3-2',
    '2-2',
    '2-1',
    '1-1',
    '1-0',
    '0-0',
    '6-0',
    '6-4',
    '4-2',
    '2-0',
    '5-0',
  ];
  await showTable(page, chain, 9);
  expect((await expectWholeOnScreen(page, 9)).laid).toBe(18);
});

test('three computers beside a hand of 13 (the most a four-player Draw game deals and draws) and a line of 10 fit the screen', async ({
  page,
}) => {
  const chain: Tile[] = ['6-6', '6-5', '5-5', '5-4', '4-4', '4-3', '3-3', '3-2', '2-2', '2-1'];
  await showTable(page, chain, 13, 3);
  expect((await expectWholeOnScreen(page, 13, 'draw-hard-3')).laid).toBe(10);
  await expect(page.getByTestId('seat-3')).toContainText('Computer 3 (Hard)');
});
