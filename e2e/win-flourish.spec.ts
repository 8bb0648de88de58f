import { expect, test, type Page } from '@playwright/test';
import { minSolveSecondsOf } from '../lib/games/mahjong-solitaire/pace';
import { MIN_SOLVE_SECONDS } from '../lib/games/solitaire/engine';
import { minSolveSeconds as wordsearchFloor } from '../lib/games/wordsearch/timing';
import { clearingOf, openLayout, takePairs, tile } from './mahjong-play';
import { cell as sweeperCell, openBeginner, playToTheWin } from './minesweeper-play';
import { animationsIn } from './results-support';
import {
  dropPointOf,
  gripOf,
  mouseDrag as cardDrag,
  movesShown,
  openPractice,
  proofOf,
  sourceCard,
  storedState,
} from './solitaire-support';
import { expectHydrated, humanClockSeconds, reloadLeavingPaused, waitForClock } from './support';
import { mouseDrag as lineDrag, readGrid } from './wordsearch-play';

/**
 * A won board's flourish (components/games/shell/win-flourish.css), one per game family: a practice
 * game of each family is won through the page, its board names its family and runs that family's
 * animation (transforms and opacity, ended within 1.5 s), and with reduced motion asked for none runs.
 *
 * The levels are ones no other browser test ranks a win on: every test comes from one address, and a
 * practice deal of a hidden-state game played by two keys enters no all-time board (a shared deal).
 */

const FLOURISH = { grid: 'flourish-wave', words: 'flourish-flip', cards: 'flourish-bounce', tiles: 'flourish-pop' } as const;

/** The won board runs its family's flourish, short; under reduced motion it runs nothing. */
async function expectFlourish(page: Page, boardId: string, family: keyof typeof FLOURISH) {
  await expect(page.getByTestId('completion-panel').getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expect(page.getByTestId('board-column')).toHaveAttribute('data-finish', 'won');
  await expect(page.getByTestId(boardId)).toHaveAttribute('data-flourish', family);
  const flourish = (await animationsIn(page, boardId)).filter((a) => a.name.startsWith('flourish-'));
  expect(flourish.length).toBeGreaterThan(0);
  for (const a of flourish) {
    expect(a.name).toBe(FLOURISH[family]);
    expect(a.end).toBeLessThanOrEqual(1500);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationsIn(page, boardId)).toEqual([]);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('grid (Minesweeper, Beginner): the cells wave', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/minesweeper');
  await expectHydrated(page);
  await openBeginner(page);
  await sweeperCell(page, 40).click();
  await playToTheWin(page, { open: (target) => target.click(), flag: (target) => target.click({ button: 'right' }) });
  await expectFlourish(page, 'minesweeper-board', 'grid');
});

test('words (Wordsearch): the letters flip in turn', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/wordsearch');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Practice' }).click();
  await expect(page.getByTestId('game-announcer')).toContainText('Practice puzzle');
  const grid = await readGrid(page);
  for (const [i, place] of grid.places.entries()) {
    // The last word once the server's floor has passed (a finish faster than a human is refused).
    if (i === grid.places.length - 1) await waitForClock(page, humanClockSeconds(wordsearchFloor(grid.text)));
    await lineDrag(page, place.from, place.to);
    await expect(page.getByTestId('word-list').locator(`[data-word="${place.word}"]`)).toHaveAttribute('data-found', '');
  }
  await expectFlourish(page, 'wordsearch-board', 'words');
});

test('cards (Solitaire, Draw 3): the foundations bounce', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/solitaire');
  await expectHydrated(page);
  const playId = await openPractice(page, 'draw-3', 'Draw 3', (target) => target.click());
  // The deal's proven line up to its last move goes straight to the play API (solitaire.spec.ts plays
  // whole lines by hand); the page, reloaded on the play, makes the winning move.
  const line = proofOf(await storedState(page, playId));
  for (const move of line.slice(0, -1)) {
    const answer = await page.request.post(`/api/games/solitaire/plays/${playId}/moves`, { data: { move } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await reloadLeavingPaused(page, 'solitaire', playId);
  await page.getByTestId('paused-panel').getByRole('button', { name: 'Resume' }).click();
  await expect(movesShown(page)).toHaveText(String(line.length - 1));
  await waitForClock(page, humanClockSeconds(MIN_SOLVE_SECONDS));
  const last = line.at(-1)!;
  const auto = page.getByRole('button', { name: 'Auto-complete' });
  if (await auto.isVisible()) await auto.click();
  else if (last.type === 'move') await cardDrag(page, await gripOf(await sourceCard(page, last)), await dropPointOf(page, last.to));
  else await page.getByTestId('stock').click();
  await expectFlourish(page, 'solitaire-board', 'cards');
});

test('tiles (Mahjong, Fortress): the board pops', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/mahjong-solitaire');
  await expectHydrated(page);
  await openLayout(page, 'fortress', (target) => target.click());
  const clearing = await clearingOf(page, 'fortress');
  await takePairs(
    page,
    clearing,
    (target) => target.click(),
    async (index) => {
      if (index === clearing.length - 1) await waitForClock(page, humanClockSeconds(minSolveSecondsOf('fortress')));
    },
  );
  await expect(tile(page, clearing[0]![0])).toHaveCount(0);
  await expectFlourish(page, 'mahjong-solitaire-board', 'tiles');
});
