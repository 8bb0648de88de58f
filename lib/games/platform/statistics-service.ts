import type { Store } from '@/lib/db/store';
import { CATALOGUE, findGame, type GameId } from '@/lib/games/catalogue';
import { notFound } from '@/lib/http/errors';
import { gameStatistics, utcDay, type GameStatistics } from './statistics';

export type GameStatisticsView = { game: GameId; name: string; statistics: GameStatistics; levels: { id: string; label: string }[] };

/** A player's statistics (by user id or anonymous key) for one game, or every game they played. */
export function createStatisticsService(store: Pick<Store, 'gameResults'>, now: () => Date = () => new Date()) {
  return {
    /** A caller with no key yet (a first visit) has played nothing. */
    async forGame(playerKey: string | null, game: string): Promise<GameStatisticsView> {
      const entry = findGame(game);
      if (!entry) throw notFound(`There is no game "${game}".`);
      const [summary] = playerKey === null ? [] : await store.gameResults.summaries(playerKey, entry.id);
      return { game: entry.id, name: entry.name, statistics: gameStatistics(summary, utcDay(now())), levels: [...entry.levels] };
    },

    /** Every game with at least one result, in catalogue order. */
    async forAllGames(playerKey: string): Promise<GameStatisticsView[]> {
      const summaries = await store.gameResults.summaries(playerKey);
      const today = utcDay(now());
      return CATALOGUE.flatMap((entry) => {
        const summary = summaries.find((s) => s.gameSlug === entry.id);
        return summary ? [{ game: entry.id, name: entry.name, statistics: gameStatistics(summary, today), levels: [...entry.levels] }] : [];
      });
    },
  };
}
