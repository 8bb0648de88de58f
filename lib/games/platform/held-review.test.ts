import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { refusal } from '@/tests/support/refusal';
import { STANDING_MESSAGES } from './fair-play';
import { createHeldReview, REASON_LABELS, REVIEW_MESSAGES, type Reviewer } from './held-review';
import { createPlayService, type PlayCaller } from './play-service';
import { solutionOf, startedAgo } from '@/tests/support/play-rows';

/** Count up to a secret target one step a move (fair-play.test.ts's game): quick clicks hold its win. */
type Count = { target: number; n: number };
const countEngine: HiddenStateEngine<'easy', Count, { step: number }, { n: number }> = {
  kind: 'hidden-state',
  levels: [{ id: 'easy', label: 'Easy' }],
  dailyLevel: 'easy',
  newGame: () => ({ puzzle: 'count', state: { target: 5, n: 0 } }),
  parseState: (value) => {
    const parsed = z.object({ target: z.number().int(), n: z.number().int() }).safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  moveSchema: z.object({ step: z.number().int().min(1).max(2) }).strict(),
  applyMove(state, move) {
    const next = { ...state, n: state.n + move.step };
    const status = next.n === next.target ? ('won' as const) : next.n > next.target ? ('lost' as const) : ('playing' as const);
    return { state: next, reply: { n: next.n }, status };
  },
  publicView: (state) => ({ n: state.n }),
  minSolveSeconds: () => 0,
  plausibleSeconds: () => 0,
  minMoveSeconds: 0.5,
};

// slowdigits: any win under 1000 s on the leaderboard clock is held as too fast.
const engines = { digits: digitsEngine, slowdigits: { ...digitsEngine, plausibleSeconds: () => 1_000 }, count: countEngine };

let sql: SqlExecutor;
let store: Store;
let admin: Reviewer;
const tasks: (() => Promise<void>)[] = [];
const plays = (now?: () => Date) => createPlayService(store, engines, { now, schedule: (task) => tasks.push(task) });
const review = () => createHeldReview(store, engines);

async function newUser(email: string, address: string): Promise<PlayCaller> {
  const [row] = await sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { key: row!.id, userId: row!.id, address };
}
const board = (game: string, name: string) =>
  sql.query<{ user_id: string; time_seconds: number }>(
    'select user_id::text, time_seconds from public.leaderboard_bests where game_slug = $1 and board = $2 order by score, time_seconds, achieved_at',
    [game, name],
  );
const reviewsOf = (playId: string) =>
  sql.query<{ decision: string; reason: string; reviewer_id: string | null }>(
    "select decision, reason, reviewer_id::text from public.held_result_reviews where source = 'play:' || $1",
    [playId],
  );

/** A slowdigits practice win of `player` on Easy, `seconds` after its issue (held under 1000 s). */
async function winSlow(player: PlayCaller, seconds: number) {
  const play = await plays().issue(player, 'slowdigits', { mode: 'practice', level: 'easy' });
  await startedAgo(sql, play.playId, seconds);
  const won = await plays().finish(player, 'slowdigits', play.playId, {
    moves: solvingMoves(play.puzzle, await solutionOf(sql, play.playId)),
  });
  return { playId: play.playId, won };
}

describe.each(BOTH_BACKENDS)('held results reviewed by a person, on $backend', ({ open }) => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, stop } = await open());
    store = createStore(sql);
    const reviewer = await newUser('admin@example.com', 'ip-admin');
    admin = { userId: reviewer.userId, tier: 'admin' };
  });
  afterAll(async () => {
    await sql.close();
    await stop();
  });

  it("lists held wins oldest first with their reason, the moves' spacing and the address's other keys, never an e-mail", async () => {
    const now = () => new Date('2032-06-01T12:00:00Z');
    // A scout key on the address is shown the daily's answer; an account there then wins it: held.
    const scout: PlayCaller = { key: 'scout-anon-key', userId: null, address: 'ip-school' };
    const peek = await plays(now).issue(scout, 'digits', { mode: 'daily' });
    await plays(now).hint(scout, 'digits', peek.playId, []);
    const pupil = await newUser('pupil@example.com', 'ip-school');
    const daily = await plays(now).issue(pupil, 'digits', { mode: 'daily' });
    await startedAgo(sql, daily.playId, 300);
    const held = await plays(now).finish(pupil, 'digits', daily.playId, {
      moves: solvingMoves(daily.puzzle, await solutionOf(sql, daily.playId)),
    });
    expect(held.held?.reason).toBe('help-nearby');

    // A hidden-state win of quick clicks: held for its spacing.
    const clicker = await newUser('clicker@example.com', 'ip-clicker');
    const count = await plays().issue(clicker, 'count', { mode: 'practice', level: 'easy' });
    let answer;
    do answer = await plays().move(clicker, 'count', count.playId, { step: 1 });
    while (answer.status === 'playing');
    expect(answer.result?.held?.reason).toBe('quick-moves');

    const listed = await review().list(admin);
    expect(listed.total).toBe(2);
    expect(listed.results.map((r) => r.playId)).toEqual([daily.playId, count.playId]);
    const [first, second] = listed.results;
    expect(first).toMatchObject({
      gameSlug: 'digits',
      mode: 'daily',
      level: 'easy',
      day: '2032-06-01',
      reason: 'help-nearby',
      reasonLabel: REASON_LABELS['help-nearby'],
      account: true,
      boardSeconds: held.boardSeconds,
      timeSeconds: held.timeSeconds,
      // A grid game's moves come with the finish: nothing counted move by move.
      spacing: { moves: 0, quickMoves: 0, averageMoveSeconds: null },
    });
    // The scout is the one other key of the address on this puzzle, named by an opaque id.
    expect(first?.otherKeys.count).toBe(1);
    expect(first?.otherKeys.listed[0]?.kinds).toContain('hint');
    expect(first?.otherKeys.listed[0]?.ref).toMatch(/^[0-9a-f]{8}$/);
    expect(second).toMatchObject({ gameSlug: 'count', mode: 'practice', reason: 'quick-moves', spacing: { moves: 5, quickMoves: 4 } });
    expect(second?.spacing.averageMoveSeconds).toBeLessThan(countEngine.minMoveSeconds);
    expect(second?.otherPlayers).toBe(0);
    const text = JSON.stringify(listed);
    for (const secret of ['@example.com', 'scout-anon-key', pupil.key, clicker.key, 'ip-school']) expect(text).not.toContain(secret);

    // Released, the daily enters its day's board and the all-time board, and the list no longer shows it.
    const released = await review().decide(admin, daily.playId, 'release');
    expect(released.ranks).toEqual({ 'all:easy': 1, 'daily:2032-06-01': 1 });
    expect(await board('digits', 'daily:2032-06-01')).toEqual([{ user_id: pupil.key, time_seconds: held.boardSeconds }]);
    expect((await review().list(admin)).results.map((r) => r.playId)).toEqual([count.playId]);
    // The player sees the outcome: ranked, no longer pending.
    expect((await plays(now).get(pupil, 'digits', daily.playId)).result).toMatchObject({
      held: null,
      ranks: { 'all:easy': 1, 'daily:2032-06-01': 1 },
      standing: { status: 'ranked', message: STANDING_MESSAGES.ranked },
    });
  });

  it('releases a held win onto the board at the rank its time earns, recorded with who decided and why it was held', async () => {
    const honest = await newUser('honest@example.com', 'ip-honest');
    const slow = await winSlow(honest, 1500);
    expect(slow.won.held).toBeNull();
    const fast = await newUser('fast@example.com', 'ip-fast');
    const first = await winSlow(fast, 60);
    const quicker = await newUser('quicker@example.com', 'ip-quicker');
    const second = await winSlow(quicker, 300);
    expect([first.won.held?.reason, second.won.held?.reason]).toEqual(['too-fast', 'too-fast']);
    expect((await board('slowdigits', 'all:easy')).map((e) => e.user_id)).toEqual([honest.key]);

    // Released in the order reviewed, each ranks by its own time: 60 s first, 300 s second, 1500 s third.
    expect((await review().decide(admin, second.playId, 'release')).ranks).toEqual({ 'all:easy': 1 });
    expect((await review().decide(admin, first.playId, 'release')).ranks).toEqual({ 'all:easy': 1 });
    expect((await board('slowdigits', 'all:easy')).map((e) => e.user_id)).toEqual([fast.key, quicker.key, honest.key]);
    expect((await plays().get(quicker, 'slowdigits', second.playId)).result?.ranks).toEqual({ 'all:easy': 2 });
    expect(await reviewsOf(first.playId)).toEqual([{ decision: 'release', reason: 'too-fast', reviewer_id: admin.userId }]);
  });

  it('rejects a held win: it stays off the boards for good and the player reads "not ranked after review"', async () => {
    const player = await newUser('rejected@example.com', 'ip-rejected');
    const { playId } = await winSlow(player, 90);
    expect(await review().decide(admin, playId, 'reject')).toEqual({ playId, decision: 'reject', ranks: {} });
    expect((await board('slowdigits', 'all:easy')).map((e) => e.user_id)).not.toContain(player.key);
    expect(await reviewsOf(playId)).toEqual([{ decision: 'reject', reason: 'too-fast', reviewer_id: admin.userId }]);
    expect((await review().list(admin)).results.map((r) => r.playId)).not.toContain(playId);
    expect((await plays().get(player, 'slowdigits', playId)).result).toMatchObject({
      held: null,
      ranks: {},
      standing: { status: 'rejected', message: STANDING_MESSAGES.rejected },
    });
  });

  it('decides once: a second decision either way is a 409 that changes nothing', async () => {
    const player = await newUser('twice@example.com', 'ip-twice');
    const { playId } = await winSlow(player, 120);
    await review().decide(admin, playId, 'reject');
    for (const decision of ['release', 'reject'] as const)
      expect(await refusal(review().decide(admin, playId, decision))).toEqual({ status: 409, message: REVIEW_MESSAGES.decided('reject') });
    expect((await board('slowdigits', 'all:easy')).map((e) => e.user_id)).not.toContain(player.key);
    expect(await reviewsOf(playId)).toHaveLength(1);

    // Two reviewers at once: one decision is recorded, the other is told it was made.
    const raced = await winSlow(await newUser('raced@example.com', 'ip-raced'), 150);
    const outcomes = await Promise.allSettled([
      review().decide(admin, raced.playId, 'release'),
      review().decide(admin, raced.playId, 'reject'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await reviewsOf(raced.playId)).toHaveLength(1);

    // A clean, ranked win was never held: nothing to decide.
    const clean = await winSlow(await newUser('clean@example.com', 'ip-clean'), 1200);
    expect(await refusal(review().decide(admin, clean.playId, 'reject'))).toEqual({ status: 409, message: REVIEW_MESSAGES.notHeld });
    expect(await refusal(review().decide(admin, '00000000-0000-4000-8000-000000000000', 'release'))).toEqual({
      status: 404,
      message: REVIEW_MESSAGES.notFound,
    });
  });

  it('refuses every caller below the administrator tier, deciding nothing', async () => {
    const player = await newUser('waiting@example.com', 'ip-waiting');
    const { playId } = await winSlow(player, 200);
    for (const [caller, status] of [
      [{ userId: player.userId, tier: 'free' }, 403],
      [{ userId: player.userId, tier: 'premium' }, 403],
      [{ userId: null, tier: 'anonymous' }, 401],
    ] as const) {
      expect((await refusal(review().list(caller))).status).toBe(status);
      expect((await refusal(review().decide(caller, playId, 'release'))).status).toBe(status);
    }
    expect(await reviewsOf(playId)).toEqual([]);
    expect((await plays().get(player, 'slowdigits', playId)).result?.standing.status).toBe('held');
  });
});
