import { expect, type Page } from '@playwright/test';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';
import { openDifficulty } from './chess-support';
import { expectHydrated } from './support';

/** Every page a player plays on, and what shows that its game is loaded and interactive. */
export const GAME_PAGES: readonly { path: string; ready(page: Page): Promise<void> }[] = [
  { path: '/', ready: async (page) => void (await expect(page.getByTestId('game-grid')).toBeVisible()) },
  { path: '/2048', ready: async (page) => void (await expect(page.getByTestId('tile')).toHaveCount(2)) },
  { path: '/chess-puzzles', ready: (page) => openDifficulty(page, 'easy') },
  // Every other game is a platform game: its board and its clock show it is ready.
  ...CATALOGUE.filter((g) => !hasOwnRoute(g.id)).map(({ id }) => ({
    path: `/${id}`,
    ready: async (page: Page) => {
      await expect(page.getByTestId(`${id}-board`)).toBeVisible();
      await expect(page.getByTestId('game-timer')).toBeVisible();
    },
  })),
];

export async function openGamePage(page: Page, entry: (typeof GAME_PAGES)[number]) {
  await page.goto(entry.path);
  await expectHydrated(page);
  await entry.ready(page);
}

export type SmallControl = { name: string; width: number; height: number; key: boolean };

/**
 * The controls a thumb uses that measure under 44x44 px (WCAG 2.5.5). Not counted: the cells of a
 * board (they are the board, sized by it), links inside a sentence, and what is not shown. Keys of
 * an on-screen keyboard or digit pad (a group labelled as such) may be narrower, never shorter.
 */
export function smallControls(page: Page): Promise<SmallControl[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=tab], [role=checkbox], [role=radio]';
    const out: { name: string; width: number; height: number; key: boolean }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[data-testid$="-board"], [data-testid="board-2048"], [role=grid], .sr-only, [aria-hidden=true], [inert]')) continue;
      // A control wrapped in its label (a switch, a checkbox) is tapped through the whole label.
      const target = (el.matches('input') && el.closest('label')) || el;
      const style = getComputedStyle(target);
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (
        el.matches('a') &&
        el.parentElement &&
        (el.parentElement.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1 &&
        style.display === 'inline'
      )
        continue;
      const key = Boolean(
        el.closest('[role=group][aria-label*="eyboard"], [role=group][aria-label*="Digits"], [role=group][aria-label*="pad"]'),
      );
      const small = key ? box.height < MIN - 0.5 : box.width < MIN - 0.5 || box.height < MIN - 0.5;
      if (small)
        out.push({
          name: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40) || el.outerHTML.slice(0, 60),
          width: Math.round(box.width),
          height: Math.round(box.height),
          key,
        });
    }
    return out;
  });
}
