/**
 * The levels of a game that each have a daily: the engine's dailyLevels, else its dailyLevel alone.
 * The one place the platform reads them (no per-game code): issuing, the daily, boards, Today's puzzles.
 */
export type DailyLevelSource = { readonly dailyLevel: string; readonly dailyLevels?: readonly string[] };

export function dailyLevelsOf(engine: DailyLevelSource): readonly string[] {
  return engine.dailyLevels && engine.dailyLevels.length > 0 ? engine.dailyLevels : [engine.dailyLevel];
}

/** Whether the game has a daily per level (then each daily has its own day board and Today's entry). */
export const hasSeveralDailies = (engine: DailyLevelSource) => dailyLevelsOf(engine).length > 1;

/** The daily level a request asks for (none: the engine's dailyLevel), or null when that level has no daily. */
export function dailyLevelFor(engine: DailyLevelSource, requested: string | undefined): string | null {
  const level = requested ?? engine.dailyLevel;
  return dailyLevelsOf(engine).includes(level) ? level : null;
}

/** Each game's daily levels as registered engines have them (undefined: no engine), for Today's puzzles. */
export const dailyLevelsIn = (engines: Readonly<Record<string, DailyLevelSource>>) => (game: string) =>
  Object.hasOwn(engines, game) && engines[game] ? dailyLevelsOf(engines[game]) : undefined;
