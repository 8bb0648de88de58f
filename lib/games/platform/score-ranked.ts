/** The games whose boards rank by a score first (fewer is better: Word Guesser's guesses), then time: engines with rankByScore. */
export function scoreRankedGames(engines: Readonly<Record<string, object>>): string[] {
  return Object.entries(engines)
    .filter(([, engine]) => 'rankByScore' in engine && Boolean(engine.rankByScore) && 'scoreOf' in engine)
    .map(([game]) => game)
    .sort();
}
