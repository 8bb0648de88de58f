import { describe, expect, it, vi } from 'vitest';
import { createClockControl, isPausedRefusal, pauseRefusedNotice } from './clock-control';
import { PlayApiError } from './play-api';

const PAUSED = new PlayApiError(409, 'This game is paused. Resume it to go on.', 'conflict');

/** A server's clock: records the calls in the order it gets them; each answers after `delay` ms. */
function fakeServer(initiallyPaused: boolean, delay = 0) {
  const calls: boolean[] = [];
  let paused = initiallyPaused;
  const send = vi.fn(async (pause: boolean) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    calls.push(pause);
    paused = pause;
    return { paused };
  });
  return { calls, send, isPaused: () => paused };
}

describe('isPausedRefusal', () => {
  it("is the server's 409 for a paused play, nothing else", () => {
    expect(isPausedRefusal(PAUSED)).toBe(true);
    expect(isPausedRefusal(new PlayApiError(409, 'This game is already over.'))).toBe(false);
    expect(isPausedRefusal(new PlayApiError(429, 'This game has been paused too often: the clock keeps running.'))).toBe(false);
    expect(isPausedRefusal(new Error('This game is paused.'))).toBe(false);
  });
});

describe('pauseRefusedNotice', () => {
  it("keeps the server's message when it says what the clock does", () => {
    expect(pauseRefusedNotice(new PlayApiError(429, 'This game has been paused too often: the clock keeps running.'))).toBe(
      'This game has been paused too often: the clock keeps running.',
    );
  });

  it('adds that the clock keeps running to a plain rate limit, and says a lost request', () => {
    expect(pauseRefusedNotice(new PlayApiError(429, 'Too many requests. Try again in 30 seconds.'))).toBe(
      'Too many requests. Try again in 30 seconds. The clock keeps running.',
    );
    expect(pauseRefusedNotice(new PlayApiError(0, 'The server cannot be reached.'))).toBe(
      'The pause did not reach the server: the clock keeps running.',
    );
  });
});

describe('createClockControl', () => {
  it('sends clock calls one at a time, in order, and tracks what the server has', async () => {
    const server = fakeServer(false, 5);
    const onSet = vi.fn();
    const clock = createClockControl(server.send, false, onSet);
    const pause = clock.set(true);
    const resume = clock.set(false);
    expect(clock.busy).toBe(true);
    await Promise.all([pause, resume]);
    expect(server.calls).toEqual([true, false]);
    expect(clock.paused).toBe(false);
    expect(clock.busy).toBe(false);
    expect(onSet.mock.calls.map(([paused]) => paused)).toEqual([true, false]);
  });

  it('a refused pause leaves the clock running and rejects with the refusal', async () => {
    const refusal = new PlayApiError(429, 'This game has been paused too often: the clock keeps running.');
    const clock = createClockControl(() => Promise.reject(refusal), false);
    await expect(clock.set(true)).rejects.toBe(refusal);
    expect(clock.paused).toBe(false);
    expect(clock.busy).toBe(false);
  });

  it('runs a call at once when the clock runs', async () => {
    const server = fakeServer(false);
    const clock = createClockControl(server.send, false);
    await expect(clock.whileRunning(async () => 'moved')).resolves.toBe('moved');
    expect(server.calls).toEqual([]);
  });

  it('resumes a paused play (e.g. opened paused after a reload) before the call, and waits for the answer', async () => {
    const server = fakeServer(true, 5);
    const clock = createClockControl(server.send, true);
    const call = vi.fn(async () => (server.isPaused() ? Promise.reject(PAUSED) : 'finished'));
    await expect(clock.whileRunning(call)).resolves.toBe('finished');
    expect(server.calls).toEqual([false]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(clock.paused).toBe(false);
  });

  it('waits for a pause still in flight (Minesweeper holds the clock until the first click), then resumes', async () => {
    const server = fakeServer(false, 5);
    const clock = createClockControl(server.send, false);
    void clock.set(true);
    const call = vi.fn(async () => (server.isPaused() ? Promise.reject(PAUSED) : 'opened'));
    await expect(clock.whileRunning(call)).resolves.toBe('opened');
    expect(server.calls).toEqual([true, false]);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a paused refusal that still arrives (a pause raced the call) resumes and retries once', async () => {
    const server = fakeServer(false);
    const clock = createClockControl(server.send, false);
    let first = true;
    const call = vi.fn(async () => {
      if (first) {
        first = false;
        // The tab was hidden as the move went out: the server paused first.
        await server.send(true);
        throw PAUSED;
      }
      return server.isPaused() ? Promise.reject(PAUSED) : 'moved';
    });
    await expect(clock.whileRunning(call)).resolves.toBe('moved');
    expect(call).toHaveBeenCalledTimes(2);
    expect(server.calls).toEqual([true, false]);
  });

  it('retries only once: a second paused refusal reaches the caller, to be shown', async () => {
    const server = fakeServer(false);
    const clock = createClockControl(server.send, false);
    const call = vi.fn(() => Promise.reject(PAUSED));
    await expect(clock.whileRunning(call)).rejects.toBe(PAUSED);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('other refusals are not retried', async () => {
    const server = fakeServer(false);
    const clock = createClockControl(server.send, false);
    const limited = new PlayApiError(429, 'Too many moves. Try again in 10 seconds.');
    const call = vi.fn(() => Promise.reject(limited));
    await expect(clock.whileRunning(call)).rejects.toBe(limited);
    expect(call).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([]);
  });

  it("ifRunning: a page's own call runs while the play runs, and its answer comes back", async () => {
    const server = fakeServer(false);
    const clock = createClockControl(server.send, false);
    await expect(clock.ifRunning(async () => [3])).resolves.toEqual({ value: [3] });
    expect(server.calls).toEqual([]);
  });

  it('ifRunning never resumes: not asked while paused, and a play paused elsewhere stays paused', async () => {
    const server = fakeServer(true);
    const paused = createClockControl(server.send, true);
    const call = vi.fn(async () => 'checked');
    await expect(paused.ifRunning(call)).resolves.toBeNull();
    expect(call).not.toHaveBeenCalled();

    // The page believes the play runs (it loaded before this tab's unload paused it): the refusal
    // leaves it paused, with no resume sent and no retry.
    const racing = createClockControl(server.send, false);
    const refused = vi.fn(() => Promise.reject(PAUSED));
    await expect(racing.ifRunning(refused)).resolves.toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(racing.paused).toBe(true);
    expect(server.calls).toEqual([]);
    expect(server.isPaused()).toBe(true);
  });

  it('ifRunning passes other refusals to the caller', async () => {
    const clock = createClockControl(fakeServer(false).send, false);
    const limited = new PlayApiError(429, 'Too many checks. Try again in 10 seconds.');
    await expect(clock.ifRunning(() => Promise.reject(limited))).rejects.toBe(limited);
  });

  it('a resume that fails is not followed by the call: its error reaches the caller', async () => {
    const lost = new PlayApiError(0, 'The server cannot be reached. Check your connection and try again.');
    const clock = createClockControl(() => Promise.reject(lost), true);
    const call = vi.fn(async () => 'moved');
    await expect(clock.whileRunning(call)).rejects.toBe(lost);
    expect(call).not.toHaveBeenCalled();
    expect(clock.paused).toBe(true);
  });

  it('a failed clock call does not block the next one', async () => {
    let fail = true;
    const send = vi.fn(async (pause: boolean) => {
      if (fail) {
        fail = false;
        throw new PlayApiError(0, 'offline');
      }
      return { paused: pause };
    });
    const clock = createClockControl(send, false);
    await expect(clock.set(true)).rejects.toThrow('offline');
    await expect(clock.set(true)).resolves.toEqual({ paused: true });
    expect(clock.paused).toBe(true);
  });
});

describe('createClockControl with the answer read', () => {
  it("takes the server's word over what was asked (a pause answered but not taken)", async () => {
    const clock = createClockControl(
      async () => ({ paused: false }),
      false,
      () => {},
      (answer) => answer.paused,
    );
    await clock.set(true);
    expect(clock.paused).toBe(false);
  });
});
