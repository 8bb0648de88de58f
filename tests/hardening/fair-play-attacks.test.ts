import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, Jar, pool, type Reply } from '@/tests/support/production-server';
import { MAX_PAUSES } from '@/lib/db/store/game-plays';
import { engine as dominoesEngine } from '@/lib/games/dominoes/engine';
import { suggestedPlay } from '@/lib/games/dominoes/hint';
import type { Move as DominoesMove } from '@/lib/games/dominoes/moves';
import { isRefusedMove } from '@/lib/games/hidden-state-engine';
import { engine as mahjongEngine } from '@/lib/games/mahjong-solitaire/engine';
import { proofMoves, engine as solitaireEngine } from '@/lib/games/solitaire/engine';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { clearOfWindowEdge, expectJsonError, PASSWORD, startPostgresSite, uniqueEmail, uniqueIp, type PostgresSite } from './harness';

vi.setConfig({ testTimeout: 120_000 });

/**
 * Issue 32's attacks on the leaderboards, made as a client would against a production server on a
 * real PostgreSQL: pause toggling, playing while paused, a throwaway key's help then a signed-in
 * finish, a scripted minimum-time finish, a planted and a forged anonymous key, a cookieless flood
 * and concurrent first clicks. None may yield a leaderboard entry faster than the play or a 5xx,
 * and an honest player in the same run is ranked normally. The test reads solutions from the
 * database, as a solver would find them: the attacks are about time and help, not the answer.
 * RATE_LIMIT_MULTIPLIER=0.1 makes the per-address limits small enough to reach.
 */
const mahjong = mahjongEngine;
let site: PostgresSite;
let api: ReturnType<typeof client>;
const replies: Reply[] = [];

beforeAll(async () => {
  site = await startPostgresSite({ puzzles: 5, env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  api = client(site.servers[0]!);
});
afterAll(async () => {
  await site?.close();
});
afterEach(() => {
  // No attack may make the server fail.
  expect(replies.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.text.slice(0, 200)}`)).toEqual([]);
});

type Visitor = { jar: Jar; ip: string };
type Play = { playId: string; puzzle: string; status: string; paused: boolean };

const visitor = (ip = uniqueIp()): Visitor => ({ jar: new Jar(), ip });
async function post(who: Visitor, path: string, body: unknown): Promise<Reply> {
  const reply = await api.postJson(path, body, who.jar, { 'x-forwarded-for': who.ip });
  replies.push(reply);
  return reply;
}
async function get(who: Visitor, path: string): Promise<Reply> {
  const reply = await api.get(path, who.jar, { 'x-forwarded-for': who.ip });
  replies.push(reply);
  return reply;
}
async function signedIn(ip = uniqueIp()): Promise<Visitor & { userId: string }> {
  const who = visitor(ip);
  const email = uniqueEmail('fair');
  expect((await post(who, '/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
  const [row] = await site.sql.query<{ id: string }>('select id::text from auth.users where email = lower($1)', [email]);
  return { ...who, userId: row!.id };
}
async function start(who: Visitor, game: string, body: unknown): Promise<Play> {
  const reply = await post(who, `/api/games/${game}/plays`, body);
  expect(reply.status, reply.text).toBe(201);
  return reply.json as Play;
}
const playPath = (game: string, play: Play, tail = '') => `/api/games/${game}/plays/${play.playId}${tail}`;
async function sudokuMoves(play: Play): Promise<{ cell: number; digit: number }[]> {
  const [row] = await site.sql.query<{ solution: string }>(
    'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [play.playId],
  );
  return [...play.puzzle].flatMap((c, cell) => (c === '.' ? [{ cell, digit: Number(row!.solution[cell]) }] : []));
}
const heldFor = (play: Play, seconds: number) =>
  site.sql.query('update public.game_plays set started_at = now() - make_interval(secs => $2) where id = $1', [play.playId, seconds]);
const entries = async (userId: string) =>
  site.sql.query<{ board: string; time_seconds: number }>('select board, time_seconds from public.leaderboard_bests where user_id = $1', [
    userId,
  ]);

describe('the clock cannot be paused away', () => {
  it('pause toggling takes no time off the leaderboard, and nothing is played while paused', async () => {
    const attacker = await signedIn();
    // A Hard grid: its plausible time (2.5 s an empty cell, above two minutes) stays far above 30 s
    // plus the toggling's own wall time (100 requests: half a minute on a loaded machine), which an
    // Easy grid's (1 s a cell) did not, and the win was then honestly ranked.
    const play = await start(attacker, 'sudoku', { mode: 'practice', level: 'hard' });
    const moves = await sudokuMoves(play);
    await heldFor(play, 30); // the puzzle has been in their hands for 30 s
    for (let i = 0; i < 20; i++) {
      expect((await post(attacker, playPath('sudoku', play, '/clock'), { paused: true })).status).toBe(200);
      // While paused: no hint, no check, no finish.
      for (const [tail, body] of [
        ['/hint', { moves: [] }],
        ['/check', { moves: [] }],
        ['/finish', { moves }],
      ] as const) {
        expect(expectJsonError(await post(attacker, playPath('sudoku', play, tail), body), 409).message).toMatch(/paused/);
      }
      expect((await post(attacker, playPath('sudoku', play, '/clock'), { paused: false })).status).toBe(200);
    }
    const finish = await post(attacker, playPath('sudoku', play, '/finish'), { moves });
    // 30 s on the wall clock is faster than fast humans solve a hard grid: held, or (had the pauses
    // counted) refused as impossible; never ranked.
    if (finish.status === 200) {
      const body = finish.json as { boardSeconds: number; held: unknown; ranks: object };
      expect(body.boardSeconds).toBeGreaterThanOrEqual(30);
      expect(body.held).not.toBeNull();
      expect(body.ranks).toEqual({});
    } else expectJsonError(finish, 422);
    expect(await entries(attacker.userId)).toEqual([]);
  });

  it('a play cannot be paused without end', async () => {
    const player = visitor();
    const play = await start(player, 'takuzu', { mode: 'practice', level: '6-easy' });
    // The toggling of the test above, taken nearly to the cap.
    await site.sql.query('update public.game_plays set pauses = $2 where id = $1', [play.playId, MAX_PAUSES - 2]);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(player, playPath('takuzu', play, '/clock'), { paused: i % 2 === 0 })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = replies.at(-1)!;
    expect(expectJsonError(refused, 429).message).toMatch(/paused too often/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await get(player, playPath('takuzu', play))).json).toMatchObject({ paused: false, status: 'playing' });
  });
});

describe('help leaks through no throwaway play', () => {
  it("a cookieless key's mistake checks on the daily hold the signed-in finish from the same address", async () => {
    const ip = uniqueIp();
    const throwaway = visitor(ip);
    const peek = await start(throwaway, 'sudoku', { mode: 'daily' });
    const solution = await sudokuMoves(peek);
    // Check cell by cell: wrong digits are named, so the script learns the solution.
    for (const move of solution.slice(0, 5)) {
      expect(
        (await post(throwaway, playPath('sudoku', peek, '/check'), { moves: [{ cell: move.cell, digit: (move.digit % 9) + 1 }] })).status,
      ).toBe(200);
    }
    const account = await signedIn(ip);
    const play = await start(account, 'sudoku', { mode: 'daily' });
    expect(play.puzzle).toBe(peek.puzzle);
    await heldFor(play, 3600);
    const finish = await post(account, playPath('sudoku', play, '/finish'), { moves: await sudokuMoves(play) });
    expect(finish.status, finish.text).toBe(200);
    expect(finish.json).toMatchObject({ ranks: {}, held: { reason: 'help-nearby' } });
    expect(await entries(account.userId)).toEqual([]);
  });
});

describe('no time faster than a human', () => {
  it('a scripted finish just past the impossible minimum is held, not ranked', async () => {
    const script = await signedIn();
    const play = await start(script, 'sudoku', { mode: 'practice', level: 'easy' });
    const moves = await sudokuMoves(play);
    await heldFor(play, Math.ceil(moves.length * 0.5) + 1);
    const finish = await post(script, playPath('sudoku', play, '/finish'), { moves });
    expect(finish.status, finish.text).toBe(200);
    expect(finish.json).toMatchObject({ ranks: {}, held: { reason: 'too-fast' } });
    expect(await entries(script.userId)).toEqual([]);
  });
});

describe('anonymous keys', () => {
  it('a planted or forged key is ignored and replaced, and reads nothing of the key it names', async () => {
    const victim = visitor();
    const play = await start(victim, 'sudoku', { mode: 'practice', level: 'easy' });
    const [name, value] = [...victim.jar.cookies].find(([n]) => /anon_key$/.test(n))!;
    const bare = value.split('.')[0]!;
    for (const planted of [bare, `${bare}.forged-signature`, `${bare}.${'A'.repeat(43)}`]) {
      const attacker: Visitor = { jar: new Jar({ [name]: planted }), ip: uniqueIp() };
      expectJsonError(await get(attacker, playPath('sudoku', play)), 404);
      const issued = attacker.jar.cookies.get(name);
      expect(issued, 'a fresh key replaces the planted one').toBeDefined();
      expect(issued).not.toBe(planted);
      expect(issued!.split('.')[0]).not.toBe(bare);
    }
  });

  it('a cookieless flood of new plays from one address gets keys but no more plays than the address’s starts, then 429', async () => {
    // RATE_LIMIT_MULTIPLIER 0.1: 100 starts an hour per address, 20 standing keys.
    await clearOfWindowEdge();
    const ip = uniqueIp();
    const statuses = await pool(
      Array.from({ length: 110 }, (_, i) => i),
      4,
      async () => {
        const reply = await post(visitor(ip), '/api/games/takuzu/plays', { mode: 'daily' });
        return reply;
      },
    );
    const refused = statuses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const reply of refused) expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    expect(statuses.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    // Every call was given a key (none is refused one); only the 100 allowed starts left a row.
    const keys = statuses.map((r) => /anon_key=([0-9a-f-]{36})\./.exec(r.setCookies.join('\n'))?.[1]);
    expect(new Set(keys).size).toBe(110);
    const [row] = await site.sql.query<{ n: number }>('select count(*)::int as n from public.game_plays where player_key = any($1)', [
      keys,
    ]);
    expect(row!.n).toBe(100);
  });
});

describe('addresses and the clock (issue 41)', () => {
  it('rotating through one IPv6 /64, or writing an IPv4 address in its ::ffff: form, counts as one address', async () => {
    // RATE_LIMIT_MULTIPLIER 0.1: 100 starts an hour per address.
    await clearOfWindowEdge();
    const word = () => Math.floor(Math.random() * 0x10000).toString(16);
    const prefix = `2001:db8:${word()}:${word()}`;
    const v4 = uniqueIp();
    // Each call from another address of the same /64 (the bits a subscriber picks at will), or the
    // IPv4 address in its plain and mapped forms alternately.
    const addresses = [
      ...Array.from({ length: 110 }, () => `${prefix}:${word()}:${word()}:${word()}:${word()}`),
      ...Array.from({ length: 110 }, (_, i) => (i % 2 === 0 ? v4 : `::ffff:${v4}`)),
    ];
    const replies = await pool(addresses, 4, (ip) => post(visitor(ip), '/api/games/takuzu/plays', { mode: 'daily' }));
    const refusedFrom = (from: number) => replies.slice(from, from + 110).filter((r) => r.status === 429).length;
    expect([refusedFrom(0), refusedFrom(110)]).toEqual([10, 10]);
    expect(replies.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    // The next /64 is another subscriber, not held by the first one's use.
    expect((await post(visitor(`2001:db8:${word()}:${word()}::1`), '/api/games/takuzu/plays', { mode: 'daily' })).status).toBe(201);
  });

  it("a grid game's daily cannot be read before its clock starts: the daily endpoint has no grid, only the issued play has it", async () => {
    for (const game of ['sudoku', 'wordsearch', 'takuzu', 'queenie']) {
      const scout = visitor();
      const outline = await get(scout, `/api/games/${game}/daily`);
      expect(outline.status).toBe(200);
      expect(Object.keys(outline.json as object).sort()).toEqual(['day', 'game', 'level']);
      const play = await start(scout, game, { mode: 'daily' });
      expect(play.puzzle.length).toBeGreaterThan(0);
      expect(outline.text).not.toContain(play.puzzle);
    }
  });
});

describe('concurrent first clicks', () => {
  it('make one Minesweeper board: one answer, the others 409, nothing made twice', async () => {
    const player = visitor();
    const play = await start(player, 'minesweeper', { mode: 'practice', level: 'expert' });
    await post(player, playPath('minesweeper', play, '/clock'), { paused: false });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(player, playPath('minesweeper', play, '/moves'), { move: { kind: 'open', cell: 200 } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // A click in flight while the board is made is refused (409); one arriving after it finds its
    // cell already open, a move not allowed now (422). Which of the two depends on timing only.
    expect(
      statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 422),
      statuses.join(' '),
    ).toBe(true);
    // The play resumes on the board the one answer showed.
    const made = (answers.find((r) => r.status === 200)!.json as { reply: { board: string } }).reply.board;
    const resumed = await get(player, playPath('minesweeper', play));
    expect((resumed.json as { view: { board: string } }).view.board).toBe(made);
  });
});

describe('nothing a key learns helps another key (issue 41)', () => {
  type Answer = { status: string; reply: unknown; result?: { held: { reason: string } | null; ranks: Record<string, number> } };
  const solutionOf = async (play: Play) =>
    JSON.parse(
      (
        await site.sql.query<{ solution: string }>(
          'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
          [play.playId],
        )
      )[0]!.solution,
    ) as unknown;
  // An hour in the player's hands and the last move a second ago: a human pace, so only a scout can hold a win.
  const humanPace = (play: Play) =>
    site.sql.query(
      "update public.game_plays set started_at = now() - interval '1 hour', first_move_at = now() - interval '1 hour', last_move_at = now() - interval '1 second' where id = $1",
      [play.playId],
    );
  async function move(who: Visitor, game: string, play: Play, body: unknown): Promise<Answer> {
    await humanPace(play);
    const reply = await post(who, playPath(game, play, '/moves'), { move: body });
    expect(reply.status, reply.text).toBe(200);
    return reply.json as Answer;
  }
  async function playLine(who: Visitor, game: string, play: Play, line: readonly unknown[], auto = false): Promise<Answer> {
    let last: Answer | null = null;
    for (const step of line) {
      // Solitaire: once auto-complete is offered, the server plays the rest.
      const autoNow = auto && last !== null && (last.reply as { canAutoComplete?: boolean }).canAutoComplete === true;
      last = await move(who, game, play, autoNow ? { type: 'auto' } : step);
      if (last.status !== 'playing') return last;
    }
    throw new Error(`${game}: the line did not end the game`);
  }

  /** Mahjong: deal, then clear the pairs in the order the server keeps (read from the database, as a solver would find it). */
  const mahjongLine = async (play: Play) => [
    { type: 'start' },
    ...(mahjong.parseState(await solutionOf(play))!.order.map(([a, b]) => ({ type: 'pair', a, b })) as unknown[]),
  ];
  /** Solitaire: the deal's proven line. */
  const solitaireLine = async (play: Play) => proofMoves(solitaireEngine.parseState(await solutionOf(play))!);
  /**
   * Dominoes: the daily is one starting state for everybody, computers included, so a line found
   * against the engine offline (the scout's study) wins for whoever replays it.
   */
  async function dominoesLine(play: Play): Promise<unknown[]> {
    const start = dominoesEngine.parseState(await solutionOf(play))!;
    for (let attempt = 0; attempt < 400; attempt++) {
      const random = createSeededRandom(`scout ${attempt}`);
      let state = start;
      const line: DominoesMove[] = [];
      for (let n = 0; n < 600; n++) {
        const view = dominoesEngine.publicView(state);
        const best = random() < 0.7 ? suggestedPlay(state) : null;
        const choice = view.playable[Math.floor(random() * view.playable.length)];
        const next: DominoesMove =
          view.phase === 'round-over'
            ? { type: 'next-round' }
            : best
              ? { type: 'play', ...best.play }
              : choice
                ? { type: 'play', tile: choice.tile, end: choice.ends[0]! }
                : { type: view.canDraw ? 'draw' : 'pass' };
        const applied = dominoesEngine.applyMove(state, next);
        if (applied === null || isRefusedMove(applied)) break;
        line.push(next);
        state = applied.state;
        if (applied.status === 'won') return line;
        if (applied.status === 'lost') break;
      }
    }
    throw new Error('no winning line found for the Dominoes daily');
  }

  it.each([
    ['dominoes', dominoesLine, false],
    ['solitaire', solitaireLine, true],
    ['mahjong-solitaire', mahjongLine, false],
  ] as const)(
    'a scout key wins the %s daily, a new account from the same address replays it: held as scouted, never ranked',
    async (game, lineOf, auto) => {
      const ip = uniqueIp();
      const scout = visitor(ip);
      const peek = await start(scout, game, { mode: 'daily' });
      const line = await lineOf(peek);
      const scouted = await playLine(scout, game, peek, line, auto);
      expect(scouted.status).toBe('won');

      const account = await signedIn(ip);
      const play = await start(account, game, { mode: 'daily' });
      expect(play.puzzle).toBe(peek.puzzle);
      const replayed = await playLine(account, game, play, line, auto);
      expect(replayed).toMatchObject({ status: 'won', result: { ranks: {}, held: { reason: 'scouted' } } });
      expect(await entries(account.userId)).toEqual([]);
      // The address alone marks nobody: held for a person to look at, not assisted.
      const [row] = await site.sql.query<{ assisted: boolean; held: string }>(
        "select assisted, held from public.game_results where source = 'play:' || $1",
        [play.playId],
      );
      expect(row).toEqual({ assisted: false, held: 'scouted' });
    },
  );

  it('an honest player on another address wins the same Mahjong daily and is ranked', async () => {
    const player = await signedIn();
    const play = await start(player, 'mahjong-solitaire', { mode: 'daily' });
    const won = await playLine(player, 'mahjong-solitaire', play, await mahjongLine(play));
    expect(won).toMatchObject({ status: 'won', result: { held: null } });
    expect(Object.keys(won.result!.ranks).length).toBeGreaterThan(0);
    expect((await entries(player.userId)).length).toBeGreaterThan(0);
  });

  it('a Dominoes practice deal is dealt per play: two keys on one pooled puzzle share only the hand it shows', async () => {
    const a = await start(visitor(), 'dominoes', { mode: 'practice', level: 'draw-hard-1' });
    const b = await start(visitor(), 'dominoes', { mode: 'practice', level: 'draw-hard-1' });
    const states = await site.sql.query<{ state: { random: unknown } | null }>(
      'select state from public.game_plays where id = any($1::uuid[])',
      [[a.playId, b.playId]],
    );
    expect(states.every((s) => s.state !== null)).toBe(true);
    expect(states[0]!.state!.random).not.toEqual(states[1]!.state!.random);
  });
});

describe('an honest player', () => {
  it('is ranked normally in the same run, on the leaderboard the site shows', async () => {
    const player = await signedIn();
    const play = await start(player, 'sudoku', { mode: 'practice', level: 'easy' });
    await heldFor(play, 8 * 60);
    const finish = await post(player, playPath('sudoku', play, '/finish'), { moves: await sudokuMoves(play) });
    expect(finish.status, finish.text).toBe(200);
    const body = finish.json as { held: unknown; ranks: Record<string, number>; boardSeconds: number };
    expect(body.held).toBeNull();
    expect(body.ranks['all:easy']).toBeGreaterThanOrEqual(1);
    const board = (await get(player, '/api/leaderboards/sudoku?board=all:easy')).json as { entries: { timeSeconds: number }[] };
    expect(board.entries.map((e) => e.timeSeconds)).toContain(body.boardSeconds);
  });
});
