import { expect, type Page } from '@playwright/test';

/** The results screen (components/games/shell/completion-panel.tsx). */
export const panel = (page: Page) => page.getByTestId('completion-panel');

type Box = { x: number; y: number; width: number; height: number };

/**
 * The finished board stays in view, read-only, with the results beside it (a laptop's play area)
 * or under it (a phone), not over it.
 */
export async function expectBoardKept(page: Page, boardId: string, side: 'beside' | 'under') {
  const board = page.getByTestId(boardId);
  await expect(board).toBeVisible();
  const b = (await board.boundingBox()) as Box;
  const r = (await panel(page).boundingBox()) as Box;
  if (side === 'beside') {
    expect(r.x).toBeGreaterThanOrEqual(b.x + b.width);
    expect(r.y).toBeLessThan(b.y + b.height);
  } else expect(r.y).toBeGreaterThanOrEqual(b.y + b.height);
}

/** Every CSS animation running or held on an element and inside it: name and end time in ms. */
export function animationsIn(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) =>
    el.getAnimations({ subtree: true }).map((a) => ({
      name: (a as CSSAnimation).animationName,
      end: Number(a.effect?.getComputedTiming().endTime ?? 0),
    })),
  );
}
