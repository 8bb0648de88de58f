import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyMahjongMove, engine, MOVE_REFUSALS, newMahjongGame, type MahjongApplied } from './engine';
import { parseBoard, parsePuzzle } from './format';
import { LAYOUTS, layoutById, type LayoutId } from './layouts';
import { moveSchema, type Move } from './moves';
import { freeMatchingPairs, PAIR_REFUSALS, type Tiles } from './rules';
import { MAX_SHUFFLES, currentBoard, type MahjongState } from './state';
import { dealtGame, freeByRule } from './test-support';
import { tileName, tilesMatch } from './tiles';

function play(state: MahjongState, move: Move): MahjongApplied {
  const result = applyMahjongMove(state, move);
  if ('refused' in result) throw new Error(result.refused);
  return result;
}
const refusedWith = (state: MahjongState, move: Move) => {
  const result = applyMahjongMove(state, move);
  return 'refused' in result ? result.refused : null;
};
const tilesOf = (applied: { reply: { board: string } }): Tiles => parseBoard(applied.reply.board)!.tiles;

/** A game with its tiles dealt; `puzzle` is the board then shown. */
const game = (layout: LayoutId = 'quick', seed = 'engine') => {
  const { deal, state } = dealtGame(layout, createSeededRandom(seed));
  return { puzzle: deal, state };
};

describe('a new game', () => {
  it('shows the layout only, no face, until the tiles are dealt; its deal and clearing order stay in the state', () => {
    const { puzzle, state } = newMahjongGame('quick', createSeededRandom('engine'));
    expect(puzzle).toBe('quick:48');
    expect(parsePuzzle(puzzle)).toEqual({ layout: 'quick' });
    expect(state.started).toBe(false);
    expect(state.deal).toMatch(/^quick:([a-z][a-z0-9]){48}$/);
    const view = engine.publicView(state);
    expect(view).toEqual({
      started: false,
      board: 'quick:48',
      freePairs: 0,
      noMovesLeft: false,
      canUndo: false,
      canRedo: false,
      shuffles: 0,
    });
    expect(JSON.stringify(view)).not.toContain(state.seed);
    expect(engine.hint(state)).toBeNull();
  });

  it('is dealt by the start move, once: its reply is the whole board face up; every other move before it is refused', () => {
    const { state } = newMahjongGame('quick', createSeededRandom('engine'));
    const [a, b] = state.order[0]!;
    for (const move of [{ type: 'pair', a, b }, { type: 'undo' }, { type: 'redo' }, { type: 'shuffle' }] as Move[]) {
      expect(refusedWith(state, move), JSON.stringify(move)).toBe(MOVE_REFUSALS.notStarted);
    }
    const dealt = play(state, { type: 'start' });
    expect(dealt.status).toBe('playing');
    expect(dealt.state).toEqual({ ...state, started: true });
    const board = currentBoard(dealt.state);
    expect(dealt.reply).toEqual({
      started: true,
      board: state.deal,
      freePairs: freeMatchingPairs(board.geometry, board.tiles).length,
      noMovesLeft: false,
      canUndo: false,
      canRedo: false,
      shuffles: 0,
    });
    expect(dealt.reply.freePairs).toBeGreaterThan(0);
    expect(engine.publicView(dealt.state)).toEqual(dealt.reply);
    expect(refusedWith(dealt.state, { type: 'start' })).toBe(MOVE_REFUSALS.alreadyStarted);
    expect(engine.hint(dealt.state)!.cells).toEqual([a, b]);
  });

  it('is one of the levels: every layout, with the Turtle as the daily', () => {
    expect(engine.levels.map((l) => l.id)).toEqual(LAYOUTS.map((l) => l.id));
    expect(engine.dailyLevel).toBe('turtle');
    for (const layout of LAYOUTS) {
      expect(newMahjongGame(layout.id, createSeededRandom('levels')).puzzle).toBe(`${layout.id}:${layout.positions.length}`);
      expect(parseBoard(game(layout.id).puzzle)!.tiles).toHaveLength(layout.positions.length);
    }
  });
});

describe('taking pairs', () => {
  it('the stored order wins the game pair by pair: each reply counts the free pairs, and the last is won', () => {
    const { state: start } = game();
    let state = start;
    let last: MahjongApplied | null = null;
    for (const [i, [a, b]] of start.order.entries()) {
      last = play(state, { type: 'pair', a, b });
      state = last.state;
      const tiles = tilesOf(last);
      expect(tiles[a]).toBeNull();
      expect(tiles[b]).toBeNull();
      // The count is every pair of free matching tiles, by the rule's own words.
      const present = tiles.map((c) => c !== null);
      const free = tiles.flatMap((c, p) => (c !== null && freeByRule(layoutById('quick').positions, present, p) ? [p] : []));
      const pairs = free.flatMap((p, j) => free.slice(j + 1).filter((q) => tilesMatch(tiles[p]!, tiles[q]!)));
      expect(last.reply.freePairs).toBe(pairs.length);
      expect(last.status).toBe(i === start.order.length - 1 ? 'won' : 'playing');
      expect(last.reply.noMovesLeft).toBe(false);
    }
    expect(tilesOf(last!).every((c) => c === null)).toBe(true);
    expect(last!.reply.canUndo).toBe(true);
  });

  it('refuses, with the reason and changing nothing: an unknown tile, the same tile twice, a blocked tile, tiles that do not match, a tile already taken', () => {
    const { state } = game();
    const board = currentBoard(state);
    const present = board.tiles.map(() => true);
    const positions = layoutById('quick').positions;
    const free = board.tiles.flatMap((_, p) => (freeByRule(positions, present, p) ? [p] : []));
    // A table tile with a tile of the next layer right on it.
    const covered = positions.findIndex((p) => p.z === 0 && positions.some((q) => q.z === 1 && q.x === p.x && q.y === p.y));
    const [a, b] = state.order[0]!;
    const unmatched = free.find((p) => !tilesMatch(board.tiles[p]!, board.tiles[a]!))!;

    expect(refusedWith(state, { type: 'pair', a, b: 48 })).toBe(PAIR_REFUSALS.noSuchTile(48));
    expect(refusedWith(state, { type: 'pair', a, b: a })).toBe(PAIR_REFUSALS.sameTile);
    expect(refusedWith(state, { type: 'pair', a: covered, b })).toBe(
      `That tile is blocked: a tile lies on the ${tileName(board.tiles[covered]!)}.`,
    );
    expect(refusedWith(state, { type: 'pair', a, b: unmatched })).toBe(PAIR_REFUSALS.noMatch(board.tiles[a]!, board.tiles[unmatched]!));
    const after = play(state, { type: 'pair', a, b }).state;
    expect(refusedWith(after, { type: 'pair', a, b })).toBe(PAIR_REFUSALS.taken(a));
    // A refusal leaves the state as it was (the engine never mutates it).
    expect(currentBoard(state).tiles.every((c) => c !== null)).toBe(true);
  });

  it('a tile touched on both sides is refused as such', () => {
    const { state } = game('turtle');
    const positions = layoutById('turtle').positions;
    // The second tile of the Turtle's first row: nothing on it, a tile either side.
    const middle = positions.findIndex((p) => p.z === 0 && p.y === 0 && p.x === 4);
    const code = currentBoard(state).tiles[middle]!;
    const [a] = state.order[0]!;
    expect(refusedWith(state, { type: 'pair', a: middle, b: a })).toBe(
      `That tile is blocked: the ${tileName(code)} is touched on its left and its right.`,
    );
  });
});

describe('undo and redo', () => {
  it('undo takes back the last pair, redo takes it again, and a new pair forgets what was undone', () => {
    const { state: start, puzzle } = game();
    const [p1, p2] = start.order;
    const one = play(start, { type: 'pair', a: p1![0], b: p1![1] });
    const two = play(one.state, { type: 'pair', a: p2![0], b: p2![1] });
    const undone = play(two.state, { type: 'undo' });
    expect(undone.reply.board).toBe(one.reply.board);
    expect(undone.reply).toMatchObject({ canUndo: true, canRedo: true });
    const undoneTwice = play(undone.state, { type: 'undo' });
    expect(undoneTwice.reply).toMatchObject({ board: puzzle, canUndo: false, canRedo: true });
    expect(refusedWith(undoneTwice.state, { type: 'undo' })).toBe(MOVE_REFUSALS.nothingToUndo);
    const redone = play(play(undoneTwice.state, { type: 'redo' }).state, { type: 'redo' });
    expect(redone.reply).toEqual(two.reply);
    expect(refusedWith(redone.state, { type: 'redo' })).toBe(MOVE_REFUSALS.nothingToRedo);
    // Undo, then a different pair: there is nothing to redo any more.
    const other = play(play(two.state, { type: 'undo' }).state, { type: 'pair', a: p2![0], b: p2![1] });
    expect(other.reply.canRedo).toBe(false);
    expect(refusedWith(other.state, { type: 'redo' })).toBe(MOVE_REFUSALS.nothingToRedo);
  });

  it('a shuffle is a step too: undo puts the tiles back as they were, redo deals the same shuffle again', () => {
    const { state: start } = game();
    const one = play(start, { type: 'pair', a: start.order[0]![0], b: start.order[0]![1] });
    const shuffled = play(one.state, { type: 'shuffle' });
    expect(shuffled.help).toBe('shuffle');
    expect(shuffled.reply).toMatchObject({ shuffles: 1, canUndo: true, canRedo: false });
    const back = play(shuffled.state, { type: 'undo' });
    expect(back.reply.board).toBe(one.reply.board);
    // Undone, it still counts: the result was helped.
    expect(back.reply.shuffles).toBe(1);
    expect(play(back.state, { type: 'redo' }).reply.board).toBe(shuffled.reply.board);
    // A shuffle made again after the undo is a new draw.
    const again = play(back.state, { type: 'shuffle' });
    expect(again.reply.shuffles).toBe(2);
    expect(again.reply.board).not.toBe(shuffled.reply.board);
  });
});

describe('shuffles', () => {
  it('re-deal the same tiles on the same places, answer the free pairs of the new board, and stop at the limit', () => {
    const { state } = game('turtle', 'shuffles');
    const before = currentBoard(state).tiles;
    const shuffled = play(state, { type: 'shuffle' });
    const after = tilesOf(shuffled);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    expect(shuffled.reply.freePairs).toBe(freeMatchingPairs(currentBoard(shuffled.state).geometry, after).length);
    expect(refusedWith({ ...state, shuffles: MAX_SHUFFLES }, { type: 'shuffle' })).toBe(MOVE_REFUSALS.tooManyShuffles);
  });

  it('are refused when no order can clear the places left (the last two tiles stacked), and the reply says no move is left', () => {
    // A hand-made state (a player pairing tiles differently gets there): two matching tiles left on
    // Quick, one of the top layer and the one right under it.
    const { state: start } = game('quick', 'stack');
    const positions = layoutById('quick').positions;
    const top = positions.findIndex((p) => p.z === 2);
    const under = positions.findIndex((p) => p.z === 1 && p.x === positions[top]!.x && p.y === positions[top]!.y);
    const board = positions.map((_, p) => (p === top || p === under ? 'd1' : '..')).join('');
    const stacked: MahjongState = { ...start, steps: [{ type: 'shuffle', board: `quick:${board}`, order: [] }] };
    expect(currentBoard(stacked).tiles.filter((c) => c !== null)).toEqual(['d1', 'd1']);
    expect(engine.publicView(stacked)).toMatchObject({ freePairs: 0, noMovesLeft: true });
    expect(refusedWith(stacked, { type: 'shuffle' })).toBe(MOVE_REFUSALS.cannotShuffle);
    expect(engine.hint(stacked)).toBeNull();
  });
});

describe('the move schema and the time floors', () => {
  it('takes start, pairs of tile indices, undo, redo and shuffle, nothing else', () => {
    for (const move of [{ type: 'start' }, { type: 'pair', a: 0, b: 143 }, { type: 'undo' }, { type: 'redo' }, { type: 'shuffle' }])
      expect(moveSchema.safeParse(move).success).toBe(true);
    for (const move of [
      { type: 'pair', a: 0 },
      { type: 'pair', a: 0, b: 144 },
      { type: 'pair', a: -1, b: 2 },
      { type: 'pair', a: '1', b: 2 },
      { type: 'pair', a: 1.5, b: 2 },
      { type: 'solve' },
      null,
      'undo',
    ]) {
      expect(moveSchema.safeParse(move).success, JSON.stringify(move)).toBe(false);
    }
  });

  it('grow with the layout: a pair costs at least 0.4 s (refused faster) and 1 s for the fastest humans', () => {
    const quick = newMahjongGame('quick', createSeededRandom('floors'));
    const turtle = game('turtle');
    expect(engine.minSolveSeconds(quick.puzzle)).toBeCloseTo(24 * 0.4);
    // A puzzle issued before the start move existed was the whole deal.
    expect(engine.minSolveSeconds(turtle.puzzle)).toBeCloseTo(72 * 0.4);
    expect(engine.minSolveSeconds(turtle.puzzle, turtle.state)).toBeCloseTo(72 * 0.4);
    expect(engine.plausibleSeconds(turtle.puzzle, turtle.state)).toBe(72);
    expect(engine.plausibleSeconds(quick.puzzle, quick.state)).toBe(24);
    expect(engine.minMoveSeconds).toBe(0.25);
  });
});
