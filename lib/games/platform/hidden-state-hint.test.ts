import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '@/lib/db/store';
import type { SqlExecutor } from '@/lib/db/sql-executor';
import type { HiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { freshPglite } from '@/tests/support/databases';
import { hiddenWordEngine } from '@/tests/support/hidden-word-engine';
import { refusal } from '@/tests/support/refusal';
import { createPlayService, MESSAGES, type PlayCaller } from './play-service';

type WordState = { secret: string; guesses: string[] };
type WordsEngine = HiddenStateEngine<'easy', WordState, { guess: string }, unknown>;

/** The secret-word test engine, given the optional hint (from the state the server keeps) and a pace read from the final state. */
const seenStates: WordState[] = [];
const hinting: WordsEngine = {
  ...(hiddenWordEngine as unknown as WordsEngine),
  hint: (state) => (state.guesses.length === 0 ? null : { technique: 'Alphabet', message: `It starts with ${state.secret[0]}`, cells: [] }),
  minSolveSeconds: (_puzzle, state) => {
    if (state) seenStates.push(state);
    return 4;
  },
};

let sql: SqlExecutor;
let store: Store;
const service = () => createPlayService(store, { words: hinting, plain: hiddenWordEngine }, { schedule: () => {} });
const wrongWord = (secret: string) => (secret === 'amber' ? 'basil' : 'amber');
const secretOf = async (playId: string) =>
  (
    JSON.parse(
      (
        await sql.query<{ solution: string }>(
          'select gp.solution from public.game_plays p join public.game_puzzles gp on gp.id = p.puzzle_id where p.id = $1',
          [playId],
        )
      )[0]!.solution,
    ) as WordState
  ).secret;

beforeAll(async () => {
  sql = await freshPglite();
  store = createStore(sql);
});
afterAll(() => sql.close());

describe('hints of hidden-state games', () => {
  it('come from the engine and the stored state, are counted on the play and make the win assisted', async () => {
    const player: PlayCaller = { key: 'hint-1', userId: null, address: 'hint-1' };
    const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
    const secret = await secretOf(play.playId);
    // Nothing to say yet: no hint, nothing counted.
    expect(await service().hint(player, 'words', play.playId, [])).toEqual({ hint: null });
    expect((await service().get(player, 'words', play.playId)).hints).toBe(0);
    await service().move(player, 'words', play.playId, { guess: wrongWord(secret) });
    // The hint reads the state after the move (the move list sent is not used).
    expect(await service().hint(player, 'words', play.playId, [{ anything: true }])).toEqual({
      hint: { technique: 'Alphabet', message: `It starts with ${secret[0]}`, cells: [] },
    });
    expect((await service().get(player, 'words', play.playId)).hints).toBe(1);
    const [row] = await sql.query<{ hints: number }>('select hints from public.game_plays where id = $1', [play.playId]);
    expect(row?.hints).toBe(1);
  });

  it('are refused for an engine without one, a foreign play and a play that is over', async () => {
    const player: PlayCaller = { key: 'hint-2', userId: null, address: 'hint-2' };
    const plain = await service().issue(player, 'plain', { mode: 'practice', level: 'easy' });
    expect(await refusal(service().hint(player, 'plain', plain.playId, []))).toEqual({ status: 404, message: MESSAGES.notForThisGame });
    const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
    expect(await refusal(service().hint({ key: 'someone-else', userId: null, address: 'someone-else' }, 'words', play.playId, []))).toEqual(
      { status: 404, message: MESSAGES.playNotFound },
    );
    await service().move(player, 'words', play.playId, { guess: await secretOf(play.playId) });
    expect(await refusal(service().hint(player, 'words', play.playId, []))).toEqual({ status: 409, message: MESSAGES.playOver });
  });

  it('the fastest human time is asked with the final state', async () => {
    const player: PlayCaller = { key: 'hint-3', userId: null, address: 'hint-3' };
    const play = await service().issue(player, 'words', { mode: 'practice', level: 'easy' });
    const secret = await secretOf(play.playId);
    seenStates.length = 0;
    await service().move(player, 'words', play.playId, { guess: secret });
    expect(seenStates).toEqual([{ secret, guesses: [secret] }]);
  });
});
