import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFitsViewport } from './fits-viewport';
import { askForPractice } from './support';

/**
 * Dominoes in the browser: a whole round against one Easy opponent through the interface, by
 * dragging tiles on a laptop and by tapping a tile then an end on a phone, choosing among the moves
 * the page offers (the player's own playable tiles, Draw, Pass), up to the round summary and the
 * statistics; a tile laid with the keyboard alone. Before the summary the page never holds a tile
 * of the other hand or the boneyard: every tile it names is in the player's hand or on the line.
 */

const board = (page: Page) => page.getByTestId('dominoes-board');
const line = (page: Page) => page.getByTestId('dominoes-line');
const handTile = (page: Page, tile: string) => page.getByTestId('dominoes-hand').locator(`[data-tile="${tile}"]`);
const endSlot = (page: Page, end: string) => line(page).locator(`[data-end="${end}"]`);
const drawButton = (page: Page) => board(page).getByRole('button', { name: 'Draw', exact: true });
const passButton = (page: Page) => board(page).getByRole('button', { name: 'Pass', exact: true });
const SETTLED = /^(your-turn|round-over|match-over)$/;

async function openEasyPractice(page: Page) {
  await page.goto('/dominoes');
  // The daily (one Hard opponent) first.
  await expect(board(page)).toBeVisible();
  await expect(page.getByTestId('seat-1')).toContainText('Computer 1 (Hard)');
  await askForPractice(page, 'draw-easy-1');
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle, Draw game, 1 Easy opponent');
  await expect(page.getByTestId('seat-1')).toContainText('Computer 1 (Easy)');
  await expect(board(page)).toHaveAttribute('data-phase', SETTLED, { timeout: 20_000 });
}

/** The player's tiles as the page offers them: each with the ends it fits now. */
function readHand(page: Page): Promise<{ tile: string; ends: string[] }[]> {
  return page
    .getByTestId('dominoes-hand')
    .locator('[data-hand-tile]')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({
        tile: b.getAttribute('data-tile') ?? '',
        ends: (b.getAttribute('data-ends') ?? '').split(' ').filter(Boolean),
      })),
    );
}

const canonical = (a: string, b: string) => (a >= b ? `${a}-${b}` : `${b}-${a}`);

/** Every tile the page names (its text, and the board's markup) is the player's own or on the line. */
async function expectNothingHidden(page: Page) {
  const { text, markup, mine } = await page.evaluate(() => ({
    text: document.body.innerText,
    markup: document.querySelector('[data-testid="dominoes-board"]')?.outerHTML ?? '',
    mine: [...document.querySelectorAll('[data-testid="dominoes-hand"] [data-tile], [data-testid="dominoes-line"] [data-tile]')].map((el) =>
      el.getAttribute('data-tile'),
    ),
  }));
  const named = [...`${text}\n${markup}`.matchAll(/\b([0-6])-([0-6])\b/g)].map((m) => canonical(m[1]!, m[2]!));
  expect(named.length).toBeGreaterThan(0);
  for (const tile of new Set(named)) expect(mine, `${tile} is named on the page`).toContain(tile);
}

type Input = { play(tile: Locator, end: Locator): Promise<void>; press(button: Locator): Promise<void> };

/** Plays until the round is over, each turn the first tile that fits (else Draw, else Pass). Answers the phase reached. */
async function playRound(page: Page, input: Input): Promise<string> {
  let noticed = false;
  for (let turn = 0; turn < 60; turn++) {
    await expect(board(page)).toHaveAttribute('data-phase', SETTLED, { timeout: 20_000 });
    const phase = (await board(page).getAttribute('data-phase'))!;
    if (phase !== 'your-turn') return phase;
    await expectNothingHidden(page);
    const answers = Number(await board(page).getAttribute('data-answers'));
    const hand = await readHand(page);
    const move = hand.find((t) => t.ends.length > 0);
    const stuck = hand.find((t) => t.ends.length === 0);
    if (!noticed && stuck && move) {
      // A tile that fits nowhere says so (before the first tile: which tile must open).
      await input.press(handTile(page, stuck.tile));
      await expect(page.getByTestId('play-notice')).toHaveText(
        new RegExp(`^(The ${stuck.tile} fits neither end \\(\\d( or \\d)?\\)\\.|The first tile must be the \\d-\\d\\.)$`),
      );
      await expect(handTile(page, stuck.tile)).toHaveAttribute('aria-pressed', 'false');
      noticed = true;
    }
    if (move) {
      const end = (await line(page).getAttribute('data-length')) === '0' ? 'left' : move.ends[0]!;
      await input.play(handTile(page, move.tile), endSlot(page, end));
      await expect(line(page).locator(`[data-tile="${move.tile}"]`)).toHaveCount(1);
      await expect(handTile(page, move.tile)).toHaveCount(0);
    } else if (await drawButton(page).isEnabled()) {
      await expect(passButton(page)).toBeDisabled();
      await input.press(drawButton(page));
    } else {
      await expect(passButton(page)).toBeEnabled();
      await input.press(passButton(page));
    }
    await expect(board(page)).not.toHaveAttribute('data-answers', String(answers));
  }
  throw new Error('the round did not end');
}

/** The summary shows every hand (the other one too, now) and the points; the statistics are on the page. */
async function expectSummary(page: Page, phase: string) {
  const summary = page.getByTestId('round-summary');
  await expect(summary.getByRole('heading')).toHaveText(
    /^Round 1(: (You|Computer 1) won (by domino|with the lightest hand \(blocked\)), \d+ points?\.| blocked with a tie: nobody scores\.)$/,
  );
  await expect(summary.getByTestId('summary-seat-0')).toBeVisible();
  await expect(summary.getByTestId('summary-seat-1')).toContainText('Computer 1');
  const scores = [
    Number(await summary.getByTestId('summary-score-0').textContent()),
    Number(await summary.getByTestId('summary-score-1').textContent()),
  ];
  expect(scores.filter((s) => s > 0).length).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('score-0')).toHaveText(String(scores[0]));
  await expect(page.getByTestId('score-1')).toHaveText(String(scores[1]));
  // The clock ran from the first move.
  expect(Number(await page.getByTestId('game-timer').getAttribute('data-seconds'))).toBeGreaterThan(0);
  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText(phase === 'match-over' ? '1' : '0');
  await expect(statistics.getByTestId('best-draw-easy-1')).toBeVisible();
  // Matches against Easy opponents, this one included once it is over.
  await expect(page.getByTestId('opponents-easy').locator('td').first()).toHaveText(phase === 'match-over' ? '1' : '0');
  if (phase === 'round-over') {
    // The next round is dealt; the score stays.
    await summary.getByRole('button', { name: 'Next round' }).click();
    await expect(board(page)).toHaveAttribute('data-round', '2');
    await expect(page.getByTestId('round-summary')).toHaveCount(0);
    await expect(page.getByTestId('score-0')).toHaveText(String(scores[0]));
  } else {
    await expect(page.getByTestId('completion-panel')).toHaveAttribute('data-outcome', scores[0]! > scores[1]! ? 'won' : 'lost');
  }
}

async function expectFits(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFitsViewport(page, board(page), [
    page.getByTestId('game-timer'),
    page.getByRole('button', { name: 'Hint' }),
    drawButton(page),
    passButton(page),
  ]);
}

test('on a laptop a whole round is played by dragging tiles onto the ends, up to the summary and the statistics', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEasyPractice(page);
  await expectFits(page);
  let sawComputer = false;
  const phase = await playRound(page, {
    play: async (tile, end) => {
      await tile.dragTo(end, { steps: 4 });
      if (!sawComputer) {
        await expect(page.getByTestId('dominoes-action')).toContainText(
          /Computer 1 (played \d-\d on the (left|right)|led \d-\d|drew \d+ tiles?|passed)|You (played|led)/,
        );
        sawComputer = true;
      }
    },
    press: (button) => button.click(),
  });
  await expect(board(page)).toHaveAttribute('data-phase', phase);
  await expectFits(page);
  await expectSummary(page, phase);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a whole round is played by tapping a tile, then a lit end; everything fits the screen', async ({ page }) => {
    test.setTimeout(240_000);
    await openEasyPractice(page);
    await expectFits(page);
    const phase = await playRound(page, {
      play: async (tile, end) => {
        await tile.tap();
        await expect(tile).toHaveAttribute('aria-pressed', 'true');
        await expect(end).toHaveAttribute('data-fits', 'true');
        await end.tap();
      },
      press: (button) => button.tap(),
    });
    await expectFits(page);
    await expectSummary(page, phase);
  });
});

test('a tile is laid with the keyboard alone: arrows along the hand, Enter picks, arrows choose the end, Enter lays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEasyPractice(page);
  await expect(board(page)).toHaveAttribute('data-phase', 'your-turn');
  let hand = await readHand(page);
  if (!hand.some((t) => t.ends.length > 0)) {
    // Nothing fits: Draw (from the keyboard too) draws until a tile does.
    const answers = Number(await board(page).getAttribute('data-answers'));
    await drawButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(board(page)).not.toHaveAttribute('data-answers', String(answers));
    await expect(board(page)).toHaveAttribute('data-phase', 'your-turn');
    hand = await readHand(page);
  }
  const index = hand.findIndex((t) => t.ends.length > 0);
  const { tile, ends } = hand[index]!;
  const first = page.getByTestId('dominoes-hand').locator('[data-hand-tile]').first();
  await first.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('dominoes-hand').locator('[data-hand-tile]').last()).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
  await expect(handTile(page, tile)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(handTile(page, tile)).toHaveAttribute('aria-pressed', 'true');
  const empty = (await line(page).getAttribute('data-length')) === '0';
  const lit = line(page).locator('[data-end][data-fits]');
  await expect(lit).toHaveCount(empty ? 1 : ends.length);
  await expect(lit.first()).toBeFocused();
  if (ends.length === 2 && !empty) {
    await page.keyboard.press('ArrowRight');
    await expect(endSlot(page, 'right')).toBeFocused();
  }
  // Escape puts the tile back; Enter picks it again.
  await page.keyboard.press('Escape');
  await expect(handTile(page, tile)).toBeFocused();
  await expect(handTile(page, tile)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(lit.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line(page).locator(`[data-tile="${tile}"]`)).toHaveCount(1);
  await expect(handTile(page, tile)).toHaveCount(0);
});
