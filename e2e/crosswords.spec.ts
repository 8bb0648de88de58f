import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFitsViewport } from './fits-viewport';
import { board, cell, keyboard, openPractice, startShown, typeAcross, waitForHumanPace } from './crosswords-play';
import { expectFirstSolve, signUpByApi } from './support';

/**
 * Crosswords in the browser: a Mini solved by typing on a laptop (signed in: the leaderboard) and with
 * the page's own keyboard on a phone; Check and Reveal; no clue before the start and no answer in anything
 * the page receives before the reveal. The answers stay on the server: the test reads them from the
 * play's state through the operator endpoint (crosswords-play.ts), never from the page.
 */

async function expectFits(page: Page) {
  await expectFitsViewport(page, board(page), [
    page.getByTestId('game-timer'),
    page.getByTestId('current-clue'),
    page.getByRole('button', { name: 'Check', exact: true }),
    page.getByRole('button', { name: 'Reveal', exact: true }),
    page.getByRole('button', { name: 'Pause', exact: true }),
  ]);
}

/** Whether a JSON answer holds the text in one of its string values, as a whole word or phrase. */
function carriesAsWord(json: string, text: string): boolean {
  let values: string[];
  try {
    values = [];
    JSON.parse(json, (_key, value: unknown) => (typeof value === 'string' && values.push(value), value));
  } catch {
    values = [json]; // not JSON: the whole body
  }
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
  return values.some((value) => word.test(value));
}

test('a signed-in player solves the daily Mini by typing on a laptop and enters the leaderboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page);
  await page.goto('/crosswords');
  const name = ((await page.getByTestId('user-badge').getByRole('link').first().textContent()) ?? '').trim();
  // The daily is covered too: the grid's first square has the focus, so Enter starts it.
  await expect(board(page).locator('[aria-selected="true"]')).toBeFocused();
  const solved = await startShown(page, () => page.keyboard.press('Enter'));
  await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-level', 'easy');
  await expectFits(page);
  // No on-screen keyboard on a laptop: the physical one types.
  await expect(keyboard(page)).toHaveCount(0);

  // The cursor: a click selects, a second click switches to down, Space back to across; the clue bar follows.
  // A new puzzle starts on 1 Across, and the first click on that square (selected by the page) keeps it.
  const first = solved.slots[0]!;
  await expect(cell(page, first.cells[0]!)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, first.cells[0]!)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${first.number} Across, ${first.cells.length} letters, cell 1, empty$`),
  );
  const down = solved.slots.find((s) => s.direction === 'down' && s.cells.includes(first.cells[0]!))!;
  await cell(page, first.cells[0]!).click();
  await expect(cell(page, first.cells[0]!)).toHaveAttribute('aria-label', new RegExp(`^${first.number} Across, `));
  await expect(page.getByTestId('current-clue')).toContainText(`${first.number}A`);
  await cell(page, first.cells[0]!).click();
  await expect(cell(page, first.cells[0]!)).toHaveAttribute('aria-label', new RegExp(`^${down.number} Down, `));
  await expect(page.getByTestId('current-clue')).toContainText(`${down.number}D`);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('current-clue')).toContainText(`${first.number}A`);
  // Tab goes to the next clue and Shift+Tab back; a clue in the list jumps to its entry.
  await page.keyboard.press('Tab');
  const second = solved.slots[1]!;
  await expect(cell(page, second.cells[0]!)).toBeFocused();
  await expect(page.getByTestId('clue-lists').locator('[aria-current="true"]')).toContainText(solved.puzzle.clues[1]!.text);
  await page.keyboard.press('Shift+Tab');
  await expect(cell(page, first.cells[0]!)).toBeFocused();
  const lastDown = solved.slots.at(-1)!;
  await page.getByTestId('clue-lists').locator(`[data-clue="down-${lastDown.number}"]`).click();
  await expect(cell(page, lastDown.cells[0]!)).toBeFocused();
  await expect(page.getByTestId('current-clue')).toContainText(`${lastDown.number}D`);
  // Backspace on a typed letter erases it, and arrows move.
  await page.keyboard.press('x');
  await expect(cell(page, lastDown.cells[0]!)).toHaveAttribute('data-letter', 'X');
  await expect(cell(page, lastDown.cells[1]!)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(cell(page, lastDown.cells[0]!)).not.toHaveAttribute('data-letter');
  await expect(cell(page, lastDown.cells[0]!)).toBeFocused();
  // A click on another square keeps the direction (down here); a second click turns it.
  await cell(page, first.cells[0]!).click();
  await expect(page.getByTestId('current-clue')).toContainText(`${down.number}D`);
  await cell(page, first.cells[0]!).click();
  await expect(page.getByTestId('current-clue')).toContainText(`${first.number}A`);

  // The whole grid typed, across by across, at a human pace; the page sends it when full.
  await typeAcross(
    page,
    solved,
    (letter) => page.keyboard.press(letter.toLowerCase()),
    () => waitForHumanPace(page, solved),
  );
  const panel = await expectFirstSolve(page);
  await expect(panel.getByTestId('completion-ranks')).toContainText(/#\d+ on the all-time Easy board/);
  for (const [i, letter] of solved.letters.entries())
    if (letter !== '#') await expect(cell(page, i)).toHaveAttribute('data-letter', letter);
  const card = page.getByTestId('leaderboard-card');
  await card.getByLabel('Board', { exact: true }).selectOption('all:easy');
  await expect(card.getByRole('list', { name: 'Leaderboard entries' })).toContainText(name);

  // Reloaded: the daily is solved, and says so.
  await page.reload();
  await expect(page.getByTestId('completion-panel').getByRole('heading', { name: "You have solved today's puzzle" })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a Mini solved with the on-screen keyboard: nothing opens the system keyboard, and it all fits', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/crosswords');
    await openPractice(page, 'easy', (target) => target.tap());
    const solved = await startShown(page, (target) => target.tap());
    await expect(keyboard(page)).toBeVisible();
    // A tap Playwright had to retry (something briefly over its target while the play loads) scrolls the
    // page as it retries; the fit is judged as a player opens the page, from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectFits(page);
    await expectFitsViewport(page, board(page), [keyboard(page), page.getByRole('button', { name: 'Backspace' })]);
    // A tapped square takes focus as a button: no text field, so no system keyboard; a second tap turns the cursor.
    const second = solved.slots[1]!.cells[0]!;
    await cell(page, second).tap();
    await expect(cell(page, second)).toBeFocused();
    await cell(page, second).tap();
    await expect(cell(page, second)).toHaveAttribute('aria-label', / Down, /);
    expect(await page.evaluate(() => document.querySelectorAll('input:not([type=checkbox]):not([type=hidden]), textarea').length)).toBe(0);

    // Back to 1 Across: the first tap keeps the direction (down), the second turns it.
    await cell(page, solved.slots[0]!.cells[0]!).tap();
    await cell(page, solved.slots[0]!.cells[0]!).tap();
    await typeAcross(
      page,
      solved,
      (letter) => keyboard(page).locator(`[data-key="${letter.toLowerCase()}"]`).tap(),
      () => waitForHumanPace(page, solved),
    );
    await expectFirstSolve(page);
  });

  test('letters are saved: a reload resumes them', async ({ page }) => {
    await page.goto('/crosswords');
    await openPractice(page, 'easy', (target) => target.tap());
    const solved = await startShown(page, (target) => target.tap());
    // The cursor starts on 1 Across.
    const start = solved.slots[0]!.cells[0]!;
    // Letters are saved a moment after the last key.
    const saved = (letters: RegExp) =>
      page.waitForResponse(
        (r) =>
          /\/moves$/.test(new URL(r.url()).pathname) &&
          /"save"/.test(r.request().postData() ?? '') &&
          letters.test(r.request().postData() ?? ''),
      );
    const first = saved(/"letters":"[#.]*Q[#.]*"/);
    await keyboard(page).locator('[data-key="q"]').tap();
    expect((await first).ok()).toBe(true);
    const second = saved(/QZ/);
    await keyboard(page).locator('[data-key="z"]').tap();
    expect((await second).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-phase', 'playing');
    // A started play resumes on the grid, clues shown, no cover.
    await expect(page.getByTestId('clue-lists')).toContainText(solved.puzzle.clues[0]!.text);
    await expect(page.getByTestId('crosswords-cover')).toHaveCount(0);
    await expect(cell(page, start)).toHaveAttribute('data-letter', 'Q');
    await expect(cell(page, solved.slots[0]!.cells[1]!)).toHaveAttribute('data-letter', 'Z');
  });
});

test('a full grid with a wrong letter gets a gentle word; Check marks it, Reveal word fills its entry, and the result is assisted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crosswords');
  await openPractice(page, 'easy', (target) => target.click());
  const solved = await startShown(page, (target) => target.click());
  const first = solved.slots[0]!;
  const square = first.cells[0]!;
  const wrong = solved.letters[square] === 'Q' ? 'Z' : 'Q';
  // Pencil letters are grey, and named so.
  await page.getByRole('button', { name: 'Pencil', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pencil', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The whole grid typed from 1 Across (where the cursor starts), its first letter wrong, in pencil.
  let typed = 0;
  await typeAcross(page, solved, async (letter) => {
    await page.keyboard.press((typed === 0 ? wrong : letter).toLowerCase());
    // Pencil off after the first letter: the others are ink.
    if (typed++ === 0) await page.getByRole('button', { name: 'Pencil', exact: true }).click();
  });
  await expect(cell(page, solved.slots[1]!.cells[0]!)).not.toHaveAttribute('data-pencil');
  await expect(cell(page, square)).toHaveAttribute('data-letter', wrong);
  await expect(cell(page, square)).toHaveAttribute('aria-label', /, pencil$/);
  await expect(page.getByTestId('crosswords-notice')).toHaveText(/The grid is full, but something is not right yet/);
  await expect(page.getByTestId('completion-panel')).toHaveCount(0);

  await cell(page, square).click();
  await expect(page.getByTestId('current-clue')).toContainText(`${first.number}A`);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Check square' }).click();
  await expect(cell(page, square)).toHaveAttribute('data-wrong', 'true');
  await expect(cell(page, square)).toHaveAttribute('aria-label', /, wrong, pencil$/);
  await expect(page.getByTestId('game-announcer')).toContainText('one wrong letter in this square');
  await expect(page.getByTestId('assisted-badge')).toBeVisible();

  // Pause hides the grid and the clues; Resume brings them back.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByTestId('paused-panel')).toBeVisible();
  await expect(board(page)).toBeHidden();
  await page.getByTestId('paused-panel').getByRole('button', { name: 'Resume' }).click();
  await expect(board(page)).toBeVisible();

  // Reveal word: the answer's letters in 1 Across, marked; the grid is now right, and solved.
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await page.getByRole('button', { name: 'Reveal word' }).click();
  for (const c of first.cells) {
    await expect(cell(page, c)).toHaveAttribute('data-letter', solved.letters[c]!);
    await expect(cell(page, c)).toHaveAttribute('data-revealed', 'true');
  }
  const panel = page.getByTestId('completion-panel');
  await expect(panel.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expect(panel).toContainText('Solved with a check and a reveal (assisted: not entered on the leaderboards).');
  await expect(panel.getByTestId('completion-ranks')).toHaveCount(0);
});

test('no response the page receives carries a clue before the start, nor an answer before the puzzle is revealed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const bodies: { url: string; text: string; covered: boolean }[] = [];
  let pressed = false;
  page.on('response', async (response) => {
    // Answered before the grid was pressed: the play was still covered.
    const covered = !pressed;
    const text = await response.text().catch(() => '');
    bodies.push({ url: response.url(), text, covered });
  });
  await page.goto('/crosswords');
  await openPractice(page, 'medium', (target) => target.click());
  const solved = await startShown(page, (target) => {
    pressed = true;
    return target.click();
  });
  // Before the start: the issue and every other API answer hold no clue.
  const isApi = (b: { url: string; covered: boolean }) => b.covered && new URL(b.url).pathname.startsWith('/api/');
  await expect.poll(() => bodies.some((b) => isApi(b) && /\/api\/games\/crosswords\/plays$/.test(new URL(b.url).pathname))).toBe(true);
  const covered = bodies.filter(isApi);
  // In the answers' values, as a word: a one-word clue ("Label") is also part of a field's name
  // ("scoreLabel", in the leaderboard answer), which once failed this test with no clue sent.
  for (const { url, text } of covered)
    for (const { text: clue } of solved.puzzle.clues) expect(carriesAsWord(text, clue), `${url} carries ${clue}`).toBe(false);
  // Some play first: a wrong letter, saved and checked.
  const square = solved.slots[0]!.cells[0]!;
  await cell(page, square).click();
  await page.keyboard.press(solved.letters[square] === 'Q' ? 'z' : 'q');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Check word' }).click();
  await expect(cell(page, square)).toHaveAttribute('data-wrong', 'true');

  const rows = Array.from({ length: solved.puzzle.height }, (_, r) =>
    solved.letters.slice(r * solved.puzzle.width, (r + 1) * solved.puzzle.width).join(''),
  );
  const secrets = [rows.join('/'), rows.join('')];
  const before = bodies.map((b) => b.url);
  for (const { url, text } of bodies) {
    for (const secret of secrets) expect(text.includes(secret), `${url} carries ${secret}`).toBe(false);
    // The play API's answers: no answer as a word (the player typed none).
    if (new URL(url).pathname.startsWith('/api/'))
      for (const answer of solved.answers) expect(new RegExp(`\\b${answer}\\b`).test(text), `${url} carries ${answer}`).toBe(false);
  }
  expect(before.some((u) => /\/api\/games\/crosswords\/plays/.test(u))).toBe(true);

  // Revealed: the answer comes now, and the grid shows it.
  const reveal = page.waitForResponse(
    (r) => /\/moves$/.test(new URL(r.url()).pathname) && r.request().postData()?.includes('"reveal"') === true,
  );
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await page.getByRole('button', { name: 'Reveal puzzle' }).click();
  await page.getByRole('button', { name: 'Reveal all' }).click();
  expect(await (await reveal).text()).toContain(rows.join('/'));
  await expect(page.getByTestId('completion-panel').getByRole('heading', { name: 'Puzzle revealed' })).toBeVisible();
  for (const [i, letter] of solved.letters.entries())
    if (letter !== '#') await expect(cell(page, i)).toHaveAttribute('data-letter', letter);
});

test('the page sends no move before the start, and saves only letters the player changed', async ({ page }) => {
  const moves: { status: number; move: { type: string; letters?: string } }[] = [];
  page.on('response', (r) => {
    if (!/\/api\/games\/crosswords\/plays\/[^/]+\/moves$/.test(new URL(r.url()).pathname)) return;
    moves.push({ status: r.status(), move: (JSON.parse(r.request().postData() ?? '{}') as { move: { type: string } }).move });
  });
  // The page's clock is the test's: the letters' save waits 700 ms after a change, run here at once.
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crosswords');
  // Today's daily, covered: nothing to save (it once sent its empty grid, and the server refused it).
  await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-phase', 'playing');
  await expect(page.getByTestId('crosswords-start')).toBeEnabled();
  await page.clock.runFor(5_000);
  expect(moves).toEqual([]);

  // A practice Mini, started: the start, and no save of the grid the server already has.
  await openPractice(page, 'easy', (target) => target.click());
  await expect(page.getByTestId('crosswords-cover')).toBeVisible();
  const started = page.waitForResponse((r) => /\/moves$/.test(new URL(r.url()).pathname));
  await board(page).locator('[aria-selected="true"]').press('Enter');
  expect((await started).status()).toBe(200);
  await expect(page.getByTestId('clue-lists')).toBeVisible();
  await page.clock.runFor(5_000);
  expect(moves.map((m) => m.move.type)).toEqual(['start']);

  // A letter typed: saved once, and taken.
  const saved = page.waitForResponse(
    (r) => /\/moves$/.test(new URL(r.url()).pathname) && r.request().postData()?.includes('"save"') === true,
  );
  await page.keyboard.press('Q');
  await page.clock.runFor(1_000);
  expect((await saved).status()).toBe(200);
  expect(moves.map((m) => [m.move.type, m.status])).toEqual([
    ['start', 200],
    ['save', 200],
  ]);
  expect(moves[1]!.move.letters).toMatch(/^[^Q]*Q[^Q]*$/);
});

/** An element's box in the page (scrolling the window is not the layout moving). */
const pageBox = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      x: Math.round(r.x + window.scrollX),
      y: Math.round(r.y + window.scrollY),
      width: Math.round(r.width),
      height: Math.round(r.height),
    };
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`at ${viewport.width}x${viewport.height} the clue bar's place holds Start before the start, and Start moves neither the bar nor the grid`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/crosswords');
    await expect(page.getByTestId('crosswords-area')).toHaveAttribute('data-phase', 'playing');
    const bar = page.getByTestId('clue-bar');
    const start = bar.getByRole('button', { name: 'Start' });
    await expect(start).toBeVisible();
    await expect(start).toHaveAccessibleDescription('Shows the clues, starts the clock.');
    await expect(page.getByTestId('crosswords-cover')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The bar sits between the message slot and the grid, with no empty band either side of it.
    const [slot, barBox, grid] = [await pageBox(page.getByTestId('message-slot')), await pageBox(bar), await pageBox(board(page))];
    expect(barBox.y - (slot.y + slot.height), 'the bar right under the message slot').toBeLessThanOrEqual(12);
    expect(grid.y - (barBox.y + barBox.height), 'the grid right under the bar').toBeLessThanOrEqual(12);
    expect((await pageBox(start)).height, 'Start a fingertip tall').toBeGreaterThanOrEqual(44);

    await start.click();
    await expect(page.getByTestId('crosswords-cover')).toHaveCount(0);
    await expect(page.getByTestId('current-clue')).toContainText(/^1A/);
    await expect(board(page).locator('[aria-selected="true"]')).toBeFocused();
    expect(await pageBox(bar), 'the clue takes the bar’s box').toEqual(barBox);
    expect(await pageBox(board(page)), 'the grid stays where it was').toEqual(grid);
  });
