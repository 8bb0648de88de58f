import { expect, test, type Page, type Response } from '@playwright/test';
import { expectHydrated, readBoard, signUpByApi } from './support';
import { canMove, DIRECTIONS, score, sessionMove, startSession, type Direction, type GameSession } from '@/lib/games/2048';

/**
 * The 2048 page in a real browser. `?seed=` makes a game deterministic, so the engine (the same code
 * the page runs) tells the test exactly which board each move must show.
 */

/** Opens a seeded game and waits until the board shows the engine's start position. */
async function openSeeded(page: Page, seed: string): Promise<GameSession> {
  const session = startSession({ seed });
  await page.goto(`/2048?seed=${seed}`);
  await expect.poll(() => readBoard(page)).toEqual(session.board);
  await expectHydrated(page);
  return session;
}

const VECTOR: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** A direction that changes the board, so a gesture that does nothing is told apart from a no-op move. */
function movable(session: GameSession): Direction {
  const direction = DIRECTIONS.find((d) => canMove(session.board, d));
  if (!direction) throw new Error('no move on the start board');
  return direction;
}

function after(session: GameSession, direction: Direction): GameSession {
  const next = sessionMove(session, direction);
  if (!next) throw new Error('the game is blocked');
  return next.session;
}

async function boardCenter(page: Page): Promise<{ x: number; y: number }> {
  const board = page.getByTestId('board-2048');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  if (!box) throw new Error('the board is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the page: heading, description, and a sign-in line for anonymous players', async ({ page }) => {
  await page.goto('/2048');
  await expect(page).toHaveTitle(/2048/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2048');
  await expect(page.getByRole('main')).toContainText('Combine tiles with the same number to reach 2048. Slide the tiles');
  await expect(page.getByTestId('leaderboard-sign-in-hint')).toContainText('to enter the leaderboard');
  // A fresh game shows two tiles at once, without waiting on the network.
  await expect(page.getByTestId('tile')).toHaveCount(2);
});

test('arrow keys and WASD move the tiles exactly as the engine does', async ({ page }) => {
  let session = await openSeeded(page, 'e2e-keys');
  const start = session.board;
  await page.getByTestId('board-2048').focus();
  const keys: [string, Direction][] = [
    ['ArrowLeft', 'left'],
    ['ArrowUp', 'up'],
    ['ArrowRight', 'right'],
    ['ArrowDown', 'down'],
    ['a', 'left'],
    ['w', 'up'],
    ['d', 'right'],
    ['s', 'down'],
  ];
  for (const [key, direction] of keys) {
    session = after(session, direction);
    await page.keyboard.press(key);
    await expect.poll(() => readBoard(page), { message: `after ${key}` }).toEqual(session.board);
  }
  expect(session.moves.length).toBeGreaterThanOrEqual(4);
  expect(session.board).not.toEqual(start);
  await expect(page.getByTestId('score-value')).toHaveText(String(score(session.board)));
});

test('a mouse drag of 20 px does nothing; one of 60 px moves', async ({ page }) => {
  const session = await openSeeded(page, 'e2e-drag');
  const direction = movable(session);
  const [vx, vy] = VECTOR[direction];
  const { x, y } = await boardCenter(page);

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20 * vx, y + 20 * vy, { steps: 4 });
  await page.mouse.up();

  // No sleep to see that nothing happened: had the short drag moved, the long one would show a
  // second move (another tile spawned), never exactly the engine's one move from the start.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60 * vx, y + 60 * vy, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => readBoard(page)).toEqual(after(session, direction).board);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 860 } });

  test('a swipe moves the tiles; a short one does not', async ({ page }) => {
    const session = await openSeeded(page, 'e2e-swipe');
    const direction = movable(session);
    const [vx, vy] = VECTOR[direction];
    // Record what the board's handlers receive, to be sure real touch pointers drove the move.
    await page.getByTestId('board-2048').evaluate((board) => {
      const seen: string[] = [];
      (window as unknown as { pointerTypes: string[] }).pointerTypes = seen;
      board.addEventListener('pointerup', (event) => seen.push((event as PointerEvent).pointerType));
    });
    const { x, y } = await boardCenter(page);
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (distance: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step++) {
        const d = (distance * step) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + d * vx, y: y + d * vy }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(20);
    // As with the mouse: the long swipe must show exactly one move from the start board.
    await swipe(80);
    await expect.poll(() => readBoard(page)).toEqual(after(session, direction).board);
    const types = await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes);
    expect(types).toEqual(['touch', 'touch']);
  });
});

test('the best score survives a reload', async ({ page }) => {
  let session = await openSeeded(page, 'e2e-best');
  const startScore = score(session.board);
  await page.getByTestId('board-2048').focus();
  for (let i = 0; i < 10; i++) {
    const direction = movable(session);
    session = after(session, direction);
    await page.keyboard.press(`Arrow${direction[0]!.toUpperCase()}${direction.slice(1)}`);
    await expect.poll(() => readBoard(page)).toEqual(session.board);
  }
  const best = String(score(session.board));
  await expect(page.getByTestId('best-value')).toHaveText(best);

  await page.reload();
  // The seeded start board again, but the best score is remembered.
  await expect.poll(() => readBoard(page)).toEqual(startSession({ seed: 'e2e-best' }).board);
  await expect(page.getByTestId('score-value')).toHaveText(String(startScore));
  await expect(page.getByTestId('best-value')).toHaveText(best);
});

test('Game Over on a board that cannot move; Try Again starts a fresh board of two tiles', async ({ page }) => {
  await page.goto('/2048?board=2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2');
  await expectHydrated(page);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText('Game Over');
  await expect(page.getByTestId('final-score')).toHaveText('48');
  await over.getByRole('button', { name: 'Try Again' }).click();
  await expect(over).toBeHidden();
  await expect(page.getByTestId('tile')).toHaveCount(2);
  await expect(page.getByTestId('score-value')).not.toHaveText('48');
});

test('Game Over appears after the last possible move', async ({ page }) => {
  // Only right (and down) can move; after right, whatever spawns in the bottom-left corner, nothing can.
  const board = [2, 4, 2, 4, 4, 2, 4, 2, 16, 8, 16, 8, 32, 64, 32, 0];
  await page.goto(`/2048?board=${board.join(',')}`);
  await expectHydrated(page);
  await expect.poll(() => readBoard(page)).toEqual([board.slice(0, 4), board.slice(4, 8), board.slice(8, 12), board.slice(12)]);
  await expect(page.getByTestId('game-over')).toBeHidden();
  await page.getByTestId('board-2048').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('game-over')).toBeVisible();
  const shown = await readBoard(page);
  expect(shown[3]?.slice(1)).toEqual([32, 64, 32]);
  expect([2, 4]).toContain(shown[3]?.[0]);
});

test('arrow keys do not scroll the page while the board has focus', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 480 });
  let session = await openSeeded(page, 'e2e-scroll');
  const board = page.getByTestId('board-2048');
  await board.focus();
  // Put the board near the top, with room to scroll both ways.
  await board.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 40));
  const before = await page.evaluate(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }));
  expect(before.y).toBeGreaterThan(40);
  expect(before.max - before.y).toBeGreaterThan(40);

  for (const [key, direction] of [
    ['ArrowDown', 'down'],
    ['ArrowDown', 'down'],
    ['ArrowUp', 'up'],
    ['ArrowUp', 'up'],
  ] as const) {
    session = after(session, direction);
    await page.keyboard.press(key);
    await expect.poll(() => readBoard(page)).toEqual(session.board);
  }
  await expect(board).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(before.y);

  // The control: with a button focused, the same key does scroll this page.
  const button = page.getByRole('button', { name: 'New Game' });
  await button.focus();
  const buttonY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(buttonY);
});

test('signed in, New Game plays a server game; the server refuses anonymous and forged submissions', async ({ page }) => {
  const anonymous = await page.request.post('/api/2048/runs');
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).error.message).toBe('Sign in to enter the leaderboard.');

  const runStarted = (r: Response) => new URL(r.url()).pathname === '/api/2048/runs' && r.request().method() === 'POST';
  await signUpByApi(page);
  // Signed in from the first load: the page asks the server for its first board's seed at once.
  const first = page.waitForResponse(runStarted);
  await page.goto('/2048');
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await expect(page.getByTestId('leaderboard-sign-in-hint')).toBeHidden();
  expect((await first).status()).toBe(201);
  const started = page.waitForResponse(runStarted);
  await page.getByRole('button', { name: 'New Game' }).click();
  const response = await started;
  expect(response.status()).toBe(201);
  const { gameId, seed } = (await response.json()) as { gameId: string; seed: string };
  expect(seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // The fresh board was swapped for the server seed's start position before any move.
  await expect.poll(() => readBoard(page)).toEqual(startSession({ seed }).board);

  const finish = (id: string, body: unknown) => page.request.post(`/api/2048/runs/${id}/finish`, { data: body });
  const forged = await finish(gameId, { moves: 'lrlrudud' });
  expect(forged.status()).toBe(422);
  expect((await forged.json()).error.message).toBe('This game did not reach 2048 with these moves.');
  const garbage = await finish(gameId, { moves: 'up, down' });
  expect(garbage.status()).toBe(422);
  expect((await garbage.json()).error.code).toBe('invalid_input');
  const missing = await finish('00000000-0000-4000-8000-000000000000', { moves: 'l' });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.message).toBe('Game not found.');
});
