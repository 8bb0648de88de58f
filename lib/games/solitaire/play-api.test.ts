import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '@/lib/games/platform/hidden-state-moves';
import { MESSAGES, type PlayCaller } from '@/lib/games/platform/play-service';
import { refusal } from '@/tests/support/refusal';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { humanPace, storedState } from '@/tests/support/play-rows';
import { cardCode, parseCardCode, type Card } from './cards';
import { REFUSALS, proofMoves, engine } from './engine';
import { replayGame, type SolitaireState } from './game';
import type { Move } from './moves';
import { parseBoardText, type SolitaireView } from './view';
import { signedInCaller } from '@/tests/support/players';

/**
 * Solitaire through the play service, as the routes answer it (each route returns the service's
 * answer as JSON): no answer names a card before it is turned face up, the server plays the moves
 * on the state it keeps and refuses what the rules do not allow, and only its own replay wins.
 */
const db = fileDatabase();
const service = playServiceOn(db, { solitaire: engine }, { seed: 'solitaire api' });
const game = 'solitaire';

const stateOf = (playId: string) => storedState<SolitaireState>(db.sql, playId);

/** The proven line, read from the database as the browser test will: the starting state of the play's puzzle. */
async function proofOf(playId: string): Promise<Move[]> {
  const [row] = await db.sql.query<{ solution: string }>(
    'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [playId],
  );
  return proofMoves(engine.parseState(JSON.parse(row!.solution))!);
}

/**
 * The cards a player has seen by now: every card that was ever face up in the tableau or in the
 * waste in a state the server stored (an undone move may turn a card face down again; it was seen).
 */
class SeenCards {
  private readonly seen = new Set<Card>();

  async update(playId: string): Promise<void> {
    const { position } = replayGame((await engine.parseState(await stateOf(playId)))!)!;
    position.columns.forEach((column, c) => column.slice(position.down[c]!).forEach((card) => this.seen.add(card)));
    position.talon.slice(0, position.cut).forEach((card) => this.seen.add(card));
  }

  /**
   * An answer gives nothing away: no deal, proof or steps, and every card it names (as a code in
   * the JSON, or in a puzzle text) is one the player has seen. Checked against the state stored
   * after the answer, so an answer can never be ahead of what was turned up.
   */
  async expectNothingHidden(answer: unknown, playId: string): Promise<void> {
    await this.update(playId);
    const state = await stateOf(playId);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(state.deal.slice(0, 16));
    expect(text).not.toMatch(/"deal"|"proof"|"steps"/);
    const named = [...text.matchAll(/"([A2-9TJQK][shdc])"/g)].map((m) => parseCardCode(m[1]!)!);
    for (const puzzle of text.matchAll(/"puzzle":"([^"]+)"/g)) {
      const board = parseBoardText(puzzle[1]!);
      expect(board, puzzle[1]).not.toBeNull();
      named.push(...[...board!.tableau.flatMap((c) => c.up), ...board!.wasteTop].map((code) => parseCardCode(code)!));
    }
    for (const card of named) expect(this.seen.has(card), `${cardCode(card)} named before it was turned up`).toBe(true);
  }
}

const newUser = (email: string) => signedInCaller(db.sql, email);

describe('the Solitaire play API', () => {
  it('names no card before it is turned up in any answer, plays the proven line read from the database to a win, and records it', async () => {
    const player = await newUser('solitaire@example.com');
    const seen = new SeenCards();
    const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-3' });
    expect(issued).toMatchObject({ status: 'playing', view: { drawCount: 3, stock: 24, waste: 0, moves: 0 } });
    expect(issued.puzzle).toMatch(/^3:/);
    await seen.expectNothingHidden(issued, issued.playId);
    await seen.expectNothingHidden(await service().get(player, game, issued.playId), issued.playId);

    const line = await proofOf(issued.playId);
    let last: Awaited<ReturnType<ReturnType<typeof service>['move']>> | null = null;
    let autoCompleted = false;
    for (const [i, move] of line.entries()) {
      await humanPace(db.sql, issued.playId, 600);
      // Auto-complete once it is offered: the server plays the rest.
      autoCompleted = last !== null && (last.reply as SolitaireView).canAutoComplete;
      last = await service().move(player, game, issued.playId, autoCompleted ? { type: 'auto' } : move);
      await seen.expectNothingHidden(last, issued.playId);
      if (i % 20 === 0) await seen.expectNothingHidden(await service().get(player, game, issued.playId), issued.playId);
      if (last.status !== 'playing') break;
    }
    expect(last).toMatchObject({
      status: 'won',
      reply: { won: true, foundations: [13, 13, 13, 13] },
      result: { ranks: { 'all:draw-3': 1 }, statistics: { played: 1, won: 1 } },
    });
    expect(last!.result!.timeSeconds).toBeGreaterThanOrEqual(600);
    expect(autoCompleted).toBe(true);
    expect(await refusal(service().move(player, game, issued.playId, { type: 'draw' }))).toEqual({
      status: 409,
      message: MOVE_MESSAGES.playOver,
    });
  });

  it('refuses illegal and forged moves, changing nothing; a win cannot be claimed', async () => {
    const player: PlayCaller = { key: 'sol-forger', userId: null, address: 'sol-forger' };
    const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-1' });
    const seen = new SeenCards();
    await service().move(player, game, issued.playId, { type: 'draw' });
    const before = await stateOf(issued.playId);
    const view = engine.publicView(engine.parseState(before)!);
    // The rules' refusals: 400 with their reason.
    const ruled: [unknown, string][] = [
      [{ type: 'auto' }, REFUSALS.autoNotYet],
      [{ type: 'move', from: 'waste', to: 'tableau-1', count: 2 }, 'Only one card at a time moves from the waste.'],
      [{ type: 'move', from: 'tableau-7', to: 'tableau-1', count: 2 }, 'Face-down cards cannot be moved.'],
      [{ type: 'move', from: 'foundation-hearts', to: 'tableau-1' }, 'The hearts foundation is empty.'],
      [{ type: 'move', from: 'tableau-1', to: 'waste' }, 'Cards reach the waste only by drawing from the stock.'],
    ];
    for (const [move, message] of ruled) {
      const answer = await refusal(service().move(player, game, issued.playId, move));
      expect(answer, JSON.stringify(move)).toEqual({ status: 400, message });
      await seen.expectNothingHidden(answer, issued.playId);
    }
    // A card that does not fit where it is sent: whichever top cards this deal has, one of the seven cannot go on column 1's.
    const tops = view.tableau.map((c) => c.up.at(-1)!);
    const misfit = tops.findIndex((code, i) => i > 0 && !code.startsWith('K') && !fitsOn(code, tops[0]!));
    expect(
      (await refusal(service().move(player, game, issued.playId, { type: 'move', from: `tableau-${misfit + 1}`, to: 'tableau-1' }))).status,
    ).toBe(400);
    // Malformed or forged: 422, the generic answer.
    const forged = [
      { type: 'win' },
      { type: 'move', from: 'stock', to: 'tableau-1' },
      { type: 'move', from: 'tableau-1', to: 'tableau-2', count: 0 },
      { status: 'won' },
      null,
      'auto',
    ];
    for (const move of forged)
      expect(await refusal(service().move(player, game, issued.playId, move)), JSON.stringify(move)).toEqual({
        status: 422,
        message: MOVE_MESSAGES.badMove,
      });
    expect(await stateOf(issued.playId)).toEqual(before);
    // A grid game's finish (claiming a solved move list) is not for this game; someone else's play is not found.
    expect(await refusal(service().finish(player, game, issued.playId, { moves: [] }))).toEqual({
      status: 404,
      message: MESSAGES.notForThisGame,
    });
    expect(
      await refusal(service().move({ key: 'sol-other', userId: null, address: 'sol-other' }, game, issued.playId, { type: 'draw' })),
    ).toEqual({ status: 404, message: MESSAGES.playNotFound });
    expect((await service().get(player, game, issued.playId)).status).toBe('playing');
    expect(await stateOf(issued.playId)).toEqual(before);
  });

  it('undoes a move exactly, and gives a counted hint that names only cards in sight, after which a win is assisted', async () => {
    const player = await newUser('hinted-solitaire@example.com');
    const seen = new SeenCards();
    const issued = await service().issue(player, game, { mode: 'practice', level: 'draw-1' });
    const line = await proofOf(issued.playId);
    await seen.expectNothingHidden(await service().move(player, game, issued.playId, line[0]!), issued.playId);
    const undone = await service().move(player, game, issued.playId, { type: 'undo' });
    await seen.expectNothingHidden(undone, issued.playId);
    expect({ ...(undone.reply as SolitaireView), moves: 0, canUndo: false }).toEqual(issued.view);
    expect((undone.reply as SolitaireView).moves).toBe(2);

    const answer = await service().hint(player, game, issued.playId, []);
    await seen.expectNothingHidden(answer, issued.playId);
    expect(answer.hint).not.toBeNull();
    expect(answer.hint!.message).toMatch(/^(Move|Draw|Take|Turn)/);
    expect((await service().get(player, game, issued.playId)).hints).toBe(1);
    let last = undone;
    for (const move of line) {
      await humanPace(db.sql, issued.playId, 600);
      last = await service().move(player, game, issued.playId, move);
      if (last.status !== 'playing') break;
    }
    expect(last).toMatchObject({ status: 'won', result: { ranks: {} } });
  });

  it('serves the daily (Draw 1): the same deal to everybody, one play each, nothing hidden in it', async () => {
    const a = await service().issue({ key: 'sol-day-a', userId: null, address: 'sol-day-a' }, game, { mode: 'daily' });
    const b = await service().issue({ key: 'sol-day-b', userId: null, address: 'sol-day-b' }, game, { mode: 'daily' });
    expect(a.puzzle).toBe(b.puzzle);
    expect(a.level).toBe('draw-1');
    expect((await service().issue({ key: 'sol-day-a', userId: null, address: 'sol-day-a' }, game, { mode: 'daily' })).playId).toBe(
      a.playId,
    );
    const seen = new SeenCards();
    await seen.expectNothingHidden(a, a.playId);
    await seen.expectNothingHidden(await service().daily(game), a.playId);
  });
});

/** Whether a card code may be built on another in the tableau (one rank lower, the other colour). */
function fitsOn(code: string, base: string): boolean {
  const ranks = 'A23456789TJQK';
  const red = (c: string) => c[1] === 'h' || c[1] === 'd';
  return ranks.indexOf(code[0]!) === ranks.indexOf(base[0]!) - 1 && red(code) !== red(base);
}
