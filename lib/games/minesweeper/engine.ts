/**
 * Minesweeper on the platform, as a hidden-state engine (server only: the state holds the seed and,
 * once play began, the mines). A new game is only a size and a secret seed: the board is generated
 * when the first click arrives, around it, from that seed, so the same stored state always gives
 * the same board (two racing first clicks cannot get two boards). The daily, the same for everybody,
 * also fixes its start cell, which is public (in the puzzle text) and must be the first cell opened.
 */
import { z } from 'zod';
import { createSeededRandom } from '../2048/seeded-random';
import type { PuzzleHint, Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine } from '../hidden-state-engine';
import { minSolveSeconds } from './board-value';
import { MAX_SIDE, formatSize, formatView } from './format';
import { applyMove as applyGameMove, startGame, viewOf, type GameState, type OpenedCell } from './game';
import { pickStartCell } from './generator';
import { isCell } from './grid';
import { findHint } from './hint';
import { DAILY_LEVEL, LEVELS, levelById, type BoardSize, type LevelId } from './levels';
import { moveSchema, type Move } from './moves';
import { formatPuzzle } from './puzzle-text';
import { parseGameState } from './state-codec';

export type MinesweeperState = {
  readonly size: BoardSize;
  /** Secret: with the first click it decides the mines. */
  readonly seed: string;
  /** The daily's fixed first cell (public); null where the player's first click chooses. */
  readonly start: number | null;
  /** Null until the first click. */
  readonly game: GameState | null;
};

/**
 * What a move answers, and what a resuming player gets: the public board (`format.ts`: opened
 * numbers, and every mine once the game is over) and the cells this move opened, in order.
 */
export type MinesweeperReply = { readonly board: string; readonly opened: readonly OpenedCell[] };

const SEED_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';

function newSeed(random: Random): string {
  let seed = '';
  for (let i = 0; i < 24; i++) seed += SEED_CHARS[Math.min(SEED_CHARS.length - 1, Math.floor(random() * SEED_CHARS.length))];
  return seed;
}

const stateSchema = z.object({
  size: z.object({ width: z.number().int().min(1).max(MAX_SIDE), height: z.number().int().min(1).max(MAX_SIDE), mines: z.number().int().min(1) }),
  seed: z.string().min(8).max(64),
  start: z.number().int().min(0).nullable(),
  game: z.unknown().nullable(),
});

export function parseMinesweeperState(value: unknown): MinesweeperState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const { size, seed, start } = parsed.data;
  if (size.mines >= size.width * size.height) return null;
  if (start !== null && !isCell(size, start)) return null;
  if (parsed.data.game === null) return { size, seed, start, game: null };
  const game = parseGameState(parsed.data.game);
  if (!game || game.width !== size.width || game.height !== size.height || game.mines !== size.mines) return null;
  // A game exists only from its first click, which opened the daily's start cell.
  if (game.opened.length === 0 || (start !== null && !game.opened.includes(start))) return null;
  return { size, seed, start, game };
}

function boardOf(state: MinesweeperState): string {
  return state.game ? formatView(viewOf(state.game)) : formatSize(state.size);
}

function applied(state: MinesweeperState, opened: readonly OpenedCell[]): AppliedMove<MinesweeperState, MinesweeperReply> {
  return { state, reply: { board: boardOf(state), opened }, status: state.game?.status ?? 'playing' };
}

/**
 * A move, or null when it is not allowed: anything after the end, a cell off the board, a first
 * move that is not an open (or, in the daily, not of the start cell), a cell already open, or a
 * chord whose flags are not as many as its number (nothing would open: the browser never sends it).
 */
export function applyMinesweeperMove(state: MinesweeperState, move: Move): AppliedMove<MinesweeperState, MinesweeperReply> | null {
  if (!isCell(state.size, move.cell)) return null;
  if (state.game === null) {
    if (move.kind !== 'open' || (state.start !== null && move.cell !== state.start)) return null;
    const first = startGame(state.size, move.cell, createSeededRandom(state.seed));
    if (first.outcome.kind !== 'opened') throw new Error('A first click must open a safe area');
    return applied({ ...state, game: first.state }, first.outcome.cells);
  }
  const result = applyGameMove(state.game, move);
  if (!result.ok || result.outcome.kind === 'nothing') return null;
  return applied({ ...state, game: result.state }, result.outcome.cells);
}

/**
 * The easiest next deduction on the board the player sees. Flags stay in the browser, so the
 * server cannot skip mines the player has already flagged: the hint is the easiest step that
 * proves a cell safe (what the player can act on), else the easiest step at all.
 */
export function minesweeperHint(state: MinesweeperState): PuzzleHint | null {
  if (!state.game || state.game.status !== 'playing') return null;
  const view = viewOf(state.game);
  const hidden = new Set<number>();
  view.cells?.forEach((c, cell) => {
    if (c === 'hidden') hidden.add(cell);
  });
  const hint = findHint(view, hidden) ?? findHint(view);
  return hint && { technique: hint.technique, message: hint.message, cells: hint.cells };
}

export type MinesweeperEngine = HiddenStateEngine<LevelId, MinesweeperState, Move, MinesweeperReply> & {
  /** The day's board (the platform's optional daily hook): a fixed, public start cell. */
  newDaily(day: string): { puzzle: string; state: MinesweeperState };
  hint(state: MinesweeperState): PuzzleHint | null;
};

/**
 * The engine. `dailyRandom` gives the daily its seed: the day alone would make the day's board
 * computable by anyone with the code, so the server injects a fresh random source.
 */
export function createMinesweeperEngine(options: { dailyRandom: () => Random }): MinesweeperEngine {
  const fresh = (size: BoardSize, random: Random, withStart: boolean) => {
    const seed = newSeed(random);
    const start = withStart ? pickStartCell(size, random) : null;
    const state: MinesweeperState = { size: { width: size.width, height: size.height, mines: size.mines }, seed, start, game: null };
    return { puzzle: formatPuzzle(size, start), state };
  };
  return {
    kind: 'hidden-state',
    levels: LEVELS,
    dailyLevel: DAILY_LEVEL,
    newGame: (level, random) => fresh(levelById(level), random, false),
    newDaily: () => fresh(levelById(DAILY_LEVEL), options.dailyRandom(), true),
    parseState: parseMinesweeperState,
    moveSchema,
    applyMove: applyMinesweeperMove,
    publicView: (state) => ({ board: boardOf(state), opened: [] }),
    hint: minesweeperHint,
    // The board's 3BV once it exists (the platform asks at the end of a game).
    minSolveSeconds: (_puzzle, state) => (state?.game ? minSolveSeconds(state.game, state.game.mineCells) : 0),
  };
}
