import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { howToPlaySeenKey } from '../lib/browser-keys';
import { expectHydrated } from './support';

/**
 * The first-visit "How to play" card: shown by itself once per game (this browser remembers it),
 * reopened from the button by the title, closed by its button or Escape with focus given back.
 * These tests start with nothing remembered (the config's default marks every card seen).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const card = (page: Page, name: string) => page.getByRole('dialog', { name: `How to play ${name}` });

test('a first visit shows the card once, not again on reload; the button reopens it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sudoku');
  const dialog = card(page, 'Sudoku');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('how-to-example')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /must be 4/ })).toBeVisible();
  await expect(dialog.getByTestId('how-to-lines')).toContainText('1 to 9');
  // Modal: focus starts on its Play button and Tab stays inside it.
  const play = dialog.getByRole('button', { name: 'Play' });
  await expect(play).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Reloaded: the game loads (its play resumed) and the card stays shut.
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByTestId('sudoku-board')).toBeAttached();
  await expect(dialog).toBeHidden();

  // The button by the title reopens it; Play closes it and focus goes back to the button.
  const button = page.getByRole('button', { name: 'How to play' });
  await button.click();
  await expect(dialog).toBeVisible();
  await play.click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Each game has its own card: Queenie's shows on its first visit, with its rule.
  await page.goto('/queenie');
  await expect(card(page, 'Queenie')).toBeVisible();
  await expect(card(page, 'Queenie').getByTestId('how-to-lines')).toContainText('not even diagonally');
  await card(page, 'Queenie').getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Queenie')).toBeHidden();
});

test("a grid game's puzzle loads paused behind the first-visit card; one click outside closes it and the board is there", async ({
  page,
}) => {
  const issued: unknown[] = [];
  const clock: unknown[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST') return;
    if (/\/api\/games\/takuzu\/plays$/.test(path)) issued.push(request.postDataJSON());
    if (/\/api\/games\/takuzu\/plays\/[^/]+\/clock$/.test(path)) clock.push(request.postDataJSON());
  });
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/games\/takuzu\/plays$/.test(new URL(r.url()).pathname),
  );
  await page.goto('/takuzu');
  await expectHydrated(page);
  const dialog = card(page, 'Takuzu');
  await expect(dialog).toBeVisible();
  // Issued while the card is open, paused: the player's clock waits for the card.
  const issue = await answer;
  expect(issue.status()).toBe(201);
  expect(await issue.json()).toMatchObject({ status: 'playing', paused: true });
  expect(issued).toHaveLength(1);
  expect(issued[0]).toMatchObject({ paused: true });
  expect(clock).toEqual([]);
  // One click outside the card (on the backdrop) closes it; the board is there at once, and the clock resumes.
  const resumed = page.waitForResponse((r) => /\/clock$/.test(new URL(r.url()).pathname));
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('takuzu-board')).toBeVisible();
  await expect(page.getByText('Loading the puzzle…')).toHaveCount(0);
  expect(await (await resumed).json()).toMatchObject({ paused: false });
  expect(clock).toEqual([{ paused: false }]);
  expect(issued).toHaveLength(1);
});

test("a hidden-state game's play loads behind the first-visit card: Escape closes it and the covered grid is there", async ({ page }) => {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/games\/crosswords\/plays$/.test(new URL(r.url()).pathname),
  );
  await page.goto('/crosswords');
  await expectHydrated(page);
  const dialog = card(page, 'Crosswords');
  await expect(dialog).toBeVisible();
  expect((await answer).status()).toBe(201);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('crosswords-board')).toBeVisible();
  await expect(page.getByText('Loading the puzzle…')).toHaveCount(0);
  await expect(page.getByTestId('crosswords-cover')).toBeVisible();
  await expect(page.getByTestId('crosswords-start')).toBeEnabled();
});

test("a first visit's card paints with the page, before any of the page's scripts has run; a seen one does not", async ({ page }) => {
  // The page's bundles never arrive: what shows is the server's HTML, the stylesheet and the pre-paint script.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto('/sudoku');
  const card = page.getByTestId('how-to-play-dialog');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'How to play Sudoku' })).toBeVisible();
  await expect(card.getByTestId('how-to-lines')).toBeVisible();
  // Remembered as seen (as the page's script does once it runs): the next load paints no card.
  await page.evaluate((key) => localStorage.setItem(key, '1'), howToPlaySeenKey('sudoku'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sudoku' })).toBeVisible();
  await expect(card).toBeHidden();
});

test('the full how-to is above the statistics, and the tagline says the rule', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, name, rule] of [
    ['/takuzu', 'Takuzu', /never three alike side by side, as many 0s as 1s in each line, and no two lines the same/],
    ['/minesweeper', 'Minesweeper', /numbers as clues/],
    ['/wordguesser', 'Word Guesser', /five-letter word in six tries/],
  ] as const) {
    await page.goto(path);
    await card(page, name).getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('game-tagline')).toHaveText(rule);
    const section = page.getByTestId('how-to-play-section');
    const statistics = page.getByTestId('statistics-panel');
    await expect(section.getByRole('heading', { name: 'How to play' })).toBeVisible();
    // Both read in one frame, once the statistics have loaded (the section changes height then).
    await expect(statistics).toHaveAttribute('aria-busy', 'false');
    const [howBottom, statsTop] = await page.evaluate(() => {
      const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
      return [box('how-to-play-section').bottom, box('statistics-panel').top];
    });
    expect(howBottom).toBeLessThanOrEqual(statsTop);
  }
});

test('every platform game has the full how-to between its play area and its statistics', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const game of CATALOGUE.filter((g) => !hasOwnRoute(g.id))) {
    await page.goto(`/${game.id}`);
    await card(page, game.name).getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('how-to-play-section').getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expect(page.getByTestId('statistics-panel')).toHaveAttribute('aria-busy', 'false');
    const [areaBottom, howTop, howBottom, statsTop] = await page.evaluate(() => {
      const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
      return [box('game-area').bottom, box('how-to-play-section').top, box('how-to-play-section').bottom, box('statistics-panel').top];
    });
    expect({ game: game.id, below: areaBottom <= howTop && howBottom <= statsTop }).toEqual({ game: game.id, below: true });
  }
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('each platform game and 2048 open their card on the first visit; it fits the screen and its buttons are thumb-sized', async ({
    page,
  }) => {
    for (const [path, name, picture] of [
      ['/queenie', 'Queenie', /4 by 4 Queenie board/],
      ['/takuzu', 'Takuzu', null],
      ['/minesweeper', 'Minesweeper', /flagged as the mine/],
      ['/wordguesser', 'Word Guesser', /CRANE/],
      ['/wordsearch', 'Wordsearch', /CAT/],
      ['/2048', '2048', /merge|becomes/],
    ] as const) {
      await page.goto(path);
      const dialog = card(page, name);
      await expect(dialog).toBeVisible();
      // The card paints before the page's script runs (the pre-paint mark); here it is tapped as the
      // modal dialog (the painted card has its own test below).
      await expect(dialog).toHaveAttribute('open', '');
      await expect(dialog.getByTestId('how-to-example')).toBeVisible();
      if (picture) await expect(dialog.getByRole('img', { name: picture })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
      for (const label of ['Play', 'Close']) {
        const size = await dialog.getByRole('button', { name: label }).boundingBox();
        expect(size && size.width >= 44 && size.height >= 44).toBe(true);
      }
      await dialog.getByRole('button', { name: 'Play' }).tap();
      await expect(dialog).toBeHidden();
      const button = await page.getByRole('button', { name: 'How to play' }).boundingBox();
      expect(button && button.height >= 44).toBe(true);
    }
  });
});

test("before the page's scripts run, the painted card closes by Play, Close or Escape, and stays closed once they have", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The scripts held back (not the stylesheets): what a slow phone shows before they arrive.
  const scripts = '**/_next/static/**';
  await page.route(scripts, (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  for (const [path, name, close] of [
    ['/sudoku', 'Sudoku', 'Play'],
    ['/takuzu', 'Takuzu', 'Close'],
    ['/queenie', 'Queenie', 'Escape'],
  ] as const) {
    await page.goto(path);
    const dialog = card(page, name);
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveAttribute('open', '');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), howToPlaySeenKey(path.slice(1)))).not.toBeNull();
  }
  // With the scripts: the game starts and the card stays shut.
  await page.unroute(scripts);
  await page.goto('/sudoku');
  await expectHydrated(page);
  await expect(page.getByTestId('sudoku-board')).toBeVisible();
  await expect(card(page, 'Sudoku')).toBeHidden();
});
