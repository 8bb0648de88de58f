import { expect, test, type Page } from '@playwright/test';
import { adminPuzzle, openDifficulty } from './chess-support';
import { signUpByApi } from './support';

/**
 * The chess board's coordinates, measured: each file letter sits in its own file's bottom square and
 * each rank number in its own rank's first square, at every width from a small phone to a desktop and
 * in both orientations (the board turns to the side to move). Once chessground's own stylesheet won
 * over ours and the letters sat a square to the right on a phone ('A' under the b-file, 'H' cut off).
 */

const WIDTHS = [320, 390, 768, 1280, 1440];

/** Every label whose text is not inside its square (or a missing or extra label), as readable lines; none when all is right. */
async function misplacedLabels(page: Page): Promise<string[]> {
  return page.getByTestId('chess-board').evaluate((board) => {
    // The squares' own box: chessground sizes its board to a whole number of pixels per square, a little inside the frame.
    const squares = board.querySelector('cg-board');
    if (!squares) return ['no cg-board'];
    const b = squares.getBoundingClientRect();
    const square = b.width / 8;
    const white = board.getAttribute('data-orientation') === 'white';
    const problems: string[] = [];
    // The text's own box (what a player reads), not its flex item's.
    const textBox = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    const within = (label: string, r: DOMRect, col: number, row: number) => {
      const left = b.left + col * square;
      const top = b.top + row * square;
      const ok =
        r.width > 0 && r.left >= left - 0.5 && r.right <= left + square + 0.5 && r.top >= top - 0.5 && r.bottom <= top + square + 0.5;
      if (!ok)
        problems.push(
          `${label} at x ${Math.round(r.left - b.left)}-${Math.round(r.right - b.left)}, y ${Math.round(r.top - b.top)}-${Math.round(r.bottom - b.top)} of a ${Math.round(b.width)} px board: not in column ${col}, row ${row}`,
        );
    };
    const files = [...board.querySelectorAll('coords.files coord')];
    const ranks = [...board.querySelectorAll('coords.ranks coord')];
    const fileNames = files.map((f) => f.textContent ?? '');
    const rankNames = ranks.map((r) => r.textContent ?? '');
    if (fileNames.toSorted().join('') !== 'abcdefgh') problems.push(`files: ${fileNames.join(',')}`);
    if (rankNames.toSorted().join('') !== '12345678') problems.push(`ranks: ${rankNames.join(',')}`);
    for (const el of files) {
      const f = (el.textContent ?? '').charCodeAt(0) - 'a'.charCodeAt(0);
      within(`file ${el.textContent}`, textBox(el), white ? f : 7 - f, 7);
    }
    for (const el of ranks) {
      const r = Number(el.textContent);
      within(`rank ${el.textContent}`, textBox(el), 0, white ? 8 - r : r - 1);
    }
    return problems;
  });
}

async function expectLabelsOnTheirSquares(page: Page, orientation: 'white' | 'black') {
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-orientation', orientation);
  for (const width of WIDTHS) {
    for (const height of [844, 500]) {
      await page.setViewportSize({ width, height });
      // Polled: the board is resized with the viewport, then the labels are measured.
      await expect.poll(() => misplacedLabels(page), { message: `${orientation} at ${width}x${height}` }).toEqual([]);
    }
  }
}

const sideOf = (fen: string) => (fen.split(' ')[1] === 'w' ? 'white' : 'black');

test('the file letters and rank numbers sit on their own squares at every width, in both orientations', async ({ page }) => {
  test.setTimeout(60_000);
  const first = await adminPuzzle('easy', 1);
  if (!first) throw new Error('easy puzzle 1 is not in the database');
  // The other orientation: the first open easy puzzle with the other side to move.
  let other: number | null = null;
  for (let idx = 2; idx <= 50 && other === null; idx++) {
    const candidate = await adminPuzzle('easy', idx);
    if (candidate && sideOf(candidate.fen) !== sideOf(first.fen)) other = idx;
  }
  expect(other, 'an open easy puzzle with the other side to move').not.toBeNull();

  // A free player: puzzle 1, then the other one from the level list (2 of 3 a day).
  await signUpByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chess-puzzles');
  await openDifficulty(page, 'easy');
  await expectLabelsOnTheirSquares(page, sideOf(first.fen));

  await page.getByRole('button', { name: 'Level Selection' }).click();
  await page.getByTestId(`level-${other}`).click();
  await expect(page.getByRole('heading', { name: `Easy · Puzzle ${other}` })).toBeVisible();
  await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
  await expectLabelsOnTheirSquares(page, sideOf(first.fen) === 'white' ? 'black' : 'white');
});
