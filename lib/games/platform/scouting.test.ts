import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engine as dominoesEngine } from '@/lib/games/dominoes/engine';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { TestDatabase } from '@/tests/support/play-database';
import { HELD_MESSAGES, STANDING_MESSAGES } from './fair-play';
import { createPlayService, type PlayCaller } from './play-service';
import { aHumanGapLater, solutionOf, startedAgo } from '@/tests/support/play-rows';

/**
 * Issue 41: nothing a key learns helps another key. A daily won after another key from the same
 * address played it is held as 'scouted' (never assisted); a practice deal of a hidden-state game is
 * dealt per play where the engine can (dealForPlay), else a result on a deal another key had stays
 * off the all-time board; an honest player is ranked.
 */
type Count = { target: number; n: number };
const countEngine: HiddenStateEngine<'easy', Count, { step: number }, { n: number }> = {
  kind: 'hidden-state',
  levels: [{ id: 'easy', label: 'Easy' }],
  dailyLevel: 'easy',
  newGame: (_level, random) => ({ puzzle: 'count', state: { target: 3 + Math.floor(random() * 3), n: 0 } }),
  parseState: (value) => {
    const parsed = z.object({ target: z.number().int(), n: z.number().int() }).safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  moveSchema: z.object({ step: z.number().int().min(1).max(1) }).strict(),
  applyMove(state, move) {
    const next = { ...state, n: state.n + move.step };
    return { state: next, reply: { n: next.n }, status: next.n === next.target ? 'won' : 'playing' };
  },
  publicView: (state) => ({ n: state.n }),
  minSolveSeconds: () => 0,
  plausibleSeconds: () => 0,
  minMoveSeconds: 0.5,
};
/** The same game dealt per play: each practice play gets its own target. */
const dealtEngine: typeof countEngine = {
  ...countEngine,
  dealForPlay: (state, random) => ({ ...state, target: 10 + Math.floor(random() * 90) }),
};

const db = new TestDatabase();
const engines = {
  digits: digitsEngine,
  count: countEngine,
  opened: countEngine,
  fresh: countEngine,
  dealt: dealtEngine,
  dominoes: dominoesEngine,
};
// Background work (pool refills) is dropped: each test sees the pool its own plays made.
const service = (now = () => new Date('2033-01-10T12:00:00Z')) => createPlayService(db.store, engines, { now, schedule: () => {} });

async function newUser(email: string, address: string): Promise<PlayCaller> {
  const [row] = await db.sql.query<{ id: string }>('insert into auth.users (email) values ($1) returning id::text', [email]);
  return { key: row!.id, userId: row!.id, address };
}
const anonymous = (key: string, address: string): PlayCaller => ({ key, userId: null, address });
const bestsOf = (userId: string | null) =>
  db.sql.query<{ board: string }>('select board from public.leaderboard_bests where user_id = $1 order by board', [userId]);
const resultOf = async (playId: string) =>
  (
    await db.sql.query<{ held: string | null; assisted: boolean; shared_deal: boolean }>(
      "select held, assisted, shared_deal from public.game_results where source = 'play:' || $1",
      [playId],
    )
  )[0];
const stateOf = async (playId: string) =>
  (await db.sql.query<{ state: unknown }>('select state from public.game_plays where id = $1', [playId]))[0]!.state;

/** Plays a count game to its win at a human pace (each move's gap set back as if a second passed). */
async function winCount(game: 'count' | 'opened' | 'dealt', caller: PlayCaller, playId: string) {
  for (;;) {
    await aHumanGapLater(db.sql, playId);
    const answer = await service().move(caller, game, playId, { step: 1 });
    if (answer.status !== 'playing') return answer;
  }
}

describe.each(BOTH_BACKENDS)('scouting on $backend', ({ open }) => {
  db.openAround(open);

  describe('a daily', () => {
    it("holds a grid daily won after another key from the address won it (not assisted); another address's win is ranked", async () => {
      // A key that only opened the daily (a grid game's page issues it on every visit) scouts nothing.
      const visit = await service().issue(anonymous('visit-grid', 'ip-visit-grid'), 'digits', { mode: 'daily' });
      const visited = await newUser('after-visit-grid@example.com', 'ip-visit-grid');
      const own = await service().issue(visited, 'digits', { mode: 'daily' });
      await startedAgo(db.sql, own.playId, 300);
      const unheld = await service().finish(visited, 'digits', own.playId, {
        moves: solvingMoves(own.puzzle, await solutionOf(db.sql, visit.playId)),
      });
      expect(unheld).toMatchObject({ held: null, ranks: { 'all:easy': 1, 'daily:2033-01-10': 1 } });

      const scout = anonymous('scout-grid', 'ip-scout-grid');
      const peek = await service().issue(scout, 'digits', { mode: 'daily' });
      await startedAgo(db.sql, peek.playId, 300);
      await service().finish(scout, 'digits', peek.playId, { moves: solvingMoves(peek.puzzle, await solutionOf(db.sql, peek.playId)) });
      const results = [];
      for (const [email, address] of [
        ['replayer-grid@example.com', 'ip-scout-grid'],
        ['honest-grid@example.com', 'ip-honest-grid'],
      ] as const) {
        const player = await newUser(email, address);
        const play = await service().issue(player, 'digits', { mode: 'daily' });
        await startedAgo(db.sql, play.playId, 300);
        results.push(
          await service().finish(player, 'digits', play.playId, {
            moves: solvingMoves(play.puzzle, await solutionOf(db.sql, peek.playId)),
          }),
        );
        results.push(await bestsOf(player.userId));
      }
      expect(results[0]).toMatchObject({ ranks: {}, held: { reason: 'scouted', message: HELD_MESSAGES.scouted } });
      expect(results[0]).toMatchObject({ standing: { status: 'held', message: HELD_MESSAGES.scouted } });
      expect(results[1]).toEqual([]);
      expect(results[2]).toMatchObject({ held: null, ranks: { 'all:easy': expect.any(Number), 'daily:2033-01-10': expect.any(Number) } });
      expect(results[3]).toHaveLength(2);
    });

    it('holds a hidden-state daily won after another key from the address played it; the scout itself is not held by it', async () => {
      const scout = anonymous('scout-count', 'ip-scout-count');
      const peek = await service().issue(scout, 'count', { mode: 'daily' });
      const scouted = await winCount('count', scout, peek.playId);
      // The first key on the address is held by nobody's play but its own: signed out, clean.
      expect(scouted.result?.held).toBeNull();
      const replayer = await newUser('replayer-count@example.com', 'ip-scout-count');
      const play = await service().issue(replayer, 'count', { mode: 'daily' });
      const answer = await winCount('count', replayer, play.playId);
      expect(answer.result).toMatchObject({ ranks: {}, held: { reason: 'scouted' }, standing: { status: 'held' } });
      expect(await resultOf(play.playId)).toMatchObject({ held: 'scouted', assisted: false });
      expect(await bestsOf(replayer.userId)).toEqual([]);
      // Asked again (a reload), the play answers the same hold.
      expect((await service().get(replayer, 'count', play.playId)).result).toMatchObject({ held: { reason: 'scouted' } });
    });

    it('is not scouted by a key that only opened a hidden-state daily (no move): that shows the puzzle text alone', async () => {
      await service().issue(anonymous('opened-only', 'ip-opened'), 'opened', { mode: 'daily' });
      const player = await newUser('after-opened@example.com', 'ip-opened');
      const play = await service().issue(player, 'opened', { mode: 'daily' });
      const answer = await winCount('opened', player, play.playId);
      expect(answer.result).toMatchObject({ held: null, ranks: { 'all:easy': 1, 'daily:2033-01-10': 1 } });
    });

    it('is the same puzzle and starting state for every key (Dominoes included): never dealt per play', async () => {
      const first = await service().issue(anonymous('daily-a', 'ip-daily-a'), 'dominoes', { mode: 'daily' });
      const second = await service().issue(anonymous('daily-b', 'ip-daily-b'), 'dominoes', { mode: 'daily' });
      expect(second.puzzle).toBe(first.puzzle);
      expect(second.view).toEqual(first.view);
      expect(await stateOf(first.playId)).toBeNull();
      expect(await stateOf(second.playId)).toBeNull();
    });
  });

  describe('a practice deal', () => {
    it('keeps a hidden-state deal another key had off the all-time board (counted, not held, not assisted)', async () => {
      const first = await newUser('first-deal@example.com', 'ip-first-deal');
      const firstPlay = await service().issue(first, 'count', { mode: 'practice', level: 'easy' });
      const firstWin = await winCount('count', first, firstPlay.playId);
      expect(firstWin.result).toMatchObject({ ranks: { 'all:easy': 1 }, standing: { status: 'ranked' } });

      const second = await newUser('second-deal@example.com', 'ip-second-deal');
      const secondPlay = await service().issue(second, 'count', { mode: 'practice', level: 'easy' });
      expect(await solutionOf(db.sql, secondPlay.playId)).toBe(await solutionOf(db.sql, firstPlay.playId)); // the pool's one deal
      const secondWin = await winCount('count', second, secondPlay.playId);
      expect(secondWin.result).toMatchObject({ ranks: {}, held: null, standing: { status: 'shared', message: STANDING_MESSAGES.shared } });
      expect(await resultOf(secondPlay.playId)).toMatchObject({ held: null, assisted: false, shared_deal: true });
      expect(await bestsOf(second.userId)).toEqual([]);
      expect(secondWin.result?.statistics.won).toBe(1);
      expect((await service().get(second, 'count', secondPlay.playId)).result).toMatchObject({ ranks: {}, standing: { status: 'shared' } });
    });

    it('ranks a practice deal another key was only issued (it made no move, so it learned nothing)', async () => {
      const idle = anonymous('idle-deal', 'ip-idle-deal');
      const issued = await service().issue(idle, 'opened', { mode: 'practice', level: 'easy' });
      const player = await newUser('after-idle@example.com', 'ip-after-idle');
      const play = await service().issue(player, 'opened', { mode: 'practice', level: 'easy' });
      expect(await solutionOf(db.sql, play.playId)).toBe(await solutionOf(db.sql, issued.playId));
      const won = await winCount('opened', player, play.playId);
      // Ranked (behind the daily's winner of the test above, on the same all-time board).
      expect(won.result).toMatchObject({ held: null, ranks: { 'all:easy': expect.any(Number) }, standing: { status: 'ranked' } });
      expect(await bestsOf(player.userId)).toEqual([{ board: 'all:easy' }]);
    });

    it('gives a hidden-state practice deal no key was issued while the pool has one', async () => {
      for (const target of [3, 4, 5])
        await db.store.gamePlays.addToPool('fresh', { level: 'easy', puzzle: 'count', solution: JSON.stringify({ target, n: 0 }) });
      const issued = [];
      for (const key of ['fresh-a', 'fresh-b', 'fresh-c', 'fresh-d']) {
        issued.push(
          await solutionOf(
            db.sql,
            (await service().issue(anonymous(key, `ip-${key}`), 'fresh', { mode: 'practice', level: 'easy' })).playId,
          ),
        );
      }
      // Three keys, three deals; the fourth (none left unplayed) shares one, which cannot rank.
      expect(new Set(issued.slice(0, 3)).size).toBe(3);
      expect(issued.slice(0, 3)).toContain(issued[3]);
    });

    it('deals the hidden parts per play where the engine can: a shared pooled puzzle is then ranked', async () => {
      const one = await newUser('dealt-one@example.com', 'ip-dealt-one');
      const two = await newUser('dealt-two@example.com', 'ip-dealt-two');
      const a = await service().issue(one, 'dealt', { mode: 'practice', level: 'easy' });
      const b = await service().issue(two, 'dealt', { mode: 'practice', level: 'easy' });
      expect(await solutionOf(db.sql, b.playId)).toBe(await solutionOf(db.sql, a.playId));
      const pooled = JSON.parse(await solutionOf(db.sql, a.playId)) as Count;
      const [stateA, stateB] = [(await stateOf(a.playId)) as Count, (await stateOf(b.playId)) as Count];
      expect(stateA.target).toBeGreaterThanOrEqual(10);
      expect(stateB.target).toBeGreaterThanOrEqual(10);
      expect(pooled.target).toBeLessThan(10);
      const won = await winCount('dealt', two, b.playId);
      expect(won.result).toMatchObject({ held: null, ranks: { 'all:easy': 1 }, standing: { status: 'ranked' } });
    });

    it("deals Dominoes' other hands, boneyard and random source per practice play of one pooled puzzle", async () => {
      const a = await service().issue(anonymous('dom-a', 'ip-dom-a'), 'dominoes', { mode: 'practice', level: 'draw-hard-1' });
      const b = await service().issue(anonymous('dom-b', 'ip-dom-b'), 'dominoes', { mode: 'practice', level: 'draw-hard-1' });
      expect(b.puzzle).toBe(a.puzzle);
      type Stored = { random: unknown; match: { table: { hands: string[][]; boneyard: string[] } } };
      const [sa, sb] = [(await stateOf(a.playId)) as Stored, (await stateOf(b.playId)) as Stored];
      expect(sa).not.toBeNull();
      expect(sb).not.toBeNull();
      expect(sb.random).not.toEqual(sa.random);
      expect([sb.match.table.hands.slice(1), sb.match.table.boneyard]).not.toEqual([
        sa.match.table.hands.slice(1),
        sa.match.table.boneyard,
      ]);
    });
  });
});
