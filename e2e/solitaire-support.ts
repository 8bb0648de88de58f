import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { proofMoves, solitaireView } from '../lib/games/solitaire/engine';
import { parseSolitaireState, type SolitaireState } from '../lib/games/solitaire/game';
import type { Move } from '../lib/games/solitaire/moves';
import type { SolitaireView } from '../lib/games/solitaire/view';

/**
 * What the Solitaire browser tests need beside the page: the deal's proven line, read from the
 * database through the operator endpoint (local admin token; the test is trusted, the page is not
 * and is given nothing for it), and the page's piles.
 */
export const board = (page: Page) => page.getByTestId('solitaire-board');
export const pile = (page: Page, id: string) => board(page).locator(`[data-pile="${id}"]`);
export const movesShown = (page: Page) => page.getByTestId('solitaire-moves');
export const clockSeconds = async (page: Page) => Number(await page.getByTestId('game-timer').getAttribute('data-seconds'));

function adminToken(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `node scripts/e2e.mjs`.');
  return (JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as { token: string }).token;
}

/** The play's stored state (the page's own cookies say whose play it is). */
export async function storedState(page: Page, playId: string): Promise<SolitaireState> {
  const response = await page.request.get(`/api/admin/play?game=solitaire&playId=${encodeURIComponent(playId)}`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const state = parseSolitaireState(((await response.json()) as { state: unknown }).state);
  if (!state) throw new Error('not a solitaire state');
  return state;
}

export const proofOf = (state: SolitaireState): Move[] => proofMoves(state);
export const viewOf = (state: SolitaireState): SolitaireView => solitaireView(state);

/** A new practice deal of a mode, opened with `press`: its play id, once the deal shows. */
export async function openPractice(
  page: Page,
  level: 'draw-1' | 'draw-3',
  label: string,
  press: (target: Locator) => Promise<void>,
): Promise<string> {
  await expect(board(page)).toBeVisible();
  await press(page.getByRole('button', { name: 'Practice' }));
  await page.getByLabel('Level', { exact: true }).selectOption(level);
  const issued = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/games\/solitaire\/plays$/.test(new URL(r.url()).pathname),
  );
  await press(page.getByRole('button', { name: 'New puzzle' }));
  const playId = ((await (await issued).json()) as { playId: string }).playId;
  await expect(page.getByTestId('game-announcer')).toContainText(`Practice puzzle, ${label}`);
  await expect(board(page)).toHaveAttribute('aria-label', `Solitaire board, ${label}`);
  await expect(page.getByTestId('stock')).toHaveAttribute('data-count', '24');
  await expect(movesShown(page)).toHaveText('0');
  return playId;
}

/** The page's face-up cards of a column, bottom to top. */
export async function columnUp(page: Page, id: string): Promise<string[]> {
  return ((await pile(page, id).getAttribute('data-up')) ?? '').split(' ').filter(Boolean);
}

/** The element a card move picks up: a column's card `count` from its top, the waste's or a foundation's top card. */
export async function sourceCard(page: Page, move: Extract<Move, { type: 'move' }>): Promise<Locator> {
  if (move.from.startsWith('tableau')) {
    const up = await columnUp(page, move.from);
    const code = up[up.length - (move.count ?? 1)];
    if (!code) throw new Error(`no card ${move.count ?? 1} from the top of ${move.from}: ${up.join(' ')}`);
    return pile(page, move.from).locator(`button[data-card="${code}"]`);
  }
  return pile(page, move.from).locator('button[data-card]');
}

/** A point on a card's top strip (what a fanned column shows of it). */
export async function gripOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the card is not visible');
  return { x: box.x + box.width / 2, y: box.y + 6 };
}

/** A point inside a pile, where a drop lands on it. */
export async function dropPointOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  const box = await pile(page, id).boundingBox();
  if (!box) throw new Error(`pile ${id} is not visible`);
  return { x: box.x + Math.min(box.width, 40) / 2, y: box.y + 20 };
}

/**
 * The whole board on the screen with the page at its top: page.mouse, like a hand that does not
 * scroll, reaches only what the viewport shows (a card below its edge is neither picked up nor dropped on).
 */
export async function expectBoardOnScreen(page: Page, when: string) {
  const seen = await board(page).evaluate((el) => ({
    scrollY: window.scrollY,
    bottom: Math.round(el.getBoundingClientRect().bottom),
    screen: window.innerHeight,
  }));
  expect(seen.scrollY, `${when}: the page at its top`).toBe(0);
  expect(seen.bottom, `${when}: the board's bottom within the ${seen.screen} px screen`).toBeLessThanOrEqual(seen.screen);
}

/** Drags with the mouse, in steps, as a hand does. */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

/** Drags with a finger (touch events, so the page sees touch pointers). */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point({ x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 }),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
