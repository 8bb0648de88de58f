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

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const game of platformGames) {
      test(`${game.id}: before the first move the message slot says what is played and how to begin, legibly`, async ({ page }) => {
        const start = startLineFor(game.startLine, 'daily');
        expect(start, `${game.id} has a daily's start line in its catalogue entry`).toBeTruthy();
        await page.goto(`/${game.id}`);
        await expectHydrated(page);
        const line = page.getByTestId('message-slot').getByTestId('status-line');
        // Today's daily, once the server has answered with its level (a first daily of the day is made then).
        const levels = game.levels.map((l) => escape(l.label)).join('|');
        await expect(line).toHaveText(new RegExp(`^Today's daily · (${levels}) · ${escape(start ?? '')}$`), { timeout: 30_000 });
        await expect(line).toBeVisible();
        // Whole inside the slot: not clamped, not past its edges.
        const fits = await line.evaluate((el) => {
          const text = el.firstElementChild as HTMLElement;
          const box = el.getBoundingClientRect();
          const slotBox = el.parentElement!.getBoundingClientRect();
          return text.scrollHeight <= text.clientHeight + 1 && box.top >= slotBox.top - 0.5 && box.bottom <= slotBox.bottom + 0.5;
        });
        expect(fits, 'the status line is whole inside the slot').toBe(true);
        for (const scheme of ['light', 'dark'] as const) {
          await followScheme(page, scheme);
          const seen = await colours(line);
          expect(contrastRatio(seen.text, seen.surface), `${scheme}: ${seen.text} on ${seen.surface}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }

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
