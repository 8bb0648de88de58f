import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, storedState } from '@/tests/support/play-rows';
import { engine as dominoesEngine } from './engine';
import { suggestedPlay } from './hint';
import { REFUSALS, type Move } from './moves';
import { parsePuzzle } from './puzzle-text';
import type { DominoesReply } from './reply';
import type { DominoesState } from './state';
import { ALL_TILES } from './tiles';
import { signedInCaller } from '@/tests/support/players';

/**
 * Dominoes through the play service, as the routes answer it (each route returns the service's
 * answer as JSON): no answer carries another hand or the boneyard's tiles, the server plays the
 * computers' turns, refuses what the rules do not allow and records the match's result.
 */
const db = fileDatabase();
const service = playServiceOn(db, { dominoes: dominoesEngine }, { seed: 'dominoes api' });
const game = 'dominoes';

const stateOf = (playId: string) => storedState(db.sql, playId, dominoesEngine.parseState);

/**
 * The answer shows no tile of another hand or of the boneyard, as the server holds them after it
 * (the hands only once a round's summary shows them), nor the random source of the deals to come.
 */
async function expectNoSecret(answer: unknown, playId: string) {
  const state = await stateOf(playId);
  const text = JSON.stringify(answer);
  const { table, summary } = state.match;
  const hidden = [...(summary ? [] : table.hands.slice(1).flat()), ...table.boneyard];
  for (const tile of hidden) expect(text, `${tile} shown`).not.toContain(`"${tile}"`);
  expect(text).not.toMatch(/"random"|"lacks"|"boneyard":\[/);
  for (const word of state.random) expect(text).not.toContain(String(word));
  // The tiles that are shown: the player's own, the line, and the summary's hands.
  const shown = new Set([...table.hands[0]!, ...table.line.map((l) => l.tile), ...(summary ? summary.hands.flat() : [])]);
  for (const tile of ALL_TILES) if (text.includes(`"${tile}"`)) expect(shown.has(tile), `${tile} shown`).toBe(true);
}

/** The move a good player makes (the hint's choice: it reads only what the player sees). */
function goodMove(state: DominoesState, view: DominoesReply): Move {
  if (view.phase === 'round-over') return { type: 'next-round' };
  const best = suggestedPlay(state);
  if (best) return { type: 'play', ...best.play };
  return { type: view.canDraw ? 'draw' : 'pass' };
}

/** The move a careless player makes: the lightest tile it may lay. */
function poorMove(_state: DominoesState, view: DominoesReply): Move {
  if (view.phase === 'round-over') return { type: 'next-round' };
  const pips = (tile: string) => Number(tile[0]) + Number(tile[2]);
  const lightest = [...view.playable].sort((a, b) => pips(a.tile) - pips(b.tile))[0];
  if (lightest) return { type: 'play', tile: lightest.tile, end: lightest.ends[0]! };
  return { type: view.canDraw ? 'draw' : 'pass' };
}

/** Plays a match to its end, checking every answer; answers the last one. */
async function playOut(player: PlayCaller, playId: string, choose: (state: DominoesState, view: DominoesReply) => Move) {
  let view = (await service().get(player, game, playId)).view as DominoesReply;
  for (let moves = 0; ; moves++) {
    expect(moves).toBeLessThan(600);
    await humanPace(db.sql, playId, 3600);
    const answer = await service().move(player, game, playId, choose(await stateOf(playId), view));
    await expectNoSecret(answer, playId);
    if (answer.status !== 'playing') return answer;
    view = answer.reply as DominoesReply;
    if (moves % 10 === 0) await expectNoSecret(await service().get(player, game, playId), playId);
  }
}

const newUser = (email: string) => signedInCaller(db.sql, email);

describe('the Dominoes play API', () => {
  it('answers no other hand and no boneyard tile in any answer: issue, GET, daily, hint, moves; a won match is recorded', async () => {
    const player = await newUser('domino@example.com');
    let last;
    for (let attempt = 0; ; attempt++) {
      expect(attempt).toBeLessThan(5);
      const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-easy-1' });
      expect(issued).toMatchObject({ status: 'playing', level: 'draw-easy-1', view: { phase: 'playing', turn: 0, boneyard: 14 } });
      const state = await stateOf(issued.playId);
      const opening = state.match.table.hands[0]!.concat(state.match.table.line.filter((l) => l.seat === 0).map((l) => l.tile));
      expect(parsePuzzle(issued.puzzle)?.hand.sort()).toEqual(opening.sort());
      await expectNoSecret(issued, issued.playId);
      await expectNoSecret(await service().daily(game), issued.playId);
      last = await playOut(player, issued.playId, goodMove);
      if (last.status === 'won') break;
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: { 'all:draw-easy-1': 1 }, statistics: { won: 1 } } });
    expect((last.reply as DominoesReply).summary?.winner).toBe(0);
    expect((last.reply as DominoesReply).scores[0]).toBeGreaterThanOrEqual(100);
  });

  it('gives a hint from the state it keeps, counted, telling nothing hidden', async () => {
    const player: PlayCaller = { key: 'dom-hinted', userId: null, address: 'dom-hinted' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-hard-2' });
    const answer = await service().hint(player, game, issued.playId, []);
    expect(answer.hint).not.toBeNull();
    await expectNoSecret(answer, issued.playId);
    expect((await service().get(player, game, issued.playId)).hints).toBe(1);
  });

  it('a lost match counts as played', async () => {
    const player: PlayCaller = { key: 'dom-loser', userId: null, address: 'dom-loser' };
    let last;
    let playId = '';
    for (let attempt = 0; ; attempt++) {
      expect(attempt).toBeLessThan(5);
      const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-hard-1' });
      playId = issued.playId;
      last = await playOut(player, issued.playId, poorMove);
      if (last.status === 'lost') break;
    }
    expect(last).toMatchObject({ status: 'lost', result: { ranks: {}, statistics: { played: 1, won: 0 } } });
    expect((last.reply as DominoesReply).summary?.winner).toBe(1);
    // Nothing is played after the end.
    expect(await refusal(service().move(player, game, playId, { type: 'next-round' }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('refuses moves the rules do not allow with their reason, and forged ones, changing nothing', async () => {
    const player: PlayCaller = { key: 'dom-forger', userId: null, address: 'dom-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'block-easy-1' });
    const before = await stateOf(issued.playId);
    const view = issued.view as DominoesReply;
    const mine = before.match.table.hands[0]!;
    const theirs = before.match.table.hands[1]![0]!;
    const sleeping = before.match.table.boneyard[0]!;
    const unfit = mine.find((tile) => !view.playable.some((p) => p.tile === tile));
    const refusals: [unknown, string][] = [
      [{ type: 'play', tile: theirs, end: 'left' }, REFUSALS.notInHand],
      [{ type: 'play', tile: sleeping, end: 'right' }, REFUSALS.notInHand],
      [{ type: 'draw' }, REFUSALS.noDrawing],
      [{ type: 'pass' }, REFUSALS.canStillPlay],
      [{ type: 'next-round' }, REFUSALS.roundNotOver],
    ];
    if (unfit && view.mustOpenWith) refusals.push([{ type: 'play', tile: unfit, end: 'left' }, REFUSALS.mustOpenWith(view.mustOpenWith)]);
    else if (unfit) refusals.push([{ type: 'play', tile: unfit, end: 'left' }, REFUSALS.fitsNeither]);
    for (const [move, message] of refusals)
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({ status: 400, message });
    const bad = { status: 422, message: MOVE_MESSAGES.badMove };
    const forged = [
      { type: 'play', tile: '7-7', end: 'left' },
      { type: 'play', tile: '6-6', end: 'middle' },
      { type: 'play', tile: 66, end: 'left' },
      { type: 'play', end: 'left' },
      { type: 'deal-again' },
      { kind: 'open', cell: 0 },
      'draw',
      null,
    ];
    for (const move of forged) expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual(bad);
    expect(await stateOf(issued.playId)).toEqual(before);
    expect((await service().get(player, game, issued.playId)).view).toEqual(view);
    // Someone else's play is not found; the grid games' whole-list finish is not for this game.
    expect(
      await refusal(service().move({ key: 'dom-other', userId: null, address: 'dom-other' }, game, issued.playId, { type: 'pass' })),
    ).toEqual({
      status: 404,
      message: MESSAGES.playNotFound,
    });
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
  });

  it('serves the daily deal: the same opening hand to everybody, one play each', async () => {
    const a = await service().issue({ key: 'dom-day-a', userId: null, address: 'dom-day-a' }, game, { mode: 'daily' });
    const b = await service().issue({ key: 'dom-day-b', userId: null, address: 'dom-day-b' }, game, { mode: 'daily' });
    expect(a.puzzle).toBe(b.puzzle);
    expect(a.level).toBe('draw-hard-1');
    expect(a.view).toEqual(b.view);
    expect((await service().issue({ key: 'dom-day-a', userId: null, address: 'dom-day-a' }, game, { mode: 'daily' })).playId).toBe(
      a.playId,
    );
    await expectNoSecret(a, a.playId);
    await expectNoSecret(await service().daily(game), a.playId);
  });
});
