import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { isHiddenStateEngine } from '../hidden-state-engine';
import { boardValue } from './board-value';
import { createMinesweeperEngine, engine, MAX_BOARD_TRIES, type BoardMaker, type MinesweeperState } from './engine';
import { parseView } from './format';
import { newGame as newGameState, reveal, type GameState } from './game';
import { generateBoard } from './generator';
import { LEVELS, levelById } from './levels';
import { parsePuzzle } from './puzzle-text';
import { solveBoard } from './solver';
import { drawnBoard } from './test-boards';

const intermediate = levelById('intermediate');

/** The generator, failing (as if it gave up) on the calls numbered in `failing` (from 1); counts calls. */
function failingOn(...failing: number[]): BoardMaker & { calls: number } {
  const maker = Object.assign(
    (...args: Parameters<BoardMaker>) => {
      maker.calls++;
      if (failing.includes(maker.calls)) throw new Error('No no-guess board found');
      return generateBoard(...args);
    },
    { calls: 0 },
  );
  return maker;
}

/** A daily as stored before boards were made with it: a size, a seed and the start cell only. */
const oldDaily = (seed: string, start: number): MinesweeperState => ({
  size: { width: 16, height: 16, mines: 40 },
  seed,
  start,
  game: null,
});

/** The engine's answer to a move: Minesweeper refuses with null, never with a reason. */
function applied(...args: Parameters<typeof engine.applyMove>) {
  const answer = engine.applyMove(...args);
  if (answer !== null && 'refused' in answer) throw new Error(`refused with a reason: ${answer.refused}`);
  return answer;
}

/** A started game on a hand-drawn board (first click already made), as the engine stores it. */
function started(rows: string[]): { state: MinesweeperState; board: ReturnType<typeof drawnBoard> } {
  const board = drawnBoard(rows);
  const first = reveal(newGameState(board.size, board.mines), board.start);
  if (!first.ok) throw new Error(first.error);
  return { state: { size: board.size, seed: 'hand-drawn-board', start: null, game: first.state }, board };
}

/** Every unopened cell's content must be absent: the answer's board shows only '?' there while playing. */
function expectNothingHidden(reply: { board: string }, game: GameState) {
  const view = parseView(reply.board)!;
  expect(view).not.toBeNull();
  if (game.status !== 'playing') return;
  // One comparison per view, not one expect() per cell (an expert game is ~200k of them, most of the file's time).
  const opened = new Set(game.opened);
  const shownHidden = view.cells?.flatMap((c, cell) => ((c === 'hidden') === opened.has(cell) ? [cell] : []));
  expect(shownHidden ?? [], 'cells whose hidden state differs from the game').toEqual([]);
}

describe('the minesweeper engine on the platform', () => {
  it('is a hidden-state engine with the catalogue levels', () => {
    expect(isHiddenStateEngine(engine)).toBe(true);
    expect(engine.levels).toBe(LEVELS);
  });

  it('issues a size and a secret seed only; the board comes with the first click, deterministic from the state', () => {
    for (const level of LEVELS) {
      const { puzzle, state } = engine.newGame(level.id, createSeededRandom(`new ${level.id}`));
      expect(puzzle).toBe(`${level.width}x${level.height}:${level.mines}`);
      expect(state.game).toBeNull();
      expect(engine.publicView(state)).toEqual({ board: puzzle, opened: [] });
      expect(JSON.stringify(engine.publicView(state))).not.toContain(state.seed);
      const stored = engine.parseState(JSON.parse(JSON.stringify(state)))!;
      const cell = Math.floor((level.width * level.height) / 3);
      const a = applied(stored, { kind: 'open', cell });
      const b = applied(stored, { kind: 'open', cell });
      expect(a).not.toBeNull();
      expect(a).toEqual(b);
      // The first click opens a zero, and so its block.
      expect(a!.reply.opened[0]).toEqual({ cell, number: 0 });
      expect(a!.status).toBe('playing');
      expectNothingHidden(a!.reply, a!.state.game!);
    }
  });

  it('gives a practice play of a pooled puzzle its own seed (its own mines); a board already made stays', () => {
    const { puzzle, state } = engine.newGame('beginner', createSeededRandom('pooled'));
    const a = engine.dealForPlay!(state, createSeededRandom('play a'));
    const b = engine.dealForPlay!(state, createSeededRandom('play b'));
    expect(engine.parseState(JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(engine.publicView(a)).toEqual({ board: puzzle, opened: [] });
    expect(new Set([state.seed, a.seed, b.seed]).size).toBe(3);
    const daily = engine.newDaily(createSeededRandom('made'), []).state;
    expect(engine.dealForPlay!(daily, createSeededRandom('play c'))).toBe(daily);
  });

  it("makes the daily's no-guess board with the daily: public start cell, stored mines, played by the first click", () => {
    const daily = engine.newDaily(createSeededRandom('daily source'), []);
    const parsed = parsePuzzle(daily.puzzle)!;
    expect(parsed.start).toBe(daily.state.start);
    expect(daily.puzzle).toBe(`16x16:40@${daily.state.start}`);
    const start = daily.state.start!;
    // The board is in the stored state already, nothing open yet, and nothing of it is public.
    const mines = daily.state.game!.mineCells;
    expect(mines).toHaveLength(40);
    expect(daily.state.game!.opened).toEqual([]);
    expect(solveBoard(intermediate, mines, start).solved).toBe(true);
    expect(engine.publicView(daily.state)).toEqual({ board: '16x16:40', opened: [] });
    expect(engine.hint(daily.state)).toBeNull();
    const stored = engine.parseState(JSON.parse(JSON.stringify(daily.state)))!;
    expect(stored).toEqual(daily.state);

    const other = start === 0 ? 1 : 0;
    expect(applied(stored, { kind: 'open', cell: other })).toBeNull();
    expect(applied(stored, { kind: 'chord', cell: start, flags: [] })).toBeNull();
    const first = applied(stored, { kind: 'open', cell: start })!;
    expect(first.reply.opened[0]).toEqual({ cell: start, number: 0 });
    expect(first.state.game!.mineCells).toEqual(mines);
    // A generator changed after the daily was issued (here: one that cannot make any board) plays
    // the same stored board: the daily never changes.
    const changed = createMinesweeperEngine({
      makeBoard: () => {
        throw new Error('a new generator');
      },
    });
    expect(changed.applyMove(stored, { kind: 'open', cell: start })).toEqual(first);
    // Two dailies from two random sources are two boards.
    const another = engine.newDaily(createSeededRandom('another source'), [daily.state]);
    expect(another.state.game!.mineCells).not.toEqual(mines);
  });

  it('replaces a daily seed the generator fails on with a new one, and says so clearly when none works', () => {
    const maker = failingOn(1);
    const daily = createMinesweeperEngine({ makeBoard: maker }).newDaily(createSeededRandom('failing first'), []);
    expect(maker.calls).toBe(2);
    // The stored seed is the one that made the board, not the one that failed.
    const first = engine.newDaily(createSeededRandom('failing first'), []);
    expect(daily.state.seed).not.toBe(first.state.seed);
    expect(daily.state.game!.mineCells).toEqual(generateBoard(intermediate, daily.state.start!, createSeededRandom(daily.state.seed)));

    const never = failingOn(...Array.from({ length: MAX_BOARD_TRIES + 1 }, (_, i) => i + 1));
    expect(() => createMinesweeperEngine({ makeBoard: never }).newDaily(createSeededRandom('never'), [])).toThrow(
      /No daily Minesweeper board/,
    );
    expect(never.calls).toBe(MAX_BOARD_TRIES);
  });

  it('still plays a daily stored in the old shape (a seed, no board): the board comes from the seed at the first click', () => {
    const start = 119;
    const stored = engine.parseState(JSON.parse(JSON.stringify(oldDaily('old-daily-seed-0001', start))))!;
    expect(stored).toEqual(oldDaily('old-daily-seed-0001', start));
    expect(applied(stored, { kind: 'open', cell: 0 })).toBeNull();
    const first = applied(stored, { kind: 'open', cell: start })!;
    expect(first.reply.opened[0]).toEqual({ cell: start, number: 0 });
    expect(first.state.game!.mineCells).toEqual(generateBoard(intermediate, start, createSeededRandom('old-daily-seed-0001')));
    // Everybody's first click on it makes the same board.
    expect(applied(stored, { kind: 'open', cell: start })).toEqual(first);
  });

  it('makes a board from a seed the generator fails on with the next seed derived from it, the same every time', () => {
    const fresh = engine.newGame('beginner', createSeededRandom('derived')).state;
    const a = createMinesweeperEngine({ makeBoard: failingOn(1) }).applyMove(fresh, { kind: 'open', cell: 40 });
    const b = createMinesweeperEngine({ makeBoard: failingOn(1) }).applyMove(fresh, { kind: 'open', cell: 40 });
    expect(a).toEqual(b);
    expect(a && 'state' in a && a.state.game!.mineCells).toEqual(
      generateBoard(levelById('beginner'), 40, createSeededRandom(`${fresh.seed}/1`)),
    );
    const never = failingOn(...Array.from({ length: MAX_BOARD_TRIES }, (_, i) => i + 1));
    expect(() => createMinesweeperEngine({ makeBoard: never }).applyMove(fresh, { kind: 'open', cell: 40 })).toThrow(/No no-guess board/);
  });

  it('calls costly only the first click that makes a board', () => {
    const fresh = engine.newGame('expert', createSeededRandom('costly')).state;
    expect(engine.costlyMove(fresh, { kind: 'open', cell: 100 })).toBe(true);
    // Refused at once, without making anything.
    expect(engine.costlyMove(fresh, { kind: 'open', cell: 30 * 16 })).toBe(false);
    expect(engine.costlyMove(fresh, { kind: 'chord', cell: 100, flags: [] })).toBe(false);
    const started = applied(fresh, { kind: 'open', cell: 100 })!.state;
    expect(engine.costlyMove(started, { kind: 'open', cell: 0 })).toBe(false);
    // The daily's board is made with it: its first click is cheap; an old-shape daily's is not.
    const daily = engine.newDaily(createSeededRandom('costly daily'), []).state;
    expect(engine.costlyMove(daily, { kind: 'open', cell: daily.start! })).toBe(false);
    expect(engine.costlyMove(oldDaily('old-daily-seed-0002', 5), { kind: 'open', cell: 5 })).toBe(true);
    expect(engine.costlyMove(oldDaily('old-daily-seed-0002', 5), { kind: 'open', cell: 6 })).toBe(false);
  });

  it('opens, chords and ends a game on a known board', () => {
    // 1 mine at the end of the row; the start opens up to the 1.
    const { state } = started(['S..*.', '.....']);
    expect(state.game!.opened).toEqual([0, 1, 2, 5, 6, 7]);
    // The 1 at column 3 (cell 2) chorded with the right flag opens cells 8 (row 2, col 4).
    const chord = applied(state, { kind: 'chord', cell: 2, flags: [3] })!;
    expect(chord.reply.opened).toEqual([{ cell: 8, number: 1 }]);
    expect(chord.status).toBe('playing');
    expectNothingHidden(chord.reply, chord.state.game!);
    const four = applied(chord.state, { kind: 'open', cell: 4 })!;
    expect(four).toEqual({ state: four.state, status: 'playing', reply: { board: '5x2:1:001?10011?', opened: [{ cell: 4, number: 1 }] } });
    const won = applied(four.state, { kind: 'open', cell: 9 })!;
    expect(won.status).toBe('won');
    // On a win every mine is shown, for the board to flag them.
    expect(won.reply).toEqual({ board: '5x2:1:001*100111', opened: [{ cell: 9, number: 1 }] });
    // A move after the end is refused.
    expect(applied(won.state, { kind: 'open', cell: 3 })).toBeNull();
  });

  it('loses on a mine, showing every mine and the one hit', () => {
    const { state } = started(['S..*.', '....*']);
    const lost = applied(state, { kind: 'open', cell: 3 })!;
    expect(lost.status).toBe('lost');
    expect(lost.reply).toEqual({ board: '5x2:2:001!?001?*', opened: [] });
    expect(applied(lost.state, { kind: 'open', cell: 4 })).toBeNull();
    // A chord with a wrong flag opens the mine it left: lost too.
    const chord = applied(state, { kind: 'chord', cell: 7, flags: [8] })!;
    expect(chord.status).toBe('lost');
    expect(parseView(chord.reply.board)!.cells![3]).toBe('hit');
  });

  it('refuses forged and impossible moves, changing nothing', () => {
    const { state } = started(['S..*.', '.....']);
    const before = JSON.stringify(state);
    const refused = [
      { kind: 'open', cell: 10 }, // off the board
      { kind: 'open', cell: 1 }, // already open
      { kind: 'chord', cell: 2, flags: [] }, // flags fewer than its number
      { kind: 'chord', cell: 2, flags: [3, 8] }, // more flags than its number
      { kind: 'chord', cell: 2, flags: [3, 3] }, // a flag twice
      { kind: 'chord', cell: 4, flags: [3] }, // not an opened number
      { kind: 'chord', cell: 2, flags: [1] }, // a flag on an opened cell
    ] as const;
    for (const move of refused) expect(applied(state, move as never), JSON.stringify(move)).toBeNull();
    expect(JSON.stringify(state)).toBe(before);
    // Before the first click, only an open can be made.
    const fresh = engine.newGame('beginner', createSeededRandom('chord first'));
    expect(applied(fresh.state, { kind: 'chord', cell: 40, flags: [] })).toBeNull();
    expect(applied(fresh.state, { kind: 'open', cell: 81 })).toBeNull();
    // The move schema refuses shapes and out-of-range numbers.
    for (const move of [
      { kind: 'open', cell: -1 },
      { kind: 'open', cell: 1.5 },
      { kind: 'flag', cell: 1 },
      { kind: 'chord', cell: 1, flags: Array(9).fill(0) },
      { cell: 1 },
    ]) {
      expect(engine.moveSchema.safeParse(move).success, JSON.stringify(move)).toBe(false);
    }
  });

  it('trusts no inconsistent stored state', () => {
    const { state } = started(['S..*.', '.....']);
    expect(engine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const bad: unknown[] = [
      null,
      { ...state, seed: '' },
      { ...state, start: 10 },
      { ...state, size: { ...state.size, mines: 2 } },
      { ...state, game: { ...state.game, opened: [0, 3] } },
      { ...state, start: 4 },
      // A board made before any click is only a daily's, with its start cell safe.
      { ...state, game: { ...state.game, opened: [] } },
      { ...state, start: 3, game: { ...state.game, opened: [] } },
    ];
    for (const value of bad) expect(engine.parseState(value)).toBeNull();
    expect(engine.parseState({ ...state, start: 0, game: { ...state.game, opened: [] } })).not.toBeNull();
  });

  it('hints the easiest deduction that proves a safe cell, from the server state only', () => {
    const { state } = started(['S..*.', '.....']);
    const hint = engine.hint(state)!;
    expect(hint.cells.length).toBeGreaterThan(0);
    // Every cell the hint proves safe is safe.
    const safeProved = hint.cells.filter((c) => !state.game!.mineCells.includes(c));
    expect(safeProved.length).toBeGreaterThan(0);
    expect(hint.message).toMatch(/safe/);
    expect(engine.hint(engine.newGame('beginner', createSeededRandom('no hint yet')).state)).toBeNull();
  });

  it('takes its fastest human and plausible times from the board, once it exists', () => {
    const fresh = engine.newGame('expert', createSeededRandom('speed'));
    expect(engine.minSolveSeconds(fresh.puzzle, fresh.state)).toBe(0);
    const first = applied(fresh.state, { kind: 'open', cell: 200 })!;
    const game = first.state.game!;
    expect(engine.minSolveSeconds(fresh.puzzle, first.state)).toBe((boardValue(game, game.mineCells) - 1) / 20);
    expect(engine.minSolveSeconds(fresh.puzzle, first.state)).toBeGreaterThan(2);
    // What only the world's best reach: the same 3BV at six a second, held as pending when faster.
    expect(engine.plausibleSeconds(fresh.puzzle, fresh.state)).toBe(0);
    expect(engine.plausibleSeconds(fresh.puzzle, first.state)).toBe((boardValue(game, game.mineCells) - 1) / 6);
    expect(engine.minMoveSeconds).toBe(0.05);
  });

  it('never answers an unopened cell, over a whole game played by its own hints', () => {
    for (const level of LEVELS) {
      const { state: fresh } = engine.newGame(level.id, createSeededRandom(`whole ${level.id}`));
      let answer = applied(fresh, { kind: 'open', cell: 0 })!;
      let moves = 0;
      while (answer.status === 'playing') {
        expectNothingHidden(answer.reply, answer.state.game!);
        expectNothingHidden(engine.publicView(answer.state), answer.state.game!);
        const game = answer.state.game!;
        const hint = engine.hint(answer.state)!;
        const safe = hint.cells.find((c) => !game.mineCells.includes(c) && !game.opened.includes(c));
        expect(safe, 'a no-guess board always has a safe deduction').toBeDefined();
        answer = applied(answer.state, { kind: 'open', cell: safe! })!;
        moves++;
      }
      expect(answer.status).toBe('won');
      expect(moves).toBeGreaterThan(0);
      // On a win every mine is shown, for the board to flag them.
      expect(parseView(answer.reply.board)!.cells!.filter((c) => c === 'mine')).toHaveLength(level.mines);
    }
  });
});
