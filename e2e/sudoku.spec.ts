import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatGrid, parseGrid } from '@/lib/games/sudoku/grid';
import { minSolveSeconds } from '@/lib/games/sudoku/levels';
import { solveGrid } from '@/lib/games/sudoku/solution-counter';
import { signUp, uniqueEmail } from './support';

/**
 * Sudoku through the real interface. The page never holds the solution: the test reads the puzzle
 * off the board and solves it with the engine's brute-force solver, here in Node. The server refuses
 * a time faster than a human's, so before the last digit the test waits until the page's own clock
 * shows that floor passed (a state it sees, not a fixed wait).
 */
test.setTimeout(150_000);

function solve(puzzle: string): string {
  const values = parseGrid(puzzle);
  const solved = values && solveGrid(values);
  if (!solved) throw new Error(`no solution for ${puzzle}`);
  return formatGrid(solved);
}

/** Opens a fresh Easy practice puzzle with the keyboard and answers its text. */
async function startEasyPractice(page: Page): Promise<{ board: Locator; puzzle: string }> {
  // The page opens on a play of its own first (today's daily): the picker waits for it.
  await expect(page.getByRole('button', { name: 'Practice' })).toBeEnabled();
  await page.getByRole('button', { name: 'Practice' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Level').selectOption('easy');
  const before = await page.getByTestId('sudoku-board').getAttribute('data-puzzle').catch(() => null);
  await page.getByRole('button', { name: 'New puzzle' }).press('Enter');
  const board = page.getByTestId('sudoku-board');
  await expect(board).toHaveAttribute('data-puzzle', /^[1-9.]{81}$/);
  if (before) await expect(board).not.toHaveAttribute('data-puzzle', before);
  const puzzle = (await board.getAttribute('data-puzzle')) ?? '';
  return { board, puzzle };
}

async function waitForClock(page: Page, seconds: number) {
  await expect
    .poll(async () => Number(await page.getByTestId('game-timer').getAttribute('data-seconds')), { timeout: 90_000, message: `the clock reaches ${seconds}s` })
    .toBeGreaterThanOrEqual(seconds);
}

const cell = (board: Locator, index: number) => board.locator(`[data-cell="${index}"]`);

async function expectWithinViewport(page: Page, locators: Locator[]) {
  const viewport = page.viewportSize();
  const header = await page.getByRole('banner').boundingBox();
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, 'shown').not.toBeNull();
    if (!box || !viewport || !header) continue;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

test('desktop, keyboard only: a signed-in player solves an Easy puzzle and enters the leaderboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sudoku');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sudoku');
  await signUp(page, uniqueEmail('sudoku'));
  const { board, puzzle } = await startEasyPractice(page);
  const solution = solve(puzzle);
  await expectWithinViewport(page, [board, page.getByTestId('sudoku-pad'), page.getByRole('button', { name: 'Hint' })]);

  const empties = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  const first = empties[0] ?? 0;
  const last = empties.at(-1) ?? 0;
  // The selection starts on the first empty cell.
  await board.locator('[tabindex="0"]').focus();
  await expect(cell(board, first)).toBeFocused();

  // Notes: Shift+digit writes a one-off note; undo and redo take it back and forth.
  await page.keyboard.press('Shift+Digit4');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /empty, notes 4$/);
  await page.keyboard.press('Control+z');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /empty$/);
  await page.keyboard.press('Control+y');
  await expect(cell(board, first)).toHaveAttribute('aria-label', /notes 4$/);

  // Walk the grid with the arrows from the top-left corner, typing every digit but the last.
  for (let i = 0; i < first % 9; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < Math.floor(first / 9); i++) await page.keyboard.press('ArrowUp');
  for (let index = 0; index <= last; index++) {
    if (index > 0) await page.keyboard.press(index % 9 === 0 ? 'ArrowDown' : 'ArrowRight');
    if (index > 0 && index % 9 === 0) await page.keyboard.press('Home');
    if (puzzle[index] === '.' && index !== last) await page.keyboard.press(solution[index] ?? '');
  }
  await expect(cell(board, last)).toBeFocused();
  await expect(cell(board, empties[1] ?? 0)).toHaveAttribute('aria-label', new RegExp(`, ${solution[empties[1] ?? 0]}$`));

  await waitForClock(page, minSolveSeconds(puzzle) + 1);
  await page.keyboard.press(solution[last] ?? '');

  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeFocused();
  const time = (await panel.getByTestId('completion-time').textContent()) ?? '';
  await expect(panel.getByTestId('share-text')).toHaveText(`Sudoku practice, Easy, ${time}`);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time Easy board/);

  const statistics = page.getByTestId('statistics-panel');
  await expect(statistics.getByTestId('stat-played')).toHaveText('1');
  await expect(statistics.getByTestId('stat-won')).toHaveText('1');
  await expect(statistics.getByTestId('stat-win-')).toHaveText('100');
  await expect(statistics.getByTestId('best-easy')).toContainText(time);

  // A first leaderboard entry asks for a display name; until then the generated one is shown.
  await expect(panel.getByTestId('display-name-prompt')).toBeVisible();
  // The right column's card is this game's, and its all-time Easy board lists the player and time.
  const { name } = (await (await page.request.get('/api/account/display-name')).json()) as { name: string };
  const [minutes = '0', seconds = '0'] = time.split(':');
  const card = page.getByTestId('leaderboard-card');
  await expect(card).toHaveAttribute('data-game', 'sudoku');
  await card.getByRole('combobox', { name: 'Board', exact: true }).selectOption('all:easy');
  const row = card.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${Number(minutes) * 60 + Number(seconds)} s`);
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the on-screen pad solves an Easy puzzle; statistics count it', async ({ page }) => {
    await page.goto('/sudoku');
    const { board, puzzle } = await startEasyPractice(page);
    const solution = solve(puzzle);
    const pad = page.getByTestId('sudoku-pad');
    await expectWithinViewport(page, [board, pad, page.getByRole('button', { name: 'Erase' })]);

    const empties = [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    const last = empties.at(-1) ?? 0;
    const digitButton = (digit: string) => pad.getByRole('button', { name: new RegExp(`^${digit}, \\d left$`) });
    for (const index of empties) {
      if (index === last) continue;
      await cell(board, index).tap();
      await digitButton(solution[index] ?? '').tap();
    }
    await expect(cell(board, empties[0] ?? 0)).toHaveAttribute('aria-label', new RegExp(`, ${solution[empties[0] ?? 0]}$`));
    // The pad counts what is left: only the last cell's digit still has one to place.
    await expect(digitButton(solution[last] ?? '')).toHaveAccessibleName(`${solution[last]}, 1 left`);

    await waitForClock(page, minSolveSeconds(puzzle) + 1);
    await cell(board, last).tap();
    await digitButton(solution[last] ?? '').tap();

    const panel = page.getByTestId('completion-panel');
    await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
    await expect(panel).toContainText("Signed-in players' clean times enter the leaderboards.");
    await expect(page.getByTestId('statistics-panel').getByTestId('stat-won')).toHaveText('1');
    await expect(page.getByTestId('statistics-panel').getByTestId('best-easy')).toContainText(/\d+:\d\d/);
  });
});

test('a game in progress survives a reload; pause hides the board; a hint names its cells', async ({ page }) => {
  await page.goto('/sudoku');
  const { board, puzzle } = await startEasyPractice(page);
  const solution = solve(puzzle);
  const first = puzzle.indexOf('.');
  await cell(board, first).click();
  await page.keyboard.press(solution[first] ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(cell(board, first)).toHaveAttribute('aria-label', new RegExp(`, ${solution[first]}$`));

  await page.reload();
  await expect(board).toHaveAttribute('data-puzzle', puzzle);
  await expect(cell(board, first)).toHaveAttribute('aria-label', new RegExp(`, ${solution[first]}$`));
  // Leaving the page paused the clock: the board comes back hidden until the player resumes.
  await expect(board).toBeHidden();
  await page.getByRole('button', { name: 'Resume' }).last().click();
  await expect(board).toBeVisible();
  // The resumed history still undoes the digit typed before the reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(board, first)).toHaveAttribute('aria-label', /, empty$/);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(board).toBeHidden();
  await expect(page.getByRole('button', { name: 'Resume' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board).toBeVisible();

  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('hint-message')).toContainText(/r\dc\d/);
  await expect(board.locator('[aria-label$=", hint"]').first()).toBeVisible();
  await expect(page.getByTestId('game-announcer')).toContainText('Hint:');
});
