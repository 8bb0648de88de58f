/**
 * The play's clock as the server has it, for the calls it refuses while paused (moves, hints,
 * checks, the finish: 409). Pure apart from the calls it is given, so it is unit-tested.
 */
import { PlayApiError } from './play-api';

/** The server's 409 for a call made while the play is paused ("This game is paused. Resume it to go on."). */
export function isPausedRefusal(error: unknown): boolean {
  return error instanceof PlayApiError && error.status === 409 && /\bpaused\b/i.test(error.message);
}

/**
 * What to show when a pause was not taken: the server's words for a 429 (too many pauses, or a rate
 * limit), which must also say the clock keeps running; a lost request says so itself.
 */
export function pauseRefusedNotice(error: unknown): string {
  if (!(error instanceof PlayApiError) || error.status === 0) return 'The pause did not reach the server: the clock keeps running.';
  return /clock/i.test(error.message) ? error.message : `${error.message} The clock keeps running.`;
}

export type ClockControl<Answer> = {
  /** Whether the server's clock is stopped, as far as its answers tell. */
  readonly paused: boolean;
  /** Whether clock calls are still queued or in flight (a later one will say how it ends). */
  readonly busy: boolean;
  /** Stops or restarts the clock. Calls go out one at a time, in order, so a quick pause-resume cannot land reversed. */
  set(paused: boolean): Promise<Answer>;
  /**
   * Runs a call the server refuses while paused: waits for clock calls in flight, resumes first when
   * the play is paused, and when a paused refusal still comes (a pause raced it) resumes and retries
   * once. A failed resume rejects with its own error, so the caller can show it.
   */
  whileRunning<T>(call: () => Promise<T>): Promise<T>;
  /**
   * Runs a call the page makes on its own (not a player's action) only while the play runs, and never
   * resumes for it: a paused refusal (the play was paused elsewhere, e.g. by this tab's own unload
   * racing a reload) leaves the clock paused as the server has it. Null when it did not run.
   */
  ifRunning<T>(call: () => Promise<T>): Promise<{ value: T } | null>;
};

export function createClockControl<Answer>(
  send: (paused: boolean) => Promise<Answer>,
  initiallyPaused: boolean,
  /** Each clock call the server took, with its answer (to update what the player sees); `busy` is already updated. */
  onSet: (paused: boolean, answer: Answer) => void = () => {},
  /** Whether an answer says the clock is stopped (the server's word over what was asked); else as asked. */
  readPaused: (answer: Answer, asked: boolean) => boolean = (_answer, asked) => asked,
): ClockControl<Answer> {
  let paused = initiallyPaused;
  let queued = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const set = (pause: boolean): Promise<Answer> => {
    queued += 1;
    const next = queue
      .catch(() => undefined)
      .then(async () => {
        let answer: Answer;
        try {
          answer = await send(pause);
        } finally {
          queued -= 1;
        }
        paused = readPaused(answer, pause);
        onSet(paused, answer);
        return answer;
      });
    queue = next;
    return next;
  };

  const whileRunning = async <T>(call: () => Promise<T>): Promise<T> => {
    await queue.catch(() => undefined);
    if (paused) await set(false);
    try {
      return await call();
    } catch (error) {
      if (!isPausedRefusal(error)) throw error;
      paused = true;
      await set(false);
      return call();
    }
  };

  const ifRunning = async <T>(call: () => Promise<T>): Promise<{ value: T } | null> => {
    await queue.catch(() => undefined);
    if (paused) return null;
    try {
      return { value: await call() };
    } catch (error) {
      if (!isPausedRefusal(error)) throw error;
      paused = true;
      return null;
    }
  };

  return {
    get paused() {
      return paused;
    },
    get busy() {
      return queued > 0;
    },
    set,
    whileRunning,
    ifRunning,
  };
}
