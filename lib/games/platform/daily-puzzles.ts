import type { Store } from '@/lib/db/store';
import type { StoredGamePuzzle } from '@/lib/db/store/game-plays';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { dailyLevelsOf } from './daily-levels';
import { perStore, type Schedule } from './practice-pools';
import type { GenerateDaily, GeneratePuzzle, PlatformEngine } from './puzzle-generation';
import { utcDay } from './statistics';

/** Earlier dailies a new one is told about (Word Guesser avoids repeating any of them). */
export const PAST_DAILIES = 5_000;
/** A new daily repeats no daily of its level from this many days back, nor any puzzle of its level's pool. */
export const DAILY_FRESH_DAYS = 365;
/** Puzzles generated for a daily until one is fresh; past it the last one stands (a level with few puzzles). */
export const DAILY_TRIES = 20;
/** Tomorrow's daily is made this long before midnight (UTC), so the first player of the day does not wait. */
export const DAILY_AHEAD_MS = 2 * 3600_000;

/**
 * One daily per game, UTC day and daily level (the engine's dailyLevels, by default its dailyLevel
 * alone), chosen at random when first needed (never from anything in the repository) and stored as
 * it is, so a later change to a generator never changes an issued daily.
 */
export function createDailyPuzzles(
  store: Pick<Store, 'gamePlays'>,
  deps: { generate: GeneratePuzzle; generateDaily: GenerateDaily; schedule: Schedule; now: () => Date },
) {
  async function dailyPuzzle(game: string, engine: PlatformEngine, day: string, level: string): Promise<StoredGamePuzzle> {
    const stored = await store.gamePlays.findDaily(game, day, level);
    if (stored) return stored;
    // newDaily makes the dailyLevel's daily; a game's other daily levels get a new game of theirs.
    const usesNewDaily = isHiddenStateEngine(engine) && engine.newDaily !== undefined && level === engine.dailyLevel;
    const pastSecrets = usesNewDaily ? (await store.gamePlays.pastDailySecrets(game, PAST_DAILIES, level)).map(parseJson) : [];
    const since = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAILY_FRESH_DAYS * 86_400_000));
    // A player of the pool or of a recent daily is not given the same puzzle again as the day's.
    let generated = usesNewDaily ? await deps.generateDaily(game, pastSecrets) : await deps.generate(game, level);
    for (let tries = 1; tries < DAILY_TRIES && (await store.gamePlays.dailyFillTaken(game, level, generated.solution, since)); tries++)
      generated = usesNewDaily ? await deps.generateDaily(game, pastSecrets) : await deps.generate(game, level);
    return store.gamePlays.createDaily(game, day, { level, ...generated });
  }

  /** Near midnight, tomorrow's dailies are made in the background (once per process, game and day). */
  function prepareTomorrow(game: string, engine: PlatformEngine): void {
    const now = deps.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    if (midnight - now.getTime() > DAILY_AHEAD_MS) return;
    const tomorrow = utcDay(new Date(midnight));
    const key = perStore(store, `${game}/${tomorrow}`);
    if (prepared.has(key)) return;
    prepared.add(key);
    deps.schedule(async () => {
      for (const level of dailyLevelsOf(engine)) await dailyPuzzle(game, engine, tomorrow, level);
    });
  }

  return {
    /** Today's (UTC) daily of the game's daily level (checked by the caller), made and stored on first request. */
    async today(game: string, engine: PlatformEngine, level: string = engine.dailyLevel): Promise<StoredGamePuzzle & { day: string }> {
      const day = utcDay(deps.now());
      const puzzle = await dailyPuzzle(game, engine, day, level);
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
