import { describe, expect, it } from 'vitest';
import { createLeaderboardClient } from './leaderboard-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (call: Call) => Response): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetcher = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { fetch: fetcher, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('recording a lost 2048 game', () => {
  it("posts the game's moves to its finish and says whether the server counted it", async () => {
    const counted = fakeFetch(() => json(200, { status: 'lost', timeSeconds: 312, rank: null }));
    expect(await createLeaderboardClient({ fetch: counted.fetch }).recordLoss('game/1', 'udlr')).toBe(true);
    expect(counted.calls).toHaveLength(1);
    expect(counted.calls[0]!.url).toBe('/api/2048/runs/game%2F1/finish');
    expect(counted.calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(counted.calls[0]!.init.body))).toEqual({ moves: 'udlr' });

    const refused = fakeFetch(() => json(422, { error: { message: 'This game did not reach 2048 with these moves.' } }));
    expect(await createLeaderboardClient({ fetch: refused.fetch }).recordLoss('g', 'u')).toBe(false);
  });

  it('never throws when the server cannot be reached, and never reports a loss as an accepted time', async () => {
    let accepted = 0;
    const offline = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createLeaderboardClient({ fetch: offline.fetch, onAccepted: () => accepted++ });
    expect(await client.recordLoss('g', 'u')).toBe(false);
    const counted = fakeFetch(() => json(200, { status: 'lost', timeSeconds: 30, rank: null }));
    await createLeaderboardClient({ fetch: counted.fetch, onAccepted: () => accepted++ }).recordLoss('g', 'u');
    expect(accepted).toBe(0);
  });
});
