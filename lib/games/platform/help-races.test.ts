import { describe, expect, it } from 'vitest';
import type { Store } from '@/lib/db/store';
import { engine as crosswordEngine } from '@/lib/games/crosswords/engine';
import type { CrosswordState } from '@/lib/games/crosswords/play-state';
import { createSeededRandom } from '@/lib/games/toolbox/seeded-random';
import { BOTH_BACKENDS } from '@/tests/support/databases';
import { TestDatabase } from '@/tests/support/play-database';
import { digitsEngine, solvingMoves } from '@/tests/support/digits-engine';
import { signedInCaller } from '@/tests/support/players';
import { refusal } from '@/tests/support/refusal';
import { humanPace } from '@/tests/support/play-rows';
import { MESSAGES } from './play-contract';
import { createPlayService, type PlayCaller } from './play-service';

/**
 * Help and a finish racing on one play: help is counted in the statement that gives it, and the
 * finish reads the play's own count under its row lock, so whatever the interleaving a player who
 * was answered a hint or a check never gets a clean result. Each race is made twice: at the exact
 * interleaving that used to finish clean (a store that runs the other request at that point), and
 * as two requests at once (Promise.all; on PostgreSQL they run on separate connections).
 */
const db = new TestDatabase();
let random = 0;
const engines = { crosswords: crosswordEngine, digits: digitsEngine };
const service = (on: Store = db.store) =>
  createPlayService(on, engines, { schedule: () => {}, newRandom: () => createSeededRandom(`help races ${random++}`) });

/** The store, with `after` run once a call of `method` on `gamePlays` or `puzzleHelp` has answered (an interleaving). */
function storeWith<G extends 'gamePlays' | 'puzzleHelp'>(group: G, method: keyof Store[G], after: () => Promise<unknown>): Store {
  const inner = db.store[group] as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const name = method as string;
  const wrapped = {
    ...inner,
    [name]: async (...args: unknown[]) => {
      const answer = await inner[name]!(...args);
      await after();
      return answer;
    },
  };
  return { ...db.store, [group]: wrapped } as Store;
}

const resultOf = async (player: PlayCaller) =>
  (await db.sql.query<{ assisted: boolean }>('select assisted from public.game_results where player_key = $1', [player.key]))[0];

/** A started crossword at a human pace, its answer grid (row by row) and a white cell. */
async function startedCrossword(player: PlayCaller) {
  const play = await service().issue(player, 'crosswords', { mode: 'practice', level: 'easy' });
  await service().move(player, 'crosswords', play.playId, { type: 'start' });
  const [row] = await db.sql.query<{ state: CrosswordState }>('select state from public.game_plays where id = $1', [play.playId]);
  await humanPace(db.sql, play.playId, 600, { lastMove: false });
  const answer = row!.state.solution.replaceAll('/', '');
  return { playId: play.playId, answer, cell: answer.search(/[A-Z]/) };
}

/** A digits play at a human pace, and the moves that solve it. */
async function digitsPlay(player: PlayCaller) {
  const play = await service().issue(player, 'digits', { mode: 'practice', level: 'easy' });
  const [row] = await db.sql.query<{ solution: string }>(
    'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
    [play.playId],
  );
  await humanPace(db.sql, play.playId, 600, { lastMove: false });
  return { playId: play.playId, moves: solvingMoves(play.puzzle, row!.solution) };
}

describe.each(BOTH_BACKENDS)('help racing a finish on $backend', ({ open }) => {
  db.openAround(open);

  it('a Crosswords Check saved, then a Submit before the check could be recorded apart: the win is assisted', async () => {
    const player = await signedInCaller(db.sql, `check-then-submit-${random}@example.com`);
    const { playId, answer, cell } = await startedCrossword(player);
    let won: unknown;
    // The submit runs right after the check's state is saved, before the check's request goes on.
    const racing = storeWith('gamePlays', 'updateState', async () => {
      won ??= await service().move(player, 'crosswords', playId, { type: 'submit', letters: answer });
    });
    const checked = await service(racing).move(player, 'crosswords', playId, {
      type: 'check',
      scope: 'puzzle',
      cell,
      direction: 'across',
      letters: answer,
    });
    expect(checked).toMatchObject({ status: 'playing', reply: { assisted: true } });
    expect(won).toMatchObject({ status: 'won', result: { ranks: {}, standing: { status: 'assisted' } } });
    expect(await resultOf(player)).toEqual({ assisted: true });
  });

  it('a Crosswords Check and a Submit at once, again and again: never a check answered and a clean win', async () => {
    for (let round = 0; round < 6; round++) {
      const player = await signedInCaller(db.sql, `check-and-submit-${random}-${round}@example.com`);
      const { playId, answer, cell } = await startedCrossword(player);
      const check = { type: 'check', scope: 'puzzle', cell, direction: 'across', letters: answer };
      const moves = [check, { type: 'submit', letters: answer }];
      // Both orders of sending.
      if (round % 2 === 1) moves.reverse();
      const [first, second] = await Promise.allSettled(moves.map((move) => service().move(player, 'crosswords', playId, move)));
      const [checked] = round % 2 === 1 ? [second] : [first];
      const result = await resultOf(player);
      if (checked!.status === 'fulfilled') expect(result?.assisted ?? true, `round ${round}`).toBe(true);
    }
  });

  it('a grid game hint given between the finish reading the play and ending it: the result is assisted', async () => {
    const player = await signedInCaller(db.sql, `hint-in-finish-${random}@example.com`);
    const { playId, moves } = await digitsPlay(player);
    let hint: unknown;
    // The hint is answered after the finish read the play and its help, before the finish ends it.
    const racing = storeWith('puzzleHelp', 'helpOn', async () => {
      hint ??= await service().hint(player, 'digits', playId, []);
    });
    const finished = await service(racing).finish(player, 'digits', playId, { moves });
    expect(hint).toMatchObject({ hint: { technique: 'Missing digit' } });
    expect(finished).toMatchObject({ status: 'won', ranks: {}, standing: { status: 'assisted' } });
    expect(await resultOf(player)).toEqual({ assisted: true });
  });

  it('a grid game hint asked while the finish ends the play is refused, not given: the clean win stands', async () => {
    const player = await signedInCaller(db.sql, `finish-in-hint-${random}@example.com`);
    const { playId, moves } = await digitsPlay(player);
    let finished: unknown;
    // The finish runs after the hint request read the play (still playing), before the hint is counted.
    const racing = storeWith('gamePlays', 'findPlay', async () => {
      finished ??= await service().finish(player, 'digits', playId, { moves });
    });
    expect(await refusal(service(racing).hint(player, 'digits', playId, []))).toEqual({ status: 409, message: MESSAGES.playOver });
    expect(finished).toMatchObject({ status: 'won', standing: { status: 'ranked' } });
    expect(await resultOf(player)).toEqual({ assisted: false });
  });

  it('grid game hints and finishes at once, again and again: never a hint answered and a clean result', async () => {
    for (let round = 0; round < 6; round++) {
      const player = await signedInCaller(db.sql, `hint-and-finish-${random}-${round}@example.com`);
      const { playId, moves } = await digitsPlay(player);
      const calls = [() => service().hint(player, 'digits', playId, []), () => service().finish(player, 'digits', playId, { moves })];
      if (round % 2 === 1) calls.reverse();
      const settled = await Promise.allSettled(calls.map((call) => call()));
      const hinted = settled[round % 2 === 1 ? 1 : 0]!;
      const result = await resultOf(player);
      if (hinted.status === 'fulfilled') expect(result?.assisted ?? true, `round ${round}`).toBe(true);
    }
  });
});
