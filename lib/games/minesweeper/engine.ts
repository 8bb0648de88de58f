/**
 * Minesweeper on the platform, as a hidden-state engine (server only: the state holds the seed and
 * the mines once the board is made). A practice game is only a size and a secret seed until its
 * first click, which makes the no-guess board around that cell from the seed: the same stored state
 * always gives the same board (two racing first clicks cannot get two boards). The daily, the same
 * for everybody, fixes a public start cell and is stored with its board already made, so a later
 * change to the generator cannot change a daily already issued.
 */
import { z } from 'zod';
import { createSeededRandom } from '../toolbox/seeded-random';
import type { PuzzleHint, Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine } from '../hidden-state-engine';
import { minSolveSeconds, plausibleSolveSeconds } from './board-value';
import { MAX_SIDE, formatSize, formatView } from './format';
import { applyMove as applyGameMove, newGame as newGameState, reveal, viewOf, type GameState, type OpenedCell } from './game';
import { generateBoard, pickStartCell } from './generator';
import { isCell } from './grid';
import { findHint } from './hint';
import { DAILY_LEVEL, LEVELS, levelById, type BoardSize, type LevelId } from './levels';
import { moveSchema, type Move } from './moves';
import { formatPuzzle } from './puzzle-text';
import { parseGameState } from './state-codec';
import { pick } from '../toolbox/random';

export type MinesweeperState = {
  readonly size: BoardSize;
  /** Secret: the seed the board is made from (at the first click, or the daily's when it was made). */
  readonly seed: string;
  /** The daily's fixed first cell (public); null where the player's first click chooses. */
  readonly start: number | null;
  /**
   * The board and what is open; null until the board is made. A practice board is made by the
   * first click; the daily's when the daily is made, with nothing open until its start cell is
   * clicked. Dailies stored before that (a seed, `game: null`) make theirs at the first click.
   */
  readonly game: GameState | null;
};

/** Makes a no-guess board's mines around a first cell (generator.ts), injectable for tests. */
export type BoardMaker = (size: BoardSize, firstCell: number, random: Random) => number[];

/**
 * What a move answers, and what a resuming player gets: the public board (`format.ts`: opened
 * numbers, and every mine once the game is over) and the cells this move opened, in order.
 */
export type MinesweeperReply = { readonly board: string; readonly opened: readonly OpenedCell[] };

const SEED_CHARS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

function newSeed(random: Random): string {
  let seed = '';
  for (let i = 0; i < 24; i++) seed += pick(SEED_CHARS, random);
  return seed;
}

const stateSchema = z.object({
  size: z.object({
    width: z.number().int().min(1).max(MAX_SIDE),
    height: z.number().int().min(1).max(MAX_SIDE),
    mines: z.number().int().min(1),
  }),
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
  if (game.opened.length === 0) {
    // Made before any click: only a daily's board, not over, with a safe start cell.
    if (start === null || game.status !== 'playing' || game.mineCells.includes(start)) return null;
  } else if (start !== null && !game.opened.includes(start)) {
    // The daily's first click opened its start cell.
    return null;
  }
  return { size, seed, start, game };
}

/** Whether nothing is open yet: the next move is the game's first click (which makes a board still to make). */
const notStarted = (state: MinesweeperState) => state.game === null || state.game.opened.length === 0;

/** Whether a move may be the first click: an open, of the daily's start cell if it has one. */
const firstClickAllowed = (state: MinesweeperState, move: Move) =>
  move.kind === 'open' && isCell(state.size, move.cell) && (state.start === null || move.cell === state.start);

/** Tries of the generator per seed or daily before giving up (it practically never fails once). */
export const MAX_BOARD_TRIES = 5;

/**
 * The board of a stored seed: the seed, else seeds derived from it in order, so that a seed the
 * generator cannot use never fails the game, and the same state still always gives the same board.
 */
function boardOfSeed(makeBoard: BoardMaker, size: BoardSize, firstCell: number, seed: string): number[] {
  for (let attempt = 0; ; attempt++) {
    try {
      return makeBoard(size, firstCell, createSeededRandom(attempt === 0 ? seed : `${seed}/${attempt}`));
    } catch (error) {
      if (attempt + 1 >= MAX_BOARD_TRIES) throw new Error(`No no-guess board from this seed in ${MAX_BOARD_TRIES} tries`, { cause: error });
    }
  }
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
 * The first click of a game without a board makes it (`makeBoard`, from the state's seed).
 */
export function applyMinesweeperMove(
  state: MinesweeperState,
  move: Move,
  makeBoard: BoardMaker = generateBoard,
): AppliedMove<MinesweeperState, MinesweeperReply> | null {
  if (!isCell(state.size, move.cell)) return null;
  if (notStarted(state)) {
    if (!firstClickAllowed(state, move)) return null;
    const game = state.game ?? newGameState(state.size, boardOfSeed(makeBoard, state.size, move.cell, state.seed));
    const first = reveal(game, move.cell);
    if (!first.ok || first.outcome.kind !== 'opened') throw new Error('A first click must open a safe area');
    return applied({ ...state, game: first.state }, first.outcome.cells);
  }
  const result = applyGameMove(state.game!, move);
  if (!result.ok || result.outcome.kind === 'nothing') return null;
  return applied({ ...state, game: result.state }, result.outcome.cells);
}

/**
 * The easiest next deduction on the board the player sees. Flags stay in the browser, so the
 * server cannot skip mines the player has already flagged: the hint is the easiest step that
 * proves a cell safe (what the player can act on), else the easiest step at all.
 */
function minesweeperHint(state: MinesweeperState): PuzzleHint | null {
  if (!state.game || notStarted(state) || state.game.status !== 'playing') return null;
  const view = viewOf(state.game);
  const hidden = new Set<number>();
  view.cells?.forEach((c, cell) => {
    if (c === 'hidden') hidden.add(cell);
  });
  const hint = findHint(view, hidden) ?? findHint(view);
  return hint && { technique: hint.technique, message: hint.message, cells: hint.cells };
}

export type MinesweeperEngine = HiddenStateEngine<LevelId, MinesweeperState, Move, MinesweeperReply> & {
  /** The day's board, made now: a fixed, public start cell and the mines, stored with the daily. */
  newDaily(random: Random, pastDailies: readonly MinesweeperState[]): { puzzle: string; state: MinesweeperState };
  costlyMove(state: MinesweeperState, move: Move): boolean;
  hint(state: MinesweeperState): PuzzleHint | null;
};

const plainSize = (size: BoardSize): BoardSize => ({ width: size.width, height: size.height, mines: size.mines });

/** The engine. `makeBoard` is the no-guess generator; tests inject one that fails. */
export function createMinesweeperEngine(options: { makeBoard?: BoardMaker } = {}): MinesweeperEngine {
  const makeBoard = options.makeBoard ?? generateBoard;
  return {
    kind: 'hidden-state',
    levels: LEVELS,
    dailyLevel: DAILY_LEVEL,
    newGame: (level, random) => {
      const size = levelById(level);
      return { puzzle: formatPuzzle(size), state: { size: plainSize(size), seed: newSeed(random), start: null, game: null } };
    },
    // Everybody's board, made once here with the server's random source. A seed (and start cell)
    // the generator fails on is replaced by a new draw, rather than failing the day for everybody.
    newDaily: (random) => {
      const size = levelById(DAILY_LEVEL);
      let failure: unknown;
      for (let attempt = 0; attempt < MAX_BOARD_TRIES; attempt++) {
        const seed = newSeed(random);
        const start = pickStartCell(size, random);
        let game: GameState;
        try {
          game = newGameState(size, makeBoard(size, start, createSeededRandom(seed)));
        } catch (error) {
          failure = error;
          continue;
        }
        return { puzzle: formatPuzzle(size, start), state: { size: plainSize(size), seed, start, game } };
      }
      throw new Error(`No daily Minesweeper board in ${MAX_BOARD_TRIES} tries`, { cause: failure });
    },
    // A practice play's own seed: two keys on one pooled puzzle never click on the same mines.
    dealForPlay: (state, random) => (state.game === null ? { ...state, seed: newSeed(random) } : state),
    // Making the board (the first click of a game without one) is the generator's work: tens of
    // milliseconds on Expert, which the platform runs on its generator thread.
    costlyMove: (state, move) => state.game === null && firstClickAllowed(state, move),
    parseState: parseMinesweeperState,
    moveSchema,
    applyMove: (state, move) => applyMinesweeperMove(state, move, makeBoard),
    publicView: (state) => ({ board: boardOf(state), opened: [] }),
    hint: minesweeperHint,
    // The board's 3BV once it exists (the platform asks at the end of a game).
    minSolveSeconds: (_puzzle, state) => (state?.game ? minSolveSeconds(state.game, state.game.mineCells) : 0),
    plausibleSeconds: (_puzzle, state) => (state.game ? plausibleSolveSeconds(state.game, state.game.mineCells) : 0),
    // Twenty clicks a second: faster than any hand, even on a run of easy opens.
    minMoveSeconds: 0.05,
  };
}

/** The engine the platform registers (lib/games/platform-engines.ts). */
export const engine = createMinesweeperEngine();
