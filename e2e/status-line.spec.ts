import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { startLineFor } from '../lib/games/catalogue-entry';
import { contrastRatio } from '../tests/support/contrast';
import { openDifficulty } from './chess-support';
import { expectHydrated } from './support';

/**
 * Issue 43, nothing that looks like a placeholder: the message slot above every platform game's
 * board is never an empty band. Before the first move it holds the status line (the play, from the
 * catalogue's level labels, and the game's start line for a daily: Minesweeper's names its given
 * first cell), whole and legible in both themes; and the
 * chess panel's goal ("Checkmate in 1 move · White to move") keeps to one line.
 */

const platformGames = CATALOGUE.filter((g) => !hasOwnRoute(g.id));
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text's colour and the one behind it (the nearest painted background), as rgb() through a canvas (Tailwind's are oklch). */
function colours(target: Locator): Promise<{ text: string; surface: string }> {
  return target.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    };
    let behind: Element | null = el;
    while (
      behind &&
      getComputedStyle(behind)
        .backgroundColor.replace(/\s/g, '')
        .match(/^(transparent|rgba\(0,0,0,0\))$/)
    )
      behind = behind.parentElement;
    return { text: rgb(getComputedStyle(el).color), surface: rgb(behind ? getComputedStyle(behind).backgroundColor : 'white') };
  });
}

async function followScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** The status line is whole inside the slot at the page's present size: not clamped, not past its edges. */
async function expectWholeInSlot(line: Locator, size: string) {
  const fits = await line.evaluate((el) => {
    const text = el.firstElementChild as HTMLElement;
    const box = el.getBoundingClientRect();
    const slotBox = el.parentElement!.getBoundingClientRect();
    return text.scrollHeight <= text.clientHeight + 1 && box.top >= slotBox.top - 0.5 && box.bottom <= slotBox.bottom + 0.5;
  });
  expect(fits, `the status line is whole inside the slot at ${size}`).toBe(true);
}

// One load per game, at the phone's size first and then the laptop's (the page follows a resize as
// a window's would): the line's words are the same, its wrapping is what the sizes change.
for (const game of platformGames) {
  test(`${game.id}: before the first move the message slot says what is played and how to begin, legibly, on a phone and a laptop`, async ({
    page,
  }) => {
    const start = startLineFor(game.startLine, 'daily');
    expect(start, `${game.id} has a daily's start line in its catalogue entry`).toBeTruthy();
    const [phone, laptop] = viewports;
    await page.setViewportSize({ width: phone!.width, height: phone!.height });
    await page.goto(`/${game.id}`);
    await expectHydrated(page);
    const line = page.getByTestId('message-slot').getByTestId('status-line');
    // Today's daily, once the server has answered with its level (a first daily of the day is made then).
    const levels = game.levels.map((l) => escape(l.label)).join('|');
    await expect(line).toHaveText(new RegExp(`^Today's daily · (${levels}) · ${escape(start ?? '')}$`), { timeout: 30_000 });
    await expect(line).toBeVisible();
    await expectWholeInSlot(line, `${phone!.width}x${phone!.height}`);
    for (const scheme of ['light', 'dark'] as const) {
      await followScheme(page, scheme);
      const seen = await colours(line);
      expect(contrastRatio(seen.text, seen.surface), `${scheme}: ${seen.text} on ${seen.surface}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.setViewportSize({ width: laptop!.width, height: laptop!.height });
    await expect(line).toBeVisible();
    await expectWholeInSlot(line, `${laptop!.width}x${laptop!.height}`);
  });
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("chess puzzles: the puzzle's goal keeps to one line, the longest wording too", async ({ page }) => {
      await page.goto('/chess-puzzles');
      await expectHydrated(page);
      await openDifficulty(page, 'easy');
      const goal = page.getByTestId('puzzle-goal');
      await expect(goal).toHaveText(/^Checkmate in 1 move\s·\s(White|Black) to move$/);
      const lines = await goal.evaluate((el) => {
        const count = (p: Element) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight);
        // The longest goal a puzzle has (mate in three, Black to move), measured in the same place.
        const longest = el.cloneNode(true) as HTMLElement;
        longest.firstElementChild!.textContent = 'Checkmate in 3 moves';
        longest.lastElementChild!.lastChild!.textContent = 'Black to move';
        el.after(longest);
        const both = [count(el), count(longest), longest.textContent?.replace(/\s+/g, ' ')];
        longest.remove();
        return both;
      });
      expect(lines[2]).toBe('Checkmate in 3 moves · Black to move');
      expect(lines[0], 'the goal on one line').toBeLessThan(1.5);
      expect(lines[1], 'the longest goal on one line').toBeLessThan(1.5);
    });
  });
}
