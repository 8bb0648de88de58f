/** Test-only start parameters: ?seed=<id> and ?board=<16 comma-separated numbers>. Parsed strictly. */
import { parseBoardList, type Board } from '@/lib/games/2048';

export interface TestStart {
  seed: string | null;
  board: Board | null;
}

const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

export function parseTestParams(search: string): TestStart {
  const params = new URLSearchParams(search);
  const seed = single(params, 'seed');
  const board = single(params, 'board');
  return {
    seed: seed !== null && SEED_PATTERN.test(seed) ? seed : null,
    board: board !== null ? parseBoardList(board) : null,
  };
}
