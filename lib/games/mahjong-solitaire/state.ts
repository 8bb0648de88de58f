/**
 * The state the server keeps for a play (server only: it holds the clearing orders, i.e. solutions,
 * and the seed re-deals are drawn from), how the board is derived from it, and how a stored state is
 * checked before it is trusted: every order must clear its tiles and every step must have been legal.
 */
import { z } from 'zod';
import { geometryOf, type Geometry } from './board';
import type { Pair } from './clearing';
import { formatBoard, parseBoard, parseDeal } from './format';
import { LAYOUTS, layoutById, type LayoutId } from './layouts';
import { pairProblem, replayProblem, tilesLeft, withoutPair, type Tiles } from './rules';

/** A shuffle is help, and each is stored with the play: at most this many per game. */
export const MAX_SHUFFLES = 30;

/** A step of play, as kept for undo and redo: a pair taken, or a re-deal (the board it made and its clearing order). */
export type Step =
  | { readonly type: 'pair'; readonly a: number; readonly b: number }
  | { readonly type: 'shuffle'; readonly board: string; readonly order: readonly Pair[] };

export type MahjongState = {
  readonly layout: LayoutId;
  /** Secret: the re-deals draw from it (the n-th shuffle of the game from `${seed}/shuffle/${n}`). */
  readonly seed: string;
  /** Secret until the start: the issued deal, as a board text (format.ts). */
  readonly deal: string;
  /**
   * Whether the player has dealt the tiles (the `start` move): before it nothing of the deal is
   * shown, and the leaderboard's clock (from the first move) has not started.
   */
  readonly started: boolean;
  /** Secret: the order that clears the deal (its construction backwards). */
  readonly order: readonly Pair[];
  /** The steps in force, oldest first. */
  readonly steps: readonly Step[];
  /** The steps undone, the most recently undone last (redo takes it back). */
  readonly undone: readonly Step[];
  /** Shuffles made in this game, undone or not (any makes the result assisted). */
  readonly shuffles: number;
};

/** The board now, and the order that cleared it when it was last dealt (the deal or the last shuffle in force). */
export type CurrentBoard = { readonly geometry: Geometry; readonly tiles: Tiles; readonly dealtOrder: readonly Pair[] };

export const geometryOfLayout = (layout: LayoutId): Geometry => geometryOf(layoutById(layout).positions);

const boardTiles = (board: string): Tiles => parseBoard(board)!.tiles;

/** The board after one step (already known to be legal). */
export function afterStep(board: CurrentBoard, step: Step): CurrentBoard {
  if (step.type === 'pair') return { ...board, tiles: withoutPair(board.tiles, [step.a, step.b]) };
  return { ...board, tiles: boardTiles(step.board), dealtOrder: step.order };
}

export function currentBoard(state: MahjongState): CurrentBoard {
  const start: CurrentBoard = { geometry: geometryOfLayout(state.layout), tiles: parseDeal(state.deal)!.tiles, dealtOrder: state.order };
  return state.steps.reduce(afterStep, start);
}

export const boardText = (state: MahjongState, board: CurrentBoard) => formatBoard(state.layout, board.tiles);

const sameBag = (a: Tiles, b: Tiles) => {
  const sorted = (tiles: Tiles) =>
    tiles
      .filter((code) => code !== null)
      .sort()
      .join('');
  return sorted(a) === sorted(b);
};

/** Why a step cannot be taken on this board, or null. A shuffle must deal the same tiles on the same places, and clear by its order. */
export function stepProblem(board: CurrentBoard, step: Step, layout: LayoutId): string | null {
  if (step.type === 'pair') return pairProblem(board.geometry, board.tiles, step.a, step.b);
  const dealt = parseBoard(step.board);
  if (!dealt || dealt.layout !== layout) return 'not a board of this layout';
  if (dealt.tiles.some((code, place) => (code === null) !== (board.tiles[place] === null)) || !sameBag(dealt.tiles, board.tiles)) {
    return 'a shuffle must deal the same tiles on the same places';
  }
  return replayProblem(board.geometry, dealt.tiles, step.order);
}

const place = z.number().int().min(0).max(143);
const pairSchema = z.tuple([place, place]);
const orderSchema = z.array(pairSchema).max(72);
const stepSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pair'), a: place, b: place }).strict(),
  z.object({ type: z.literal('shuffle'), board: z.string().max(320), order: orderSchema }).strict(),
]);
const stateSchema = z
  .object({
    layout: z.enum(LAYOUTS.map((l) => l.id) as [LayoutId, ...LayoutId[]]),
    seed: z.string().min(8).max(64),
    deal: z.string().max(320),
    order: orderSchema,
    steps: z.array(stepSchema).max(72 + MAX_SHUFFLES),
    undone: z.array(stepSchema).max(72 + MAX_SHUFFLES),
    shuffles: z.number().int().min(0).max(MAX_SHUFFLES),
    // Absent in states stored before the start move existed: their deal was public from the issue.
    started: z.boolean().optional(),
  })
  .strict();

/**
 * A stored state, or null when it is not one this engine made: the deal must be a whole deal of its
 * layout cleared by its order, nothing played before the start, every step in force legal in turn,
 * every undone step legal again when redone, and no more shuffles recorded than were counted. A
 * state without `started` (stored before the start move existed; its deal was public) is started.
 */
export function parseMahjongState(value: unknown): MahjongState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = { ...parsed.data, started: parsed.data.started ?? true } as MahjongState;
  if (!state.started && (state.steps.length > 0 || state.undone.length > 0 || state.shuffles > 0)) return null;
  const deal = parseDeal(state.deal);
  if (!deal || deal.layout !== state.layout) return null;
  const geometry = geometryOfLayout(state.layout);
  if (replayProblem(geometry, deal.tiles, state.order) !== null) return null;
  let board: CurrentBoard = { geometry, tiles: deal.tiles, dealtOrder: state.order };
  const redone = [...state.undone].reverse();
  for (const [i, step] of [...state.steps, ...redone].entries()) {
    if (stepProblem(board, step, state.layout) !== null) return null;
    board = afterStep(board, step);
    // Nothing is played after the last tile (the play is over), so nothing can be undone from there either.
    if (tilesLeft(board.tiles) === 0 && i < state.steps.length + redone.length - 1) return null;
  }
  const shuffleSteps = [...state.steps, ...state.undone].filter((step) => step.type === 'shuffle').length;
  return shuffleSteps <= state.shuffles ? state : null;
}
