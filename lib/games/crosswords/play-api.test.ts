import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { signedInCaller } from '@/tests/support/players';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, storedState } from '@/tests/support/play-rows';
import { engine, FREE_WRONG_SUBMITS, MOVE_REFUSALS } from './engine';
import { parseCrossword, parseShape } from './format';
import { slotsOf } from './grid';
import type { CrosswordState } from './play-state';
import type { CrosswordView } from './play-view';

/**
 * Crosswords through the play service, as the routes answer it (each route returns the service's
 * answer as JSON): the answer stays on the server until the play is won or the puzzle revealed;
 * Check and Reveal are counted as help; a submitted grid is judged there.
 */
const db = fileDatabase();
const game = 'crosswords';
const service = playServiceOn(db, { [game]: engine }, { seed: 'crosswords api' });

const stateOf = (playId: string) => storedState<CrosswordState>(db.sql, playId);

/** The play's public puzzle text (the grid's shape), its full text with the clues, and its answer grid, row by row without separators. */
async function puzzleOf(playId: string) {
  const [row] = await db.sql.query<{ puzzle: string }>(
    'select gp.puzzle from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [playId],
  );
  const { solution, puzzle: full } = await stateOf(playId);
  return { puzzle: row!.puzzle, full, solution, answer: solution.replaceAll('/', '') };
}

/** No clue (nor the full text) in an answer of the service: what a play shows before the start. */
async function expectNoClue(response: unknown, playId: string) {
  const { full } = await puzzleOf(playId);
  const text = JSON.stringify(response);
  expect(text).not.toContain('"puzzle":"' + full.split('|')[0] + '|');
  for (const clue of parseCrossword(full)!.clues) expect(text, clue.text).not.toContain(JSON.stringify(clue.text).slice(1, -1));
}

/** Presses Start: the reply carries the full text with the clues, and nothing of the answer. */
async function start(player: PlayCaller, playId: string, empty: string) {
  const started = await service().move(player, game, playId, { type: 'start' });
  const { full } = await puzzleOf(playId);
  expect(started).toMatchObject({ status: 'playing', reply: { started: true, puzzle: full, letters: empty } });
  await expectNoAnswer(started, playId, empty);
  return started;
}

/** A wrong letter for every white square: the next letter of the alphabet. */
const wrongLetters = (answer: string) =>
  [...answer].map((c) => (c === '#' ? '#' : String.fromCharCode(65 + ((c.charCodeAt(0) - 64) % 26)))).join('');
const withLetters = (base: string, cells: Record<number, string>) => [...base].map((c, i) => cells[i] ?? c).join('');

/**
 * Nothing of the answer in an answer of the service, apart from the squares the player has been
 * given (`known`): no answer text, no entry of 3 letters or more outside the public puzzle (its clues
 * are public), and every view's letters only what the player sent (or was given).
 */
async function expectNoAnswer(response: unknown, playId: string, sent: string, known: readonly number[] = []) {
  const { full, solution, answer } = await puzzleOf(playId);
  const text = JSON.stringify(response).replaceAll(JSON.stringify(full).slice(1, -1), '');
  expect(text).not.toContain('"solution"');
  expect(text).not.toContain(solution);
  const shape = parseCrossword(full)!;
  for (const slot of slotsOf(shape)) {
    const entry = slot.cells.map((cell) => answer[cell]).join('');
    if (!slot.cells.every((cell) => known.includes(cell))) expect(text, entry).not.toContain(entry);
  }
  for (const [, letters] of text.matchAll(/"letters":"([^"]*)"/g)) {
    expect(
      [...letters!].every((c, i) => c === sent[i] || (known.includes(i) && c === answer[i])),
      letters,
    ).toBe(true);
  }
}

const resultOf = async (player: PlayCaller) =>
  (
    await db.sql.query<{ assisted: boolean; won: boolean }>(
      'select assisted, won from public.game_results where game_slug = $1 and player_key = $2',
      [game, player.key],
    )
  )[0];

const helpRows = async (player: PlayCaller) =>
  (
    await db.sql.query<{ kind: string }>('select kind from public.puzzle_help where player_key = $1 order by created_at, kind', [
      player.key,
    ])
  ).map((r) => r.kind);

describe('the Crosswords play API', () => {
  it.each(['easy', 'medium', 'hard'])('%s: keeps the answer on the server through saves, a check, a reveal and a resume', async (level) => {
    const player: PlayCaller = { key: `cw-${level}`, userId: null, address: `cw-${level}` };
    const issued = await service().issue(player, game, { mode: 'practice', level });
    const { puzzle, full, answer } = await puzzleOf(issued.playId);
    const empty = answer.replace(/[A-Z]/g, '.');
    // Issued covered: the grid's shape only, no clue anywhere until Start.
    expect(puzzle).toBe(full.split('|')[0]);
    expect(issued).toMatchObject({
      status: 'playing',
      level,
      puzzle,
      view: { started: false, letters: empty, revealed: [], assisted: false },
    });
    await expectNoAnswer(issued, issued.playId, empty);
    await expectNoClue(issued, issued.playId);
    const early = service().move(player, game, issued.playId, { type: 'save', letters: empty });
    expect(await refusal(early)).toEqual({ status: 400, message: MOVE_REFUSALS.notStarted });
    await expectNoClue(await service().get(player, game, issued.playId), issued.playId);
    await start(player, issued.playId, empty);
    expect(await refusal(service().move(player, game, issued.playId, { type: 'start' }))).toEqual({
      status: 400,
      message: MOVE_REFUSALS.alreadyStarted,
    });
    expect(await service().get(player, game, issued.playId)).toMatchObject({ view: { started: true, puzzle: full } });

    // Wrong letters in the first across entry, saved, then resumed.
    const first = slotsOf(parseCrossword(full)!)[0]!;
    const typed = withLetters(empty, Object.fromEntries(first.cells.map((cell) => [cell, wrongLetters(answer)[cell]!])));
    const saved = await service().move(player, game, issued.playId, { type: 'save', letters: typed });
    expect(saved.reply).toMatchObject({ letters: typed, assisted: false });
    await expectNoAnswer(saved, issued.playId, typed);
    const resumed = await service().get(player, game, issued.playId);
    expect(resumed.view).toEqual(saved.reply);
    await expectNoAnswer(resumed, issued.playId, typed);

    // A check of the word: its squares are wrong, nothing more; counted with the mistake checks.
    const checked = await service().move(player, game, issued.playId, {
      type: 'check',
      scope: 'word',
      cell: first.cells[0],
      direction: first.direction,
      letters: typed,
    });
    expect(checked.reply).toMatchObject({ checkedWrong: first.cells, confirmed: [], assisted: true });
    await expectNoAnswer(checked, issued.playId, typed);
    expect(await service().get(player, game, issued.playId)).toMatchObject({ checks: 1, hints: 0 });

    // A reveal of one square gives that square's letter only; counted with the hints.
    const square = first.cells[1]!;
    const revealed = await service().move(player, game, issued.playId, {
      type: 'reveal',
      scope: 'square',
      cell: square,
      direction: 'across',
      letters: typed,
    });
    expect((revealed.reply as CrosswordView).letters).toBe(withLetters(typed, { [square]: answer[square]! }));
    await expectNoAnswer(revealed, issued.playId, typed, [square]);
    const after = await service().get(player, game, issued.playId);
    expect(after).toMatchObject({ status: 'playing', checks: 1, hints: 1 });
    await expectNoAnswer(after, issued.playId, typed, [square]);
  });

  it('judges a full grid: wrong goes on, right wins a clean, ranked result', async () => {
    const player = await signedInCaller(db.sql, 'crosswords@example.com');
    // A deal no other key had: a shared one stays off the all-time board (platform/scouting.test.ts).
    await db.sql.query('update public.game_puzzles set pooled = false where game_slug = $1', [game]);
    const issued = await service().issue(player, game, { mode: 'practice', level: 'easy' });
    const { answer, solution } = await puzzleOf(issued.playId);
    await start(player, issued.playId, answer.replace(/[A-Z]/g, '.'));
    const white = answer.search(/[A-Z]/);
    const wrong = withLetters(answer, { [white]: wrongLetters(answer)[white]! });
    const notFull = withLetters(answer, { [white]: '.' });
    expect(await refusal(service().move(player, game, issued.playId, { type: 'submit', letters: notFull }))).toEqual({
      status: 400,
      message: MOVE_REFUSALS.notFull,
    });
    const missed = await service().move(player, game, issued.playId, { type: 'submit', letters: wrong });
    expect(missed).toMatchObject({ status: 'playing', reply: { full: true, solved: false, assisted: false } });
    expect(JSON.stringify(missed)).not.toContain('"solution"');
    // A person mistypes: the free wrong grids are no help.
    const again = await service().move(player, game, issued.playId, { type: 'submit', letters: withLetters(wrong, { [white]: 'Q' }) });
    expect(again).toMatchObject({ status: 'playing', reply: { full: true, solved: false, assisted: false, freeSubmits: 0 } });
    expect(await service().get(player, game, issued.playId)).toMatchObject({ hints: 0, checks: 0 });

    await humanPace(db.sql, issued.playId, 300);
    const won = await service().move(player, game, issued.playId, { type: 'submit', letters: answer });
    expect(won).toMatchObject({
      status: 'won',
      reply: { solved: true, solution },
      result: { ranks: { 'all:easy': 1 }, held: null, statistics: { played: 1, won: 1 } },
    });
    expect(await resultOf(player)).toEqual({ assisted: false, won: true });
    expect(await service().get(player, game, issued.playId)).toMatchObject({ status: 'won', view: { solved: true, solution } });
    expect(await refusal(service().move(player, game, issued.playId, { type: 'save', letters: answer }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('counts each full grid submitted wrong past the free ones as a check: on the play, and the win assisted', async () => {
    const player = await signedInCaller(db.sql, 'crosswords-guesser@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'easy' });
    const { answer } = await puzzleOf(issued.playId);
    await start(player, issued.playId, answer.replace(/[A-Z]/g, '.'));
    const white = answer.search(/[A-Z]/);
    // One square tried letter by letter, as a free oracle would allow.
    const tries = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== answer[white]).slice(0, FREE_WRONG_SUBMITS + 2);
    const answers = [];
    for (const letter of tries)
      answers.push(
        await service().move(player, game, issued.playId, { type: 'submit', letters: withLetters(answer, { [white]: letter }) }),
      );
    expect(answers.map((a) => (a.reply as CrosswordView).assisted)).toEqual([false, false, true, true]);
    expect(await service().get(player, game, issued.playId)).toMatchObject({ status: 'playing', hints: 0, checks: 2 });
    expect(await helpRows(player)).toEqual(['check', 'check']);

    await humanPace(db.sql, issued.playId, 300);
    const won = await service().move(player, game, issued.playId, { type: 'submit', letters: answer });
    expect(won).toMatchObject({ status: 'won', result: { ranks: {}, held: null, standing: { status: 'assisted' } } });
    expect(await resultOf(player)).toEqual({ assisted: true, won: true });
  });

  it("counts the play's own checks at the finish after its help records were swept", async () => {
    const player = await signedInCaller(db.sql, 'crosswords-swept@example.com');
    const issued = await service().issue(player, game, { mode: 'practice', level: 'easy' });
    const { answer } = await puzzleOf(issued.playId);
    await start(player, issued.playId, answer.replace(/[A-Z]/g, '.'));
    const cell = answer.search(/[A-Z]/);
    await service().move(player, game, issued.playId, { type: 'check', scope: 'puzzle', cell, direction: 'across', letters: answer });
    // The help records are kept two days, a play thirty: the sweep took this one.
    await db.sql.query('delete from public.puzzle_help where player_key = $1', [player.key]);
    await humanPace(db.sql, issued.playId, 300);
    const won = await service().move(player, game, issued.playId, { type: 'submit', letters: answer });
    expect(won).toMatchObject({ status: 'won', result: { ranks: {}, standing: { status: 'assisted' } } });
    expect(await resultOf(player)).toEqual({ assisted: true, won: true });
  });

  it('refuses forged moves, changing nothing', async () => {
    const player: PlayCaller = { key: 'cw-forger', userId: null, address: 'cw-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'easy' });
    const { answer, solution } = await puzzleOf(issued.playId);
    await start(player, issued.playId, answer.replace(/[A-Z]/g, '.'));
    const before = await stateOf(issued.playId);
    const block = answer.indexOf('#');
    const forged = [
      { type: 'submit', letters: solution },
      { type: 'submit', letters: answer.slice(1) },
      { type: 'submit', letters: `${answer}A` },
      { type: 'submit', letters: answer.replaceAll('#', 'A') },
      { type: 'submit', letters: answer.toLowerCase() },
      { type: 'win', letters: answer },
      { type: 'check', scope: 'square', cell: block, direction: 'across', letters: answer.replace(/[A-Z]/g, '.') },
      { type: 'reveal', scope: 'word', cell: 999, direction: 'down', letters: answer.replace(/[A-Z]/g, '.') },
      { type: 'submit' },
      null,
    ];
    for (const move of forged)
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({
        status: 422,
        message: MOVE_MESSAGES.badMove,
      });
    expect(await stateOf(issued.playId)).toEqual(before);
    expect(
      await refusal(
        service().move({ key: 'cw-other', userId: null, address: 'cw-other' }, game, issued.playId, { type: 'submit', letters: answer }),
      ),
    ).toEqual({ status: 404, message: MESSAGES.playNotFound });
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
  });

  it('a checked win is assisted and unranked; revealing the puzzle ends the play, lost, with the answer', async () => {
    const checker = await signedInCaller(db.sql, 'crosswords-checker@example.com');
    const a = await service().issue(checker, game, { mode: 'practice', level: 'easy' });
    const { answer } = await puzzleOf(a.playId);
    await start(checker, a.playId, answer.replace(/[A-Z]/g, '.'));
    const cell = answer.search(/[A-Z]/);
    await service().move(checker, game, a.playId, {
      type: 'check',
      scope: 'square',
      cell,
      direction: 'down',
      letters: withLetters(answer.replace(/[A-Z]/g, '.'), { [cell]: answer[cell]! }),
    });
    await humanPace(db.sql, a.playId, 300);
    const won = await service().move(checker, game, a.playId, { type: 'submit', letters: answer });
    expect(won).toMatchObject({ status: 'won', reply: { assisted: true }, result: { ranks: {} } });
    expect(await resultOf(checker)).toEqual({ assisted: true, won: true });

    const quitter = await signedInCaller(db.sql, 'crosswords-quitter@example.com');
    const b = await service().issue(quitter, game, { mode: 'practice', level: 'medium' });
    const puzzleB = await puzzleOf(b.playId);
    const empty = puzzleB.answer.replace(/[A-Z]/g, '.');
    await start(quitter, b.playId, empty);
    const gaveUp = await service().move(quitter, game, b.playId, {
      type: 'reveal',
      scope: 'puzzle',
      cell: puzzleB.answer.search(/[A-Z]/),
      direction: 'across',
      letters: empty,
    });
    expect(gaveUp).toMatchObject({
      status: 'lost',
      reply: { letters: puzzleB.answer, gaveUp: true, solved: false, solution: puzzleB.solution },
      result: { statistics: { played: 1, won: 0 } },
    });
    expect(await resultOf(quitter)).toMatchObject({ won: false });
    expect(await service().get(quitter, game, b.playId)).toMatchObject({ status: 'lost', hints: 1, view: { solution: puzzleB.solution } });
    expect(await refusal(service().move(quitter, game, b.playId, { type: 'save', letters: empty }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('serves the daily Mini, the same grid to everybody, without its answer or a clue before the start', async () => {
    const playerA: PlayCaller = { key: 'cw-day-a', userId: null, address: 'cw-day-a' };
    const a = await service().issue(playerA, game, { mode: 'daily' });
    const b = await service().issue({ key: 'cw-day-b', userId: null, address: 'cw-day-b' }, game, { mode: 'daily' });
    expect(a).toMatchObject({ level: 'easy', mode: 'daily' });
    expect(b.puzzle).toBe(a.puzzle);
    expect(parseShape(a.puzzle)).toMatchObject({ width: 5, height: 5 });
    const empty = (await puzzleOf(a.playId)).answer.replace(/[A-Z]/g, '.');
    await expectNoAnswer(a, a.playId, empty);
    await expectNoClue(a, a.playId);
    const daily = await service().daily(game);
    await expectNoAnswer(daily, a.playId, empty);
    await expectNoClue(daily, a.playId);
    await start(playerA, a.playId, empty);
    const saved = await service().move(playerA, game, a.playId, { type: 'save', letters: empty });
    await expectNoAnswer(saved, a.playId, empty);
    await expectNoAnswer(await service().issue(playerA, game, { mode: 'daily' }), a.playId, empty);
  });
});
