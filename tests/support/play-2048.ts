import {
  DIRECTIONS,
  createSeededRandom,
  emptyCells,
  hasWon,
  isGameOver,
  move,
  newGame,
  slide,
  tileAt,
  type Board,
  type Direction,
} from '@/lib/games/2048';

/** Snake-shaped corner weights: a simple strategy that wins about half of its games. */
const WEIGHTS = [
  [15, 14, 13, 12],
  [8, 9, 10, 11],
  [7, 6, 5, 4],
  [0, 1, 2, 3],
].map((r) => r.map((e) => 2 ** e));

function weigh(board: Board): number {
  let sum = 0;
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) sum += tileAt(board, r, c) * (WEIGHTS[r]?.[c] ?? 0);
  return sum;
}

/** One move of lookahead, averaging over every cell a 2 could spawn in. */
export function chooseMove(board: Board): Direction {
  let best: Direction | null = null;
  let bestValue = -Infinity;
  for (const direction of DIRECTIONS) {
    const slid = slide(board, direction);
    if (!slid.changed) continue;
    const cells = emptyCells(slid.board);
    let total = 0;
    for (const [r, c] of cells) {
      const next = slid.board.map((row) => row.slice());
      (next[r] as number[])[c] = 2;
      let reply = -1e15;
      for (const d of DIRECTIONS) {
        const s = slide(next, d);
        if (s.changed) reply = Math.max(reply, weigh(s.board));
      }
      total += reply;
    }
    const value = total / cells.length;
    if (value > bestValue) {
      bestValue = value;
      best = direction;
    }
  }
  if (best === null) throw new Error('no move');
  return best;
}

export type PlayedGame = {
  seed: string;
  moves: Direction[];
  /** boards[i] is the board before moves[i]; the last entry is the final board. */
  boards: Board[];
};

/** Plays a seed's game until 2048 with the strategy above, or null when it loses. */
export function playToWin(seed: string): PlayedGame | null {
  const random = createSeededRandom(seed);
  let board = newGame(random);
  const boards: Board[] = [board];
  const moves: Direction[] = [];
  while (!hasWon(board)) {
    if (isGameOver(board)) return null;
    const direction = chooseMove(board);
    board = move(board, direction, random).board;
    moves.push(direction);
    boards.push(board);
  }
  return { seed, moves, boards };
}
