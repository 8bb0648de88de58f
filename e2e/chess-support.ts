import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Chess } from 'chess.js';

export type AdminPuzzle = { fen: string; solution: string[]; maxUserMoves: number };

function serverInfo(): { port: number; token: string } {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `node scripts/e2e.mjs`.');
  return JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as { port: number; token: string };
}

/** A stored puzzle with its solution, read from the database through the operator endpoint (never from the page). */
export async function adminPuzzle(difficulty: 'easy' | 'medium' | 'hard', idx: number): Promise<AdminPuzzle | null> {
  const { port, token } = serverInfo();
  const response = await fetch(`http://localhost:${port}/api/admin/puzzle?difficulty=${difficulty}&idx=${idx}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`admin puzzle ${difficulty} ${idx}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as AdminPuzzle;
}

export const uciParts = (uci: string) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });

/** The SAN of a UCI move on a position. */
export function sanOf(fen: string, uci: string): string {
  return new Chess(fen).move(uciParts(uci)).san;
}

/** A legal move of the side to move that is neither the solution's first move nor a mate (nor a promotion). */
export function wrongMove(fen: string, solutionFirst: string): string {
  const chess = new Chess(fen);
  for (const m of chess.moves({ verbose: true })) {
    if (m.promotion || m.from + m.to === solutionFirst.slice(0, 4)) continue;
    chess.move(m);
    const mate = chess.isCheckmate();
    chess.undo();
    if (!mate) return m.from + m.to;
  }
  throw new Error(`no wrong move found in ${fen}`);
}

/** The position after the whole main line. */
export function finalPosition(fen: string, solution: string[]): string {
  const chess = new Chess(fen);
  for (const uci of solution) chess.move(uciParts(uci));
  return chess.fen();
}

/** The screen point at the centre of a square, from the board's box and orientation. */
export async function squareCenter(page: Page, square: string): Promise<{ x: number; y: number }> {
  const board = page.getByTestId('chess-board');
  const box = await board.boundingBox();
  if (!box) throw new Error('the chess board is not visible');
  const white = (await board.getAttribute('data-orientation')) === 'white';
  const file = square.charCodeAt(0) - 'a'.charCodeAt(0);
  const rank = Number(square[1]) - 1;
  const col = white ? file : 7 - file;
  const row = white ? 7 - rank : rank;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

/**
 * Waits until the board accepts a move and has stopped moving or resizing (it is sized to the
 * viewport once the page has laid out), then drags from one square to another with the mouse.
 */
export async function dragMove(page: Page, from: string, to: string) {
  const board = page.getByTestId('chess-board');
  await expect(board).not.toHaveAttribute('data-movable', 'none');
  // Mouse events only land inside the viewport.
  await board.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await board.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    })
    .toBe(true);
  const a = await squareCenter(page, from);
  const b = await squareCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 5, a.y + 5, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

/** Opens the page and chooses a difficulty: the next uncompleted puzzle loads. */
export async function openDifficulty(page: Page, difficulty: 'easy' | 'medium' | 'hard', expectedIdx = 1) {
  await page.getByTestId(`difficulty-${difficulty}`).click();
  const label = difficulty[0]!.toUpperCase() + difficulty.slice(1);
  await expect(page.getByRole('heading', { name: `${label} · Puzzle ${expectedIdx}` })).toBeVisible();
  await expect(page.getByTestId('puzzle-status')).toHaveText('Your move');
}

export async function expectStartPosition(page: Page, fen: string) {
  await expect(page.getByTestId('chess-board')).toHaveAttribute('data-fen', fen);
}
