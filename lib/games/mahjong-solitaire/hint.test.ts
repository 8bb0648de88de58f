import { describe, expect, it } from 'vitest';
import { pick } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { geometryOf } from './board';
import { applyMahjongMove, engine } from './engine';
import { dealtGame } from './test-support';
import { findHint } from './hint';
import type { LayoutId, Position } from './layouts';
import { freeMatchingPairs, pairProblem, replayProblem, type Tiles } from './rules';
import { solveBoard } from './solver';
import { currentBoard, type MahjongState } from './state';

const CLEARABLE = 'every tile can still be cleared after it';

function take(state: MahjongState, a: number, b: number): MahjongState {
  const result = applyMahjongMove(state, { type: 'pair', a, b });
  if ('refused' in result) throw new Error(result.refused);
  return result.state;
}

/** Follows hints to the end, checking each is a free matching pair; the number of pairs taken. */
function followHints(state: MahjongState): { state: MahjongState; taken: number } {
  let taken = 0;
  for (let hint = engine.hint(state); hint; hint = engine.hint(state)) {
    expect(hint.message).toContain(CLEARABLE);
    const [a, b] = hint.cells as [number, number];
    const board = currentBoard(state);
    expect(pairProblem(board.geometry, board.tiles, a, b)).toBeNull();
    state = take(state, a, b);
    taken++;
  }
  return { state, taken };
}

describe('the hint', () => {
  it('on a fresh deal is the first pair of the stored order, named in plain words', () => {
    const { state } = dealtGame('quick', createSeededRandom('hint'));
    const hint = engine.hint(state)!;
    expect(hint.cells).toEqual(state.order[0]);
    expect(hint.technique).toBe('Free pair');
    expect(hint.message).toMatch(
      new RegExp(
        `^Take the (two .+ tiles|.+ flower and the .+ flower \\(any two flowers match\\)|.+ season and the .+ season \\(any two seasons match\\)): ${CLEARABLE}\\.$`,
      ),
    );
  });

  it.each([
    ['quick', 40],
    ['turtle', 10],
  ] as [LayoutId, number][])(
    'followed from any point a player reached by random pairs, wins the %s whenever it says the board still clears (%i games)',
    (layout, games) => {
      let strayed = 0;
      let solverNeeded = 0;
      for (let seed = 0; seed < games; seed++) {
        const random = createSeededRandom(`stray ${layout} ${seed}`);
        const game = dealtGame(layout, random);
        let state = game.state;
        const pairs = Math.floor(random() * 30);
        for (let i = 0; i < pairs; i++) {
          const board = currentBoard(state);
          const free = freeMatchingPairs(board.geometry, board.tiles);
          if (free.length === 0) break;
          const [a, b] = pick(free, random);
          state = take(state, a, b);
        }
        const board = currentBoard(state);
        const stored = game.state.order.filter(([a, b]) => board.tiles[a] !== null && board.tiles[b] !== null);
        if (replayProblem(board.geometry, board.tiles, stored) !== null) strayed++;
        const hint = engine.hint(state);
        if (!hint?.message.includes(CLEARABLE)) continue;
        if (replayProblem(board.geometry, board.tiles, stored) !== null) solverNeeded++;
        const end = followHints(state);
        expect(end.state.steps.length).toBe(state.steps.length + end.taken);
        expect(
          currentBoard(end.state).tiles.every((code) => code === null),
          `seed ${seed}`,
        ).toBe(true);
      }
      // Random pairing strays from the stored order: the solver found the way on from there.
      expect(strayed).toBeGreaterThan(0);
      expect(solverNeeded).toBeGreaterThan(0);
    },
  );

  it('still offers a free pair where no way to clear everything exists, and says so; none where no pair is free', () => {
    // A row whose free ends never match, and two flowers apart from it.
    const positions: Position[] = [0, 2, 4, 6].map((x) => ({ x, y: 0, z: 0 }));
    positions.push({ x: 0, y: 6, z: 0 }, { x: 6, y: 6, z: 0 });
    const geometry = geometryOf(positions);
    const tiles: Tiles = ['d1', 'd2', 'd1', 'd2', 'f1', 'f3'];
    expect(solveBoard(geometry, tiles)).toEqual({ unsolvable: true });
    const hint = findHint({ geometry, tiles, dealtOrder: [] })!;
    expect(hint.cells).toEqual([4, 5]);
    expect(hint.message).toBe(
      'Take the plum flower and the chrysanthemum flower (any two flowers match). No way to clear every tile from here was found: undo or shuffle to get one.',
    );
    expect(findHint({ geometry, tiles: ['d1', 'd2', 'd1', 'd2', null, null], dealtOrder: [] })).toBeNull();
  });
});

describe('the solver', () => {
  it('finds a clearing the replay accepts, proves a dead board dead, and gives up past its budget', () => {
    const positions: Position[] = [0, 2, 4, 6].map((x) => ({ x, y: 0, z: 0 }));
    const geometry = geometryOf(positions);
    const solvable: Tiles = ['d1', 'd2', 'd2', 'd1'];
    const solved = solveBoard(geometry, solvable);
    expect(solved).toEqual({
      solution: [
        [0, 3],
        [1, 2],
      ],
    });
    expect(solveBoard(geometry, ['d1', 'd2', 'd1', 'd2'])).toEqual({ unsolvable: true });
    for (const seed of ['a', 'b', 'c']) {
      const board = currentBoard(dealtGame('quick', createSeededRandom(`solve ${seed}`)).state);
      expect(solveBoard(board.geometry, board.tiles, { budget: 1 })).toEqual({ gaveUp: true });
      const full = solveBoard(board.geometry, board.tiles);
      if (!('solution' in full)) throw new Error('a fresh deal is solvable');
      expect(full.solution).not.toEqual(board.dealtOrder);
      expect(replayProblem(board.geometry, board.tiles, full.solution)).toBeNull();
    }
  });
});
