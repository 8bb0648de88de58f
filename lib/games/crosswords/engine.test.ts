import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyCrosswordMove, engine, FREE_WRONG_SUBMITS, MOVE_REFUSALS, type CrosswordApplied } from './engine';
import { parseCrossword, parseShape } from './format';
import { CROSSWORD_LEVELS } from './levels';
import { moveSchema, type CrosswordMove } from './moves';
import { newCrosswordState, parseCrosswordState, type CrosswordState } from './play-state';

// The README's Mini: MET / BOARD / ANGER / RELAY / YET across; cell = row * 5 + column.
const SOLUTION = '#MET#/BOARD/ANGER/RELAY/#YET#';
const ANSWER = SOLUTION.replaceAll('/', '');
const EMPTY = ANSWER.replace(/[A-Z]/g, '.');
const PUZZLE = '#...#/...../...../...../#...#|A1 Came together;A4 Board;A6 Anger;A7 Relay;A8 Yet|D1 M;D2 E;D3 T;D4 B;D5 D';

/** The grid with some cells set: `{ 5: 'B' }`. */
const withLetters = (base: string, cells: Record<number, string>) => [...base].map((c, i) => cells[i] ?? c).join('');

function play(state: CrosswordState, move: CrosswordMove): CrosswordApplied {
  const answer = engine.applyMove(state, moveSchema.parse(move));
  if (answer === null || isRefusedMove(answer)) throw new Error(`move refused: ${JSON.stringify(answer)}`);
  return answer;
}

const unstarted = () => newCrosswordState(SOLUTION, PUZZLE);
const fresh = (): CrosswordState => ({ ...unstarted(), started: true });
const CLUE_TEXTS = parseCrossword(PUZZLE)!.clues.map((c) => c.text);
// B O A R D across at 5-9; B A R down at 5, 10, 15.
const typo = withLetters(EMPTY, { 5: 'B', 6: 'O', 7: 'X', 8: 'R', 10: 'A' });

describe('the crossword engine', () => {
  it('starts every level covered: the public text is the grid shape, the clues come with the start', () => {
    for (const { id } of CROSSWORD_LEVELS) {
      const { puzzle, state } = engine.newGame(id, createSeededRandom(`engine ${id}`));
      expect(puzzle).toMatch(/^[#./]+$/);
      const shape = parseShape(puzzle)!;
      expect(shape).not.toBeNull();
      expect(engine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      const view = engine.publicView(state);
      expect(view).toEqual({
        started: false,
        letters: state.letters,
        checkedWrong: [],
        confirmed: [],
        revealed: [],
        assisted: false,
        freeSubmits: FREE_WRONG_SUBMITS,
        full: false,
        solved: false,
        gaveUp: false,
      });
      expect(view.letters).toMatch(/^[#.]+$/);
      expect(view.letters.length).toBe(shape.width * shape.height);
      const started = play(state, { type: 'start' });
      const full = parseCrossword(started.reply.puzzle!)!;
      expect(started.reply.puzzle!.split('|')[0]).toBe(puzzle);
      expect(full.clues.length).toBeGreaterThan(0);
      // No clue before the start, in the puzzle or the view.
      for (const { text } of full.clues) expect(JSON.stringify({ puzzle, view }), text).not.toContain(text);
      expect(started.reply.solution).toBeUndefined();
      expect(JSON.stringify(started.reply)).not.toContain(state.solution);
    }
  });

  it('starts once, before any other move: the reply and every later view carry the clues, never the answer', () => {
    const letters = withLetters(EMPTY, { 5: 'B' });
    const before = [
      { type: 'save', letters },
      { type: 'submit', letters: ANSWER },
      { type: 'check', scope: 'puzzle', cell: 6, direction: 'across', letters },
      { type: 'reveal', scope: 'square', cell: 6, direction: 'across', letters },
    ] as const;
    for (const move of before) expect(applyCrosswordMove(unstarted(), move), move.type).toEqual({ refused: MOVE_REFUSALS.notStarted });
    const hidden = JSON.stringify(engine.publicView(unstarted()));
    for (const text of CLUE_TEXTS) expect(hidden).not.toContain(text);
    expect(hidden).not.toContain('"puzzle"');

    const started = play(unstarted(), { type: 'start' });
    expect(started).toEqual({
      state: fresh(),
      status: 'playing',
      reply: expect.objectContaining({ started: true, puzzle: PUZZLE, letters: EMPTY, assisted: false }),
    });
    expect(started.reply.solution).toBeUndefined();
    expect(applyCrosswordMove(started.state, { type: 'start' })).toEqual({ refused: MOVE_REFUSALS.alreadyStarted });
    // A resumed play, and every move after the start, shows the clues.
    expect(engine.publicView(started.state)).toMatchObject({ started: true, puzzle: PUZZLE });
    expect(play(started.state, { type: 'save', letters }).reply).toMatchObject({ started: true, puzzle: PUZZLE, letters });
  });

  it('saves the letters as sent, with no help and no judgement', () => {
    const saved = play(fresh(), { type: 'save', letters: typo });
    expect(saved).toEqual({
      state: { ...fresh(), letters: typo },
      reply: expect.objectContaining({ letters: typo, assisted: false, full: false }),
      status: 'playing',
    });
    // A full wrong grid saved is not judged either.
    const full = ANSWER.replace('M', 'Q');
    expect(play(fresh(), { type: 'save', letters: full })).toMatchObject({ status: 'playing', reply: { full: true, solved: false } });
  });

  it('refuses letters that do not fit the grid, and malformed moves at the schema', () => {
    const misfits = [EMPTY.slice(1), `${EMPTY}.`, `.${EMPTY.slice(1)}`, withLetters(EMPTY, { 5: '#' }), '.'.repeat(25)];
    for (const letters of misfits) {
      for (const move of [
        { type: 'save', letters },
        { type: 'submit', letters },
        { type: 'check', scope: 'puzzle', cell: 6, direction: 'across', letters },
      ] as const) {
        expect(applyCrosswordMove(fresh(), move), JSON.stringify(move)).toBeNull();
      }
    }
    const malformed = [
      { type: 'save', letters: EMPTY.toLowerCase().replace(/\./g, 'a') },
      { type: 'save', letters: EMPTY.replace('.', ' ') },
      { type: 'save', letters: '#'.repeat(226) },
      { type: 'save', letters: '...' },
      { type: 'save' },
      { type: 'check', scope: 'row', cell: 6, direction: 'across', letters: typo },
      { type: 'check', scope: 'word', cell: 6, direction: 'diagonal', letters: typo },
      { type: 'reveal', scope: 'square', cell: 225, direction: 'down', letters: typo },
      { type: 'reveal', scope: 'square', cell: 1.5, direction: 'down', letters: typo },
      { type: 'solve', letters: ANSWER },
    ];
    for (const move of malformed) expect(moveSchema.safeParse(move).success, JSON.stringify(move)).toBe(false);
    // A cursor on a block or off the grid has no scope.
    expect(applyCrosswordMove(fresh(), { type: 'check', scope: 'square', cell: 0, direction: 'across', letters: typo })).toBeNull();
    expect(applyCrosswordMove(fresh(), { type: 'reveal', scope: 'word', cell: 30, direction: 'across', letters: typo })).toBeNull();
  });

  it('checks a square, a word or the puzzle: marks the filled squares of its scope wrong or right, as help', () => {
    const square = play(fresh(), { type: 'check', scope: 'square', cell: 7, direction: 'across', letters: typo });
    expect(square).toMatchObject({
      status: 'playing',
      help: 'check',
      reply: { letters: typo, checkedWrong: [7], confirmed: [], assisted: true },
    });
    expect(square.reply.solution).toBeUndefined();
    // BOARD across: the four filled squares judged, the empty one not.
    const word = play(fresh(), { type: 'check', scope: 'word', cell: 6, direction: 'across', letters: typo });
    expect(word.reply).toMatchObject({ checkedWrong: [7], confirmed: [5, 6, 8] });
    // BAR down from the same square: only its filled squares (5 and 10).
    const down = play(fresh(), { type: 'check', scope: 'word', cell: 5, direction: 'down', letters: typo });
    expect(down.reply).toMatchObject({ checkedWrong: [], confirmed: [5, 10] });
    const all = play(fresh(), { type: 'check', scope: 'puzzle', cell: 12, direction: 'down', letters: typo });
    expect(all.reply).toMatchObject({ checkedWrong: [7], confirmed: [5, 6, 8, 10] });
    // A mark lasts while its letter is there: the X changed to another wrong letter is unmarked (not re-judged).
    const changed = play(all.state, { type: 'save', letters: withLetters(typo, { 7: 'Y', 5: 'C' }) });
    expect(changed.reply).toMatchObject({ checkedWrong: [], confirmed: [6, 8, 10], assisted: true });
    expect(changed.help).toBeUndefined();
    // Nothing filled in the scope: nothing to check, nothing counted.
    expect(applyCrosswordMove(fresh(), { type: 'check', scope: 'word', cell: 20 + 2, direction: 'across', letters: typo })).toEqual({
      refused: MOVE_REFUSALS.nothingToCheck,
    });
  });

  it('reveals the letters of its scope only, for good, as help; the whole puzzle ends the play', () => {
    const square = play(fresh(), { type: 'reveal', scope: 'square', cell: 7, direction: 'across', letters: typo });
    expect(square).toMatchObject({
      status: 'playing',
      help: 'reveal',
      reply: { letters: withLetters(typo, { 7: 'A' }), revealed: [7], assisted: true, gaveUp: false },
    });
    expect(square.reply.solution).toBeUndefined();
    // MET across: its three letters, nothing else of the answer.
    const word = play(square.state, { type: 'reveal', scope: 'word', cell: 2, direction: 'across', letters: typo });
    expect(word.reply.letters).toBe(withLetters(typo, { 1: 'M', 2: 'E', 3: 'T', 7: 'A' }));
    expect(word.reply.revealed).toEqual([1, 2, 3, 7]);
    expect(applyCrosswordMove(word.state, { type: 'reveal', scope: 'word', cell: 1, direction: 'across', letters: typo })).toEqual({
      refused: MOVE_REFUSALS.alreadyRevealed,
    });
    // A revealed square keeps its answer whatever the browser sends.
    const overwritten = play(word.state, { type: 'save', letters: withLetters(typo, { 1: 'Z', 7: '.' }) });
    expect(overwritten.reply.letters).toBe(word.reply.letters);
    const all = play(word.state, { type: 'reveal', scope: 'puzzle', cell: 12, direction: 'across', letters: typo });
    expect(all).toMatchObject({
      status: 'lost',
      help: 'reveal',
      reply: { letters: ANSWER, gaveUp: true, solved: false, solution: SOLUTION },
    });
    expect(engine.publicView(all.state).solution).toBe(SOLUTION);
    expect(applyCrosswordMove(all.state, { type: 'save', letters: ANSWER })).toBeNull();
  });

  it('judges a submitted grid: it must be full; wrong goes on gently, right wins with the answer', () => {
    expect(applyCrosswordMove(fresh(), { type: 'submit', letters: withLetters(ANSWER, { 12: '.' }) })).toEqual({
      refused: MOVE_REFUSALS.notFull,
    });
    const wrong = play(fresh(), { type: 'submit', letters: withLetters(ANSWER, { 12: 'Q' }) });
    expect(wrong).toMatchObject({ status: 'playing', reply: { full: true, solved: false, checkedWrong: [] } });
    expect(wrong.reply.solution).toBeUndefined();
    expect(wrong.help).toBeUndefined();
    const right = play(wrong.state, { type: 'submit', letters: ANSWER });
    expect(right).toEqual({
      state: { ...fresh(), letters: ANSWER, outcome: 'solved', wrongSubmits: 1 },
      status: 'won',
      reply: expect.objectContaining({ solved: true, full: true, assisted: false, solution: SOLUTION }),
    });
    expect(applyCrosswordMove(right.state, { type: 'submit', letters: ANSWER })).toBeNull();
  });

  it('lets a person mistype: the first wrong full grids are free, each one past them counts as a check', () => {
    expect(FREE_WRONG_SUBMITS).toBe(2);
    let state = fresh();
    const wrongGrids = ['Q', 'Z', 'X', 'W'].map((letter) => withLetters(ANSWER, { 12: letter }));
    const answers = wrongGrids.map((letters) => {
      const answer = play(state, { type: 'submit', letters });
      state = answer.state;
      return answer;
    });
    // The free ones: no help, the view not assisted, the free ones left counted down.
    for (const [i, answer] of answers.slice(0, FREE_WRONG_SUBMITS).entries()) {
      expect(answer.help).toBeUndefined();
      expect(answer.reply).toMatchObject({ full: true, solved: false, assisted: false, freeSubmits: FREE_WRONG_SUBMITS - i - 1 });
    }
    // Past them: help as a check is (the platform counts it on the play), and the view says assisted.
    for (const answer of answers.slice(FREE_WRONG_SUBMITS)) {
      expect(answer.help).toBe('check');
      expect(answer.reply).toMatchObject({ full: true, solved: false, assisted: true, freeSubmits: 0, checkedWrong: [] });
      expect(answer.reply.solution).toBeUndefined();
    }
    expect(state.wrongSubmits).toBe(4);
    // The count survives a store and a resume; a right grid then wins, assisted, and is never itself a check.
    expect(parseCrosswordState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const right = play(state, { type: 'submit', letters: ANSWER });
    expect(right).toMatchObject({ status: 'won', reply: { solved: true, assisted: true } });
    expect(right.help).toBeUndefined();
  });

  it('parses a stored state strictly', () => {
    const revealed = play(fresh(), { type: 'reveal', scope: 'square', cell: 7, direction: 'across', letters: typo }).state;
    expect(parseCrosswordState(JSON.parse(JSON.stringify(revealed)))).toEqual(revealed);
    const garbage: unknown[] = [
      null,
      'state',
      [],
      7,
      { ...fresh(), extra: 1 },
      { letters: EMPTY, marks: EMPTY, outcome: 'playing' },
      { ...fresh(), solution: '#met#/BOARD/ANGER/RELAY/#YET#' },
      { ...fresh(), solution: 'A' },
      { ...fresh(), letters: EMPTY.slice(1) },
      { ...fresh(), letters: withLetters(EMPTY, { 5: '#' }) },
      { ...fresh(), letters: withLetters(EMPTY, { 5: 'b' }) },
      { ...fresh(), marks: withLetters(EMPTY, { 5: 'X' }) },
      { ...fresh(), marks: withLetters(EMPTY, { 5: 'R' }) },
      { ...fresh(), outcome: 'solved' },
      { ...fresh(), outcome: 'revealed', letters: ANSWER },
      { ...fresh(), outcome: 'over' },
      { ...fresh(), letters: 5 },
      { solution: SOLUTION, letters: EMPTY, marks: EMPTY, outcome: 'playing', puzzle: PUZZLE },
      { ...fresh(), started: 'yes' },
      { ...fresh(), wrongSubmits: 0 },
      { ...fresh(), wrongSubmits: 1.5 },
      { ...fresh(), wrongSubmits: '3' },
      { ...fresh(), puzzle: PUZZLE.split('|')[0] },
      { ...fresh(), puzzle: PUZZLE.replace('#...#/', '#....') },
      { ...fresh(), puzzle: '#...#/...../...../...../#...#|A1 A;A4 B;A6 C;A7 D|D1 M;D2 E;D3 T;D4 B;D5 D' },
      { ...fresh(), puzzle: '...../...../...../...../.....|A1 A;A6 B;A7 C;A8 D;A9 E|D1 A;D2 B;D3 C;D4 D;D5 E' },
      // Nothing filled or marked before the start.
      { ...unstarted(), letters: withLetters(EMPTY, { 5: 'B' }) },
      { ...unstarted(), marks: withLetters(EMPTY, { 5: 'b' }), letters: withLetters(EMPTY, { 5: 'B' }) },
      { ...unstarted(), wrongSubmits: 1 },
    ];
    expect(parseCrosswordState(JSON.parse(JSON.stringify(unstarted())))).toEqual(unstarted());
    // A state stored before wrong submits were counted has none; one that counts them keeps the count.
    expect(parseCrosswordState({ ...fresh(), wrongSubmits: 3 })).toEqual({ ...fresh(), wrongSubmits: 3 });
    for (const value of garbage) expect(parseCrosswordState(value), JSON.stringify(value)).toBeNull();
  });

  it('sets the pace floors by the white squares: typing speed, and the fastest solvers', () => {
    // 21 white squares.
    expect(engine.minSolveSeconds(PUZZLE)).toBeCloseTo(21 * 0.2);
    expect(engine.minSolveSeconds(PUZZLE.split('|')[0]!)).toBeCloseTo(21 * 0.2);
    expect(engine.plausibleSeconds(PUZZLE, fresh())).toBeCloseTo(21 * 0.4);
    expect(engine.minSolveSeconds('not a puzzle')).toBe(0);
    expect(engine.hint).toBeUndefined();
  });
});
