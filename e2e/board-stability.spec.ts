import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { expectHydrated } from './support';
import { readPuzzle as readTakuzu } from './takuzu-play';

/**
 * Nothing moves under a finger: on every platform game, a hint (the Hint button, where the game has
 * one) and then a notice (the game's answer to an input its rules refuse) leave the board exactly
 * where it was, and Chromium records no layout shift of it. Hints and notices take reserved space or
 * float over what is not the board.
 */

type Game = {
  /** Starts a play the page shows covered (Crosswords: the grid is the start). */
  start?(page: Page, board: Locator): Promise<void>;
  /** The game's own "help" where it has no Hint button (Crosswords' Check). */
  help?(page: Page): Promise<void>;
  /** Provokes the game's notice and answers where it shows; none: the game has no notice for a refused input. */
  notice?(page: Page, board: Locator): Promise<Locator>;
};

const playNotice = (page: Page) => page.getByTestId('play-notice');

/** What each game refuses with a notice. A game missing here is measured with its hint alone. */
const GAMES: Record<string, Game> = {
  sudoku: {
    async notice(page, board) {
      const puzzle = (await board.getAttribute('data-puzzle')) ?? '';
      const given = [...puzzle].findIndex((c) => c !== '.');
      await board.locator(`[data-cell="${given}"]`).click();
      await page.keyboard.press(puzzle[given] === '9' ? '1' : '9');
      return playNotice(page);
    },
  },
  takuzu: {
    async notice(page, board) {
      const { solution, empties } = await readTakuzu(page);
      const given = solution.findIndex((_, i) => !empties.includes(i));
      await board.locator(`[data-cell="${given}"]`).click();
      return playNotice(page);
    },
  },
  wordsearch: {
    // Two neighbouring letters: no listed word is that short.
    async notice(page, board) {
      await board.locator('[data-cell="0"]').click();
      await board.locator('[data-cell="1"]').click();
      return playNotice(page);
    },
  },
  minesweeper: {
    // The daily starts at its ringed cell: another cell says so.
    async notice(page, board) {
      const start = Number(await board.locator('[data-start]').getAttribute('data-cell'));
      await board.locator(`[data-cell="${start === 0 ? 1 : 0}"]`).click();
      return playNotice(page);
    },
  },
  'mahjong-solitaire': {
    async notice(page, board) {
      await board.locator('[data-place]:not([data-free])').first().click({ force: true });
      return playNotice(page);
    },
  },
  solitaire: {
    async notice(page) {
      await page
        .getByRole('button', { name: /foundation, empty/ })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      return playNotice(page);
    },
  },
  dominoes: {
    // Measured on the player's turn, once the opponents' turns are shown (they move the table themselves).
    async start(_page, board) {
      await expect(board).toHaveAttribute('data-phase', /^(your-turn|round-over|match-over)$/, { timeout: 20_000 });
    },
    // An end of the line pressed with no tile picked (or before the player's turn).
    async notice(page, board) {
      await board.locator('[data-end]').first().click({ force: true });
      return playNotice(page);
    },
  },
  crosswords: {
    async start(page, board) {
      await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-phase', 'playing');
      const cover = page.getByTestId('crosswords-cover');
      if (await cover.count()) await board.locator('[aria-selected="true"]').click();
      await expect(cover).toHaveCount(0);
    },
    // No Hint button: Check (a square) is its help.
    async help(page) {
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByRole('button', { name: 'Check square' }).click();
    },
  },
  wordguesser: {
    // A word too short, on the page's own keyboard: one letter, then Enter.
    async notice(page) {
      const keys = page.getByTestId('wordguesser-keyboard');
      await keys.getByRole('button', { name: /^A\b/ }).click();
      await expect(page.getByTestId('wordguesser-board').locator('[data-score="typed"]')).toHaveCount(1);
      await keys.getByRole('button', { name: 'Enter', exact: true }).click();
      return playNotice(page);
    },
  },
};

type Box = { x: number; y: number; width: number; height: number };

/** An element's box in the page, to the pixel (scrolling the window is not the layout moving). */
function pageBox(target: Locator): Promise<Box> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const px = Math.round;
    return { x: px(r.x + window.scrollX), y: px(r.y + window.scrollY), width: px(r.width), height: px(r.height) };
  });
}

/** The board's box once it has its size and keeps it from one frame to the next (a board sizes itself to the screen). */
async function settledBox(page: Page, board: Locator): Promise<Box> {
  let last: Box | null = null;
  await expect
    .poll(async () => {
      const now = await pageBox(board);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const same = now.width > 0 && now.height > 0 && JSON.stringify(now) === JSON.stringify(await pageBox(board));
      last = now;
      return same;
    })
    .toBe(true);
  return last!;
}

/** From now on, every layout shift Chromium records whose source is the board, inside it or holds it. */
function watchShifts(page: Page, testId: string): Promise<void> {
  return page.evaluate((id) => {
    const w = window as unknown as { __boardShifts: string[] };
    w.__boardShifts = [];
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const observer = new PerformanceObserver((list) => {
      const board = document.querySelector(`[data-testid="${id}"]`);
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: Source[] })[]) {
        for (const s of entry.sources) {
          if (!board || !s.node || !(board.contains(s.node) || s.node.contains(board))) continue;
          const r = (b: DOMRectReadOnly) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`;
          const name = s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : '#text';
          w.__boardShifts.push(`${name}: ${r(s.previousRect)} -> ${r(s.currentRect)}`);
        }
      }
    });
    observer.observe({ type: 'layout-shift' });
  }, testId);
}

/** The shifts recorded so far, once two more frames are drawn (an entry is reported after its frame). */
function boardShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __boardShifts: string[] }).__boardShifts))),
      ),
  );
}

/** Whether two boxes share any area. */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Games measured on today's daily (their notice needs it). The others are measured on a practice
 * play: a hint on a daily from this address holds any other player's win of it for review (help
 * nearby, fair play), and every browser test comes from 127.0.0.1, so a hinted daily here would
 * keep another spec's daily win off the boards.
 */
const ON_THE_DAILY = new Set(['minesweeper']);

/** A first play's board, whatever starts it (Mahjong's deal) pressed first. */
async function openBoard(page: Page, id: string): Promise<Locator> {
  await page.goto(`/${id}`);
  await expectHydrated(page);
  const board = page.getByTestId(`${id}-board`);
  const start = page.getByRole('button', { name: /^(Deal the tiles|Start)$/ });
  await expect(board.or(start).first()).toBeVisible();
  await expect(page.getByTestId('game-timer')).toBeVisible();
  const practice = page.getByRole('button', { name: 'Practice', exact: true });
  if (!ON_THE_DAILY.has(id) && (await practice.count()) > 0) {
    await practice.click();
    await expect(practice).toHaveAttribute('aria-pressed', 'true');
    await expect(board.or(start).first()).toBeVisible();
    await expect(page.getByTestId('game-timer')).toBeVisible();
  }
  if (await start.isVisible()) await start.click();
  await expect(board).toBeVisible();
  await expect(start).toHaveCount(0);
  return board;
}

const platformGames = CATALOGUE.filter((g) => !hasOwnRoute(g.id));
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

test('every platform game is measured (a game missing from the notices above is measured with its hint)', () => {
  expect(platformGames.length).toBeGreaterThan(0);
  for (const id of Object.keys(GAMES)) expect(platformGames.map((g) => g.id)).toContain(id);
});

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const { id } of platformGames) {
      test(`${id}: a hint and a notice leave the board where it was`, async ({ page }) => {
        const game = GAMES[id] ?? {};
        const board = await openBoard(page, id);
        await game.start?.(page, board);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const before = await settledBox(page, board);
        await watchShifts(page, `${id}-board`);

        const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
        if ((await hintButton.count()) > 0) {
          await hintButton.click();
          const hint = page.getByTestId('hint-message');
          await expect(hint).toBeVisible();
          // Shown outside the board, the hint covers none of it.
          if (!(await board.locator('[data-testid="hint-message"]').count())) {
            expect(overlaps(await pageBox(hint), await pageBox(board)), 'the hint covers the board').toBe(false);
          }
        } else if (game.help) await game.help(page);
        expect(await pageBox(board)).toEqual(before);

        if (game.notice) {
          const notice = await game.notice(page, board);
          await expect(notice).toBeVisible();
          // Every notice, the shared bubble or a game's own, floats over the message line, not over the board
          // (Word Guesser's own bubble once sat over its top row, and this check looked at the shared one only).
          expect(overlaps(await pageBox(notice), before), 'the notice covers the board').toBe(false);
        }
        expect(await pageBox(board)).toEqual(before);
        expect(await boardShifts(page)).toEqual([]);
      });
    }
  });
}
