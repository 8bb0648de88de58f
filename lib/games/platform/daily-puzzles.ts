import type { Store } from '@/lib/db/store';
import type { StoredGamePuzzle } from '@/lib/db/store/game-plays';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { perStore, type Schedule } from './practice-pools';
import type { GenerateDaily, GeneratePuzzle, PlatformEngine } from './puzzle-generation';
import { utcDay } from './statistics';

/** Earlier dailies a new one is told about (Word Guesser avoids repeating any of them). */
export const PAST_DAILIES = 5_000;
/** Tomorrow's daily is made this long before midnight (UTC), so the first player of the day does not wait. */
export const DAILY_AHEAD_MS = 2 * 3600_000;

/**
 * One daily per game and UTC day, chosen at random when first needed (never from anything in the
 * repository) and stored as it is, so a later change to a generator never changes an issued daily.
 */
export function createDailyPuzzles(
  store: Pick<Store, 'gamePlays'>,
  deps: { generate: GeneratePuzzle; generateDaily: GenerateDaily; schedule: Schedule; now: () => Date },
) {
  async function dailyPuzzle(game: string, engine: PlatformEngine, day: string): Promise<StoredGamePuzzle> {
    const stored = await store.gamePlays.findDaily(game, day);
    if (stored) return stored;
    const generated =
      isHiddenStateEngine(engine) && engine.newDaily
        ? await deps.generateDaily(game, (await store.gamePlays.pastDailySecrets(game, PAST_DAILIES)).map(parseJson))
        : await deps.generate(game, engine.dailyLevel);
    return store.gamePlays.createDaily(game, day, { level: engine.dailyLevel, ...generated });
  }

  /** Near midnight, tomorrow's daily is made in the background (once per process, game and day). */
  function prepareTomorrow(game: string, engine: PlatformEngine): void {
    const now = deps.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    if (midnight - now.getTime() > DAILY_AHEAD_MS) return;
    const tomorrow = utcDay(new Date(midnight));
    const key = perStore(store, `${game}/${tomorrow}`);
    if (prepared.has(key)) return;
    prepared.add(key);
    deps.schedule(async () => {
      await dailyPuzzle(game, engine, tomorrow);
    });
  }

  return {
    /** Today's (UTC) daily of the game, made and stored on first request. */
    async today(game: string, engine: PlatformEngine): Promise<StoredGamePuzzle & { day: string }> {
      const day = utcDay(deps.now());
      const puzzle = await dailyPuzzle(game, engine, day);
      prepareTomorrow(game, engine);
      return { ...puzzle, day };
    },
  };
}

const prepared = new Set<string>();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
